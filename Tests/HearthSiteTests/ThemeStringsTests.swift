import Testing
@testable import HearthDomain
@testable import HearthSite

@Suite struct ThemeStringsTests {
    @Test func placeholdersAreFilledInEachLanguage() throws {
        let english = try ThemeStrings(theme: try Theme(userFolder: nil), language: .english)
        let chinese = try ThemeStrings(theme: try Theme(userFolder: nil), language: .traditionalChinese)
        #expect(english.text("serves", ["count": "6"]) == "Serves 6")
        #expect(chinese.text("serves", ["count": "6"]) == "6 人份")
    }

    /// A key the theme lacks shows as itself, so these run through the same filling as a theme's text.
    @Test func onlyNamedPlaceholdersWithAValueAreReplaced() throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: .english)
        #expect(strings.text("{count} of {total}", ["count": "3"]) == "3 of {total}", "a name without a value stays")
        #expect(strings.text("{a{count}} {", ["count": "3"]) == "{a3} {", "stray braces stay")
        #expect(strings.text("{count}{count}", ["count": "林"]) == "林林")
        #expect(strings.text("{count}\u{301} é", ["count": "x"]) == "x\u{301} é", "a combining mark after the brace")
        #expect(strings.text("no placeholder", ["count": "3"]) == "no placeholder")
        #expect(strings.text("{count}", [:]) == "{count}")
    }
}
