import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// The table of docs/recipes.md, row by row: each ingredient line, scaled from the writer's servings to
/// others, reads on the recipe's page as the table says. The table is the specification: a row added to
/// it is a test.
@Suite struct ScalingRulesTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var kind: String, written: String, serves: Int, target: Int, shows: String
        var testDescription: String { "\(written) for \(serves) → \(target)" }
    }

    /// The language of a row's recipe, by the row's kind: the rows of a language are lines of that
    /// language's recipes.
    static let languages = ["German": "de", "French": "fr", "Italian": "it", "Spanish": "es", "Portuguese": "pt", "Dutch": "nl",
                            "Swedish": "sv", "Norwegian": "no", "Danish": "da", "Japanese": "ja", "Chinese": "zh-Hant"]

    /// The rows of the table under "## Examples".
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: HearthProcess.repository.appending(path: "docs/recipes.md"), encoding: .utf8)
        let examples = try #require(text.components(separatedBy: "## Examples").last)
        return examples.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, let serves = Int(cells[2]), let target = Int(cells[3]) else { return nil }
            return Row(kind: cells[0], written: cells[1], serves: serves, target: target, shows: cells[4])
        }
    }

    @Test func theTableHasTheCasesTheIssueAsksFor() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 40)
        for kind in ["counted", "customary", "metric", "Chinese", "range", "unscaled"] {
            #expect(rows.contains { $0.kind == kind }, "no \(kind) row")
        }
    }

    @Test(arguments: try rows())
    func eachRowReadsAsTheTableSays(_ row: Row) throws {
        // A family of a language whose kitchens write decimal commas writes them too ("0,5 TL").
        let commaLanguages: Set<String> = ["German", "French", "Italian", "Spanish", "Portuguese", "Dutch", "Swedish", "Norwegian", "Danish"]
        let chinese = row.kind == "Chinese", decimalComma = row.kind == "decimal comma" || commaLanguages.contains(row.kind)
        var family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: "Test", language: chinese ? "zh-Hant" : "en",
                            decimalComma: decimalComma, created: "2026-01-01T00:00:00Z")
        // The rows of a kitchen that converts are a family's that asked for its units.
        family.recipeUnits = ["metric kitchen": .metric, "US kitchen": .us][row.kind] ?? .asWritten
        let ingredient = try Ingredient.parse(row.written, decimalComma: decimalComma).get()
        var recipe = Recipe(id: "r", name: "Test", type: .other, servings: row.serves, prepMinutes: 0, ingredients: [ingredient],
                            method: "", addedBy: nil, created: "2026-01-01T00:00:00Z")
        recipe.language = Self.languages[row.kind] ?? ""
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let choices = RecipePage.servingsChoices(for: recipe, chosen: [row.target])
        let pages = RecipePage.pages(for: recipe, servingsChoices: [row.target], family: family, links: RecipeLinks([recipe]), strings: strings)
        let page = try #require(pages[choices.firstIndex(of: row.target)!].model as? RecipePage)
        #expect(page.ingredients.first?.text == row.shows)
    }
}

/// "Scaled from 4 servings" is said only where an amount changed with the servings (issue 46).
@Suite struct ScaledFromTests {
    static func page(_ lines: [String], servings: Int, units: RecipeUnits = .asWritten) throws -> RecipePage {
        var family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: "Test", language: "en", created: "2026-01-01T00:00:00Z")
        family.recipeUnits = units
        var recipe = Recipe(id: "r", name: "Test", type: .other, servings: 4, prepMinutes: 0,
                            ingredients: try lines.map { try Ingredient.parse($0).get() }, method: "", addedBy: nil, created: "2026-01-01T00:00:00Z")
        recipe.language = "de"
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let choices = RecipePage.servingsChoices(for: recipe, chosen: [servings])
        let pages = RecipePage.pages(for: recipe, servingsChoices: [servings], family: family, links: RecipeLinks([recipe]), strings: strings)
        return try #require(pages[choices.firstIndex(of: servings)!].model as? RecipePage)
    }

    @Test func aRecipeWhoseAmountsDoNotChangeIsNotCalledScaled() throws {
        #expect(try !Self.page(["Salz, nach Geschmack", "etwas Muskatnuss"], servings: 2).isScaled)
        #expect(try Self.page(["Salz, nach Geschmack", "2 Eier"], servings: 2).isScaled)
        #expect(try !Self.page(["2 Eier"], servings: 4).isScaled, "the writer's own servings")
    }

    /// A line that holds a number Hearth did not read as its amount is shown as written at other servings,
    /// and says so after it (issue 68), so that "Scaled from 4 servings" above it does not mislead.
    @Test func aLineThatCannotScaleSaysSoQuietly() throws {
        let lines = ["2 Eier", "盐 2-3克左右", "Vitamin B12", "Salz, nach Geschmack", "a pinch of nutmeg"]
        let page = try Self.page(lines, servings: 8)
        #expect(page.ingredients.map(\.asWritten) == [false, true, false, false, false])
        #expect(try Self.page(lines, servings: 4).ingredients.allSatisfy { !$0.asWritten }, "the writer's own servings")
    }

    /// A family that asked for metric units is told once on a page that converted an amount, and not on one
    /// that did not need to.
    @Test func aConvertedPageSaysSoOnce() throws {
        let converted = try Self.page(["1 cup milk", "8 oz cheese", "2 Eier"], servings: 4, units: .metric)
        #expect(converted.isConverted && converted.unitsText == "Amounts converted to metric units")
        #expect(converted.ingredients.map(\.text) == ["240 ml milk", "225 g cheese", "2 Eier"])
        let metricAlready = try Self.page(["250 g Mehl", "2 Eier"], servings: 2, units: .metric)
        #expect(!metricAlready.isConverted && metricAlready.unitsText.isEmpty)
        #expect(try !Self.page(["1 cup milk"], servings: 4).isConverted, "as written")
    }
}
