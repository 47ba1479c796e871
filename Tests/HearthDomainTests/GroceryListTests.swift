import Testing
@testable import HearthDomain
import HearthTestSupport

@Suite struct GroceryListTests {
    static let ana = HearthID(Demo.ana)!
    static let leo = HearthID(Demo.leo)!

    static func item(_ name: String, at location: String, onList: Bool = true, completed: Bool = false,
                     lastPurchased: String? = nil, addedBy: HearthID? = ana) -> GroceryItem {
        GroceryItem(id: "id-" + name, name: name, quantity: 1, locationID: location, addedBy: addedBy, onList: onList,
                    completed: completed, available: true, lastPurchased: lastPurchased.flatMap(CalendarDay.init(iso:)))
    }

    static let locations = [
        StoreLocation.unknown(),
        StoreLocation(id: "dairy", name: "Dairy", position: 40, colour: .neutral),
        StoreLocation(id: "produce", name: "Produce", position: 10, colour: .neutral),
        StoreLocation(id: "bakery", name: "Bakery", position: 20, colour: .neutral),
    ]

    /// A change of a few items put into the list in place (a tick, a rename, a new item) leaves the list a
    /// list made from nothing would be, in the same order.
    @Test func changedItemsPutInPlaceLeaveTheListAFreshOneWouldBe() {
        var items = ["Apples", "Bread", "candles", "Milk", "Yogurt"].map { Self.item($0, at: "dairy") }
        var list = GroceryList(locations: Self.locations, items: items)
        var ticked = items[3]
        ticked.completed = true
        var renamed = items[0]
        renamed.name = "Zucchini"
        let new = Self.item("Butter", at: "dairy")
        list.replace([ticked, renamed, new])
        items[3] = ticked
        items[0] = renamed
        items.append(new)
        let fresh = GroceryList(locations: Self.locations, items: items)
        #expect(list.items.map(\.name) == ["Bread", "Butter", "candles", "Milk", "Yogurt", "Zucchini"])
        #expect(list.items == fresh.items)
        #expect(list.progress.done == 1 && list.progress.total == 6)
        // Many at once (a purchase of everything checked) are sorted with the rest, to the same list.
        let many = (0..<70).map { Self.item("Item \($0)", at: "produce") }
        list.replace(many)
        #expect(list.items == GroceryList(locations: Self.locations, items: items + many).items)
    }

    @Test func theShoppingListFollowsTheWalkingOrderWithUnknownLast() {
        let list = GroceryList(locations: Self.locations, items: [
            Self.item("Milk", at: "dairy"), Self.item("candles", at: "unknown"), Self.item("Apples", at: "produce"),
            Self.item("Bread", at: "bakery", completed: true), Self.item("Yogurt", at: "dairy", onList: false),
            Self.item("butter", at: "dairy"),
        ])
        let groups = list.shoppingList.map { "\($0.location.name): " + $0.items.map(\.name).joined(separator: ", ") }
        #expect(groups == ["Produce: Apples", "Dairy: butter, Milk", "Unknown Location: candles"],
                "checked items and items off the list are not to get; names sort ignoring case")
        #expect(list.onListByLocation.map(\.location.name) == ["Produce", "Bakery", "Dairy", "Unknown Location"])
    }

    /// On the grocery list a ticked item sinks below what is still to get in its location (it stayed mixed
    /// among the rest, by name), and so does `hearth grocery list`, which reads the same groups.
    @Test func tickedItemsComeAfterWhatIsStillToGetInTheirLocation() {
        let list = GroceryList(locations: Self.locations, items: [
            Self.item("Apples", at: "produce", completed: true), Self.item("Basil", at: "produce"), Self.item("Chard", at: "produce", completed: true),
            Self.item("Dates", at: "produce"),
        ])
        #expect(list.onListByLocation.first?.items.map(\.name) == ["Basil", "Dates", "Apples", "Chard"])
    }

    @Test func anItemWhoseLocationIsGoneIsListedUnderUnknown() {
        let list = GroceryList(locations: Self.locations, items: [Self.item("Soap", at: "deleted-location")])
        #expect(list.shoppingList.map(\.location.id) == ["unknown"])
    }

    @Test func progressCountsCompletedAmongItemsOnTheList() {
        let list = GroceryList(locations: Self.locations, items: [
            Self.item("A", at: "dairy", completed: true), Self.item("B", at: "dairy"), Self.item("C", at: "dairy"),
            Self.item("D", at: "dairy", onList: false),
        ])
        #expect(list.progress == Progress(done: 1, total: 3))
        #expect(list.progress.percent == 33)
        #expect(!list.progress.isComplete)
        #expect(Progress(done: 3, total: 3).isComplete)
        #expect(!Progress(done: 0, total: 0).isComplete, "an empty list is not a finished one")
        #expect(Progress(done: 199, total: 200).percent == 99, "never rounded up to 100")
    }

    @Test func allItemsByLastPurchaseNewestFirstThenNever() {
        let list = GroceryList(locations: Self.locations, items: [
            Self.item("Old", at: "dairy", lastPurchased: "2026-10-01"), Self.item("Never", at: "dairy"),
            Self.item("New", at: "dairy", lastPurchased: "2026-11-18"), Self.item("Also new", at: "dairy", lastPurchased: "2026-11-18"),
        ])
        let items = list.byLastPurchase.map { list.items[$0] }
        #expect(items.map { ($0.lastPurchased?.iso ?? "never") + ": " + $0.name }
                == ["2026-11-18: Also new", "2026-11-18: New", "2026-10-01: Old", "never: Never"])
    }

    @Test func onlyTheMemberWhoAddedAnItemChangesIt() {
        #expect(Self.item("Milk", at: "dairy", addedBy: Self.ana).mayBeChanged(by: Self.ana))
        #expect(!Self.item("Milk", at: "dairy", addedBy: Self.ana).mayBeChanged(by: Self.leo))
        #expect(Self.item("Milk", at: "dairy", addedBy: nil).mayBeChanged(by: Self.leo), "an imported item belongs to no one")
    }

    @Test func coloursAreReadAndBlendedOverWhite() {
        #expect(Colour(hex: "#4F86C6")?.hexOverWhite == "#4F86C6")
        #expect(Colour(hex: "nope") == nil)
        #expect(Colour(red: 0, green: 0, blue: 0, opacity: 0.5).hexOverWhite == "#808080")
        #expect(Colour(red: 2, green: -1, blue: .nan, opacity: 1).hexOverWhite == "#FF0000", "out-of-range numbers are clamped")
    }

    /// An item's version (the API's ETag) is the same for the same item in every run, and different when
    /// anything a client sees of it is: a client holding an old one changes nothing (412).
    @Test func anItemsVersionChangesWithEveryFieldAndOnlyThen() {
        let milk = Self.item("Milk", at: "dairy")
        #expect(milk.version == Self.item("Milk", at: "dairy").version)
        #expect(milk.version.count == 16 && milk.version.allSatisfy(\.isHexDigit))
        var changes: [GroceryItem] = []
        for change in [{ (item: inout GroceryItem) in item.name = "Milk " }, { $0.quantity = 2 }, { $0.measure = GroceryQuantity(amount: "1", unit: "l") },
                       { $0.locationID = "produce" }, { $0.addedBy = Self.leo }, { $0.addedBy = nil }, { $0.onList = false }, { $0.completed = true },
                       { $0.available = false }, { $0.lastPurchased = CalendarDay(iso: "2026-11-19") }] as [(inout GroceryItem) -> Void] {
            var changed = milk
            change(&changed)
            changes.append(changed)
        }
        let versions = Set(changes.map(\.version) + [milk.version])
        #expect(versions.count == changes.count + 1, "each change gives another version")
        // Fields that run into each other are told apart.
        var ab = milk, a = milk
        ab.name = "ab"
        ab.locationID = "c"
        a.name = "a"
        a.locationID = "bc"
        #expect(ab.version != a.version)
    }
}
