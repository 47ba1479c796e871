import ArgumentParser
import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore

/// Every option of a build, shared by `hearth build` and `hearth serve`.
struct SiteOptions: ParsableArguments {
    @OptionGroup var storeOption: StoreOption

    @Option(name: .customLong("output"), help: ArgumentHelp("The folder to write the site into (default: site; site-hosted for hearth host).", valueName: "folder"))
    var givenOutput: String?

    /// `--output`, else ./site (`hearth host` builds its own pages, with forms, into ./site-hosted).
    var output: String { givenOutput ?? "site" }

    @OptionGroup var templatesOption: TemplatesOption

    @Option(help: ArgumentHelp("The build's today, as YYYY-MM-DD (default: the local date; the demo's own date with --demo).", valueName: "date"))
    var date: String?

    @OptionGroup var familyOption: FamilyOption

    @Option(help: ArgumentHelp("Member QR codes carry this URL with {id} filled in, e.g. https://home.example/join?member={id} (default: the bare member ID). Hearth builds no page at that URL: use it only when something your server runs answers there (docs/hosting.md).", valueName: "template"))
    var joinURL: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The family's usual numbers of servings, which every recipe gets a page for besides half, its own, one and a half times and twice its own.", valueName: "list"))
    var servings: String?

    @Flag(help: "Render the demo household that ships inside hearth (no store file needed).")
    var demo = false

    /// A build of the site as these options say, ready to run again and again (each run reads the store
    /// anew and, without --date, takes the day it runs on).
    func makeBuild(progress: ProgressDisplay? = nil, templateCheck: TemplateCheck? = nil, output outputPath: String? = nil,
                   store givenStore: HouseholdStore? = nil) throws -> @Sendable () throws -> BuildReport {
        let store = try givenStore ?? openStore()
        let options = try makeOptions(progress: progress, templateCheck: templateCheck, output: outputPath, store: store)
        return { @Sendable () throws -> BuildReport in
            progress?.begin()
            // The progress line is cleared whether the build ends well or not.
            defer { progress?.finish() }
            // A glance at the store's revision first: with nothing changed, the household is not read.
            return try SiteBuilder().build(families: try store.families(), revision: try store.revision(), options: try options()) {
                try store.snapshotAndRevisionOnTwoConnections()
            }
        }
    }

    /// The site of a program that stays running (`hearth serve`, `hearth build --watch`), kept current
    /// as the store, the templates and the day change (`LiveSite`).
    func makeLiveSite(store: HouseholdStore, progress: ProgressDisplay? = nil) throws -> LiveSite {
        try LiveSite(store: store, options: try makeOptions(progress: progress, output: nil, store: store), storePath: watchedStorePath,
                     templates: templatesOption.url, followsToday: followsToday, progress: progress, log: { Console.message($0) })
    }

    /// `hearth host`'s site: built with its forms, kept current as `makeLiveSite`'s is.
    func makeHostedSite(output: String, store: HouseholdStore, joinURL: String?, liveAddress: String?) throws -> LiveSite {
        try LiveSite(store: store, options: try makeOptions(output: output, store: store, hosted: true, joinURL: joinURL, liveAddress: liveAddress),
                     storePath: watchedStorePath, templates: templatesOption.url, followsToday: followsToday, log: { Console.message($0) })
    }

    /// The options of each build, as these options say (without --date, the day it runs on).
    private func makeOptions(progress: ProgressDisplay? = nil, templateCheck: TemplateCheck? = nil, output outputPath: String?,
                             store: HouseholdStore, hosted: Bool = false, joinURL hostJoinURL: String? = nil,
                             liveAddress: String? = nil) throws -> @Sendable () throws -> BuildOptions {
        let familyID = try rootFamily(in: store)
        let joinURL = try (self.joinURL ?? hostJoinURL).map { try MemberCode.checkTemplate($0).mapError(\.failure).get() }
        let servings = try servingsList()
        let fixedDate = try self.fixedDate()
        let output = URL(fileURLWithPath: outputPath ?? self.output)
        let templates = templatesOption.url
        let inputs = demo ? [] : ["", "-wal", "-shm"].map { URL(fileURLWithPath: storeOption.path + $0) }
        let reportProgress = progress.map { progress in { @Sendable done, total in progress.show(done, of: total) } }
        return { @Sendable () throws -> BuildOptions in
            var options = BuildOptions(output: output, templates: templates, date: fixedDate ?? CalendarDay.localToday(), familyID: familyID,
                                       joinURL: joinURL, servings: servings, progress: reportProgress)
            options.inputs = inputs
            options.templateCheck = templateCheck
            options.hosted = hosted
            options.liveAddress = liveAddress
            // A hosted site under a sub-path (https://home.example/hearth) links to the server's addresses there.
            options.serverRoot = hosted ? PublicURL.serverRoot(of: liveAddress) : "/"
            // Read at each build: a family's address saved since (hearth family set --public-url) shows.
            options.savedPublicURLs = try store.savedPublicURLs()
            options.familiesWithPrinters = Set(try store.savedPrinters().keys)
            return options
        }
    }

    /// `--date`, or the demo's own day with `--demo`; nil: each build takes the day it runs on.
    func fixedDate() throws -> CalendarDay? {
        try date.map { try Today.parse($0) } ?? (demo ? DemoHousehold.date : nil)
    }

    /// `--family`: the family whose pages are the site's root; nil: every family in its folder.
    func rootFamily(in store: HouseholdStore) throws -> HearthID? {
        try familyOption.family.map { try store.family(matching: $0).id }
    }

    /// The store the options name: the demo household in memory, or the store file.
    func openStore() throws -> HouseholdStore {
        demo ? try DemoHousehold.store() : try storeOption.open()
    }

    /// The store file a watcher follows (none for the demo, which never changes).
    var watchedStorePath: String? { demo ? nil : storeOption.path }
    var followsToday: Bool { date == nil && !demo }

    /// "2,4,6,8": each 1 to 100; none when not given.
    private func servingsList() throws -> [Int] {
        guard let servings else { return [] }
        let values = servings.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
        let numbers = values.compactMap { Int($0) }
        let expected = "expected whole numbers from 1 to 100 separated by commas, such as 2,4,6,8"
        // Not a list of numbers is a usage error; a number out of range is refused by the recipes' rule.
        guard !values.isEmpty, numbers.count == values.count else { throw Failure(.usage, "--servings \(servings): \(expected)") }
        guard numbers.allSatisfy(Recipe.servingsRange.contains) else { throw Failure(.badData, "--servings \(servings): \(expected)") }
        return Array(Set(numbers)).sorted()
    }
}
