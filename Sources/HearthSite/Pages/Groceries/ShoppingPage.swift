import HearthDomain

/// The shopping list to print: what is still to get, by location in walking order, Unknown last.
struct ShoppingPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .groceryList, .locations, .members, .meals, .mealShares, .recipes, .trips]
    static let route = Route(folder: "shopping/", template: "shopping", section: .shopping)
    /// The QR code of the list's live address, from the family's root (hosted builds with an address).
    static let liveCodePath = "qr/shopping-list.png"

    var dateText: String
    var summaryText: String
    var groups: [LocationGroupModel]
    var hasItems: Bool
    /// Changes whenever what is to get changes: a static build's ticks, kept on the phone, are cleared then.
    var listKey: String
    /// What is ticked already (in the basket), which a hosted page lets the shopper untick.
    var basket: [GroceryItemModel]
    var hasBasket: Bool
    /// The address of this page on `hearth host` (`BuildOptions.liveAddress`), printed beside its QR code;
    /// "" when there is none (a static build).
    var liveAddress: String
    var hasLiveAddress: Bool
    /// Who is shopping now and the last trip (shown on hosted builds only).
    var trips: TripPanel

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, liveAddress: String?, hosted: Bool, strings: ThemeStrings) -> Page {
        let groups = snapshot.groceries.shoppingList
        let count = groups.reduce(0) { $0 + $1.items.count }
        let words = GroceryItemWords(strings: strings, hosted: hosted)
        let basket = snapshot.groceries.items.filter { $0.onList && $0.completed }
        let model = ShoppingPage(
            dateText: strings.text("shopping_for", ["date": strings.longDate(date)]),
            summaryText: strings.count("shopping_summary", count),
            groups: groups.map { LocationGroupModel($0, snapshot: snapshot, words: words) },
            hasItems: count > 0,
            listKey: listKey(groups),
            basket: basket.map { GroceryItemModel($0, snapshot: snapshot, words: words) },
            hasBasket: !basket.isEmpty,
            liveAddress: liveAddress ?? "",
            hasLiveAddress: liveAddress != nil,
            trips: TripPanel(snapshot, strings: strings)
        )
        return Page(route: route, title: strings.text("shopping_title"),
                    model: model)
    }

    /// A digest of every item to get with its name and quantity.
    static func listKey(_ groups: [GroceryList.Group]) -> String {
        let lines = groups.flatMap { $0.items.map { Fingerprint.join([$0.id, $0.name, $0.measure.text]) } }
        return SitePlan.digest(lines).prefix(16).description
    }
}

extension ShoppingPage: PageWithRows {
    mutating func renderRows(with rows: RowRenderer) throws {
        for index in groups.indices { try rows.render(&groups[index].items, with: "rows/shopping-item.html") }
        try rows.render(&basket, with: "rows/shopping-item.html")
    }
}
