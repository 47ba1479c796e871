import HearthDomain

/// A title and a text in one language of the theme, for the pages that show them in every language.
struct TextInLanguage {
    var lang: String
    var title: String
    var text: String

    /// The theme's words for `titleKey` and `textKey` in each of its languages, and the English words.
    static func all(theme: Theme, titleKey: String, textKey: String) throws -> (texts: [TextInLanguage], english: ThemeStrings) {
        let texts = try Language.allCases.map { language in
            let strings = try ThemeStrings(theme: theme, language: language)
            return TextInLanguage(lang: language.tag, title: strings.text(titleKey), text: strings.text(textKey))
        }
        return (texts, try ThemeStrings(theme: theme, language: .english))
    }
}

/// The root page of a store with several families: it names none of them and shows no household
/// data, because each family's folder is guarded on its own (docs/hosting.md).
struct LandingPage {
    /// The same words in every language of the theme.
    var greetings: [TextInLanguage]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let (greetings, english) = try TextInLanguage.all(theme: theme, titleKey: "landing_title", textKey: "landing_text")
        let page = Page(folder: "", template: "landing", title: english.text("landing_title"), section: nil,
                        model: LandingPage(greetings: greetings))
        return (page, english)
    }
}

/// The site's 404 page, for a web server (and `hearth serve`) to show at any depth: it stands alone,
/// with its style inline and no link to the site's files, and shows no household data.
struct NotFoundPage {
    var messages: [TextInLanguage]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let (messages, english) = try TextInLanguage.all(theme: theme, titleKey: "not_found_title", textKey: "not_found_text")
        let page = Page(folder: "", template: "not-found", title: english.text("not_found_title"), section: nil,
                        model: NotFoundPage(messages: messages))
        return (page, english)
    }
}
