import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

@Suite struct ThemeStringsTests {
    @Test func placeholdersAreFilledInEachLanguage() throws {
        let english = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let chinese = try ThemeStrings(theme: try Theme(userFolder: nil), language: "zh-Hant")
        #expect(english.text("serves", ["count": "6"]) == "Serves 6")
        #expect(chinese.text("serves", ["count": "6"]) == "6 人份")
    }

    /// Chinese writes a count one way for every number: a page for a family with one recipe read
    /// "1 recipe" in the middle of Chinese, from English's "_one" form.
    @Test func aCountOfOneIsInTheFamilysLanguage() throws {
        let chinese = try ThemeStrings(theme: try Theme(userFolder: nil), language: "zh-Hant")
        #expect(chinese.count("recipes", 1) == "1 道食譜")
        #expect(chinese.count("members", 1) == "1 位成員")
        #expect(chinese.count("cars", 1) == "1 輛車")
        #expect(chinese.count("recipes", 4) == "4 道食譜")
        let english = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        #expect(english.count("recipes", 1) == "1 recipe")
        #expect(english.count("recipes", 4) == "4 recipes")
        #expect(english.count("scaled_from", 1) == "Scaled from 1 serving", "it read \"1 servings\"")
        #expect(english.count("yield_text", 1) == "1 serving")
        #expect(chinese.count("scaled_from", 1) == "由 1 人份換算")
    }

    /// Issue 64: a family's pages showed shell commands (`hearth member password`, `hearth member feed
    /// --renew`, `--backup-at`) to people who have no shell. No sentence of a page names a command or an
    /// option; the API's own words (`api_…`), read by programs and their writers, may.
    @Test func noPageSentenceNamesACommandLine() throws {
        for language in Language.all.map(\.tag) {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../templates/i18n/\(language).json")
            let table = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String])
            let commands = table.filter { key, text in
                !key.hasPrefix("api_") && (text.range(of: #"\bhearth [a-z]+ [a-z]"#, options: .regularExpression) != nil
                                            || text.range(of: #"(^|\s|（|\()--[a-z]"#, options: .regularExpression) != nil)
            }
            #expect(commands.isEmpty, "\(language): \(commands.keys.sorted())")
        }
    }

    /// Every sentence a rule of the household may say on a page is in each language of the built-in
    /// theme, with the same values named: a missing one showed its key ("store_no_wish") on the page.
    @Test func everyRulesSentenceIsInEachLanguage() throws {
        let theme = try Theme(userFolder: nil)
        func names(_ text: String) -> Set<String> {
            // Kept empty pieces: a sentence that begins with a value ("{item} was removed by {member}") names it too.
            Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}", omittingEmptySubsequences: false).first.map(String.init) })
        }
        for key in Wording.Key.allCases {
            let english = try ThemeStrings(theme: theme, language: "en").text(key.rawValue)
            let chinese = try ThemeStrings(theme: theme, language: "zh-Hant").text(key.rawValue)
            #expect(english != key.rawValue && chinese != key.rawValue, "\(key.rawValue) is in both languages")
            #expect(names(english) == names(chinese), "\(key.rawValue) names the same values: \(english) / \(chinese)")
        }
        #expect(Wording.Key.allCases.count >= 30)
    }

    /// A user's i18n file goes over the built-in words key by key: a theme made for an older Hearth,
    /// which lacks the words added since, showed their keys ("scaled_from_other") instead.
    @Test func aUsersWordsGoOverTheBuiltInOnesKeyByKey() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "i18n"), withIntermediateDirectories: true)
        try Data(#"{"week_title": "Our week", "scaled_from": "an older key"}"#.utf8).write(to: folder.url.appending(path: "i18n/en.json"))
        let strings = try ThemeStrings(theme: try Theme(userFolder: folder.url), language: "en")
        #expect(strings.text("week_title") == "Our week", "the user's word wins")
        #expect(strings.count("scaled_from", 2) == "Scaled from 2 servings", "a word the user's file lacks is the built-in one")
        #expect(strings.text("colon") == ": ")
    }

    /// A key the theme lacks shows as itself, so these run through the same filling as a theme's text.
    @Test func onlyNamedPlaceholdersWithAValueAreReplaced() throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        #expect(strings.text("{count} of {total}", ["count": "3"]) == "3 of {total}", "a name without a value stays")
        #expect(strings.text("{a{count}} {", ["count": "3"]) == "{a3} {", "stray braces stay")
        #expect(strings.text("{count}{count}", ["count": "林"]) == "林林")
        #expect(strings.text("{count}\u{301} é", ["count": "x"]) == "x\u{301} é", "a combining mark after the brace")
        #expect(strings.text("no placeholder", ["count": "3"]) == "no placeholder")
        #expect(strings.text("{count}", [:]) == "{count}")
    }
}
