import Testing
@testable import HearthDomain
@testable import HearthSite

/// The key of a page of the list of every item is written field by field from what the page shows of
/// each item (`GroceryItem.Catalogue`): each field changes the key, and a field the catalogue gains
/// must be written there too, or a page would keep showing the old value.
@Suite struct AllItemsKeyTests {
    static let item = GroceryItem(id: "item-1", name: "Oats", quantity: 1, locationID: "loc-1", addedBy: nil, onList: true, completed: false,
                                  available: true, lastPurchased: CalendarDay(iso: "2026-11-19"))

    static func key(_ item: GroceryItem) -> String {
        let encoder = FingerprintEncoder(withNames: false)
        AllItemsPage.Listing.writeCatalogue(of: item, to: encoder)
        return String(decoding: encoder.bytes, as: UTF8.self)
    }

    @Test func everyFieldTheCatalogueHasChangesTheKey() {
        let fields = Mirror(reflecting: Self.item.catalogue).children.compactMap(\.label)
        #expect(fields == ["id", "name", "locationID", "lastPurchased", "onList"],
                "GroceryItem.Catalogue changed: write its new field in AllItemsPage.Listing.writeCatalogue, then here")
        var changed: [GroceryItem] = []
        for field in fields {
            var item = Self.item
            switch field {
            case "id": item.id = "item-2"
            case "name": item.name = "Oat"
            case "locationID": item.locationID = "loc-2"
            case "lastPurchased": item.lastPurchased = nil
            default: item.onList = false
            }
            changed.append(item)
        }
        let keys = [Self.key(Self.item)] + changed.map(Self.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        // Fields are framed: text moved from one field to the next is another key.
        var moved = Self.item
        moved.id = "item-1O"
        moved.name = "ats"
        #expect(Self.key(moved) != Self.key(Self.item))
        // What the page does not show (the quantity, a tick) leaves the key as it was.
        var ticked = Self.item
        ticked.completed = true
        ticked.quantity = 3
        #expect(Self.key(ticked) == Self.key(Self.item))
    }
}
