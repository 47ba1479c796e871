import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// The table "Lines as kitchens write them" of docs/recipes.md (issue 68): lines of each kind Hearth once
/// misread, in several languages, shown on the recipe's page at other servings as the table says.
@Suite struct KitchenLinesTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var kind: String, language: String, written: String, serves: Int, target: Int, shows: String
        var testDescription: String { "\(language): \(written) for \(serves) → \(target)" }
    }

    /// The languages whose kitchens write decimal commas ("2,4 kg").
    static let commaLanguages: Set<String> = ["de", "fr", "es", "it", "nl", "pt-BR", "pl", "ru"]

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: HearthProcess.repository.appending(path: "docs/recipes.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Lines as kitchens write them"))
        let end = try #require(text.range(of: "## Real pages at four servings"))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, let serves = Int(cells[3]), let target = Int(cells[4]) else { return nil }
            return Row(kind: cells[0], language: cells[1], written: cells[2], serves: serves, target: target, shows: cells[5])
        }
    }

    @Test func everyKindOfTheIssueHasRowsInSeveralLanguages() throws {
        let rows = try Self.rows()
        for kind in ["after the name", "range", "mixed number", "second amount", "in words", "packs"] {
            let languages = Set(rows.filter { $0.kind == kind }.map(\.language))
            #expect(kind == "packs" ? !languages.isEmpty : languages.count >= 3, "\(kind): \(languages.sorted())")
        }
        // Amounts in words in each of the ten languages of Hearth, and Polish.
        let inWords = Set(rows.filter { $0.kind == "in words" }.map(\.language))
        #expect(inWords == ["en", "de", "fr", "es", "it", "nl", "pt-BR", "ja", "zh-Hans", "zh-Hant", "pl"])
    }

    /// The decimal mark inside a recipe's lines is its language's, whatever the family writes: a German
    /// recipe in a family that writes points, an English one in a family that writes commas.
    @Test func theDecimalMarkFollowsTheRecipesLanguage() throws {
        let german = try OneLineRecipes.shown("1,5 l Milch", serves: 4, language: "de", decimalComma: false, chosen: [6])
        #expect(german.first { $0.servings == 6 }?.text == "2,25 l Milch")
        let english = try OneLineRecipes.shown("1.5 l milk", serves: 4, language: "en", decimalComma: true, chosen: [6])
        #expect(english.first { $0.servings == 6 }?.text == "2.25 l milk")
        let familys = try OneLineRecipes.shown("1,5 l milk", serves: 4, language: "", decimalComma: true, chosen: [6])
        #expect(familys.first { $0.servings == 6 }?.text == "2,25 l milk", "a recipe without a language of its own writes the family's")
    }

    /// Japanese writes a unit onto its number where the writer did ("300cc", "3個"); a line the writer
    /// spaced ("2 tbsp sugar": a Japanese family's English recipe that names no language) stays spaced.
    @Test func aUnitIsWrittenOntoItsNumberOnlyWhereTheWriterDid() throws {
        let spaced = try OneLineRecipes.shown("2 tbsp sugar", serves: 4, language: "ja", decimalComma: false, chosen: [4, 6])
        #expect(spaced.first { $0.servings == 4 }?.text == "2 tbsp sugar")
        #expect(spaced.first { $0.servings == 6 }?.text == "3 tbsp sugar")
        let attached = try OneLineRecipes.shown("牛乳 300cc", serves: 4, language: "ja", decimalComma: false, chosen: [8])
        #expect(attached.first { $0.servings == 8 }?.text == "牛乳 600cc")
    }

    @Test(arguments: try rows())
    func eachLineReadsAsTheTableSays(_ row: Row) throws {
        let shown = try OneLineRecipes.shown(row.written, serves: row.serves, language: row.language,
                                             decimalComma: Self.commaLanguages.contains(row.language), chosen: [row.target])
        #expect(shown.first { $0.servings == row.target }?.text == row.shows)
    }
}
