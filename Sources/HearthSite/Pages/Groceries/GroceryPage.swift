import HearthDomain

/// The grocery page: every item on the list by location, who added it, its state, and the progress bar.
struct GroceryPage {
    var progress: ProgressModel
    var groups: [LocationGroupModel]

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let list = snapshot.groceries
        let words = GroceryItemWords(strings: strings)
        let model = GroceryPage(
            progress: ProgressModel(list.progress, strings: strings),
            groups: list.onListByLocation.map { LocationGroupModel($0, snapshot: snapshot, words: words) }
        )
        return Page(folder: Section.groceries.folder, template: "groceries", title: strings.text("groceries_title"),
                    section: .groceries, model: model)
    }
}

/// The shopping list to print: what is still to get, by location in walking order, Unknown last.
struct ShoppingPage {
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
        return Page(folder: Section.shopping.folder, template: "shopping", title: strings.text("shopping_title"),
                    section: .shopping, model: model)
    }
}
