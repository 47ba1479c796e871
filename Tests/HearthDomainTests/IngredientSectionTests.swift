import Testing
@testable import HearthDomain

/// Ingredient lines under headings ("For the dough:"), as cooks type them and recipe sites list them.
@Suite struct IngredientSectionTests {
    @Test func aLineEndingInAColonHeadsTheLinesAfterIt() throws {
        let lines = ["For the dough:", "250 g flour", "1 tsp salt", "餡料：", "1 kg onions", "1 tsp salt"]
        let ingredients = try IngredientSection.parse(lines).get()
        #expect(ingredients.map(\.name) == ["flour", "salt", "onions", "salt"], "the headings are no ingredients")
        #expect(ingredients.map(\.section) == ["For the dough", "For the dough", "餡料", "餡料"])
        // A heading typed with nothing after it is refused (the lines meant for it are missing); another app's is left out.
        guard case .failure(let alone) = IngredientSection.parse(["2 eggs", "Topping:"]) else {
            Issue.record("a heading with no line after it was taken")
            return
        }
        #expect(alone.index == 1 && alone.problem.description == "section \"Topping\": expected an ingredient line after it")
        #expect(IngredientSection.parseKeeping(["2 eggs", "Topping:"]).ingredients.map(\.section) == [""])
    }

    @Test func anAmountOrAnEmptyNameBeforeTheColonIsNoHeading() {
        #expect(IngredientSection.heading(in: "2 eggs:") == nil)
        #expect(IngredientSection.heading(in: "1/2:") == nil)
        #expect(IngredientSection.heading(in: " : ") == nil)
        #expect(IngredientSection.heading(in: "salt") == nil)
        #expect(IngredientSection.heading(in: "  Sauce :  ") == "Sauce")
        // Nor is the amount a line of its own with punctuation for a name: it was stored as 2 of ":".
        #expect(throws: InvalidValue.self) { try Ingredient.parse("2:").get() }
    }

    @Test func aHeadingThatIsNoNameIsRefusedAtItsLine() {
        let tooLong = String(repeating: "x", count: 101) + ":"
        guard case .failure(let wrong) = IngredientSection.parse(["1 egg", "flour", tooLong, "2 eggs"]) else {
            Issue.record("a heading of 101 characters was taken")
            return
        }
        #expect(wrong.index == 2)
        #expect(wrong.problem.field == "section" && wrong.problem.expected == "at most 100 characters, not 101")
    }
}
