import HearthDomain
import HearthTestSupport
import Testing

/// Shops, each with its own walking order: which items are got where, in which order, and the order
/// learned from how the family walks a shop.
@Suite struct ShopTests {
    static let ana = HearthID(Demo.ana)!

    static let locations = [
        StoreLocation.unknown(),
        StoreLocation(id: "produce", name: "Produce", position: 10, colour: .neutral),
        StoreLocation(id: "dairy", name: "Dairy", position: 20, colour: .neutral),
        StoreLocation(id: "bakery", name: "Bakery", position: 30, colour: .neutral),
        StoreLocation(id: "frozen", name: "Frozen", position: 40, colour: .neutral),
    ]
    /// The corner shop has no produce and no freezer, and keeps the bakery by the door; the big shop has
    /// everything, the freezers first.
    static let corner = Shop(id: "corner", name: "Corner shop", locationIDs: ["bakery", "dairy"])
    static let big = Shop(id: "big", name: "Big shop", locationIDs: ["frozen", "produce", "bakery", "dairy"])

    static func item(_ name: String, at location: String, onlyAt: [String]? = nil, completed: Bool = false) -> GroceryItem {
        GroceryItem(id: "id-" + name, name: name, quantity: 1, locationID: location, addedBy: ana, onList: true,
                    completed: completed, available: true, lastPurchased: nil, onlyAt: onlyAt)
    }

    static let list = GroceryList(locations: locations, items: [
        item("Milk", at: "dairy"), item("Bread", at: "bakery"), item("Apples", at: "produce"), item("Peas", at: "frozen"),
        item("Cheese", at: "dairy", onlyAt: ["big"]), item("Salt", at: StoreLocation.unknownID), item("Butter", at: "gone"),
        item("Eggs", at: "dairy", completed: true),
    ], shops: [corner, big])

    static func shape(_ shopList: GroceryList.ShopList) -> [String] {
        shopList.groups.map { "\($0.location.name): " + $0.items.map(\.name).joined(separator: ", ") }
            + (shopList.notHere.isEmpty ? [] : ["not here: " + shopList.notHere.map(\.name).joined(separator: ", ")])
    }

    @Test func twoShopsListInTheirOwnOrdersWhatTheyLackLast() {
        #expect(Self.shape(Self.list.shoppingList(at: Self.corner)) == [
            "Bakery: Bread", "Dairy: Milk", "Unknown Location: Butter, Salt", "not here: Apples, Cheese, Peas",
        ])
        #expect(Self.shape(Self.list.shoppingList(at: Self.big)) == [
            "Frozen: Peas", "Produce: Apples", "Bakery: Bread", "Dairy: Cheese, Milk", "Unknown Location: Butter, Salt",
        ])
        // What is in the basket comes after what is to get in its group, as on the list without shops.
        #expect(Self.shape(Self.list.onListByLocation(at: Self.corner)).contains("Dairy: Milk, Eggs"))
        // Never dropped: every item on the list is in one group or the other, once.
        for shop in [Self.corner, Self.big] {
            let atShop = Self.list.onListByLocation(at: shop)
            #expect((atShop.groups.flatMap(\.items) + atShop.notHere).map(\.name).sorted() == Self.list.items.map(\.name).sorted())
        }
    }

    @Test func anItemKeptToOneShopIsNotHereAtTheOthers() {
        let kept = Self.item("Cheese", at: "dairy", onlyAt: ["big"])
        #expect(Self.big.sells(kept, at: "dairy"))
        #expect(!Self.corner.sells(kept, at: "dairy"), "the corner shop has a dairy, but Cheese is kept to the big shop")
        let anywhere = Self.item("Milk", at: "dairy")
        #expect(Self.corner.sells(anywhere, at: "dairy") && Self.big.sells(anywhere, at: "dairy"))
        #expect(!Self.corner.sells(anywhere, at: "produce"), "a location the shop lacks")
        #expect(GroceryItem.shopIDs(["b", "a", "b"]) == ["a", "b"] && GroceryItem.shopIDs([]) == nil)
    }

    @Test func withoutShopsTheListIsAsBefore() {
        let plain = GroceryList(locations: Self.locations, items: Self.list.items)
        #expect(plain.shoppingList.map(\.location.name) == Self.list.shoppingList.map(\.location.name))
        #expect(plain.shoppingList.map(\.location.name) == ["Produce", "Dairy", "Bakery", "Frozen", "Unknown Location"])
    }

    @Test func aWalkingOrderNamesEachLocationOnceAndNeverTheUnknownOne() throws {
        let dairy = Self.locations[2]
        #expect(throws: InvalidValue.self) { try Shop.checkOrder([dairy, dairy]).get() }
        #expect(throws: InvalidValue.self) { try Shop.checkOrder([.unknown()]).get() }
        #expect(try Shop.checkOrder([dairy, Self.locations[1]]).get() == ["dairy", "produce"])
    }

    /// Trips that tick through the shop in one walking order, each at some of its locations, items in a
    /// location ticked in any order: the order learned is the one walked, and it is sure of it.
    @Test func theOrderLearnedFromTripsIsTheOrderWalked() {
        let walked = ["frozen", "produce", "bakery", "dairy"]
        func trip(_ locations: [String], from start: Int64) -> [LearnedOrder.Tick] {
            // Two ticks a location, ten seconds apart; handed over shuffled, as a store's rows may come.
            locations.enumerated().flatMap { index, location in
                [0, 1].map { LearnedOrder.Tick(locationID: location, time: start + Int64(index * 2 + $0) * 10_000) }
            }.shuffled()
        }
        let trips = [trip(["frozen", "bakery"], from: 1_000), trip(["produce", "bakery", "dairy"], from: 90_000),
                     trip(["frozen", "produce"], from: 200_000), trip(["bakery", "dairy"], from: 300_000)]
        // The shop's order as it was set, wrong: the dairy first.
        let shop = Shop(id: "big", name: "Big shop", locationIDs: ["dairy", "bakery", "produce", "frozen"])
        let learned = LearnedOrder.learn(from: trips, for: shop)
        #expect(learned.locationIDs == walked)
        #expect(learned.learned == 4 && learned.trips == 4)
        #expect(learned.votes == 1 + 3 + 1 + 1 && learned.percentSure == 100)
    }

    @Test func aTripAgainstTheOthersLowersHowSureItIs() {
        func trip(_ locations: [String], from start: Int64) -> [LearnedOrder.Tick] {
            locations.enumerated().map { LearnedOrder.Tick(locationID: $1, time: start + Int64($0) * 1_000) }
        }
        let shop = Shop(id: "big", name: "Big shop", locationIDs: ["deli", "dairy", "bakery", "produce"])
        let trips = [trip(["produce", "bakery", "dairy"], from: 0), trip(["produce", "bakery", "dairy"], from: 10_000),
                     trip(["dairy", "bakery", "produce", StoreLocation.unknownID], from: 20_000)]
        let learned = LearnedOrder.learn(from: trips, for: shop)
        #expect(learned.locationIDs == ["produce", "bakery", "dairy", "deli"], "the deli, never ticked, keeps its place after those learned")
        #expect(learned.learned == 3 && learned.votes == 9 && learned.agreeing == 6 && learned.percentSure == 66)
        #expect(LearnedOrder.learn(from: [], for: shop).percentSure == nil)
    }
}
