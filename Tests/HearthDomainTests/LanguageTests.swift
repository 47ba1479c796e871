import Testing
@testable import HearthDomain

/// Issue 66: a language is one file of the theme (templates/i18n/<tag>.json); the code names none.
@Suite struct LanguageTests {
    /// The languages are the built-in theme's files: en and zh-Hant at least, each by its file's tag.
    @Test func theLanguagesAreTheThemesFiles() {
        let tags = Language.all.map(\.tag)
        #expect(tags.contains("en") && tags.contains("zh-Hant"), "\(tags)")
        #expect(tags == tags.sorted())
        #expect(Language(tag: "ZH-hant")?.tag == "zh-Hant")
        #expect(Language(tag: "xx") == nil)
        #expect(Language.allTags.split(separator: ",").count == Language.all.count)
    }

    /// A browser's or a person's tag finds the closest file: the script a region writes (zh-TW is
    /// Traditional, zh-CN Simplified), the region CLDR takes for a language alone (pt is Brazilian), and a
    /// regional tag its language's file (de-AT is de).
    @Test func aTagFindsTheClosestFile() {
        let files = ["de", "en", "pt-BR", "zh-Hans", "zh-Hant"]
        #expect(Language.closest(to: "zh-TW", among: files) == "zh-Hant")
        #expect(Language.closest(to: "zh-HK", among: files) == "zh-Hant")
        #expect(Language.closest(to: "zh-CN", among: files) == "zh-Hans")
        #expect(Language.closest(to: "zh", among: files) == "zh-Hans")
        #expect(Language.closest(to: "pt", among: files) == "pt-BR")
        #expect(Language.closest(to: "pt-PT", among: files) == "pt-BR", "Portuguese, though not Brazil's, rather than English")
        #expect(Language.closest(to: "de-AT", among: files) == "de")
        #expect(Language.closest(to: "en-GB", among: files) == "en")
        #expect(Language.closest(to: "EN", among: files) == "en")
        #expect(Language.closest(to: "fr-CA", among: files) == nil)
        #expect(Language.closest(to: "*", among: files) == nil)
        #expect(Language.closest(to: "zh", among: ["en", "zh-Hant"]) == "zh-Hant", "Chinese in the script there is, rather than English")
    }

    /// CLDR's plural categories for whole counts, as its rules' examples give them.
    @Test func countsTakeCLDRsCategories() {
        func category(_ count: Int, _ tag: String) -> String {
            PluralRules.rules(for: tag).first { PluralRules.holds($0.condition, for: count) }?.category ?? "other"
        }
        #expect([0, 1, 2].map { category($0, "en") } == ["other", "one", "other"])
        #expect([0, 1, 2, 1_000_000].map { category($0, "fr") } == ["one", "one", "other", "many"])
        #expect([0, 1, 2, 1_000_000].map { category($0, "pt-BR") } == ["one", "one", "other", "many"])
        #expect([0, 1, 2].map { category($0, "pt-PT") } == ["other", "one", "other"])
        #expect([0, 1, 2, 2_000_000].map { category($0, "es") } == ["other", "one", "other", "many"])
        #expect([1, 2, 5, 12, 22, 25, 112].map { category($0, "pl") } == ["one", "few", "many", "many", "few", "many", "many"])
        #expect([1, 21, 11, 3, 13].map { category($0, "ru") } == ["one", "one", "many", "few", "many"])
        #expect([0, 1, 2, 3, 11, 100].map { category($0, "ar") } == ["zero", "one", "two", "few", "many", "other"])
        #expect([0, 1, 2].map { category($0, "ja") } == ["other", "other", "other"])
        #expect([0, 1, 2].map { category($0, "zh-Hans") } == ["other", "other", "other"])
        #expect(PluralRules.categories(of: "en") == ["one", "other"])
        #expect(PluralRules.categories(of: "zh-Hant") == ["other"])
    }
}
