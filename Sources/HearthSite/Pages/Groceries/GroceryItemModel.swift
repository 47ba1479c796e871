import HearthDomain

/// A location and its items, as the grocery and shopping pages show them.
struct LocationGroupModel {
    var name: String
    /// "#RRGGBB", computed from the stored numbers (never text from the store).
    var colour: String
    var items: [GroceryItemModel]

    init(_ group: GroceryList.Group, snapshot: FamilySnapshot, words: GroceryItemWords) {
        name = group.location.isUnknown ? words.locationUnknown : group.location.name
        colour = group.location.colour.hexOverWhite
        items = group.items.map { GroceryItemModel($0, snapshot: snapshot, words: words) }
    }
}

/// One item on the list, as the grocery page and the shopping list show it, its texts already in the
/// family's language.
struct GroceryItemModel {
    /// The item's ID, which the forms of a hosted build send.
    var id: String
    var name: String
    var quantityText: String
    var hasQuantity: Bool
    var addedByText: String
    var completed: Bool
    var available: Bool
    var notAvailableText: String

    init(_ item: GroceryItem, snapshot: FamilySnapshot, words: GroceryItemWords) {
        id = item.id
        name = item.name
        // An amount with its unit is shown as written ("500 g"); a count as the theme words it ("× 3").
        quantityText = item.unit != nil ? item.measure.text : words.quantity(item.quantity)
        hasQuantity = item.quantity > 1 || item.unit != nil
        addedByText = snapshot.member(item.addedBy).map { words.addedBy($0.displayName) } ?? words.addedByNobody
        completed = item.completed
        available = item.available
        notAvailableText = words.notAvailable
    }
}
