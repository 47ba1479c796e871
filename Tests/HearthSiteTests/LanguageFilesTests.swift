import Foundation
import Testing
@testable import HearthDomain
@testable import HearthSite

/// Issue 66: each file of templates/i18n is a language, held to en.json: the same keys, a count's keys as
/// the language's CLDR categories ask ("recipes_one" and "recipes_other" in English, "recipes_other"
/// alone in Chinese, "recipes_one", "recipes_few", "recipes_many" and "recipes_other" in Polish), and the
/// same {placeholders}. A file added or corrected is checked here before a page shows a key or a gap.
@Suite struct LanguageFilesTests {
    static let folder = SiteFiles.repository.appending(path: "templates/i18n")

    static func table(_ tag: String) throws -> [String: String] {
        let data = try Data(contentsOf: folder.appending(path: "\(tag).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String], "\(tag).json is one object of texts")
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { part in
            part.firstIndex(of: "}").map { String(part[..<$0]) }
        })
    }

    /// The values `ThemeStrings` gives a date's pattern: a language writes any of them, in its order.
    static let dateValues: [String: Set<String>] = [
        "date_short": ["weekday_short", "day", "month_short", "month_number"],
    ]

    /// Issue 66: a page's long date is CLDR's full date for the file's `locale` (Foundation's formatter),
    /// and that is the language's own: its weekday's name as the file writes it, with the day and the year.
    @Test(arguments: Language.all)
    func theLongDateIsCLDRsInTheLanguage(_ language: Language) throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: language)
        let written = strings.longDate(try #require(CalendarDay(iso: "2026-11-19")))
        #expect(written.contains(strings.weekday(.thursday)) && written.contains("19") && written.contains("2026"), "\(language.tag): \(written)")
        #expect(strings.table["locale"]?.hasPrefix(language.tag.prefix(2)) == true, "\(language.tag)'s locale: \(strings.table["locale"] ?? "none")")
    }

    @Test func theLanguagesAreTheFilesOfTheFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(Language.all.map(\.path).sorted() == files.map { "i18n/" + $0 }.sorted())
    }

    @Test func everyFileHasEnglishsKeysAndPlaceholders() throws {
        let english = try Self.table(Language.base.tag)
        // A count's keys: a base with "_one" and "_other" in English ("type_other" alone is no count).
        let counts = Set(english.keys.filter { $0.hasSuffix("_one") }.map { String($0.dropLast(4)) }.filter { english[$0 + "_other"] != nil })
        let plain = english.filter { key, _ in !counts.contains { key.hasPrefix($0 + "_") && PluralRules.categories.contains(String(key.dropFirst($0.count + 1))) } }
        #expect(counts.contains("recipes") && counts.contains("members"), "the counts were found: \(counts.sorted())")
        for language in Language.all {
            let table = try Self.table(language.tag)
            let expected = Set(plain.keys).union(counts.flatMap { base in PluralRules.categories(of: language).map { base + "_" + $0 } })
            #expect(Set(table.keys).subtracting(expected).sorted() == [], "\(language.tag).json has keys en.json has not (or a count's form the language does not use)")
            #expect(expected.subtracting(table.keys).sorted() == [], "\(language.tag).json lacks keys of en.json")
            for (key, text) in table {
                let names = Self.placeholders(text)
                if let offered = Self.dateValues[key] {
                    #expect(names.isSubset(of: offered), "\(language.tag).json \(key): \(names.sorted()), of \(offered.sorted())")
                } else if let base = counts.first(where: { key.hasPrefix($0 + "_") && !plain.keys.contains(key) }) {
                    // A count's form may leave out {count} ("1 item to get"), and nothing else.
                    let other = Self.placeholders(english[base + "_other"] ?? "")
                    #expect(names.isSubset(of: other) && other.subtracting(["count"]).isSubset(of: names),
                            "\(language.tag).json \(key): \(names.sorted()), not \(other.sorted())")
                } else if let englishText = english[key] {
                    #expect(names == Self.placeholders(englishText), "\(language.tag).json \(key): \(names.sorted()), not \(Self.placeholders(englishText).sorted())")
                }
            }
        }
    }
}
