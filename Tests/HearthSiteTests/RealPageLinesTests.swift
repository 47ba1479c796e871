import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// The table "Real pages at four servings" of docs/recipes.md (issue 46): lines of real recipe pages in
/// each language, read in that language and shown on the recipe's pages at half, its own, one and a half
/// times and twice the servings as the table says.
@Suite struct RealPageLinesTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var language: String
        var line: String
        var serves: Int
        /// What the page shows at half, own, 1.5 × and 2 × the servings.
        var shows: [String]
        var testDescription: String { "\(language): \(line)" }
    }

    static let tags = ["English": "en", "German": "de", "French": "fr", "Italian": "it", "Spanish": "es", "Portuguese": "pt-BR", "Dutch": "nl",
                       "Swedish": "sv", "Norwegian": "nb", "Danish": "da", "Japanese": "ja", "Simplified Chinese": "zh-Hans",
                       "Traditional Chinese": "zh-Hant"]
    static let commaLanguages: Set<String> = ["German", "French", "Italian", "Spanish", "Portuguese", "Dutch", "Swedish", "Norwegian", "Danish"]

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: HearthProcess.repository.appending(path: "docs/recipes.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Real pages at four servings"))
        let end = try #require(text.range(of: "## Examples"))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 8, let serves = Int(cells[3]) else { return nil }
            return Row(language: cells[0], line: cells[2], serves: serves, shows: Array(cells[4...7]))
        }
    }

    @Test func everyLanguageOfTheIssueHasAPage() throws {
        let languages = Set(try Self.rows().map(\.language))
        #expect(languages == Set(Self.tags.keys))
    }

    @Test(arguments: try rows())
    func eachLineReadsAtFourServingsAsTheTableSays(_ row: Row) throws {
        let decimalComma = Self.commaLanguages.contains(row.language)
        let family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: "Test", language: "en", decimalComma: decimalComma, created: "2026-01-01T00:00:00Z")
        var recipe = Recipe(id: "r", name: "Test", type: .other, servings: row.serves, prepMinutes: 0,
                            ingredients: [try Ingredient.parse(row.line, decimalComma: decimalComma).get()], method: "", addedBy: nil,
                            created: "2026-01-01T00:00:00Z")
        recipe.language = try #require(Self.tags[row.language])
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let choices = recipe.offeredServings
        #expect(choices.count == 4, "half, own, 1.5 × and 2 × are four numbers of servings")
        let pages = RecipePage.pages(for: recipe, servingsChoices: [], family: family, links: RecipeLinks([recipe]), strings: strings)
        let shown = try pages.map { try #require($0.model as? RecipePage).ingredients.first?.text ?? "" }
        #expect(shown == row.shows)
    }
}
