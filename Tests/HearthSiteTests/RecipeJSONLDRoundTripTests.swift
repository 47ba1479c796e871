import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// A Hearth recipe page's JSON-LD read back by Hearth's own import keeps every section of the method and
/// every line as written (issue 68: a stovetop and a slow-cooker method came back as one list).
@Suite struct RecipeJSONLDRoundTripTests {
    static func readBack(_ recipe: Recipe) throws -> ImportedRecipe {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let lines = recipe.ingredients.map { $0.line(scaledBy: .one) }
        let text = RecipeJSONLD(recipe: recipe, typeName: strings.name(of: recipe.type), language: "en")
            .scriptText(yield: "\(recipe.servings) servings", ingredients: lines)
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        return try RecipeImportFormat.read([value]).get().0
    }

    @Test func theMethodsSectionsComeBackUnderTheirHeadings() throws {
        let method = "A weeknight stew.\n\n### Stovetop\n\n1. Brown the beef.\n2. Simmer for 2 hours.\n\n### Slow cooker\n\n1. Put everything in.\n2. Cook on low for 8 hours."
        let recipe = Recipe(id: "r", name: "Stew", type: .dinner, servings: 4, prepMinutes: 20, ingredients: [], method: method,
                            addedBy: nil, created: "2026-01-01T00:00:00Z")
        #expect(try Self.readBack(recipe).method == method)
    }

    @Test func stepsBeforeTheFirstHeadingStayFirst() throws {
        let method = "1. Heat the oven.\n\n### Dough\n\n1. Knead."
        let recipe = Recipe(id: "r", name: "Bread", type: .other, servings: 1, prepMinutes: 0, ingredients: [], method: method,
                            addedBy: nil, created: "2026-01-01T00:00:00Z")
        #expect(try Self.readBack(recipe).method == method)
    }

    /// Lines written as kitchens write them come back as they were written (the page shows them so at the
    /// recipe's own servings).
    @Test func linesComeBackAsWritten() throws {
        let written = ["eine halbe Zwiebel", "400g tin chopped tomatoes", "じゃがいも ３個", "2 and 1/2 cups (285g) flour",
                       "雞翅 8 ～ 10 隻", "1 Dose Kokosmilch (oder 400 ml)"]
        let recipe = Recipe(id: "r", name: "Lines", type: .other, servings: 4, prepMinutes: 0,
                            ingredients: try written.map { try Ingredient.parse($0).get() }, method: "", addedBy: nil, created: "2026-01-01T00:00:00Z")
        #expect(try Self.readBack(recipe).ingredientLines == written)
    }
}
