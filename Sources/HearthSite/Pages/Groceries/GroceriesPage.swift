import HearthDomain

/// The grocery page: every item on the list by location, who added it, its state, and the progress bar.
struct GroceriesPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .groceryList, .locations, .members, .meals, .mealShares, .recipes]
    static let route = Route(folder: "groceries/", template: "groceries", section: .groceries)

    var progress: ProgressModel
    var groups: [LocationGroupModel]
    /// Some item on the list is checked: a hosted build offers to purchase them all.
    var hasChecked: Bool
    /// The family's store locations, offered when adding an item in a hosted build.
    var locations: [String]

    static func page(for snapshot: FamilySnapshot, hosted: Bool, strings: ThemeStrings) -> Page {
        let list = snapshot.groceries
        let words = GroceryItemWords(strings: strings, hosted: hosted)
        // Counted once: each count goes through the whole catalogue.
        let progress = list.progress
        let model = GroceriesPage(
            progress: ProgressModel(progress, strings: strings),
            groups: list.onListByLocation.map { LocationGroupModel($0, snapshot: snapshot, words: words) },
            hasChecked: progress.done > 0,
            locations: list.locations.filter { !$0.isUnknown }.map(\.name)
        )
        return Page(route: route, title: strings.text("groceries_title"),
                    model: model)
    }
}

extension GroceriesPage: PageWithRows {
    mutating func renderRows(with rows: RowRenderer) throws {
        for index in groups.indices { groups[index].rows = try rows.render(&groups[index].items, with: "rows/grocery-item") }
    }
}
