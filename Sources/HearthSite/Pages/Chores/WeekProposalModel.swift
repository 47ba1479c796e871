import HearthDomain

/// "Next week, proposed" on the hosted week (issue 69): the fair week's proposal for the week after the
/// page's day (`FairWeek`, docs/chores.md), each chore with its member now and the one proposed and why,
/// in the family's words (`FairWeekWords`), shown to every member; and a manager's form that accepts it.
struct WeekProposalModel {
    struct Row {
        var chore: String
        var day: String
        var now: String
        var proposed: String
        /// `changes`: the proposal gives it to another member.
        var changes: Bool
        var why: String
    }

    struct Line {
        var text: String
    }

    var title: String
    var intro: String
    /// The proposed week's first day, as the form sends it back.
    var week: String
    /// What accepting it changes (`FairWeek.changesText`), sent back so the server applies what was shown.
    var changes: String
    var rows: [Row]
    var figures: [Line]
    var verdict: String

    /// How many other members a row's why names, the least loaded first: every one in a household of up to
    /// seven; a larger one's rows say how many more (`FairWeekWords.why`), and the figures below name all.
    static let othersNamed = 6

    init(snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) {
        let proposal = FairWeek(week: date.adding(days: 7), startingOn: snapshot.family.firstWeekday, today: date, members: snapshot.members, chores: snapshot.chores,
                                records: snapshot.choreRecords, away: snapshot.daysAway)
        let words = FairWeekWords(strings: strings, members: snapshot.members)
        title = strings.text("week_of", ["date": strings.longDate(proposal.start)])
        intro = strings.text("host_propose_intro", ["from": strings.longDate(proposal.countedFrom)])
        week = proposal.start.iso
        changes = proposal.changesText
        rows = proposal.choices.map { choice in
            Row(chore: choice.chore.label.name(in: strings.language), day: strings.weekday(choice.chore.weekday),
                now: snapshot.member(choice.chore.assignee)?.displayName ?? "-", proposed: words.name(choice.member),
                changes: choice.changes, why: words.why(choice, in: proposal, atMost: Self.othersNamed))
        }
        figures = words.figures(proposal).map(Line.init)
        verdict = words.verdict(proposal)
    }
}
