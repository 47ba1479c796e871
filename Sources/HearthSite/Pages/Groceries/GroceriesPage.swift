import HearthDomain

/// The grocery page: every item on the list by location, who added it, its state, and the progress bar.
struct GroceriesPage {
    static let route = Route(folder: "groceries/", template: "groceries", section: .groceries)

    var progress: ProgressModel
    var groups: [LocationGroupModel]

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let list = snapshot.groceries
        let words = GroceryItemWords(strings: strings)
        let model = GroceriesPage(
            progress: ProgressModel(list.progress, strings: strings),
            groups: list.onListByLocation.map { LocationGroupModel($0, snapshot: snapshot, words: words) }
        )
        return Page(route: route, title: strings.text("groceries_title"),
                    model: model)
    }
}
