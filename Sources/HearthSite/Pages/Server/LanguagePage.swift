import HearthDomain

/// language.html: the language the signed-in member reads the host in (the server's /language, linked
/// from the family page): their family's, or any of the theme's languages, each by its own name, as
/// `hearth member set --language` sets it.
public struct LanguagePage: ServerPage {
    public static let template = "language"

    /// One choice: a language's tag ("" for the family's), its name in its own words, and the tag its
    /// name is written in (the family's language's, for the family's).
    public struct Choice: Sendable {
        public var tag: String
        public var name: String
        public var lang: String
        public var chosen: Bool

        public init(tag: String, name: String, lang: String, chosen: Bool) {
            self.tag = tag
            self.name = name
            self.lang = lang
            self.chosen = chosen
        }
    }

    public var csrf: String
    /// "As the family: 繁體中文" first, then every language.
    public var choices: [Choice]
    /// "Saved." on the page that answers the form.
    public var savedText: String?
    public var backHref: String

    public init(csrf: String, choices: [Choice], savedText: String?, backHref: String) {
        self.csrf = csrf
        self.choices = choices
        self.savedText = savedText
        self.backHref = backHref
    }
}
