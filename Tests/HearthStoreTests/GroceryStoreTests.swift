import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct GroceryStoreTests {
    static let fixture = Fixtures.url("shoppinglist17-archive.json")

    struct Household {
        var store: HouseholdStore
        var family: Family
        var ana: Member
        var leo: Member
    }

    static func household() throws -> Household {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Riveras", language: "en")
        return Household(store: store, family: family, ana: try store.addMember(name: "Ana", to: family, isManager: true),
                         leo: try store.addMember(name: "Leo", to: family, isManager: false))
    }

    /// What a program that stays running reads to render a change from memory: the grocery items added or
    /// changed since its revision, and the parts of the household the other tables written hold.
    @Test func theStoreSaysWhatChangedSinceARevision() throws {
        let home = try Self.household()
        let store = home.store
        let milk = try store.addGroceryItem(name: "Milk", quantity: 1, location: nil, by: home.ana, in: home.family).item
        let before = try store.revision()
        let nothing = try store.changes(since: before)
        #expect(nothing.parts == [] && nothing.groceryItems.values.allSatisfy { $0.map(\.id) == [milk.id] }, "nothing changed since but the item at that revision")
        try store.apply(.check, to: ["Milk"], by: home.leo, in: home.family)
        let bread = try store.addGroceryItem(name: "Bread", quantity: 2, location: nil, by: home.leo, in: home.family).item
        let changes = try store.changes(since: before)
        #expect(changes.revision == (try store.revision()))
        #expect(changes.parts == [], "items added or changed are named one by one")
        let items = try #require(changes.groceryItems[home.family.id])
        #expect(Set(items.map(\.id)) == [milk.id, bread.id])
        #expect(items.first { $0.id == milk.id }?.completed == true, "the items as they are now")
        // A change to anything else (a recipe) is named by its table, as the parts of the household it holds.
        let afterItems = try store.revision()
        _ = try store.addRecipe(HouseholdStore.RecipeInput(name: "Toast", type: "Breakfast/Brunch", servings: 1, ingredients: ["1 slice bread"]),
                                by: home.ana, in: home.family)
        let recipe = try store.changes(since: afterItems)
        #expect(recipe.parts == [.recipes])
        #expect(recipe.groceryItems.values.joined().allSatisfy { $0.id == bread.id }, "the items changed before are not counted again")
        // An item removed is a change of the whole list; the address the site is served at, of the whole site.
        let beforeRemoving = try store.revision()
        _ = try store.removeGroceryItem("Bread", by: home.leo, in: home.family)
        #expect(try store.changes(since: beforeRemoving).parts == StoreTables.everyItem)
        let beforeAddress = try store.revision()
        try store.savePublicURL("https://home.example", for: [home.family])
        #expect(try store.changes(since: beforeAddress).parts == nil, "a full build")
    }

    @Test func everyFamilyHasItsUnknownLocation() throws {
        let home = try Self.household()
        #expect(try home.store.locations(of: home.family).map(\.id) == ["unknown"])
        #expect(throws: Failure.self) { try home.store.removeLocation("Unknown Location", in: home.family) }
        #expect(throws: Failure.self) { try home.store.renameLocation("unknown", to: "Elsewhere", in: home.family) }
    }

    @Test func newItemsGoToTheUnknownLocationAndAnyoneChecksThem() throws {
        let home = try Self.household()
        let added = try home.store.addGroceryItem(name: "Milk", quantity: 2, location: nil, by: home.ana, in: home.family)
        #expect(added.outcome == .added)
        #expect(added.item.locationID == "unknown")
        #expect(added.item.addedBy == home.ana.id)
        #expect(try home.store.setGroceryItem("milk", completed: true, in: home.family).completed, "Leo or anyone checks it, by any letter case")
        #expect(try !home.store.setGroceryItem(added.item.id, completed: false, in: home.family).completed, "by its ID too")
    }

    @Test func onlyTheMemberWhoAddedAnItemEditsOrRemovesItAndARefusalChangesNothing() throws {
        let home = try Self.household()
        try home.store.addGroceryItem(name: "Milk", quantity: 1, location: nil, by: home.ana, in: home.family)
        let before = try home.store.exportJSON()
        do {
            try home.store.editGroceryItem("Milk", changes: .init(quantity: 5), by: home.leo, in: home.family)
            Issue.record("Leo edited Ana's item")
        } catch let failure as Failure {
            #expect(failure.kind == .notPermitted)
            #expect(failure.message.contains("only Ana, who added \"Milk\", may edit it"))
        }
        #expect(throws: Failure.self) { try home.store.removeGroceryItem("Milk", by: home.leo, in: home.family) }
        #expect(try home.store.exportJSON() == before)

        try home.store.editGroceryItem("Milk", changes: .init(name: "Oat milk", quantity: 3, available: false), by: home.ana, in: home.family)
        let milk = try #require(try home.store.groceryItems(of: home.family).first)
        #expect(milk.name == "Oat milk" && milk.quantity == 3 && !milk.available)
        try home.store.removeGroceryItem("Oat milk", by: home.ana, in: home.family)
        #expect(try home.store.groceryItems(of: home.family).isEmpty)
    }

    @Test func purchaseTakesTheItemOffTheListAndStampsTheDay() throws {
        let home = try Self.household()
        try home.store.addGroceryItem(name: "Bread", quantity: nil, location: nil, by: home.ana, in: home.family)
        try home.store.setGroceryItem("Bread", completed: true, in: home.family)
        let bought = try home.store.purchaseGroceryItem("Bread", on: CalendarDay(iso: "2026-11-21")!, in: home.family)
        #expect(!bought.onList && !bought.completed)
        #expect(bought.lastPurchased?.iso == "2026-11-21")
        let offTheList = #expect(throws: Failure.self, "an item off the list cannot be checked") {
            try home.store.setGroceryItem("Bread", completed: true, in: home.family)
        }
        // The hint is a command that works as written, with the member it needs.
        #expect(offTheList?.message == "\"Bread\" is not on the list: put it back with `hearth grocery add \"Bread\" --as MEMBER`")
        // Bought again while off the list, it would lose the day it was really bought.
        let boughtTwice = #expect(throws: Failure.self, "an item off the list cannot be bought") {
            try home.store.purchaseGroceryItem("Bread", on: CalendarDay(iso: "2026-11-23")!, in: home.family)
        }
        #expect(boughtTwice?.message == offTheList?.message)
        #expect(try home.store.groceryItems(of: home.family).first?.lastPurchased?.iso == "2026-11-21")
        let again = try home.store.addGroceryItem(name: "bread", quantity: 2, location: nil, by: home.leo, in: home.family)
        #expect(again.outcome == .putBack && again.item.onList && again.item.quantity == 2, "adding a known item puts it back on the list")
        #expect(try home.store.groceryItems(of: home.family).count == 1)
    }

    /// Adding an item that is already on the list is no way around "only the member who added it edits
    /// it", and it does not undo a check made at the store.
    @Test func addingAnItemAlreadyOnTheListChangesItOnlyForItsAdder() throws {
        let home = try Self.household()
        try home.store.addLocation(name: "Produce", position: 5, colour: nil, in: home.family)
        try home.store.addGroceryItem(name: "Milk", quantity: 2, location: nil, by: home.ana, in: home.family)
        try home.store.setGroceryItem("Milk", completed: true, in: home.family)
        let before = try home.store.exportJSON()
        #expect(throws: Failure.self, "Leo may not change Ana's item this way") {
            try home.store.addGroceryItem(name: "Milk", quantity: 7, location: "Produce", by: home.leo, in: home.family)
        }
        #expect(try home.store.exportJSON() == before)
        let same = try home.store.addGroceryItem(name: "milk", quantity: nil, location: nil, by: home.leo, in: home.family)
        #expect(same.outcome == .alreadyOnList && same.item.completed && same.item.quantity == 2, "already on the list, still checked")
        #expect(try home.store.exportJSON() == before)
        let changed = try home.store.addGroceryItem(name: "Milk", quantity: 3, location: nil, by: home.ana, in: home.family)
        #expect(changed.item.quantity == 3 && changed.item.completed, "Ana may; the check stays")
        if case .changedOnList(true, false, false, _) = changed.outcome {} else { Issue.record("the command says what it changed: \(changed.outcome)") }
    }

    @Test func removingALocationMovesItsItemsToUnknown() throws {
        let home = try Self.household()
        try home.store.addLocation(name: "Dairy", position: nil, colour: nil, in: home.family)
        try home.store.addLocation(name: "Produce", position: 5, colour: Colour(hex: "#00FF00"), in: home.family)
        try home.store.addGroceryItem(name: "Milk", quantity: 1, location: "dairy", by: home.ana, in: home.family)
        #expect(try home.store.locations(of: home.family).map(\.name) == ["Produce", "Dairy", "Unknown Location"])
        try home.store.moveLocation("Produce", to: 20, in: home.family)
        #expect(try home.store.locations(of: home.family).map(\.name) == ["Dairy", "Produce", "Unknown Location"])
        #expect(throws: Failure.self, "names are unique in a family") { try home.store.addLocation(name: "DAIRY", position: nil, colour: nil, in: home.family) }
        #expect(try home.store.removeLocation("Dairy", in: home.family) == 1)
        #expect(try home.store.groceryItems(of: home.family).first?.locationID == "unknown")
    }

    @Test func outOfRangeValuesAreRefusedWithTheField() throws {
        let home = try Self.household()
        do {
            try home.store.addGroceryItem(name: "Eggs", quantity: 0, location: nil, by: home.ana, in: home.family)
            Issue.record("quantity 0 accepted")
        } catch let failure as Failure {
            #expect(failure.message == "--quantity: expected a whole number from 1 to 99, not 0")
        }
        #expect(throws: Failure.self) { try home.store.addGroceryItem(name: "Eggs", quantity: 1, location: "Nowhere", by: home.ana, in: home.family) }
        #expect(try home.store.groceryItems(of: home.family).isEmpty)
    }

    @Test func theShoppingList17FixtureImportsCompletelyAndInWalkingOrder() throws {
        let home = try Self.household()
        let data = try Data(contentsOf: Self.fixture)
        #expect(ImportFormat.of(data) == .shoppingListArchive)
        let summary = try home.store.importShoppingListArchive(data, source: "fixture.json", into: home.family, as: home.ana)
        #expect(summary.newLocations == 23 && summary.mergedIntoUnknown == 1)
        #expect(summary.newItems == 147 && summary.onList == 12)

        let locations = try home.store.locations(of: home.family)
        let items = try home.store.groceryItems(of: home.family)
        #expect(locations.count == 24)
        #expect(locations.last?.isUnknown == true)
        #expect(items.count == 147)
        #expect(items.filter(\.onList).count == 12)
        #expect(items.allSatisfy { $0.addedBy == home.ana.id })
        #expect(items.first { $0.name == "Latex Gloves" }?.locationID == "unknown", "the Int32.max location merged into Unknown")

        let list = GroceryList(locations: locations, items: items)
        #expect(list.shoppingList.map(\.location.name) == [
            "Deli", "Beyond Deli", "Dairy (18)", "Laundry (11)", "Bread & Salad Dressings (10)", "Baking Supplies (8)", "Beverages (5)",
        ])
        #expect(list.shoppingList.flatMap(\.items).map(\.name).prefix(4) == [
            "King’s Hawaiian, small rolls", "Pub cheese, regular", "Dip for chips", "Half & Half, 1 qt",
        ])
    }

    @Test func reimportingTheArchiveUpdatesAndNeverDuplicates() throws {
        let home = try Self.household()
        let data = try Data(contentsOf: Self.fixture)
        try home.store.importShoppingListArchive(data, source: "fixture.json", into: home.family, as: nil)
        try home.store.editGroceryItem("Milk", changes: .init(location: "Unknown"), by: home.leo, in: home.family)
        try home.store.setGroceryItem("Milk", completed: true, in: home.family)
        let again = try home.store.importShoppingListArchive(data, source: "fixture.json", into: home.family, as: home.ana)
        #expect(again.newItems == 0 && again.updatedItems == 147 && again.newLocations == 0 && again.updatedLocations == 23)
        #expect(try home.store.locations(of: home.family).count == 24)
        let items = try home.store.groceryItems(of: home.family)
        #expect(items.count == 147)
        let milk = try #require(items.first { $0.name == "Milk" })
        #expect(milk.locationID != "unknown", "an existing item moves to its imported location")
        #expect(milk.completed, "a check made at the store survives the re-import")
        #expect(milk.addedBy == nil, "items imported without --as belong to no one, and stay so")
    }

    /// Each broken archive: the message names the place, and the store is as it was. A quantity of 1.5
    /// was "not valid JSON" with no place, and 30 February was read as 2 March.
    @Test(arguments: [
        ("\"quantity\" : 6", "\"quantity\" : \"six\"", #"^archive\.json: \[\d+\]\.items\[\d+\]\.quantity: expected a whole number$"#),
        ("\"quantity\" : 6", "\"quantity\" : 1.5", #"^archive\.json: \[\d+\]\.items\[\d+\]\.quantity: expected a whole number, found 1\.5$"#),
        ("\"quantity\" : 6", "\"quantity\" : 6, \"dateLastPurchased\" : \"2026-02-30T10:00:00Z\"",
         #"^archive\.json: \[\d+\]\.items\[\d+\]\.dateLastPurchased: expected an ISO 8601 date, found "2026-02-30T10:00:00Z"$"#),
    ])
    func aBrokenArchiveNamesThePlaceAndChangesNothing(original: String, replacement: String, message: String) throws {
        let home = try Self.household()
        var text = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(text.contains(original))
        text = text.replacingOccurrences(of: original, with: replacement)
        let before = try home.store.exportJSON()
        do {
            try home.store.importShoppingListArchive(Data(text.utf8), source: "archive.json", into: home.family, as: nil)
            Issue.record("imported a broken archive")
        } catch let failure as Failure {
            #expect(failure.kind == .badData)
            #expect(failure.message.range(of: message, options: .regularExpression) != nil, "\(failure.message)")
        }
        #expect(try home.store.exportJSON() == before)
    }

    /// The commands refuse to rename or move the Unknown Location; an archive cannot do it either.
    @Test func anArchiveCannotRenameOrMoveTheUnknownLocation() throws {
        let home = try Self.household()
        let archive = #"[{"id":"unknown","name":"Hijacked","visitationOrder":1,"red":0,"green":0,"blue":0,"opacity":1,"items":[{"onList":true,"id":"A1","isAvailable":true,"quantity":1,"name":"Tea"}]}]"#
        try home.store.importShoppingListArchive(Data(archive.utf8), source: "a.json", into: home.family, as: nil)
        let unknown = try #require(try home.store.locations(of: home.family).first { $0.id == "unknown" })
        #expect(unknown.name == "Unknown Location" && unknown.position == StoreLocation.unknownPosition)
        #expect(try home.store.groceryItems(of: home.family).first { $0.name == "Tea" }?.locationID == "unknown")
    }

    @Test func groceriesRoundTripThroughTheExportFormat() throws {
        let home = try Self.household()
        try home.store.importShoppingListArchive(try Data(contentsOf: Self.fixture), source: "f.json", into: home.family, as: home.leo)
        try home.store.purchaseGroceryItem("Milk", on: CalendarDay(iso: "2026-11-20")!, in: home.family)
        let first = try home.store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        let summary = try copy.importJSON(first, source: "first.json")
        #expect(summary.locations == 24 && summary.groceryItems == 147)
        #expect(try copy.exportJSON() == first)
    }
}
