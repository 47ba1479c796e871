import Foundation
import HearthDomain

/// The files of one build, planned before any is rendered.
struct SitePlan {
    enum Item {
        /// A page (HTML and Markdown twin) at `prefix` + its folder.
        case page(Page, prefix: String, layout: LayoutModel, strings: ThemeStrings)
        /// The theme's assets/ copied under `prefix`.
        case assets(prefix: String)
        /// A car's image, written once under `prefix`images/, named by its content.
        case image(prefix: String, CarImage)
        /// A file made whole by the plan (the calendar feed).
        case file(path: String, Data)
        /// A member's QR code: `prefix`qr/<member ID>.png.
        case qrCode(prefix: String, memberID: HearthID, payload: String)

        /// Text files end with exactly one line break; a template's blank lines at the end do not count.
        static func endingWithNewline(_ text: String) -> Data {
            var text = Substring(text)
            while text.last == "\n" { text = text.dropLast() }
            return Data((text + "\n").utf8)
        }

        /// The files of the item: relative path and bytes.
        func render(templates: ThemeTemplates, theme: Theme) throws -> [(String, Data)] {
            switch self {
            case .page(let page, let prefix, let layout, let strings):
                let context: [String: Any] = ["site": layout, "t": strings.table, "page": page.model]
                let base = prefix + page.folder + page.fileName
                return [
                    (base + ".html", Self.endingWithNewline(try templates.render(page.template + ".html", context))),
                    (base + ".md", Self.endingWithNewline(try templates.render(page.template + ".md", context))),
                ]
            case .file(let path, let data):
                return [(path, data)]
            case .image(let prefix, let image):
                return [(prefix + "images/" + image.fileName, Data(image.bytes))]
            case .qrCode(let prefix, let memberID, let payload):
                return [(prefix + "qr/\(memberID.text).png", try QRCode(payload).png())]
            case .assets(let prefix):
                return try theme.paths.filter { $0.hasPrefix("assets/") }.map { path in
                    (prefix + path, try theme.file(path) ?? Data())
                }
            }
        }
    }

    private(set) var items: [Item] = []
    private(set) var fileCount = 0

    /// A family's pages and assets, under `prefix` ("" for the site's root, or "<family ID>/").
    mutating func addFamily(_ snapshot: FamilySnapshot, under prefix: String, theme: Theme, options: BuildOptions) throws {
        let date = options.date
        let strings = try ThemeStrings(theme: theme, language: snapshot.family.language)
        let footer = strings.text("footer", ["date": strings.longDate(date)])
        let recipeLinks = RecipeLinks(snapshot.recipes)
        let recipePages = try snapshot.recipes.flatMap {
            try RecipePage.pages(for: $0, servingsChoices: options.servings, family: snapshot.family, links: recipeLinks, strings: strings)
        }
        let pages = [
            DashboardPage.page(for: snapshot, date: date, strings: strings),
            GroceryPage.page(for: snapshot, strings: strings),
            ShoppingPage.page(for: snapshot, date: date, strings: strings),
            AllItemsPage.page(for: snapshot, strings: strings),
            WeekPage.page(for: snapshot, date: date, strings: strings),
            TodayPage.page(for: snapshot, date: date, strings: strings),
            WishWallPage.page(for: snapshot, strings: strings),
            RecipeIndexPage.page(for: snapshot, links: recipeLinks, strings: strings),
            CataloguePage.page(for: snapshot, strings: strings),
            FamilyPage.page(for: snapshot, strings: strings),
            JoinCardsPage.page(for: snapshot, joinURL: options.joinURL, strings: strings),
        ] + RecipeSortedPage.pages(for: snapshot, links: recipeLinks, strings: strings) + recipePages
            + CarPage.pages(for: snapshot, strings: strings)
        for page in pages {
            let layout = LayoutModel(page: page, siteTitle: snapshot.family.name, strings: strings,
                                     sections: Section.allCases, footer: footer)
            items.append(.page(page, prefix: prefix, layout: layout, strings: strings))
            fileCount += 2
        }
        items.append(.file(path: prefix + "chores.ics", Data(ChoreCalendar.ics(for: snapshot, date: date, strings: strings).utf8)))
        fileCount += 1
        for image in snapshot.carImages.values.sorted(by: { $0.id < $1.id }) {
            items.append(.image(prefix: prefix, image))
            fileCount += 1
        }
        for member in snapshot.members {
            items.append(.qrCode(prefix: prefix, memberID: member.id, payload: MemberCode.payload(for: member.id, joinURL: options.joinURL)))
            fileCount += 1
        }
        addAssets(under: prefix, theme: theme)
    }

    /// The site's 404 page, at its root.
    mutating func addNotFound(theme: Theme) throws {
        let (page, strings) = try NotFoundPage.page(theme: theme)
        let layout = LayoutModel(page: page, siteTitle: strings.text("site_name"), strings: strings, sections: [], footer: "")
        items.append(.page(page, prefix: "", layout: layout, strings: strings))
        fileCount += 2
    }

    /// The root page of a site with several families, which names none of them.
    mutating func addLanding(theme: Theme) throws {
        let (page, strings) = try LandingPage.page(theme: theme)
        let layout = LayoutModel(page: page, siteTitle: strings.text("site_name"), strings: strings, sections: [],
                                 footer: strings.text("landing_footer"))
        items.append(.page(page, prefix: "", layout: layout, strings: strings))
        fileCount += 2
        addAssets(under: "", theme: theme)
    }

    private mutating func addAssets(under prefix: String, theme: Theme) {
        items.append(.assets(prefix: prefix))
        fileCount += theme.paths.filter { $0.hasPrefix("assets/") }.count
    }
}
