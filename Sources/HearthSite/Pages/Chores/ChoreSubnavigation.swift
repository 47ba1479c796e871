import HearthDomain

/// The links between the chore pages: the week, today, the wish wall, and the calendar feed.
struct ChoreSubnavigation {
    var weekHref: String
    var todayHref: String
    var wishesHref: String
    var calendarHref: String
    /// Which of the three is the page itself (`aria-current`).
    var weekCurrent: Bool
    var todayCurrent: Bool
    var wishesCurrent: Bool

    /// The links from the page at `route`.
    init(from route: Route) {
        weekHref = route.link(to: ChoresPage.route) + "index.html"
        todayHref = route.link(to: ChoresTodayPage.route) + "index.html"
        wishesHref = route.link(to: WishesPage.route) + "index.html"
        calendarHref = route.link(toFile: "chores.ics")
        weekCurrent = route == ChoresPage.route
        todayCurrent = route == ChoresTodayPage.route
        wishesCurrent = route == WishesPage.route
    }
}
