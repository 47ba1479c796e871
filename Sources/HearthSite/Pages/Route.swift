/// Where a page lives inside its family's folder, which template renders it, and which navigation entry
/// is its. Each page declares its route once, beside its model (`ChoresPage.route`, or a function for a
/// page of many addresses such as `CarPage.route(for:)`); `SitePlan` lists the routes; and every relative
/// link between pages is made from two routes (`link(to:)`), never typed by hand, so a page that moves
/// takes its links with it.
struct Route: Hashable, Sendable {
    /// `folder`: the folder, relative to the family's root: "" for the dashboard, "chores/today/".
    var folder: String
    /// `template`: the template's name without ".html"/".md": "chores-today" renders chores-today.html.mustache.
    var template: String
    var section: Section?

    /// How many folders down from the family's root the page is.
    var depth: Int { folder.split(separator: "/").count }

    /// From this page to the family's root: "" on the dashboard, "../" one folder down, and so on.
    var toRoot: String { String(repeating: "../", count: depth) }

    /// From this page to another page's folder, the shortest way: "" to itself, "today/" from chores/
    /// to chores/today/, "../" back up.
    func link(to other: Route) -> String {
        let from = folder.split(separator: "/"), to = other.folder.split(separator: "/")
        var shared = 0
        while shared < min(from.count, to.count) && from[shared] == to[shared] { shared += 1 }
        return String(repeating: "../", count: from.count - shared) + to[shared...].map { $0 + "/" }.joined()
    }

    /// From this page to a file by its path from the family's root ("qr/ID.png", "chores.ics").
    func link(toFile path: String) -> String { toRoot + path }

    /// The same template and section in a folder below this one ("sorted/name/" below recipes/).
    func below(_ folder: String, template: String? = nil) -> Route {
        Route(folder: self.folder + folder, template: template ?? self.template, section: section)
    }
}
