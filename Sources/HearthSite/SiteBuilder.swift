import Foundation
import HearthDomain

/// What a build needs besides the household: where to write, which theme, which day it is.
public struct BuildOptions: Sendable {
    public var output: URL
    /// A user's templates folder, whose files override the built-in theme's file by file.
    public var templates: URL?
    /// Files the build reads besides the templates (the store and its -wal and -shm files): the output
    /// may not hold them, since a build replaces it whole.
    public var inputs: [URL] = []
    /// The build's "today". Nothing else in the output depends on the clock.
    public var date: CalendarDay
    /// Render this family's dashboard as the site's root; nil: the only family, or a folder each.
    public var familyID: HearthID?
    /// The store's revision the snapshot was read at; with it, a build with nothing changed does nothing.
    public var storeRevision: Int?
    /// What member QR codes carry: this URL with {id} filled in, or (nil) the family's saved address's
    /// join URL (`savedPublicURLs`), or the bare member ID.
    public var joinURL: String?
    /// Where each family opens the hosted site, as saved (`hearth family set --public-url`).
    public var savedPublicURLs: [HearthID: String] = [:]
    /// The families with a printer for `hearth host`'s Print buttons (`hearth family set --printer`).
    public var familiesWithPrinters: Set<HearthID> = []

    /// What `family`'s member QR codes carry: `joinURL`, else its saved address + "/join/{id}", else nil.
    public func joinURL(for family: HearthID) -> String? {
        joinURL ?? savedPublicURLs[family].map { $0 + "/join/{id}" }
    }
    /// The numbers of servings every recipe gets a page for, besides its own.
    public var servings: [Int]
    public var writer: any SiteFileWriter
    /// Told (files written so far, files in all) as the build goes, for a progress display.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Notes every name the templates ask for in the pages this build renders (`TemplateCheck`).
    public var templateCheck: TemplateCheck?
    /// Keeps the rows of the pages' long lists between renderings (`RowCache`): set by `ResidentSite`, whose
    /// refreshes render a page again after a tick. A build that renders each page once keeps none.
    var rowCache: RowCache?
    /// Keeps what the week's report shows of the chores between renderings (`ChoreWeekCache`): set by
    /// `ResidentSite` with the row cache.
    var choreWeeks: ChoreWeekCache?
    /// Keeps the keys of the pages of every item between changes (`ListingKeyCache`): set by `ResidentSite`
    /// with the row cache.
    var listingKeys: ListingKeyCache?
    /// A build for `hearth host`: the family's pages carry its forms (`HostedPage`). A plain build's
    /// pages have no form and no button that needs a server.
    public var hosted = false
    /// Where the family opens a hosted site (`hearth host`'s --public-url, or its own address): the
    /// printed shopping list carries a QR code of its page there. Nil: no code.
    public var liveAddress: String?
    /// Where `hearth host`'s own addresses begin (invitations, calendar feeds): "/" when the family opens
    /// the site at a server's root, "/hearth/" under a sub-path (`--public-url https://home.example/hearth`).
    public var serverRoot = "/"

    public init(output: URL, templates: URL? = nil, date: CalendarDay, familyID: HearthID? = nil, storeRevision: Int? = nil,
                joinURL: String? = nil, servings: [Int] = [], writer: any SiteFileWriter = DiskFileWriter(), progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.output = output
        self.templates = templates
        self.date = date
        self.familyID = familyID
        self.storeRevision = storeRevision
        self.joinURL = joinURL
        self.servings = servings
        self.writer = writer
        self.progress = progress
    }
}

/// Renders the household's dashboard into a static folder of HTML pages with Markdown twins.
///
/// The families come in as one snapshot read from the store. With one family (or `familyID`), that
/// family's dashboard is the site's root; otherwise each family gets its own folder, named by its ID,
/// holding its own pages and its own copy of the assets, and the root page names none of them.
public struct SiteBuilder {
    public init() {}

    /// Builds the site from a household snapshot. With `options.storeRevision` set, a site already built
    /// from that revision with the same theme and options is left as it is.
    public func build(_ snapshots: [FamilySnapshot], options: BuildOptions) throws -> BuildReport {
        try Self.checkOutput(options)
        if let revision = options.storeRevision,
           let report = try upToDate(families: snapshots.map(\.family), revision: revision, options: options) {
            return report
        }
        return try render(snapshots, options: options)
    }

    /// Builds the site, reading the household only when the site is not already up to date: a glance at
    /// the store's revision and families first, `read` (the whole snapshot and its revision) after.
    public func build(families: [Family], revision: Int, options: BuildOptions,
                      read: () throws -> (families: [FamilySnapshot], revision: Int)) throws -> BuildReport {
        try Self.checkOutput(options)
        if let report = try upToDate(families: families, revision: revision, options: options) { return report }
        let (snapshots, current) = try read()
        var options = options
        options.storeRevision = current
        return try render(snapshots, options: options)
    }

    private func render(_ snapshots: [FamilySnapshot], options: BuildOptions) throws -> BuildReport {
        let started = Date()
        let theme = try Theme(userFolder: options.templates)
        let templates = try ThemeTemplates(theme: theme)

        var chosen = snapshots
        if let familyID = options.familyID {
            chosen = snapshots.filter { $0.family.id == familyID }
            guard !chosen.isEmpty else { throw Failure(.badData, "--family \(familyID): no such family in the store") }
        }
        guard !chosen.isEmpty else {
            throw Failure(.missingInput, "the store has no family yet: make one with `hearth family create NAME`, or build the demo with `hearth build --demo`")
        }

        // Plan every file first, so progress can say how many there are.
        var plan = SitePlan()
        plan.templateCheck = options.templateCheck
        plan.rowCache = options.rowCache
        plan.choreWeeks = options.choreWeeks
        plan.listingKeys = options.listingKeys
        try plan.addNotFound(theme: theme)
        plan.addRobots()
        let folder = OutputFolder(options.output)
        var moves: [BuildReport.Move] = []
        if options.familyID != nil {
            // `--family`: that family's dashboard is the site, at its root.
            try plan.addFamilyInEachLanguage(chosen[0], under: Self.folder(of: chosen[0].family, options: options), theme: theme, options: options)
        } else {
            // Every family in its own folder, however many the store has, so no address moves when a
            // family comes or goes; earlier folders keep redirects (`SiteAddresses`).
            let placed = chosen.sorted(by: { $0.family.folderName < $1.family.folderName }).map { ($0, Self.folder(of: $0.family, options: options)) }
            // Commands and imports keep folder names unique; another program may not have.
            for (first, second) in zip(placed, placed.dropFirst()) where first.1 == second.1 {
                throw Failure(.badData, "families rows \(first.0.family.id) (\(first.0.family.name)) and \(second.0.family.id) (\(second.0.family.name)) both have the folder \"\(first.0.family.folderName)\"; give one another with `hearth family set --folder NAME --family ID`")
            }
            if placed.count == 1 { plan.addRootRedirect(to: placed[0].1) } else { try plan.addLanding(theme: theme) }
            plan.addRootAssets(theme: theme)
            for (snapshot, prefix) in placed {
                try plan.addFamilyInEachLanguage(snapshot, under: prefix, theme: theme, options: options)
            }
            let addresses = SiteAddresses.read(from: folder.url, families: chosen.map(\.family))
            let taken = Set(placed.map(\.1))
            for (snapshot, prefix) in placed {
                let earlier = addresses.moved(snapshot.family, to: prefix, taken: taken)
                for old in earlier { plan.addRedirects(from: old, to: prefix, otherFolders: taken.subtracting([prefix])) }
                if !earlier.isEmpty, !(addresses.earlier[snapshot.family.id] ?? []).contains(prefix) {
                    moves.append(.init(name: snapshot.family.name, from: earlier, to: prefix))
                }
            }
            plan.addAddresses(addresses.text(now: placed.map { ($0.0.family.id, $0.1) }))
        }

        let global = try Self.globalKey(theme: theme, options: options, families: chosen.map(\.family))
        // What an open page polls to notice a newer build (assets/hearth.js): the same theme, options
        // and store revision give the same site, and the same version.
        plan.addVersionFiles(Self.version(global: global, revision: options.storeRevision))
        // One build at a time into the folder: the previous site is read once no other build can replace it.
        try folder.makeParent()
        let lock = try BuildLock.wait(for: folder)
        defer { lock.release() }
        let previous = folder.hasMarker ? BuildManifest.read(from: folder.url) : nil
        let staging = try folder.beginStaging()
        do {
            let run = RenderRun(plan: plan, templates: templates, theme: theme, global: global, previous: previous,
                                previousFolder: folder.url, staging: staging.url, spare: staging.spare, writer: options.writer,
                                progress: options.progress)
            let manifest = try run.renderAll(revision: options.storeRevision)
            try options.writer.write(manifest.bytes(sortedAs: nil).bytes, to: staging.url.appending(path: BuildManifest.fileName))
            // The spare may hold a list of files a refresh was replacing (`ResidentSite`): it says nothing of this site.
            unlink(staging.url.appending(path: BuildManifest.touchedFileName).path)
            try folder.publish(staging.url)
            return BuildReport(pages: plan.items.reduce(0) { $0 + $1.pageCount }, files: manifest.entries.count,
                               bytes: manifest.entries.values.reduce(0) { $0 + $1.size }, renderedFiles: run.renderedFiles,
                               seconds: Date().timeIntervalSince(started), output: options.output,
                               familyEntrances: Self.entrances(chosen.map(\.family), options: options), unchanged: false, moves: moves)
        } catch {
            folder.discard(staging.url)
            throw error
        }
    }

    /// Refuses an output that holds the store, the templates or the folder the command runs in, or that
    /// is not a folder Hearth may replace; before anything is made beside it.
    static func checkOutput(_ options: BuildOptions) throws {
        let folder = OutputFolder(options.output)
        try folder.checkHoldsNone(of: options.inputs + (options.templates.map { [$0] } ?? []))
        try folder.checkMayReplace()
    }

    /// Where a family's pages are in the site: "" at the root (`--family`), else "<folder name>/". A refresh
    /// (`ResidentSite`) places them by the same rule.
    static func folder(of family: Family, options: BuildOptions) -> String {
        options.familyID != nil ? "" : family.folderName + "/"
    }

    /// Each family's dashboard, in its folder (none when `--family` put one family at the root).
    static func entrances(_ families: [Family], options: BuildOptions) -> [(name: String, path: String)] {
        options.familyID != nil ? [] : families.sorted { $0.folderName < $1.folderName }.map { ($0.name, $0.folderName + "/index.html") }
    }

    /// The build's version (`SitePlan.versionFile`): the same theme, options and store revision give the
    /// same site, and the same version.
    static func version(global: String, revision: Int?) -> String {
        SitePlan.digest([global, revision.map(String.init) ?? "demo"])
    }

    /// What every page depends on besides its own data: the theme, the options, which families.
    static func globalKey(theme: Theme, options: BuildOptions, families: [Family]) throws -> String {
        // The layout too: one family at the root (--family) or every family in its folder, by name.
        let chosen = options.familyID.map { ["root:" + $0.text] } ?? families.map { $0.id.text + "/" + $0.folderName }
        let saved = options.savedPublicURLs.map { $0.key.text + "=" + $0.value }.sorted().joined(separator: ",")
            + ";" + options.familiesWithPrinters.map(\.text).sorted().joined(separator: ",")
        return SitePlan.digest([try theme.fingerprint(), options.date.iso, "\(options.servings)", options.joinURL ?? "", saved,
                                options.hosted ? "hosted" : "static", options.liveAddress ?? "", options.serverRoot, chosen.sorted().joined(separator: ","), "renderer \(rendererVersion)"])
    }

    /// Raise this with every change to Hearth's Swift code that changes what a page shows for the same
    /// store, theme and options (an escaper, a model, a number's format): a site built by an older
    /// `hearth` is then rendered again in full instead of keeping its pages. A field added to a record
    /// needs no raise: the pages' keys are made from the records whole (`FamilyFingerprints`). 2: escaping by code point.
    /// 3: car prices with the family's decimal mark, amounts read with either mark. 4: Markdown leaves
    /// "0.25" as typed (only "1. " is a list marker). 5: small scaled volumes in the next spoon down,
    /// counted sixths; the chore calendar's series start in the family's first week; slugs numbered
    /// around a name's own. 6: an English plural after one or less is singular ("1 egg"). 7: and a
    /// singular after more is plural ("2 onions"). 8: the fatigue chart's names above their bars.
    /// 9: a count unit inside an ingredient's name carries its number ("2 (400 g) cans tomatoes").
    /// 10: teaspoons in eighths, not decimals; Chinese amounts ("1又1/2杯", "半 斤", "１ 大匙") scale.
    /// 11: the counted word of a name changes number ("2 sprigs of rosemary"); 斤 is a unit. 12: no
    /// prepTime in the JSON-LD of a recipe without one. 13: every family in its own folder, with
    /// `.hearth-addresses` and redirects where a family's pages were before; a moved member's name.
    /// 14: links between pages made from their routes (a page's link to itself is "index.html").
    /// 15: robots.txt at the root. 16: items, recipes and cars in natural order ("Car 2" before "Car 10").
    /// 17: hearth-version.txt in each family's folder, which open pages poll; the shopping list's key.
    /// 18: a grocery item's state worked out in its model (stateClasses, stateText, mark). 24: the
    /// teaspoons over whole tablespoons ("2 tbsp + 2 tsp", not "2 tbsp + ½ tbsp"). 25: ingredients in
    /// groups under their sections, tags, cuisine and nutrition on a recipe's page. 26: whole grams and
    /// millilitres stay exact (375 g, not 380 g); an amount after the name stays there. 27: the writer's
    /// own amounts as written; each kitchen's spoons (`KitchenWords`); English plurals for English only;
    /// JSON-LD inLanguage. 28: "about" in the words of a recipe in another language than its family's. 29: the
    /// family page's walking order, the household report's shopping trips.
    public static let rendererVersion = 29

    /// The report of a build that has nothing to do, or nil when there is something: nothing changed
    /// since the last build when the store's revision, the theme and the options are all the same, so
    /// the site already is what the build would write, and nothing is rewritten.
    public func upToDate(families: [Family], revision: Int, options: BuildOptions) throws -> BuildReport? {
        let started = Date()
        let folder = OutputFolder(options.output)
        // The header first: when something changed, the 100,000 lines below it are read only once, by the build.
        guard folder.hasMarker, let header = BuildManifest.readHeader(from: folder.url), header.revision == revision else { return nil }
        let theme = try Theme(userFolder: options.templates)
        guard header.global == (try Self.globalKey(theme: theme, options: options, families: families)),
              let previous = BuildManifest.read(from: folder.url) else { return nil }
        // Staging left by a killed build, unless a build is running now (its staging looks the same).
        if let lock = BuildLock.ifFree(folder) {
            folder.removeLeftoverStaging()
            lock.release()
        }
        let chosen = options.familyID.map { id in families.filter { $0.id == id } } ?? families
        return BuildReport(pages: previous.entries.keys.filter { $0.hasSuffix(".html") }.count, files: previous.entries.count,
                           bytes: previous.entries.values.reduce(0) { $0 + $1.size }, renderedFiles: 0,
                           seconds: Date().timeIntervalSince(started), output: options.output,
                           familyEntrances: Self.entrances(chosen, options: options), unchanged: true)
    }
}
