import Testing
@testable import HearthDomain

/// Ingredient lines under headings ("For the dough:"), as cooks type them and recipe sites list them.
@Suite struct IngredientSectionTests {
    @Test func aLineEndingInAColonHeadsTheLinesAfterIt() throws {
        let lines = ["For the dough:", "250 g flour", "1 tsp salt", "餡料：", "1 kg onions", "1 tsp salt"]
        let ingredients = try IngredientSection.parse(lines).get()
        #expect(ingredients.map(\.name) == ["flour", "salt", "onions", "salt"], "the headings are no ingredients")
        #expect(ingredients.map(\.section) == ["For the dough", "For the dough", "餡料", "餡料"])
        #expect(IngredientSection.lines(of: ingredients) { $0.line(scaledBy: .one) }
                == ["For the dough:", "250 g flour", "1 tsp salt", "餡料:", "1 kg onions", "1 tsp salt"], "read back as typed")
        #expect(try IngredientSection.parse(["2 eggs", "Topping:"]).get().map(\.section) == [""], "a heading with nothing after it is left out")
    }

    @Test func anAmountOrAnEmptyNameBeforeTheColonIsNoHeading() {
        #expect(IngredientSection.heading(in: "2 eggs:") == nil)
        #expect(IngredientSection.heading(in: "1/2:") == nil)
        #expect(IngredientSection.heading(in: " : ") == nil)
        #expect(IngredientSection.heading(in: "salt") == nil)
        #expect(IngredientSection.heading(in: "  Sauce :  ") == "Sauce")
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
