import Foundation
import HearthStore
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// A build renders a page again when its fingerprint text changes, so different data must never give
/// the same text, and every field of a record must be in it.
@Suite struct FingerprintTests {
    @Test func textMovedFromOneFieldToTheNextChangesTheFingerprint() {
        #expect(Fingerprint.join(["cup\u{1F}x", "y"]) != Fingerprint.join(["cup", "x\u{1F}y"]))
        #expect(Fingerprint.join(["a", ""]) != Fingerprint.join(["", "a"]))
        #expect(Fingerprint.join(["1:a"]) != Fingerprint.join(["1", "a"]), "a field that looks like a length")
        #expect(Fingerprint.join(["林", "家"]) == "3:林3:家", "lengths in UTF-8 bytes")

        func recipe(_ unit: String, _ name: String) -> Recipe {
            Recipe(id: "r", name: "Soup", type: .dinner, servings: 4, prepMinutes: 10,
                   ingredients: [Ingredient(amountText: "1", unit: unit, name: name, note: "")],
                   method: "", addedBy: nil, created: "2026-11-19T10:00:00Z")
        }
        #expect(Fingerprint.of(recipe("cup\u{1F}x", "y")) != Fingerprint.of(recipe("cup", "x\u{1F}y")),
                "the recipe's pages are made again")
    }

    /// Records in arrays: where one array ends and the next begins, nil and an empty text, are told apart.
    @Test func arraysAndNilAreToldApart() {
        #expect(Fingerprint.of([["a"], ["b", "c"]]) != Fingerprint.of([["a", "b"], ["c"]]))
        #expect(Fingerprint.of([String?.none]) != Fingerprint.of([""]))
        var item = GroceryItem(id: "i", name: "Milk", quantity: 1, locationID: "unknown", addedBy: nil, onList: true, completed: false,
                               available: true, lastPurchased: nil)
        let none = Fingerprint.of(item)
        item.unit = ""
        #expect(Fingerprint.of(item) != none, "a unit of \"\" is not no unit")
        // An enum's cases with no fields are told apart by their names.
        #expect(Fingerprint.of(ShoppingAmount.Kind.counted) != Fingerprint.of(ShoppingAmount.Kind.grams))
        #expect(Fingerprint.of([1, 23]) != Fingerprint.of([12, 3]))
    }

    /// Every stored field of each record of the demo is in its fingerprint, by its name: a field added to a
    /// record reaches the pages that show its part with no list to keep.
    @Test func everyStoredFieldIsInARecordsFingerprint() throws {
        func expectEveryField(of record: some Encodable) {
            let text = Fingerprint.of(record, withNames: true)
            for case let (label?, _) in Mirror(reflecting: record).children {
                #expect(text.contains(String(label.utf8.count) + ":" + label), "\(type(of: record)).\(label) is not in its fingerprint")
            }
        }
        for snapshot in try DemoHousehold.store().snapshot() {
            expectEveryField(of: snapshot.family)
            snapshot.members.forEach(expectEveryField)
            snapshot.groceries.items.forEach(expectEveryField)
            snapshot.groceries.locations.forEach(expectEveryField)
            snapshot.recipes.forEach(expectEveryField)
            snapshot.recipes.flatMap(\.ingredients).forEach(expectEveryField)
            snapshot.chores.forEach(expectEveryField)
            snapshot.choreRecords.forEach(expectEveryField)
            snapshot.wishes.forEach(expectEveryField)
            snapshot.meals.forEach(expectEveryField)
            snapshot.mealShares.forEach(expectEveryField)
            snapshot.cars.forEach(expectEveryField)
            snapshot.trips.forEach(expectEveryField)
        }
    }
}
