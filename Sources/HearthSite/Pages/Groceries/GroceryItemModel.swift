import HearthDomain

/// A location and its items, as the grocery and shopping pages show them.
struct LocationGroupModel {
    var name: String
    /// "#RRGGBB", computed from the stored numbers (never text from the store).
    var colour: String
    var items: [GroceryItemModel]

    init(_ group: GroceryList.Group, snapshot: FamilySnapshot, strings: ThemeStrings) {
        name = group.location.isUnknown ? strings.text("location_unknown") : group.location.name
        colour = group.location.colour.hexOverWhite
        items = group.items.map { GroceryItemModel($0, snapshot: snapshot, strings: strings) }
    }
}

/// One item, with every text the templates need already in the family's language.
struct GroceryItemModel {
    var name: String
    var quantity: Int
    var quantityText: String
    var hasQuantity: Bool
    var addedByText: String
    var completed: Bool
    var available: Bool
    var stateText: String
    var notAvailableText: String
    var onList: Bool
    var locationName: String
    var lastPurchasedText: String

    init(_ item: GroceryItem, snapshot: FamilySnapshot, strings: ThemeStrings) {
        name = item.name
        quantity = item.quantity
        quantityText = strings.text("quantity", ["count": String(item.quantity)])
        hasQuantity = item.quantity > 1
        if let member = snapshot.member(item.addedBy) {
            addedByText = strings.text("added_by", ["name": member.displayName])
        } else {
            addedByText = strings.text("added_by_nobody")
        }
        completed = item.completed
        available = item.available
        stateText = strings.text(item.completed ? "item_done" : "item_to_get")
        notAvailableText = strings.text("item_not_available")
        onList = item.onList
        let location = snapshot.groceries.location(item.locationID)
        locationName = location.map { $0.isUnknown ? strings.text("location_unknown") : $0.name } ?? strings.text("location_unknown")
        lastPurchasedText = item.lastPurchased.map { strings.longDate($0) } ?? strings.text("never")
    }
}
