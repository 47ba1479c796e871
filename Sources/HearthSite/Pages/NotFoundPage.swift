import HearthDomain

/// The site's 404 page, for a web server (and `hearth serve`) to show at any depth: it stands alone,
/// with its style inline and no link to the site's files, and shows no household data. Its one link goes
/// up a folder ("../"): from a page that is not there, most often to the list it was on.
struct NotFoundPage {
    static let route = Route(folder: "", template: "not-found", section: nil)

    /// The page's words in one language.
    struct Message {
        var lang: String
        var title: String
        var text: String
        var up: String
    }

    var messages: [Message]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let messages = try Language.all.map { language in
            let strings = try ThemeStrings(theme: theme, language: language)
            return Message(lang: language.tag, title: strings.text("not_found_title"), text: strings.text("not_found_text"),
                           up: strings.text("not_found_up"))
        }
        let english = try ThemeStrings(theme: theme, language: .base)
        let page = Page(route: route, title: english.text("not_found_title"),
                        model: NotFoundPage(messages: messages))
        return (page, english)
    }
}
