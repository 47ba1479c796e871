import HearthDomain

/// The links between the chore pages: the week, today, the wish wall, and the calendar feed.
struct ChoreSubnavigation {
    var weekHref: String
    var todayHref: String
    var wishesHref: String
    var calendarHref: String

    /// `toChores` leads from the page to chores/.
    init(toChores: String) {
        weekHref = toChores + "index.html"
        todayHref = toChores + "today/index.html"
        wishesHref = toChores + "wishes/index.html"
        calendarHref = toChores + "../chores.ics"
    }
}

/// The week: a column per weekday (Monday first, in the family's language) with each chore's icon,
/// assignee and fatigue value, the total per day, and per member what is planned and done.
struct WeekPage {
    struct DayColumn {
        var name: String
        var dateText: String
        var isToday: Bool
        var chores: [ChoreModel]
        var hasChores: Bool
        var totalFatigue: Int
    }

    var weekOfText: String
    var days: [DayColumn]
    var hasChores: Bool
    var loads: [MemberLoadModel]
    /// Whether the family has members to share the load: with none, the chart would be empty, and the
    /// table shows only what no one is assigned (if anything).
    var hasMembers: Bool
    var showsLoadTable: Bool
    var unassignedFatigue: Int
    var hasUnassigned: Bool
    var totalFatigue: Int
    /// Drawn by Hearth, its text escaped for XML; placed unescaped.
    var chartSVG: String
    var links: ChoreSubnavigation
    var weekCurrent = true

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> Page {
        let week = WeekPlan(containing: date, chores: snapshot.chores, records: snapshot.choreRecords)
        let loads = snapshot.membersCarrying(week).map { member in
            let load = week.load(of: member.id)
            return MemberLoadModel(name: member.displayName, planned: load.planned, done: load.done)
        }
        let model = WeekPage(
            weekOfText: strings.text("week_of", ["date": strings.longDate(week.start)]),
            days: week.days.map { day in
                DayColumn(name: strings.weekday(day.date.weekday), dateText: strings.shortDate(day.date), isToday: day.date == date,
                          chores: day.chores.map { ChoreModel($0, record: day.done[$0.id], snapshot: snapshot, strings: strings, root: "../") },
                          hasChores: !day.chores.isEmpty, totalFatigue: day.totalFatigue)
            },
            hasChores: !snapshot.chores.isEmpty,
            loads: loads,
            hasMembers: !loads.isEmpty,
            showsLoadTable: !loads.isEmpty || week.unassignedFatigue > 0,
            unassignedFatigue: week.unassignedFatigue,
            hasUnassigned: week.unassignedFatigue > 0,
            totalFatigue: week.totalFatigue,
            chartSVG: FatigueChart.svg(loads, strings: strings),
            links: ChoreSubnavigation(toChores: ""))
        return Page(folder: Section.chores.folder, template: "chores", title: strings.text("week_title"), section: .chores, model: model)
    }
}

/// Today (the build's date): what is to do and what is done, like the app's two columns.
struct TodayPage {
    var dateText: String
    var toDo: [ChoreModel]
    var done: [ChoreModel]
    var hasChores: Bool
    var links: ChoreSubnavigation
    var todayCurrent = true

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> Page {
        let day = WeekPlan(containing: date, chores: snapshot.chores, records: snapshot.choreRecords).day(date)!
        let models = day.chores.map { ChoreModel($0, record: day.done[$0.id], snapshot: snapshot, strings: strings, root: "../../") }
        let model = TodayPage(dateText: strings.longDate(date), toDo: models.filter { !$0.done }, done: models.filter(\.done),
                              hasChores: !models.isEmpty, links: ChoreSubnavigation(toChores: "../"))
        return Page(folder: Section.chores.folder + "today/", template: "chores-today", title: strings.text("today_title"),
                    section: .chores, model: model)
    }
}

/// The wish wall: every member's wishes in a masonry of three text sizes, as in the app.
struct WishWallPage {
    struct WishModel {
        var text: String
        var memberName: String
        /// "large", "medium" or "small": long wishes small, the others large and medium in turn.
        var size: String
    }

    var wishes: [WishModel]
    var hasWishes: Bool
    var links: ChoreSubnavigation
    var wishesCurrent = true

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = WishWallPage(
            wishes: snapshot.wishes.enumerated().map { index, wish in
                WishModel(text: wish.text, memberName: snapshot.member(wish.memberID)?.displayName ?? "",
                          size: wish.text.count > 22 ? "small" : index % 2 == 0 ? "large" : "medium")
            },
            hasWishes: !snapshot.wishes.isEmpty,
            links: ChoreSubnavigation(toChores: "../"))
        return Page(folder: Section.chores.folder + "wishes/", template: "wishes", title: strings.text("wishes_title"),
                    section: .chores, model: model)
    }
}
