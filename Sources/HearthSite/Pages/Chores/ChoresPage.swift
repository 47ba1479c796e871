import HearthDomain

/// The week: a column per weekday (from the family's first weekday, in the family's language) with each chore's icon,
/// assignee and fatigue value, who is away that day, the total per day, and per member what is planned and done.
struct ChoresPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.chores, .choreRecords, .members, .daysAway]
    static let route = Route(folder: "chores/", template: "chores", section: .chores)

    struct DayColumn {
        var name: String
        var dateText: String
        var isToday: Bool
        /// `isPast`: a day gone by: its chores not done are marked so (they would look like days still to come).
        var isPast: Bool
        var chores: [ChoreModel]
        var hasChores: Bool
        var totalFatigue: Int
        /// The members away that day (`hearth member away`), by name; `hasAway` when there is one.
        var away: String
        var hasAway: Bool
    }

    var weekOfText: String
    var days: [DayColumn]
    var hasChores: Bool
    var loads: [MemberLoadModel]
    /// `hasMembers`: whether the family has members to share the load: with none, the chart would be empty,
    /// and the table shows only what no one is assigned (if anything).
    var hasMembers: Bool
    /// `showsLoadTable`: whether there is a load to show: a week without chores has none (`MemberLoadModel.loads`).
    var showsLoadTable: Bool
    /// `hasNoLoad`: a family with members and a week without chores: the page says there is nothing to share.
    var hasNoLoad: Bool
    var unassignedFatigue: Int
    var hasUnassigned: Bool
    var totalFatigue: Int
    /// Drawn by Hearth, its text escaped for XML; placed unescaped.
    var chartSVG: String
    var links: ChoreSubnavigation
    /// Next week as the fair week proposes it, for a manager on `hearth host`; `hasProposal` when the family
    /// has chores and members to share them.
    var proposal: WeekProposalModel
    var hasProposal: Bool

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> Page {
        let week = snapshot.week(containing: date)
        let loads = MemberLoadModel.loads(in: week, of: snapshot)
        let hasMembers = !loads.isEmpty || !snapshot.members.isEmpty
        let showsLoadTable = !loads.isEmpty || week.unassignedFatigue > 0
        let model = ChoresPage(
            weekOfText: strings.text("week_of", ["date": strings.longDate(week.start)]),
            days: week.days.map { day in
                let away = snapshot.members.filter { DaysAway.isAway($0.id, on: day.date, snapshot.daysAway) }.map(\.displayName)
                return DayColumn(name: strings.weekday(day.date.weekday), dateText: strings.shortDate(day.date), isToday: day.date == date,
                                 isPast: day.date < date, chores: day.chores.map { ChoreModel($0, record: day.done[$0.id], snapshot: snapshot, strings: strings, root: route.toRoot) },
                                 hasChores: !day.chores.isEmpty, totalFatigue: day.totalFatigue,
                                 away: away.joined(separator: strings.text("server_list_separator")), hasAway: !away.isEmpty)
            },
            hasChores: !snapshot.chores.isEmpty,
            loads: loads,
            hasMembers: hasMembers,
            showsLoadTable: showsLoadTable,
            hasNoLoad: hasMembers && !showsLoadTable,
            unassignedFatigue: week.unassignedFatigue,
            hasUnassigned: week.unassignedFatigue > 0,
            totalFatigue: week.totalFatigue,
            chartSVG: FatigueChart.svg(loads, strings: strings),
            links: ChoreSubnavigation(from: route),
            proposal: WeekProposalModel(snapshot: snapshot, date: date, strings: strings),
            hasProposal: !snapshot.chores.isEmpty && !snapshot.members.isEmpty)
        return Page(route: route, title: strings.text("week_title"), model: model)
    }
}
