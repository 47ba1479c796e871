import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// Shops in the store: their walking orders, items kept to them, and what export and import carry.
@Suite struct ShopStoreTests {
    /// The demo's Riveras with a Corner shop (Dairy & Eggs, Bakery) and a Big shop (everything but the
    /// deli), Spaghetti kept to the Big shop.
    static func riverasWithShops() throws -> (HouseholdStore, Family) {
        let store = try DemoHousehold.store()
        let riveras = try store.family(matching: "The Riveras")
        try store.addShop(name: "Corner shop", in: riveras)
        try store.addShop(name: "Big shop", in: riveras)
        try store.orderShop("Corner shop", locations: ["Dairy & Eggs", "Bakery"], in: riveras)
        try store.orderShop("Big shop", locations: ["Frozen", "Pantry", "Produce", "Bakery", "Dairy & Eggs", "Household"], in: riveras)
        let leo = try store.member(matching: "Leo", in: riveras)
        try store.editGroceryItem("Spaghetti", changes: .init(onlyAt: ["big shop"]), by: leo, in: riveras)
        return (store, riveras)
    }

    @Test func shopsAndTheItemsKeptToThemExportAndImportBack() throws {
        let (store, _) = try Self.riverasWithShops()
        let exported = try store.exportJSON()
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains(#""shops" : ["#) && text.contains(#""onlyAt" : ["#))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "shops.json")
        #expect(try copy.exportJSON() == exported)
        let riveras = try copy.family(matching: "The Riveras")
        #expect(try copy.shops(of: riveras).map(\.name) == ["Big shop", "Corner shop"])
        let spaghetti = try copy.groceryItems(of: riveras).first { $0.name == "Spaghetti" }
        #expect(spaghetti?.onlyAt == [try copy.shop("Big shop", in: riveras).id])
    }

    @Test func anImportNamingAShopOrLocationTheFamilyHasNotIsRefused() throws {
        let (store, _) = try Self.riverasWithShops()
        let exported = String(decoding: try store.exportJSON(), as: UTF8.self)
        let big = try store.shop("Big shop", in: try store.family(matching: "The Riveras")).id
        let noShop = exported.replacingOccurrences(of: "\"onlyAt\" : [\n        \"\(big)\"", with: "\"onlyAt\" : [\n        \"NOT-A-SHOP\"")
        #expect(noShop != exported)
        #expect(performing: { try HouseholdStore.inMemory().importJSON(Data(noShop.utf8), source: "a.json") }, throws: { error in
            "\(error)".contains("onlyAt[0]: expected the ID of a shop of family UHRJRTN8ZW2A, found \"NOT-A-SHOP\"")
        })
        let noLocation = exported.replacingOccurrences(of: "\"locations\" : [\n        \"", with: "\"locations\" : [\n        \"NOWHERE\",\n        \"")
        #expect(noLocation != exported)
        #expect(performing: { try HouseholdStore.inMemory().importJSON(Data(noLocation.utf8), source: "a.json") }, throws: { error in
            "\(error)".contains("expected the ID of a location of family UHRJRTN8ZW2A, found \"NOWHERE\"")
        })
    }

    @Test func aRemovedLocationLeavesEveryShopsOrder() throws {
        let (store, riveras) = try Self.riverasWithShops()
        try store.removeLocation("Bakery", in: riveras)
        #expect(try store.shops(of: riveras).map(\.locationIDs.count) == [5, 1])
        // The shops are part of the family's snapshot, and its list at a shop follows them.
        let snapshot = try store.snapshot(of: riveras, reading: [.shoppingList])
        #expect(snapshot.groceries.shops.count == 2)
        let corner = try #require(snapshot.groceries.shop("corner shop"))
        #expect(snapshot.groceries.shoppingList(at: corner).groups.map(\.location.name) == ["Dairy & Eggs", "Unknown Location"])
    }

    /// A trip keeps the ticks made while it went on, not those made before it started (at home, say), and
    /// a trip given up keeps none; `learnShopOrder` reads the trips to that shop alone.
    @Test func aTripKeepsOnlyTheTicksMadeOnIt() throws {
        let (store, riveras) = try Self.riverasWithShops()
        let ana = try store.member(matching: "Ana", in: riveras)
        try store.apply(.check, to: ["Sourdough loaf"], by: ana, in: riveras)
        Thread.sleep(forTimeInterval: 0.01)
        _ = try store.startTrip(pausesWhenHidden: false, to: "Big shop", by: ana, in: riveras)
        Thread.sleep(forTimeInterval: 0.01)
        try store.apply(.check, to: ["Eggs (dozen)"], by: ana, in: riveras)
        try store.purchaseCheckedItems(on: DemoHousehold.date, by: ana, in: riveras)
        // Given up: its ticks are not kept.
        _ = try store.startTrip(pausesWhenHidden: false, to: "Big shop", by: ana, in: riveras)
        try store.apply(.check, to: ["Lemons"], by: ana, in: riveras)
        try store.stopTrip(by: ana, in: riveras)

        let (shop, order) = try store.learnShopOrder("Big shop", apply: false, in: riveras)
        let dairy = try #require(try store.locations(of: riveras).first { $0.name == "Dairy & Eggs" })
        #expect(order.trips == 1 && order.learned == 1 && order.locationIDs.first == dairy.id, "\(order)")
        #expect(order.locationIDs.count == shop.locationIDs.count, "the shop's other locations after it, none dropped")
        #expect(try store.learnShopOrder("Corner shop", apply: false, in: riveras).order.trips == 0)
    }
}
