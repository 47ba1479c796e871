import HearthDomain

/// The links between a family's pages in each language its members read (`FamilySnapshot.languagesRead`):
/// the family's language at the family's folder, each other one in a folder of its tag below it
/// ("UHRJRTN8ZW2A/de/chores/"). A family whose members all read its language has none.
struct LanguageSwitch: Sendable {
    struct Link: Hashable, Sendable {
        /// The language's name for itself ("English", "繁體中文"), as a reader of it looks for it.
        var name: String
        var lang: String
        var href: String
        var markdownHref: String
        /// The page's own language.
        var current: Bool
    }

    /// The languages, the family's first.
    let languages: [Language]
    /// Each language's name for itself, in the same order.
    let names: [String]
    /// The language of the pages being planned.
    let current: Language

    init(_ languages: [Language], current: Language, theme: Theme) throws {
        self.languages = languages
        // Read only where there are links to name (a family of one language, on every tick, has none).
        self.names = languages.count < 2 ? [] : try languages.map { try ThemeStrings(theme: theme, language: $0).text("language_name") }
        self.current = current
    }

    /// The folder of `language`'s pages below the family's: "" for the family's own language.
    static func folder(of language: Language, familys: Language) -> String {
        language == familys ? "" : language.tag + "/"
    }

    /// The same page in each language, from `page` (none when the family reads one language).
    func links(from page: Page) -> [Link] {
        guard languages.count > 1 else { return [] }
        let familyRoot = String(repeating: "../", count: page.depth) + (current == languages[0] ? "" : "../")
        return zip(languages, names).map { language, name in
            let base = familyRoot + Self.folder(of: language, familys: languages[0]) + page.folder + "index"
            return Link(name: name, lang: language.tag, href: base + ".html", markdownHref: base + ".md", current: language == current)
        }
    }
}
