import Foundation
import HearthDomain

/// The files of one build, planned before any is rendered. Each item knows its paths and what its files
/// depend on besides the theme and the build's options (its key), so an item whose key is unchanged
/// since the last build is taken over from the previous site instead of being rendered again.
/// Pages are made only when rendered, so a large household never holds every page in memory.
struct SitePlan {
    struct Item: Sendable {
        /// The item's files, relative to the site's root.
        var paths: [String]
        /// What the files depend on; nil: render every time (pages that show many things, and cheap ones).
        /// Worked out when the item's turn comes, on whichever core takes it: planning runs on one core,
        /// and the keys of a large household (a thousand items on each all-items page) are most of it.
        var key: (@Sendable () -> String)?
        /// How many of the files are pages (HTML, each with a Markdown twin beside it).
        var pageCount: Int
        /// The parts of the family's household the files show (`ShowsFamilyData`); nil for files that
        /// show none (the theme's, the site's own).
        var shows: Set<FamilyData>? = nil
        var render: @Sendable (ThemeTemplates, Theme) throws -> [(String, FileBytes)]
    }

    private(set) var items: [Item] = []
    /// Watches the templates' lookups of every page planned (`TemplateCheck`), when set.
    var templateCheck: TemplateCheck?
    /// The rows of long lists kept from the pages' last rendering (`hearth host`: `ResidentSite`), when set.
    var rowCache: RowCache?
    /// What the week's report shows of the chores, kept by a resident site between changes (`ChoreWeekCache`).
    var choreWeeks: ChoreWeekCache?
    /// The keys of the pages of every item, kept by a resident site between changes (`ListingKeyCache`).
    var listingKeys: ListingKeyCache?
    var fileCount: Int { items.reduce(0) { $0 + $1.paths.count } }

    /// A page (HTML and Markdown twin) made by `make` when rendered.
    private mutating func addPage(prefix: String, folder: String, fileName: String = "index", key: (@Sendable () -> String)?,
                                  shows: Set<FamilyData>? = nil, layout: PageLayout, make: @escaping @Sendable () throws -> Page) {
        addPages(prefix: prefix, folders: [folder], fileName: fileName, key: key, shows: shows, layout: layout) { [try make()] }
    }

    /// Pages made together by `make`, one per folder in the same order: one item, so what the pages share
    /// (a recipe's method in each of its servings) is worked out once. With `formatsApart`, the HTML and
    /// the Markdown are two items, rendered on two cores from one model.
    private mutating func addPages(prefix: String, folders: [String], fileName: String = "index", key: (@Sendable () -> String)?,
                                   shows: Set<FamilyData>? = nil, layout: PageLayout, make: @escaping @Sendable () throws -> [Page]) {
        let bases = folders.map { prefix + $0 + fileName }
        let made: @Sendable () throws -> [Page] = {
            let pages = try make()
            precondition(pages.count == bases.count, "a plan item made another number of pages than it planned")
            precondition(zip(folders, pages).allSatisfy { $0 == $1.folder }, "a page's route is not the folder it was planned at")
            return pages
        }
        func add(formats: [String], pages: @escaping @Sendable () throws -> [Page], key: (@Sendable () -> String)?) {
            items.append(Item(paths: bases.flatMap { base in formats.map { base + "." + $0 } }, key: key,
                              pageCount: formats.contains("html") ? bases.count : 0, shows: shows) { templates, _ in
                var files: [(String, FileBytes)] = []
                for (base, page) in zip(bases, try pages()) {
                    // A page with long lists renders its rows in each format (`PageWithRows`); the others' formats share one context.
                    let shared = page.model is any PageWithRows ? nil : try layout.context(for: page, templates: templates, rows: nil)
                    for format in formats {
                        let (context, splice) = try shared ?? layout.context(for: page, templates: templates, rows: format)
                        files.append((base + "." + format, splice.spliced(try templates.render(page.template + "." + format, context))))
                    }
                }
                return files
            })
        }
        if formatsApart {
            // Kept only as long as the plan: a refresh plans a few pages.
            let pages = MadeOnce(made)
            var onceKey: (@Sendable () -> String)?
            if let key {
                let sharedKey = MadeOnce<String>(key)
                onceKey = { (try? sharedKey.value()) ?? "" }
            }
            add(formats: ["html"], pages: { try pages.value() }, key: onceKey)
            add(formats: ["md"], pages: { try pages.value() }, key: onceKey)
        } else {
            add(formats: ["html", "md"], pages: made, key: key)
        }
    }

    /// Whether a page's HTML and Markdown are planned as two items (see `addPages`): a refresh of a few
    /// large pages then uses both cores; a full build, with many pages, has work enough for every core.
    var formatsApart = false

    /// A family's files in each language its members read (`FamilySnapshot.languagesRead`): in the
    /// family's under `prefix`, in each other one under `prefix` and the language's folder
    /// (`LanguageSwitch`), whose pages link to each other. `touched`, `scope` and `recipeLinks` as `addFamily`.
    mutating func addFamilyInEachLanguage(_ snapshot: FamilySnapshot, under prefix: String, theme: Theme, options: BuildOptions,
                                          touched: Set<FamilyData>? = nil, scope: RefreshScope = RefreshScope(), recipeLinks: RecipeLinks? = nil) throws {
        let languages = snapshot.languagesRead
        for language in languages {
            try addFamily(snapshot.read(in: language), under: prefix + LanguageSwitch.folder(of: language, familys: snapshot.family.language),
                          theme: theme, options: options, touched: touched, scope: scope, recipeLinks: recipeLinks,
                          languages: try LanguageSwitch(languages, current: language, theme: theme))
        }
    }

    /// The folders of a family's files under `prefix`: its own, then one for each other language its members read.
    static func folders(of snapshot: FamilySnapshot, under prefix: String) -> [String] {
        snapshot.languagesRead.map { prefix + LanguageSwitch.folder(of: $0, familys: snapshot.family.language) }
    }

    /// A family's pages, calendars, pictures, QR codes and assets, under `prefix` ("" or "<family ID>/");
    /// with `touched`, only the files that show one of those parts (`ShowsFamilyData`: `ResidentSite`
    /// renders again what a change touched, and keeps the family's `recipeLinks`), of which `scope` may
    /// leave some as they are (`RefreshScope`). A static build's pages
    /// link to the same page in the family's other `languages`; a hosted one's do not (`hearth host` serves
    /// each member their own at the family's addresses, where the forms are).
    mutating func addFamily(_ snapshot: FamilySnapshot, under prefix: String, theme: Theme, options: BuildOptions,
                            touched: Set<FamilyData>? = nil, scope: RefreshScope = RefreshScope(), recipeLinks: RecipeLinks? = nil,
                            languages: LanguageSwitch? = nil) throws {
        let date = options.date
        let strings = try ThemeStrings(theme: theme, language: snapshot.family.language)
        let footer = strings.text("footer", ["date": strings.longDate(date)])
        let hosted = options.hosted
        let layout = PageLayout(strings: strings, check: templateCheck, rowCache: rowCache, languages: hosted ? nil : languages) { page in
            var model = LayoutModel(page: page, siteTitle: snapshot.family.name, strings: strings, sections: Section.allCases, footer: footer)
            model.hosted = hosted
            model.server = options.serverRoot
            model.live = true
            model.printer = hosted && options.familiesWithPrinters.contains(snapshot.family.id)
            return model
        }
        let keyedByParts = keysPagesByParts
        let fingerprints = FamilyFingerprints(snapshot, wholeBook: keyedByParts)
        /// Whether files that show `shown` (and the family's record) are planned: every one in a full build.
        func planned(_ shown: Set<FamilyData>) -> Bool {
            guard let touched else { return true }
            return !touched.isDisjoint(with: shown.union([.family]))
        }
        /// A file of the family's that shows `Kind.shows`, keyed by what it shows, or by `own` (a page of one
        /// record: the record and what it takes from the rest), with the family's record.
        func add<Kind: ShowsFamilyData>(_ kind: Kind.Type, paths: [String], own: (@Sendable () -> String)? = nil, pageCount: Int = 0,
                                        render: @escaping @Sendable (ThemeTemplates, Theme) throws -> [(String, Data)]) {
            guard planned(Kind.shows) else { return }
            items.append(Item(paths: paths, key: Self.key(of: Kind.shows, own: own, fingerprints: fingerprints, byParts: keyedByParts),
                              pageCount: pageCount, shows: Kind.shows) { try render($0, $1).map { ($0, FileBytes($1)) } })
        }
        /// A page of the family's that shows `Kind.shows`, by its route: where it is written and where its links start are one.
        func add<Kind: ShowsFamilyData>(_ kind: Kind.Type, _ route: Route, own: (@Sendable () -> String)? = nil,
                                        _ make: @escaping @Sendable () throws -> Page) {
            guard planned(Kind.shows) else { return }
            var pageKey: (@Sendable () -> String)?
            if let key = Self.key(of: Kind.shows, own: own, fingerprints: fingerprints, byParts: keyedByParts) {
                pageKey = { Fingerprint.join([route.folder, key()]) }
            }
            addPage(prefix: prefix, folder: route.folder, key: pageKey, shows: Kind.shows, layout: layout, make: make)
        }
        let recipeLinks = recipeLinks ?? RecipeLinks(snapshot.recipes)
        add(DashboardPage.self, DashboardPage.route) { DashboardPage.page(for: snapshot, date: date, links: recipeLinks, strings: strings) }
        let liveAddress = options.liveAddress.map { $0 + "/" + prefix + ShoppingPage.route.folder }
        // The list's pages show the meals and recipes only as the meals the items are for (`MealsOnTheList`).
        if scope.mealsOnTheListChanged || planned(ShoppingPage.shows.subtracting(MealsOnTheList.parts)) {
            add(GroceriesPage.self, GroceriesPage.route) { GroceriesPage.page(for: snapshot, hosted: hosted, strings: strings) }
            add(ShoppingPage.self, ShoppingPage.route) {
                ShoppingPage.page(for: snapshot, date: date, liveAddress: liveAddress, hosted: hosted, strings: strings)
            }
            for shop in snapshot.groceries.shops {
                add(ShoppingPage.self, ShoppingPage.shopRoute(for: shop, among: snapshot.groceries.shops)) {
                    ShoppingPage.page(for: snapshot, date: date, liveAddress: nil, hosted: hosted, strings: strings, at: shop)
                }
            }
        }
        if planned(AllItemsPage.shows) {
            let keys = listingKeys, generation = listingKeys?.generation() ?? 0
            for listing in AllItemsPage.listings(for: snapshot.groceries) {
                let folder = prefix + listing.folder
                let key: @Sendable () -> String = {
                    guard let keys else { return listing.key(in: snapshot.groceries) }
                    return keys.key(of: listing, family: snapshot.family.id, folder: folder, planned: generation) { listing.key(in: snapshot.groceries) }
                }
                add(AllItemsPage.self, listing.route, own: key) {
                    AllItemsPage.page(for: listing, snapshot: snapshot, strings: strings)
                }
            }
        }
        if let liveAddress, touched == nil {
            let path = prefix + ShoppingPage.liveCodePath
            items.append(Item(paths: [path], key: { "qr|\(liveAddress)" }, pageCount: 0) { _, _ in [(path, FileBytes(try QRCode(liveAddress).png()))] })
        }
        add(ChoresPage.self, ChoresPage.route) { ChoresPage.page(for: snapshot, date: date, strings: strings) }
        add(ChoresTodayPage.self, ChoresTodayPage.route) { ChoresTodayPage.page(for: snapshot, date: date, strings: strings) }
        add(WishesPage.self, WishesPage.route) { WishesPage.page(for: snapshot, strings: strings) }
        add(ChoreCalendar.self, paths: [prefix + ChoreCalendar.fileName]) { _, _ in
            [(prefix + ChoreCalendar.fileName, Data(ChoreCalendar.ics(for: snapshot, date: date, strings: strings).utf8))]
        }
        let keptWeeks = choreWeeks.map { ($0, $0.forgottenCount(of: snapshot.family.id)) }
        add(HouseholdReportPage.self, HouseholdReportPage.route) {
            HouseholdReportPage.page(for: snapshot, date: date, strings: strings, kept: keptWeeks)
        }
        add(RecipesPage.self, RecipesPage.route) { RecipesPage.page(for: snapshot, links: recipeLinks, strings: strings) }
        for order in RecipeOrder.allCases {
            add(RecipesSortedPage.self, RecipesSortedPage.route(for: order)) {
                RecipesSortedPage.page(for: snapshot, order: order, links: recipeLinks, strings: strings)
            }
        }
        add(MenuPage.self, MenuPage.route) { MenuPage.page(for: snapshot, date: date, links: recipeLinks, strings: strings) }
        add(MealCalendar.self, paths: [prefix + MealCalendar.fileName]) { _, _ in
            [(prefix + MealCalendar.fileName, Data(MealCalendar.ics(for: snapshot, date: date, strings: strings).utf8))]
        }
        if planned(RecipePage.shows) {
            // A recipe is rendered at the servings its meals are planned at too: the menu links to them.
            let planned = MenuPage.plannedServings(snapshot)
            for (index, recipe) in snapshot.recipes.enumerated() where scope.recipes?.contains(recipe.id) ?? true {
                let choices = options.servings + (planned[recipe.id] ?? [])
                let image = recipe.imageID.flatMap { snapshot.carImages[$0] }
                // A recipe's pages in every servings are one item: they share its method and its words.
                let folders = RecipePage.servingsChoices(for: recipe, chosen: choices).map { RecipePage.route(folder: recipeLinks.folder(recipe, servings: $0)).folder }
                let own: @Sendable () -> String = {
                    Fingerprint.join([fingerprints.recipeText(at: index), recipeLinks.slug(recipe), "\(choices)", Fingerprint.of(image)])
                }
                addPages(prefix: prefix, folders: folders, key: Self.key(of: RecipePage.shows, own: own, fingerprints: fingerprints, byParts: keyedByParts),
                         shows: RecipePage.shows, layout: layout) {
                    RecipePage.pages(for: recipe, servingsChoices: choices, family: snapshot.family, links: recipeLinks, strings: strings, image: image)
                }
            }
        }
        add(CarsPage.self, CarsPage.route) { CarsPage.page(for: snapshot, strings: strings) }
        if planned(CarPage.shows) {
            for car in snapshot.cars {
                let image = car.imageID.flatMap { snapshot.carImages[$0] }
                add(CarPage.self, CarPage.route(for: car), own: { Fingerprint.join([Fingerprint.of(car), Fingerprint.of(image)]) }) {
                    CarPage.page(for: car, snapshot: snapshot, strings: strings)
                }
            }
        }
        add(FamilyPage.self, FamilyPage.route) { FamilyPage.page(for: snapshot, strings: strings) }
        let joinURL = options.joinURL(for: snapshot.family.id)
        add(JoinCardsPage.self, JoinCardsPage.route) { JoinCardsPage.page(for: snapshot, joinURL: joinURL, strings: strings) }
        familyPrefixes.append(prefix)
        if planned(CarImage.shows) {
            for image in snapshot.carImages.values.sorted(by: { $0.id < $1.id }) {
                let path = prefix + CarImage.folder + image.fileName
                add(CarImage.self, paths: [path], own: { image.id }) { _, _ in [(path, Data(image.bytes))] }
            }
        }
        if planned(MemberCode.shows) {
            for member in snapshot.members {
                let path = prefix + MemberCode.folder + "\(member.id.text).png"
                let payload = MemberCode.payload(for: member.id, joinURL: joinURL)
                add(MemberCode.self, paths: [path], own: { payload }) { _, _ in [(path, try QRCode(payload).png())] }
            }
        }
        let manifestPath = prefix + WebAppManifest.fileName
        let manifest = WebAppManifest(family: snapshot.family)
        add(WebAppManifest.self, paths: [manifestPath]) { _, _ in [(manifestPath, try manifest.json())] }
        // The theme's files depend on no part of the household: a full build's only.
        guard touched == nil else { return }
        addAssets(under: prefix, theme: theme, hosted: options.hosted)
        if options.hosted {
            // At the family's root, not in assets/: a service worker looks after the folder it is in.
            let path = prefix + Self.serviceWorker
            items.append(Item(paths: [path], key: { "asset" }, pageCount: 0) { _, theme in [(path, FileBytes(try theme.file(Self.serviceWorker) ?? Data()))] })
        }
    }

    /// The key of a family's file that shows `shown`: the fingerprints of those parts, or with `own`, what a
    /// page of one record takes (its record, and what it shows of the rest), with the family's record.
    /// Nil, so rendered every time, when keys are not made by parts (`keysPagesByParts`), and for a page
    /// that shows the grocery list: nearly every change touches the list, and digesting 100,000 items made
    /// a build after one tick at N = 1000 slower than rendering the four pages that show it.
    private static func key(of shown: Set<FamilyData>, own: (@Sendable () -> String)?, fingerprints: FamilyFingerprints,
                            byParts: Bool) -> (@Sendable () -> String)? {
        if let own { return { @Sendable in Fingerprint.join([own(), fingerprints.key(of: [])]) } }
        guard byParts, !shown.contains(.groceryList) else { return nil }
        return { @Sendable in fingerprints.key(of: shown) }
    }

    /// Whether pages are keyed by the parts they show (`key(of:)`). A refresh (`ResidentSite`) plans only
    /// the pages that show what a change touched, whose keys would differ anyway: working them out
    /// (digesting a hundred thousand items) would be most of a tick at a large household.
    var keysPagesByParts = true

    /// A folder of a family's (in each language's folder too) whose files all show one part, but `besides`:
    /// a refresh that touched the part plans every file there, so a file it did not plan is one the family
    /// no longer has (`ResidentSite.gone`).
    struct FolderOfOnePart {
        let folder: String
        let part: FamilyData
        var besides: String? = nil
    }

    /// A recipe renamed or removed, a car sold, a picture no longer used, a member who joined another
    /// family (their code; the list's own code stays).
    static let foldersOfOnePart = [
        FolderOfOnePart(folder: RecipesPage.route.folder, part: .recipes),
        FolderOfOnePart(folder: CarsPage.route.folder, part: .cars),
        FolderOfOnePart(folder: CarImage.folder, part: .carImages),
        FolderOfOnePart(folder: MemberCode.folder, part: .members, besides: ShoppingPage.liveCodePath),
    ]

    /// The script that keeps a hosted family's pages on the phone for use with no signal.
    static let serviceWorker = "hearth-sw.js"
    /// The file an open page polls to notice a newer build, in each family's folder.
    static let versionFile = "hearth-version.txt"
    /// The folders of the families planned so far ("" for a family at the root).
    private var familyPrefixes: [String] = []

    /// The build's version in every family's folder (`versionFile`): those planned so far, or `prefixes`.
    mutating func addVersionFiles(_ version: String, prefixes: [String]? = nil) {
        for prefix in prefixes ?? familyPrefixes {
            let path = prefix + Self.versionFile
            items.append(Item(paths: [path], key: { "version|" + version }, pageCount: 0) { _, _ in [(path, FileBytes(Data((version + "\n").utf8)))] })
        }
    }

    /// Redirect pages at `earlier`, a folder a family's pages left, for every page the family has now
    /// under `prefix`, and a copy of its calendar feed there (`SiteAddresses`). Paths the plan already
    /// has (the site's root page) are left to their own items.
    /// Nothing is put into another family's folder (`otherFolders`): its pages are its own.
    mutating func addRedirects(from earlier: String, to prefix: String, otherFolders: Set<String>) {
        let paths = items.flatMap(\.paths)
        let taken = Set(paths)
        func inOtherFolder(_ path: String) -> Bool { otherFolders.contains { path.hasPrefix($0) } }
        let pages = paths.filter { $0.hasPrefix(prefix) && $0.hasSuffix("index.html") }
        for page in pages {
            let folder = String(page.dropFirst(prefix.count).dropLast("index.html".count))
            let base = earlier + folder + "index"
            guard !taken.contains(base + ".html"), !inOtherFolder(base) else { continue }
            let target = prefix + folder
            items.append(Item(paths: [base + ".html", base + ".md"], key: { "redirect|\(target)" }, pageCount: 1) { _, _ in
                let redirect = SiteAddresses.redirectPage(at: earlier + folder, to: target)
                return [(base + ".html", FileBytes(redirect.html)), (base + ".md", FileBytes(redirect.markdown))]
            })
        }
        if let calendar = items.first(where: { $0.paths == [prefix + ChoreCalendar.fileName] }), !taken.contains(earlier + ChoreCalendar.fileName),
           !inOtherFolder(earlier + ChoreCalendar.fileName) {
            let path = earlier + ChoreCalendar.fileName
            let calendarKey = calendar.key
            let key: (@Sendable () -> String)? = calendarKey.map { key in { @Sendable in "copy|" + key() } }
            let render = calendar.render
            items.append(Item(paths: [path], key: key, pageCount: 0) { templates, theme in
                try render(templates, theme).map { (path, $0.1) }
            })
        }
    }

    /// The root page of a site whose one family has its own folder: it sends the browser there.
    mutating func addRootRedirect(to prefix: String) {
        items.append(Item(paths: ["index.html", "index.md"], key: { "redirect|\(prefix)" }, pageCount: 1) { _, _ in
            let redirect = SiteAddresses.redirectPage(at: "", to: prefix)
            return [("index.html", FileBytes(redirect.html)), ("index.md", FileBytes(redirect.markdown))]
        })
    }

    /// The site's record of where each family's pages have been (`SiteAddresses`).
    mutating func addAddresses(_ text: String) {
        items.append(Item(paths: [SiteAddresses.fileName], key: { "addresses|" + text }, pageCount: 0) { _, _ in
            [(SiteAddresses.fileName, FileBytes(Data(text.utf8)))]
        })
    }

    /// The root page of a site with several families, which names none of them.
    mutating func addLanding(theme: Theme) throws {
        let (page, strings) = try LandingPage.page(theme: theme)
        let footer = strings.text("landing_footer")
        let layout = PageLayout(strings: strings, check: templateCheck) { page in
            LayoutModel(page: page, siteTitle: strings.text("site_name"), strings: strings, sections: [], footer: footer)
        }
        addPage(prefix: "", folder: "", key: { "landing" }, layout: layout) { page }
    }

    /// The style sheet, scripts and icons at the site's root, for the pages there (the landing page, the
    /// 404 page) and `hearth host`'s own pages (sign-in, invitations), whether the site has one family
    /// or several.
    mutating func addRootAssets(theme: Theme) {
        addAssets(under: "", theme: theme, hosted: false)
    }

    /// robots.txt at the site's root: a household's pages stay out of search engines (every page also
    /// says `noindex`, for a site served under a sub-path, where a robots.txt is not read).
    mutating func addRobots() {
        items.append(Item(paths: ["robots.txt"], key: { "robots" }, pageCount: 0) { _, _ in
            [("robots.txt", FileBytes(Data("# A household's dashboard, for its family only.\nUser-agent: *\nDisallow: /\n".utf8)))]
        })
    }

    /// The site's 404 page, at its root.
    mutating func addNotFound(theme: Theme) throws {
        let (page, strings) = try NotFoundPage.page(theme: theme)
        let layout = PageLayout(strings: strings, check: templateCheck) { page in
            LayoutModel(page: page, siteTitle: strings.text("site_name"), strings: strings, sections: [], footer: "")
        }
        addPage(prefix: "", folder: "", fileName: "404", key: { "404" }, layout: layout) { page }
    }

    private mutating func addAssets(under prefix: String, theme: Theme, hosted: Bool) {
        // The script of `hearth host`'s forms only where there are forms.
        for path in theme.paths where path.hasPrefix("assets/") && (hosted || path != "assets/hearth-host.js") {
            items.append(Item(paths: [prefix + path], key: { "asset" }, pageCount: 0) { _, theme in [(prefix + path, FileBytes(try theme.file(path) ?? Data()))] })
        }
    }

    /// Text files end with exactly one line break; a template's blank lines at the end do not count.
    static func endingWithNewline(_ text: String) -> Data {
        var data = Data(text.utf8)
        while data.last == UInt8(ascii: "\n") { data.removeLast() }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// A short digest of many texts, for keys that would otherwise be long.
    static func digest(_ parts: [String]) -> String {
        Digest.hex(Array(Fingerprint.join(parts).utf8), length: 32)
    }
}
