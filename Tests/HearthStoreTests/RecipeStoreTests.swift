import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct RecipeStoreTests {
    static func book() throws -> (HouseholdStore, Family, Member, Member) {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Riveras", language: "en")
        return (store, family, try store.addMember(name: "Ana", to: family, isManager: true),
                try store.addMember(name: "Leo", to: family, isManager: false))
    }

    static let pancakes = HouseholdStore.RecipeInput(name: "Pancakes", type: "Breakfast/Brunch", servings: 4, prepMinutes: 20,
                                                     ingredients: ["1 1/2 cups flour", "2 eggs", "a pinch of salt"], method: "Whisk, then fry.")

    @Test func recipesKeepTheirIngredientsInOrder() throws {
        let (store, family, _, leo) = try Self.book()
        let recipe = try store.addRecipe(Self.pancakes, by: leo, in: family)
        let read = try store.recipe("pancakes", in: family)
        #expect(read == recipe)
        #expect(read.ingredients.map(\.name) == ["flour", "eggs", "salt"])
        #expect(read.addedBy == leo.id)
    }

    /// A family that changes its decimal mark keeps what its recipes say: "1,500 g" written with decimal
    /// points is stored as "1500 g" then, not read again as one and a half grams.
    /// Two recipes added in one second: the one added last is the newer (by name it came first, and the
    /// dashboard's "newest" missed it when `created` was kept to the second).
    @Test func theRecipeAddedLastIsTheNewestWithinOneSecond() throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let clock = Clock(start)
        let store = try HouseholdStore.inMemory(clock: { clock.tick() })
        let family = try store.createFamily(name: "The Riveras", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        let zucchini = try store.addRecipe(HouseholdStore.RecipeInput(name: "Zucchini bread", type: "Desserts", servings: 8, ingredients: ["2 zucchini"]), by: ana, in: family)
        let apple = try store.addRecipe(HouseholdStore.RecipeInput(name: "Apple pie", type: "Desserts", servings: 8, ingredients: ["6 apples"]), by: ana, in: family)
        #expect(zucchini.created.prefix(19) == apple.created.prefix(19), "the same second")
        #expect(apple.created > zucchini.created, "\(apple.created) after \(zucchini.created)")
    }

    /// A clock that moves 10 ms each time it is read.
    final class Clock: @unchecked Sendable {
        private var now: Date
        init(_ start: Date) { now = start }
        func tick() -> Date {
            now = now.addingTimeInterval(0.01)
            return now
        }
    }

    @Test func changingTheDecimalMarkKeepsEveryAmount() throws {
        let (store, family, ana, _) = try Self.book()
        let lines = ["1,500 g flour", "1.5 kg beef", "2,000-3,000 g rice", "1 1/2 cups milk", "1,234.5 g sugar", "0.05 l vinegar", "a pinch of salt"]
        try store.addRecipe(.init(name: "Stew", type: "Dinner", servings: 4, prepMinutes: 30, ingredients: lines), by: ana, in: family)
        let before = try store.recipe("Stew", in: family).ingredients.map { $0.line(scaledBy: Rational(1, 2)) }

        try store.changeSettings(HouseholdStore.FamilySettings(decimalComma: true), of: family)
        let stored = try store.recipe("Stew", in: family).ingredients
        #expect(stored.map(\.amountText) == ["1500", "1,5", "2000-3000", "1 1/2", "1234,5", "0,05", "a pinch"])
        let after = stored.map { $0.line(scaledBy: Rational(1, 2), decimalComma: true) }
        #expect(after == before.map { $0.replacingOccurrences(of: ".", with: ",") }, "the same amounts, with the family's new mark")
        #expect(after[0] == "750 g flour")

        try store.changeSettings(HouseholdStore.FamilySettings(decimalComma: false), of: family)
        #expect(try store.recipe("Stew", in: family).ingredients.map(\.amountText) == ["1500", "1.5", "2000-3000", "1 1/2", "1234.5", "0.05", "a pinch"])
    }

    @Test func namesAreUniqueInAFamilyAndBadValuesChangeNothing() throws {
        let (store, family, ana, _) = try Self.book()
        try store.addRecipe(Self.pancakes, by: ana, in: family)
        let before = try store.exportJSON()
        #expect(throws: Failure.self, "the same name") { try store.addRecipe(Self.pancakes, by: ana, in: family) }
        var bad = Self.pancakes
        bad.name = "Waffles"
        bad.servings = 0
        #expect(throws: Failure.self, "servings 0") { try store.addRecipe(bad, by: ana, in: family) }
        bad.servings = -2
        #expect(throws: Failure.self, "negative servings") { try store.addRecipe(bad, by: ana, in: family) }
        bad.servings = 4
        bad.ingredients = ["2 eggs", "1//2 cup milk"]
        do {
            try store.addRecipe(bad, by: ana, in: family)
            Issue.record("a bad amount was accepted")
        } catch let failure as Failure {
            #expect(failure.message.hasPrefix("--ingredient 2: ingredient \"1//2 cup milk\""), "the message names the line")
        }
        #expect(try store.exportJSON() == before)
    }

    @Test func theMemberWhoAddedARecipeOrAManagerChangesIt() throws {
        let (store, family, ana, leo) = try Self.book()
        try store.addRecipe(Self.pancakes, by: ana, in: family)
        #expect(throws: Failure.self) { try store.editRecipe("Pancakes", .init(servings: 6), by: leo, in: family) }
        let edited = try store.editRecipe("Pancakes", .init(servings: 6, ingredients: ["3 cups flour"]), by: ana, in: family)
        #expect(edited.servings == 6 && edited.ingredients.count == 1)
        try store.removeRecipe("Pancakes", by: ana, in: family)
        #expect(try store.recipes(of: family).isEmpty)
    }

    @Test func recipesRoundTripThroughTheExportFormat() throws {
        let (store, before, ana, _) = try Self.book()
        try store.changeSettings(HouseholdStore.FamilySettings(decimalComma: true), of: before)
        let family = try store.family(matching: nil)
        try store.addRecipe(.init(name: "Suppe", type: "Dinner", servings: 4, ingredients: ["1,5 l Wasser"]), by: ana, in: family)
        let first = try store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "a.json")
        #expect(try copy.exportJSON() == first)
        #expect(try copy.families().first?.decimalComma == true)
    }
}
