import HearthDomain

/// The household's week, to read at the table (also `hearth report household` on paper): each member's
/// chores planned and done with their fatigue and share of what was done against an even split, this
/// week and over the four before, a chart, and the grocery list's progress and what was bought.
struct HouseholdReportPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .groceryList, .chores, .choreRecords, .members, .trips]
    static let route = Route(folder: "household-report/", template: "household-report", section: .chores)

    /// One member's row of the table.
    struct MemberRow {
        var name: String
        /// `thisWeek`: "10 / 19", done / planned.
        var thisWeek: String
        /// `share`: "38 %" of what the family did this week; "–" when nothing was done.
        var share: String
        var fourWeeks: String
        var fourWeeksShare: String
    }

    /// What it shows of the chores: `weekOfText`, `sentences`, `rows`, `hasMembers`, `bars`, `chartSVG`.
    var chores: ChoreWeek
    /// `basketText`: "3 of 12 items on the list are in the basket."
    var basketText: String
    /// `boughtText`: "Bought this week: Cheddar, Frozen peas."
    var boughtText: String
    /// `tripsText`: "Timed shopping trips this week: 2, 41 min in all (Ana 25 min, Marco 16 min)."
    var tripsText: String

    /// What the report shows of the chores, worked out from the family (its week's first day), its members,
    /// chores and records (`shows`): the half a tick, a trip or an item added leaves as it was, which a
    /// resident site keeps between them (`ChoreWeekCache`).
    struct ChoreWeek: Sendable {
        static let shows: Set<FamilyData> = [.family, .members, .chores, .choreRecords]
        var weekStart: CalendarDay
        var weekOfText: String
        /// `sentences`: a sentence a member ("Ana did 10 of 19 planned: 38 % of what the family did."),
        /// then the even share.
        var sentences: [String]
        var rows: [MemberRow]
        var hasMembers: Bool
        /// `bars`: the chart's numbers, which the paper report draws (the page has `chartSVG`).
        var bars: [ReportSheet.Bar]
        /// Drawn by Hearth, its text escaped for XML; placed unescaped.
        var chartSVG: String

        init(_ snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) {
            let summary = HouseholdWeekSummary(snapshot, date: date)
            func percent(_ value: Int?) -> String { value.map { strings.text("percent", ["value": String($0)]) } ?? "–" }
            let total = summary.doneThisWeek, totalBefore = summary.doneFourWeeksBefore
            sentences = summary.members.map { load in
                strings.text(total > 0 ? "report_member_share" : "report_member_done",
                             ["name": load.member.displayName, "done": String(load.thisWeek.done), "planned": String(load.thisWeek.planned),
                              "share": percent(HouseholdWeekSummary.share(load.thisWeek.done, of: total))])
            }
            if !summary.members.isEmpty {
                sentences.append(total > 0 ? strings.text("report_even_share", ["share": percent(summary.evenShare)]) : strings.text("report_nothing_done"))
            }
            rows = summary.members.map { load in
                MemberRow(name: load.member.displayName,
                          thisWeek: "\(load.thisWeek.done) / \(load.thisWeek.planned)", share: percent(HouseholdWeekSummary.share(load.thisWeek.done, of: total)),
                          fourWeeks: "\(load.fourWeeksBefore.done) / \(load.fourWeeksBefore.planned)",
                          fourWeeksShare: percent(HouseholdWeekSummary.share(load.fourWeeksBefore.done, of: totalBefore)))
            }
            if summary.unassigned > 0 {
                rows.append(MemberRow(name: strings.text("unassigned"), thisWeek: "– / \(summary.unassigned)", share: "", fourWeeks: "", fourWeeksShare: ""))
            }
            weekStart = summary.weekStart
            weekOfText = strings.text("week_of", ["date": strings.longDate(summary.weekStart)])
            hasMembers = !summary.members.isEmpty
            bars = summary.members.map { ReportSheet.Bar(label: $0.member.displayName, planned: $0.thisWeek.planned, done: $0.thisWeek.done) }
            chartSVG = FatigueChart.svg(MemberLoadModel.loads(in: summary.week, of: snapshot), strings: strings)
        }
    }

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings,
                     kept: (cache: ChoreWeekCache, planned: Int)? = nil) -> Page {
        Page(route: route, title: strings.text("report_household_title"), model: model(for: snapshot, date: date, strings: strings, kept: kept))
    }

    /// The report's model; its chores' half from `kept` when a resident site keeps it (`ChoreWeekCache`,
    /// with its count when the page was planned).
    static func model(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings,
                      kept: (cache: ChoreWeekCache, planned: Int)? = nil) -> HouseholdReportPage {
        let chores = kept.map { $0.cache.choreWeek(of: snapshot, date: date, strings: strings, planned: $0.planned) }
            ?? ChoreWeek(snapshot, date: date, strings: strings)
        let groceries = HouseholdWeekSummary.groceries(of: snapshot, week: chores.weekStart)
        return HouseholdReportPage(
            chores: chores,
            basketText: groceries.onList == 0 ? strings.text("report_list_empty")
                : strings.text("report_basket", ["checked": String(groceries.inBasket), "count": String(groceries.onList)]),
            boughtText: groceries.bought.isEmpty ? strings.text("report_bought_none")
                : strings.text("report_bought", ["items": groceries.bought.map(\.name).joined(separator: strings.text("server_list_separator"))]),
            tripsText: tripsText(snapshot, week: chores.weekStart, strings: strings))
    }

    /// The shopping trips that ended in the week (`ShoppingTrip`, timed on the phone): how many, their
    /// minutes, and each shopper's.
    static func tripsText(_ snapshot: FamilySnapshot, week start: CalendarDay, strings: ThemeStrings) -> String {
        let end = start.adding(days: 6)
        let trips = snapshot.trips.filter { trip in trip.ended.map { TripPanel.day($0) >= start && TripPanel.day($0) <= end } ?? false }
        guard !trips.isEmpty else { return strings.text("report_trips_none") }
        var minutes: [(member: HearthID, minutes: Int)] = []
        for trip in trips.reversed() {
            let shopped = trip.minutes(at: trip.ended!)
            if let index = minutes.firstIndex(where: { $0.member == trip.memberID }) { minutes[index].minutes += shopped } else { minutes.append((trip.memberID, shopped)) }
        }
        let each = minutes.map { strings.text("report_trips_member", ["member": snapshot.member($0.member)?.displayName ?? "?", "minutes": String($0.minutes)]) }
        return strings.text("report_trips", ["count": String(trips.count), "minutes": String(minutes.reduce(0) { $0 + $1.minutes }),
                                             "members": each.joined(separator: strings.text("server_list_separator"))])
    }
}
