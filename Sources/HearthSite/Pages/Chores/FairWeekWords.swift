import HearthDomain

/// The fair week's proposal in a family's words (`propose_*` in templates/i18n/*.json): a line per chore
/// with its member and why, each member's figures, and whether the rule is met (docs/chores.md).
public struct FairWeekWords: Sendable {
    public let strings: ThemeStrings
    /// Members' names by ID: the family's members, who are all named in every line.
    let names: [HearthID: String]

    public init(strings: ThemeStrings, members: [Member]) {
        self.strings = strings
        self.names = Dictionary(members.map { ($0.id, $0.displayName) }) { first, _ in first }
    }

    func name(_ member: HearthID?) -> String { member.flatMap { names[$0] } ?? "-" }

    /// "Cook · Wed → Sam: 12 so far, the least (Ana 19, Leo 22, Mia 15)": the chore as `hearth chore list`
    /// names it, its day, its member and why (`why`).
    public func line(_ choice: FairWeek.Choice, in proposal: FairWeek) -> String {
        strings.text("propose_line", ["chore": choice.chore.label.name(in: strings.language),
                                      "weekday": strings.text("weekday_short_\(choice.chore.weekday.rawValue)"), "why": why(choice, in: proposal)])
    }

    /// "Sam: 12 so far, the least (Ana 19, Leo 22, Mia 15)": the member chosen and why, with every other
    /// member's fatigue so far.
    /// With `atMost`, only that many others, those with the least so far (whom a reader compares the
    /// choice with), then how many more (`propose_others_more`): a page of a large household, where every
    /// line naming a thousand members made the week's page megabytes and its rendering half a second.
    public func why(_ choice: FairWeek.Choice, in proposal: FairWeek, atMost: Int? = nil) -> String {
        let everyone = proposal.figures.map(\.member)
        var members = everyone.filter { $0 != choice.member }
        let more = max(0, members.count - (atMost ?? members.count))
        if more > 0, let atMost {
            // The `atMost` least so far (the first by name among equals), in one pass over the totals in
            // name order: sorting a thousand members for each of a thousand rows was a tenth of a chore done.
            var least: [(total: Int, place: Int)] = []
            for (place, total) in choice.soFar.values.enumerated() where everyone[place] != choice.member {
                if least.count == atMost, let last = least.last, (total, place) >= (last.total, last.place) { continue }
                least.insert((total, place), at: least.firstIndex { (total, place) < ($0.total, $0.place) } ?? least.count)
                if least.count > atMost { least.removeLast() }
            }
            members = least.map(\.place).sorted().map { everyone[$0] }
        }
        var others = members.map { member in
            let values = ["member": name(member), "fatigue": String(choice.soFar[member] ?? 0)]
            switch choice.unable[member] {
            case .away: return strings.text("propose_other_away", values)
            case .notFor: return strings.text("propose_other_not_for", values)
            case nil: return strings.text("propose_other", values)
            }
        }
        if more > 0 { others.append(strings.text("propose_others_more", ["count": String(more)])) }
        let values = ["member": name(choice.member), "fatigue": String(choice.member.flatMap { choice.soFar[$0] } ?? 0),
                      "largest": String(proposal.largestFatigue), "others": others.joined(separator: strings.text("server_list_separator"))]
        switch choice.reason {
        case .pinned: return strings.text("propose_pinned", values)
        case .least(nil): return strings.text("propose_least", values)
        case .least(.hadItLastWeek): return strings.text("propose_least_kept", values)
        case .least(.nameFirst): return strings.text("propose_least_name", values)
        case .keepsTheRule: return strings.text("propose_keeps_rule", values)
        case .noOneFree: return strings.text("propose_no_one", values)
        }
    }

    /// What "so far" means, for the week of the proposal.
    public func intro(_ proposal: FairWeek) -> String {
        strings.text("propose_intro", ["week": proposal.start.iso, "from": proposal.countedFrom.iso])
    }

    /// "Ana: 19 over four weeks + 6 this week = 25", each member in name order.
    public func figures(_ proposal: FairWeek) -> [String] {
        proposal.figures.map { figure in
            strings.text("propose_figures", ["member": name(figure.member), "four_weeks": String(figure.fourWeeks),
                                             "planned": String(figure.planned), "total": String(figure.total)])
        }
    }

    /// Whether every five-week total is within the largest chore's fatigue of every other.
    public func verdict(_ proposal: FairWeek) -> String {
        strings.text(proposal.meetsRule ? "propose_met" : "propose_unmet", ["gap": String(proposal.gap), "largest": String(proposal.largestFatigue)])
    }
}
