import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

/// The meal plan in the store, as `hearth meal` and a hosted page use it: one transaction a step, the
/// list the same after a second `meal shop`, a tick kept, a removed meal's untouched share taken back,
/// and all of it through an export and an import.
@Suite struct MealStoreTests {
    /// The demo store, the Riveras and Ana; the demo plans four meals in the week of 2026-11-16.
    static func riveras() throws -> (HouseholdStore, Family, Member) {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        return (store, family, try store.member(matching: "Ana", in: family))
    }

    static let week = CalendarDay(iso: "2026-11-16")!

    static func onList(_ store: HouseholdStore, _ family: Family) throws -> [String: GroceryItem] {
        Dictionary(try store.groceryItems(of: family).filter(\.onList).map { ($0.name.lowercased(), $0) }) { first, _ in first }
    }

    @Test func shoppingTwiceGivesTheSameListAndATickStays() throws {
        let (store, family, ana) = try Self.riveras()
        let before = try store.groceryItems(of: family)
        let dry = try store.shopMeals(weekOf: Self.week, dryRun: true, by: ana, in: family)
        #expect(!dry.changes.isEmpty)
        #expect(try store.groceryItems(of: family) == before, "--dry-run writes nothing")

        let first = try store.shopMeals(weekOf: Self.week, by: ana, in: family)
        #expect(first.changes.map(\.item.name) == dry.changes.map(\.item.name))
        let list = try Self.onList(store, family)
        #expect(list["minced beef"]?.measure.text == "500 g")
        #expect(list["eggs"]?.measure.text == "3", "2 eggs for 4 pancakes, planned for 6")
        try store.apply(.check, to: ["minced beef"], by: ana, in: family)

        let second = try store.shopMeals(weekOf: Self.week, by: ana, in: family)
        #expect(second.changes.isEmpty)
        let again = try Self.onList(store, family)
        #expect(again["minced beef"]?.completed == true, "the tick is not undone")
        #expect(again.mapValues(\.measure) == list.mapValues(\.measure))
    }

    @Test func removingAMealTakesBackOnlyItsUntouchedShare() throws {
        let (store, family, ana) = try Self.riveras()
        // A second dinner that shares the chili's onion.
        let soup = try store.addMeal(recipe: "Weeknight chili", on: CalendarDay(iso: "2026-11-18")!, name: "lunch", servings: 3, by: ana, in: family)
        try store.shopMeals(weekOf: Self.week, by: ana, in: family)
        let chili = try store.meals(of: family).first { $0.day.iso == "2026-11-17" }!
        #expect(try Self.onList(store, family)["minced beef"]?.measure.text == "750 g")
        try store.apply(.check, to: ["kidney beans"], by: ana, in: family)

        let removed = try store.removeMeal(chili.id, by: ana, in: family)
        let list = try Self.onList(store, family)
        #expect(list["minced beef"]?.measure.text == "250 g", "the lunch's share stays")
        #expect(list["kidney beans"]?.completed == true, "ticked: left as it is")
        #expect(removed.takeBack.actions.contains { if case .leave(let item, .ticked) = $0 { item.name == "kidney beans" } else { false } })
        try store.removeMeal(soup.meal.id, by: ana, in: family)
        #expect(try Self.onList(store, family)["minced beef"] == nil, "made by meals alone: gone with them")
    }

    /// Issue 64: planning the same recipe for the same meal of the same day twice made two meals ("for Thu
    /// Pancakes, Thu Pancakes"). It is one meal; another meal of the day, or another day, is another.
    @Test func theSameRecipeForTheSameMealOfTheSameDayIsOneMeal() throws {
        let (store, family, ana) = try Self.riveras()
        let day = CalendarDay(iso: "2026-11-20")!
        let first = try store.addMeal(recipe: "Weeknight chili", on: day, name: "lunch", servings: 3, by: ana, in: family)
        let second = try store.addMeal(recipe: "weeknight chili", on: day, name: "Lunch", servings: 5, by: ana, in: family)
        #expect(!first.wasPlannedAlready && second.wasPlannedAlready && second.meal == first.meal, "the meal planned first, as it was")
        #expect(try store.meals(of: family).filter { $0.day == day && $0.name == "lunch" && $0.recipeID == first.meal.recipeID }.count == 1)
        let dinner = try store.addMeal(recipe: "Weeknight chili", on: day, name: nil, servings: nil, by: ana, in: family)
        #expect(!dinner.wasPlannedAlready && dinner.meal.id != first.meal.id)
    }

    @Test func mealsSharesAndStaplesSurviveAnExportAndAnImport() throws {
        let (store, family, ana) = try Self.riveras()
        try store.addStaple("flour", in: family)
        try store.removeStaple("water", in: family)
        try store.shopMeals(weekOf: Self.week, by: ana, in: family)
        let exported = try store.exportJSON()

        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        #expect(try copy.exportJSON() == exported)
        let copied = try copy.family(matching: "The Riveras")
        #expect(try copy.staples(of: copied) == ["salt", "oil", "flour"])
        #expect(try copy.shopMeals(weekOf: Self.week, by: try copy.member(matching: "Ana", in: copied), in: copied).changes.isEmpty,
                "the shares came along: nothing is added twice")
    }

    @Test func aVersionOneFileStillImports() throws {
        var document = try JSONSerialization.jsonObject(with: DemoHousehold.document) as! [String: Any]
        document["version"] = 1
        document["meals"] = nil
        document["mealItemStarts"] = nil
        let store = try HouseholdStore.inMemory()
        let summary = try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "old.json")
        #expect(summary.meals == 0)
        #expect(try store.staples(of: try store.family(matching: "林家")) == ["鹽", "油", "水"])
    }

    @Test func aMealOfAnUnknownRecipeOrDayIsRefusedByName() throws {
        let (store, family, ana) = try Self.riveras()
        #expect(throws: Failure.self) { try store.addMeal(recipe: "Lasagne", on: Self.week, name: nil, servings: nil, by: ana, in: family) }
        let error = try #require(throws: InvalidValue.self) { try MealDate.day("someday", today: Self.week).get() }
        #expect(error.description.contains("--date"))
        let refused = try #require(throws: Failure.self) { try store.removeMeal("nothing-of-the-kind", by: ana, in: family) }
        #expect(refused.message.contains("no meal"))
    }
}
