import HearthDomain

/// What the layout templates show around every page: language, titles, navigation, footer, and
/// the relative paths that make the folder work from disk, at a server's root or under a sub-path.
struct LayoutModel: Hashable, Sendable {
    struct NavigationLink: Hashable {
        var label: String
        var href: String
        var markdownHref: String
        /// `aria-current`: "page" on the link to the page itself (a section's own page), "true" on the
        /// section's link from a page below it (a recipe, a sorted list), nil elsewhere.
        var ariaCurrent: String?
        /// The link leads to the page's section (for templates that only mark it).
        var current: Bool { ariaCurrent != nil }
    }

    var lang: String
    /// `siteTitle`: the site's title: the family's name.
    var siteTitle: String
    var pageTitle: String
    /// `root`: "" on the family's root page, "../" one folder down, and so on.
    var root: String
    var navigation: [NavigationLink]
    var hasNavigation: Bool { !navigation.isEmpty }
    var footer: String
    /// The same page in each language the family's members read, when they read more than one
    /// (`LanguageSwitch`); none on a hosted page, where each member chooses theirs on the server's page.
    var languages: [LanguageSwitch.Link] = []
    var hasLanguages: Bool { !languages.isEmpty }
    /// The header with its navigation (partials/site-header.html) and the Markdown navigation line
    /// (partials/site-navigation.md), the same on every page of a section at one depth: see PageLayout.
    var header = ""
    var navigationMarkdown = ""
    /// Served by `hearth host`: the pages carry its forms (`HostedPage`); false in a static build.
    var hosted = false
    /// In a hosted build, the family has a printer (`hearth family set --printer`): the shopping list,
    /// the week and the household report have a button that prints them there.
    var printer = false
    /// A family's page, which notices a newer build of the site and shows it (assets/hearth.js); false on
    /// the pages at the site's root (the landing page, the 404 page), which have no version file to ask.
    var live = false
    /// In a hosted build, the path where `hearth host`'s own addresses begin ("/", or "/hearth/" under a
    /// sub-path): `{{site.server}}invite`. The family's pages link to each other by `root`.
    var server = "/"
    /// In a hosted build, what `hearth host` replaces with the signed-in member's CSRF token and name.
    var csrf: String { hosted ? HostedPage.csrfMarker : "" }
    var signedInAs: String { hosted ? HostedPage.memberMarker : "" }
    /// The longest name and wish the household's rules take: a form's field takes no more (`maxlength`).
    var nameLimit: Int { NameRules.maximumLength }
    var wishLimit: Int { Wish.maximumLength }
    /// The addresses of the family's forms, by name (`FormAction`): `{{site.act.groceryItem}}`.
    var act: FormAddresses<FormAction> { FormAddresses(root: root) }
    /// The addresses of the forms `hearth host` answers itself (`ServerAction`): `{{site.serverForm.printWeek}}`.
    var serverForm: FormAddresses<ServerAction> { FormAddresses(root: server) }

    init(page: Page, siteTitle: String, strings: ThemeStrings, sections: [Section], footer: String) {
        let root = String(repeating: "../", count: page.depth)
        self.lang = strings.language.tag
        self.siteTitle = siteTitle
        self.pageTitle = page.title
        self.root = root
        self.navigation = sections.map { section in
            NavigationLink(label: strings.text(section.labelKey),
                           href: root + section.folder + "index.html",
                           markdownHref: root + section.folder + "index.md",
                           ariaCurrent: section != page.section ? nil : page.folder == section.folder ? "page" : "true")
        }
        self.footer = footer
    }
}
