import HearthDomain

/// A chore as the week table, today's columns and the dashboard show it.
struct ChoreModel {
    /// The chore's title as commands take it (the label's key), which the forms of a hosted build send.
    var title: String
    var name: String
    var iconSrc: String
    var fatigue: Int
    var fatigueText: String
    var assigneeText: String
    var hasAssignee: Bool
    var done: Bool
    var doneByText: String
    /// `doneByID`: who did it (a kitchen screen's undo says so).
    var doneByID: String
    /// Today's page, hosted: the members a kitchen screen allowed to mark chores done offers ("who did it?").
    var choices: [MemberChoice] = []
    /// The choices as `rows/member-choice.html` renders them, one a line (`ChoresTodayPage.renderRows`): twenty
    /// chores offer the same thousand members, each rendered once and then taken from the row cache.
    var choiceRows = ""

    struct MemberChoice: RowModel {
        /// The member's ID, which the form sends.
        var id: String
        var name: String
        /// The member the chore is planned for: chosen first.
        var selected: Bool
        var row = RowText()
    }

    /// `root` leads from the page to the family's root, where assets/ is.
    init(_ chore: Chore, record: ChoreRecord?, snapshot: FamilySnapshot, strings: ThemeStrings, root: String) {
        title = chore.title
        name = chore.label.name(in: snapshot.family.language)
        iconSrc = root + "assets/icons/" + chore.label.icon
        fatigue = chore.fatigue
        fatigueText = strings.text("fatigue_value", ["value": String(chore.fatigue)])
        let assignee = snapshot.member(chore.assignee)
        assigneeText = assignee.map { strings.text("assigned_to", ["name": $0.displayName]) } ?? strings.text("unassigned")
        hasAssignee = assignee != nil
        done = record != nil
        doneByText = record.map { record in
            strings.text("done_by", ["name": snapshot.member(record.doneBy)?.displayName ?? "?"])
        } ?? ""
        doneByID = record?.doneBy?.text ?? ""
    }
}

/// A member's fatigue for the week, planned and done.
struct MemberLoadModel {
    var name: String
    var planned: Int
    var done: Int

    /// Each member's load in the week, and that of former members who did chores of it before moving:
    /// what the week's page and the dashboard's chores tile both show.
    /// None in a week without chores: "0 / 0" beside every name says nothing.
    static func loads(in week: WeekPlan, of snapshot: FamilySnapshot) -> [MemberLoadModel] {
        guard week.days.contains(where: { !$0.chores.isEmpty }) else { return [] }
        return snapshot.membersCarrying(week).map { member in
            let load = week.load(of: member.id)
            return MemberLoadModel(name: member.displayName, planned: load.planned, done: load.done)
        }
    }
}
