import HearthDomain

/// The root page of a store with several families: it names none of them and shows no household
/// data, because each family's folder is guarded on its own (docs/hosting.md).
struct LandingPage {
    static let route = Route(folder: "", template: "landing", section: nil)

    /// The same words in every language of the theme.
    var greetings: [TextInLanguage]

    static func page(theme: Theme) throws -> (page: Page, strings: ThemeStrings) {
        let (greetings, english) = try TextInLanguage.all(theme: theme, titleKey: "landing_title", textKey: "landing_text")
        let page = Page(route: route, title: english.text("landing_title"),
                        model: LandingPage(greetings: greetings))
        return (page, english)
    }
}
