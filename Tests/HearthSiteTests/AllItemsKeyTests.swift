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
        var bytes: [UInt8] = []
        AllItemsPage.Listing.writeCatalogue(of: item, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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

/// The chore records' part of a page's key is written field by field (`FamilyFingerprints.writeRecord`):
/// each field changes it, and a field `ChoreRecord` gains must be written there too, or a page that shows
/// the records would keep its old key in the manifest.
@Suite struct ChoreRecordKeyTests {
    static let record = ChoreRecord(date: CalendarDay(iso: "2026-11-19")!, choreID: "cook", doneBy: HearthID("SB2NHJCBUKK8"))

    static func key(_ record: ChoreRecord) -> String {
        var bytes: [UInt8] = []
        FamilyFingerprints.writeRecord(record, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func everyFieldOfARecordChangesTheKey() {
        let fields = Mirror(reflecting: Self.record).children.compactMap(\.label)
        #expect(fields == ["date", "choreID", "doneBy"],
                "ChoreRecord changed: write its new field in FamilyFingerprints.writeRecord, then here")
        var otherDay = Self.record, otherChore = Self.record, nobody = Self.record, someoneElse = Self.record
        otherDay.date = CalendarDay(iso: "2026-11-20")!
        otherChore.choreID = "cooking"
        nobody.doneBy = nil
        someoneElse.doneBy = HearthID("UHRJRTN8ZW2A")
        let keys = [Self.record, otherDay, otherChore, nobody, someoneElse].map(Self.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
    }
}
