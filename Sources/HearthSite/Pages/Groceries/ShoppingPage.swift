import HearthDomain

/// The shopping list to print: what is still to get, by location in walking order, Unknown last.
struct ShoppingPage {
    static let route = Route(folder: "shopping/", template: "shopping", section: .shopping)

    var dateText: String
    var summaryText: String
    var groups: [LocationGroupModel]
    var hasItems: Bool

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> Page {
        let groups = snapshot.groceries.shoppingList
        let count = groups.reduce(0) { $0 + $1.items.count }
        let words = GroceryItemWords(strings: strings)
        let model = ShoppingPage(
            dateText: strings.text("shopping_for", ["date": strings.longDate(date)]),
            summaryText: strings.count("shopping_summary", count),
            groups: groups.map { LocationGroupModel($0, snapshot: snapshot, words: words) },
            hasItems: count > 0
        )
        return Page(route: route, title: strings.text("shopping_title"),
                    model: model)
    }
}
