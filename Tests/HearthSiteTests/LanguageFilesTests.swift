import Foundation
import HearthTestSupport
import Testing

/// Every language of the built-in theme is one file, templates/i18n/<tag>.json, with exactly the keys
/// of en.json: a key a language lacks shows in English (or as the key) in the middle of its pages, and
/// a key English lacks is a misspelling no page ever shows.
@Suite struct LanguageFilesTests {
    static let folder = HearthProcess.repository.appending(path: "templates/i18n")

    /// Each file of the folder, by tag, as its table of key: text.
    static func languages() throws -> [String: [String: String]] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
        var tables: [String: [String: String]] = [:]
        for file in files {
            let table = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String]
            tables[file.deletingPathExtension().lastPathComponent] = try #require(table, "\(file.lastPathComponent) is one JSON object of \"key\": \"text\" pairs")
        }
        return tables
    }

    /// The values a text names, each as often as it names it: "{done} of {total} done" → done, total.
    static func names(_ text: String) -> [String] {
        text.matches(of: /\{([A-Za-z_]+)\}/).map { String($0.1) }.sorted()
    }

    @Test func everyLanguageHasEnglishsKeys() throws {
        let languages = try Self.languages()
        let english = try #require(languages["en"])
        #expect(languages.count >= 10, "the ten languages: \(languages.keys.sorted())")
        for (tag, table) in languages.sorted(by: { $0.key < $1.key }) {
            let missing = Set(english.keys).subtracting(table.keys).sorted(), unknown = Set(table.keys).subtracting(english.keys).sorted()
            #expect(missing.isEmpty && unknown.isEmpty, "\(tag).json lacks \(missing), and has keys English has not: \(unknown)")
        }
    }

    /// A text that leaves out a value English names ({name}) drops it from the sentence; one that names
    /// a value no code gives ({nom}) shows the braces on the page. A date is written in the language's
    /// order, from any of the values ThemeStrings.shortDate and longDate give.
    @Test func everyTextNamesTheValuesEnglishNames() throws {
        let languages = try Self.languages()
        let english = try #require(languages["en"])
        let dates = ["date_short": Set(["weekday_short", "day", "month_short", "month_number"]),
                     "date_long": Set(["weekday", "day", "month", "month_number", "year"])]
        for (tag, table) in languages.sorted(by: { $0.key < $1.key }) {
            for (key, text) in table.sorted(by: { $0.key < $1.key }) {
                if let given = dates[key] {
                    #expect(Set(Self.names(text)).isSubset(of: given) && Self.names(text).contains("day"), "\(tag).json \(key): \(text)")
                } else if let englishText = english[key] {
                    #expect(Self.names(text) == Self.names(englishText), "\(tag).json \(key): “\(text)” names other values than “\(englishText)”")
                }
            }
        }
        #expect(Self.names("{done} of {total} done, {done}") == ["done", "done", "total"])
    }
}
