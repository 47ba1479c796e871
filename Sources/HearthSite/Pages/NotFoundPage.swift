import HearthDomain

/// The site's 404 page, for a web server (and `hearth serve`) to show at any depth: it stands alone,
/// with its style inline and no link to the site's files, and shows no household data.
struct NotFoundPage {
    static let route = Route(folder: "", template: "not-found", section: nil)

    var messages: [TextInLanguage]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let (messages, english) = try TextInLanguage.all(theme: theme, titleKey: "not_found_title", textKey: "not_found_text")
        let page = Page(route: route, title: english.text("not_found_title"),
                        model: NotFoundPage(messages: messages))
        return (page, english)
    }
}
