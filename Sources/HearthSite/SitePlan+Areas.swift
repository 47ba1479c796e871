extension SitePlan {
    /// The parts of a family's site, each the pages that show one kind of thing. The dashboard, which
    /// shows a little of each, is in all of them.
    struct Areas: OptionSet, Sendable {
        let rawValue: Int
        static let groceries = Areas(rawValue: 1)
        /// The all-items pages, which a tick does not change (`AllItemsPage.shows`): a part of `.groceries`.
        static let allItems = Areas(rawValue: 64)
        static let chores = Areas(rawValue: 2)
        static let recipes = Areas(rawValue: 4)
        static let cars = Areas(rawValue: 8)
        static let members = Areas(rawValue: 16)
        /// The pictures, the join cards' QR codes, the assets and the service worker.
        static let files = Areas(rawValue: 32)
        static let all: Areas = [.groceries, .allItems, .chores, .recipes, .cars, .members, .files]
    }
}
