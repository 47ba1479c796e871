import HearthDomain

/// The root page of a store with several families: it names none of them and shows no household
/// data, because each family's folder is guarded on its own (docs/hosting.md).
struct LandingPage {
    struct Greeting {
        var lang: String
        var title: String
        var text: String
    }

    /// The same words in every language of the theme.
    var greetings: [Greeting]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let english = try ThemeStrings(theme: theme, language: .english)
        let greetings = try Language.allCases.map { language in
            let strings = try ThemeStrings(theme: theme, language: language)
            return Greeting(lang: language.tag, title: strings.text("landing_title"), text: strings.text("landing_text"))
        }
        let page = Page(folder: "", template: "landing", title: english.text("landing_title"), section: nil,
                        model: LandingPage(greetings: greetings))
        return (page, english)
    }
}

/// The site's 404 page, for a web server (and `hearth serve`) to show at any depth: it stands alone,
/// with its style inline and no link to the site's files, and shows no household data.
struct NotFoundPage {
    struct Message {
        var lang: String
        var title: String
        var text: String
    }

    var messages: [Message]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let english = try ThemeStrings(theme: theme, language: .english)
        let messages = try Language.allCases.map { language in
            let strings = try ThemeStrings(theme: theme, language: language)
            return Message(lang: language.tag, title: strings.text("not_found_title"), text: strings.text("not_found_text"))
        }
        var page = Page(folder: "", template: "not-found", title: english.text("not_found_title"), section: nil,
                        model: NotFoundPage(messages: messages))
        page.fileName = "404"
        return (page, english)
    }
}
