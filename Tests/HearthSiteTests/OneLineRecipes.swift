import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// A recipe of one ingredient line, on the pages an English family gets for it: for the tables of lines
/// in docs/recipes.md (`RealPageLinesTests`, `KitchenLinesTests`).
enum OneLineRecipes {
    /// The line as each page shows it, by servings: the recipe's own numbers of servings (half, its own, one
    /// and a half times and twice) and `chosen`. `language` is the recipe's; the family writes decimal
    /// commas where `decimalComma`.
    static func shown(_ line: String, serves: Int, language: String, decimalComma: Bool, chosen: [Int] = []) throws -> [(servings: Int, text: String)] {
        let family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: "Test", language: "en", decimalComma: decimalComma, created: "2026-01-01T00:00:00Z")
        var recipe = Recipe(id: "r", name: "Test", type: .other, servings: serves, prepMinutes: 0,
                            ingredients: [try Ingredient.parse(line, decimalComma: decimalComma).get()], method: "", addedBy: nil,
                            created: "2026-01-01T00:00:00Z")
        recipe.language = language
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let choices = RecipePage.servingsChoices(for: recipe, chosen: chosen)
        let pages = RecipePage.pages(for: recipe, servingsChoices: chosen, family: family, links: RecipeLinks([recipe]), strings: strings)
        return try zip(choices, pages).map { servings, page in (servings, try #require(page.model as? RecipePage).ingredients.first?.text ?? "") }
    }
}
