import Foundation
import HearthDomain
import Synchronization

/// A site kept in memory between builds by a program that stays running (`hearth host`): the household
/// as last read, the theme, and the manifest of the site on disk.
///
/// A change to the store (a form's, the API's, another program's) is rendered from memory (`refresh`, with
/// the `SiteChange` the caller read: the grocery items it changed and the parts of each family's household
/// its tables hold, read again): what changed is put into the household kept here, only the pages that show
/// it are planned and rendered, and each file that changed is written beside the site and renamed over its
/// old self, so every file is whole at every moment. Nothing else is read or planned, which is what made a
/// tick at a large household take seconds. A new day, a template, a family added or moved to another
/// folder, is a full build (`build`), which reads the household again.
///
/// A refresh renders the HTML pages, which the family's phones and open tabs show; their Markdown
/// twins and the manifest are written when the ticks pause (`finishWhenIdle`), or after ten seconds of
/// steady ticking: a burst of ticks renders them once, and a change that comes while they are written goes
/// first. A refresh lists the files it is about to
/// replace, twins included, in `.hearth-touched` before it replaces any; the list is removed when the
/// manifest is written. A program killed in between leaves a list that the next build reads
/// (`BuildManifest.read`) to render those files again, whatever their old entries say.
public final class ResidentSite: Sendable {
    public typealias Read = @Sendable () throws -> (families: [FamilySnapshot], revision: Int)

    /// What the site on disk was made from.
    struct State {
        var snapshots: [FamilySnapshot]
        var revision: Int
        var options: BuildOptions
        var theme: Theme
        var templates: ThemeTemplates
        var manifest: BuildManifest
        /// The manifest's paths in the order it was last written in (`BuildManifest.bytes(sortedAs:)`).
        var manifestPaths: [String]?
        /// The revision of the manifest on disk: a refresh leaves it behind (`finishWhenIdle`).
        var manifestOnDisk: Int
        /// The paths `.hearth-touched` lists (`listTouched`): none after a build, or once the manifest is written.
        var touchedListed: Set<String> = []
        var lastRefresh = Date.distantPast
        /// The site's HTML pages and bytes, for the report: taken from the build, moved by each refresh
        /// (summing the manifest's 100,000 entries at every tick was work on its hot path).
        var pages: Int
        var bytes: Int
        /// Each family's recipe addresses, which a grocery change leaves as they are (working them out
        /// for 10,000 recipes was a sixth of a tick).
        var recipeLinks: [HearthID: RecipeLinks] = [:]
        /// The Markdown twins refreshes put off, by family (`finishWhenIdle` writes them).
        var owedTwins: [HearthID: OwedTwins] = [:]
        /// The families whose files a refresh wrote with no key (`SitePlan.keysPagesByParts`), and the parts
        /// those show: keyed in the manifest when it is written, as a full build keys them.
        var unkeyed: [HearthID: Set<FamilyData>] = [:]
        /// The pages a refresh put off because another change was waiting (`refresh`'s `putOff`), by family:
        /// the parts of its household they show and their paths. The next refresh renders them once its own
        /// are written; the manifest waits for them.
        var owed: [HearthID: (parts: Set<FamilyData>, paths: Set<String>)] = [:]
        /// Since when pages have been owed: after `owedAtMost` none is put off again, so phones ticking on
        /// end do not leave the dashboard behind for as long as they tick.
        var owedSince: Date?
    }

    /// How long a page may be put off for the changes that keep coming.
    static let owedAtMost: TimeInterval = 1

    /// A family's Markdown twins that refreshes put off.
    struct OwedTwins {
        /// The parts of the household they show: what they are planned from.
        var touched: Set<FamilyData>
        /// Their paths: those not yet written of what the parts plan.
        var paths: Set<String>
        /// When the first of them was put off.
        var since: Date
    }

    private let makeOptions: @Sendable () throws -> BuildOptions
    private let read: Read
    /// What the site on disk was made from; nil before the first build, or after one that failed or
    /// stopped half way. Held for a whole build or refresh: one at a time (the folder's `BuildLock` keeps
    /// other programs' builds out too).
    private let kept = Mutex<State?>(nil)
    /// How many callers wait for `kept` (a change's refresh asks for the `revision` first, then refreshes):
    /// the Markdown twins being written meanwhile let them go first.
    private let waitingForKept = Atomic<Int>(0)

    /// - Parameters:
    ///   - options: the options of the next build (its day is the day it runs, unless fixed)
    ///   - read: the whole household and the store's revision it was read at
    public init(options: @escaping @Sendable () throws -> BuildOptions, read: @escaping Read) {
        makeOptions = options
        self.read = read
    }

    /// The store's revision the site on disk shows (nil before the first build, or after a failed one).
    public var revision: Int? { inTurn { kept.withLock { $0?.revision } } }

    /// Whether a refresh put pages off for a change that was waiting, which the next refresh renders.
    public var owesPages: Bool { inTurn { kept.withLock { !($0?.owed.isEmpty ?? true) } } }

    /// `wait`, counted in `waitingForKept` while it runs.
    private func inTurn<T>(_ wait: () throws -> T) rethrows -> T {
        waitingForKept.add(1, ordering: .relaxed)
        defer { waitingForKept.subtract(1, ordering: .relaxed) }
        return try wait()
    }

    /// A full build from the household read anew (nothing is written when the site already is what it
    /// would write), which is then kept.
    public func build() throws -> BuildReport {
        // What the build made and let go of (its plan, the pages' texts), given back once it is done.
        defer { FreeMemory.giveBack() }
        return try inTurn { try kept.withLock { state in
            state = nil
            var options = try makeOptions()
            let (snapshots, revision) = try read()
            options.storeRevision = revision
            // Rows rendered from this build's templates only: a build follows a change of template.
            options.rowCache = RowCache()
            options.choreWeeks = ChoreWeekCache()
            options.listingKeys = ListingKeyCache()
            let report = try SiteBuilder().build(snapshots, options: options)
            if let manifest = BuildManifest.read(from: OutputFolder(options.output).url), manifest.revision == revision {
                let theme = try Theme(userFolder: options.templates)
                state = State(snapshots: snapshots, revision: revision, options: options, theme: theme,
                              templates: try ThemeTemplates(theme: theme), manifest: manifest, manifestOnDisk: revision,
                              pages: report.pages, bytes: report.bytes)
            }
            return report
        } }
    }

    /// Asked before each page a refresh has yet to render, once the change's forms are answered: whether
    /// to put it off to the next refresh (another change waits, and its page comes first). `ownPage`: the
    /// page shows this change (else it is one an earlier refresh put off).
    public typealias PutOff = @Sendable (_ ownPage: Bool) -> Bool

    /// A refresh of the families' pages: `change` puts what changed into each family's snapshot and says
    /// which parts of its household it touched (none: the family's pages stay as they are; nil: it cannot
    /// be rendered from memory, and the caller builds in full). `shown` is called once every page that
    /// shows the change is in place; the pages an earlier refresh put off are rendered after it.
    func refresh(from before: Int, to after: Int, first: String?, written: @escaping @Sendable () -> Void,
                 shown: @escaping @Sendable () -> Void = {}, putOff: PutOff? = nil,
                 change: (inout FamilySnapshot, ListingKeyCache?) -> Set<FamilyData>?) throws -> BuildReport? {
        try inTurn { try kept.withLock { kept in
            let started = Date()
            guard var state = kept else { return nil }
            if state.revision >= after && state.owed.isEmpty { return Self.report(state, rendered: 0, started: started) }
            // Taken out while it changes (changing it in place would copy the manifest's 100,000 entries): a
            // refresh that stops half way leaves none, and the next change builds in full.
            kept = nil
            let today = try makeOptions().date
            guard state.revision == before, today == state.options.date else { return nil }
            var touched: [(index: Int, parts: Set<FamilyData>, scope: SitePlan.RefreshScope, fewer: Fewer)] = []
            for index in state.snapshots.indices {
                let (language, members) = (state.snapshots[index].family.language, state.snapshots[index].members)
                let before = BeforeChange(state.snapshots[index])
                guard let parts = change(&state.snapshots[index], state.options.listingKeys) else { return nil }
                // A member chose a language no other reads, or left the last one: a folder of pages comes
                // or goes, and every page's language links change (`LanguageSwitch`).
                if !parts.isDisjoint(with: [.members, .family]),
                   state.snapshots[index].languagesRead != FamilySnapshot.languagesRead(family: language, members: members) { return nil }
                let now = state.snapshots[index]
                if !parts.isEmpty {
                    touched.append((index, parts, Self.scope(of: parts, before: before, now: now),
                                    Self.fewer(parts, before: before, now: now, links: state.recipeLinks[now.family.id],
                                               servings: state.options.servings)))
                }
            }
            var options = state.options
            options.storeRevision = after
            let global = try SiteBuilder.globalKey(theme: state.theme, options: options, families: state.snapshots.map(\.family))
            guard global == state.manifest.global else { return nil }
            // Each touched family's files; the site's version files once (every family's plan has them). Which
            // family planned each, by its paths: a page put off is owed by that family.
            var items: [SitePlan.Item] = []
            var planned: [String: HearthID] = [:]
            let planning = touched.isEmpty ? [(index: 0, parts: Set<FamilyData>(), scope: SitePlan.RefreshScope(), fewer: Fewer())] : touched
            for (index, parts, scope, _) in planning where state.snapshots.indices.contains(index) {
                let family = state.snapshots[index].family.id
                for item in try Self.plan(family: index, touched: parts, scope: scope, state: &state, options: options, global: global)
                where planned.updateValue(family, forKey: Self.name(of: item)) == nil {
                    items.append(item)
                }
            }
            // The pages earlier refreshes put off, but those this change renders anyway.
            let owedBefore = state.owed, owedSince = state.owedSince
            var owedItems: [SitePlan.Item] = []
            for (family, owed) in owedBefore {
                guard let index = state.snapshots.firstIndex(where: { $0.family.id == family }) else { continue }
                for item in try Self.plan(family: index, touched: owed.parts, state: &state, options: options, global: global)
                where !owed.paths.isDisjoint(with: item.paths) && planned.updateValue(family, forKey: Self.name(of: item)) == nil {
                    owedItems.append(item)
                }
            }
            // What the touched families no longer have (a recipe renamed, a car sold) leaves with this refresh.
            let plannedPaths = touched.allSatisfy(\.fewer.isEmpty) ? [] : Set((items + owedItems).flatMap(\.paths))
            let gone = touched.flatMap { index, _, _, fewer in
                Self.gone(below: SitePlan.folders(of: state.snapshots[index], under: SiteBuilder.folder(of: state.snapshots[index].family, options: options)),
                          fewer, planned: plannedPaths, in: state.manifest)
            }
            guard let (folder, buildLock, incoming) = try Self.open(state) else { return nil }
            defer { buildLock.release(); OutputFolder.removeTree(at: incoming) }
            let writer = options.writer
            // Ticks (items only) answer as soon as their page is in place: the phone shows its row itself, and
            // twenty phones ticking wait for no other page. Any other change is answered once every page
            // shows it, so the page opened next (the list after a location moved, the menu after a meal) does.
            // That page (unkeyed: always rendered) comes before the other pages' keys are worked out, which for
            // an item added are the two hundred pages of the list of every item at N = 1000. Every file is
            // listed in `.hearth-touched` before it is replaced.
            let early = touched.allSatisfy { $0.parts.isSubset(of: FamilyData.groceryItems) } ? first : nil
            var firstFiles: [RenderedFile] = []
            if let early, let index = items.firstIndex(where: { $0.key == nil && $0.paths.contains(early) }) {
                let item = items.remove(at: index)
                try Self.listTouched(item.paths, listed: &state.touchedListed, in: folder, through: incoming, writer: writer)
                firstFiles = try Self.render([item], global: global, state: state, into: incoming).files
                try Self.put(firstFiles, in: folder, state: &state)
                written()
            }
            // Only the files whose inputs changed are replaced: a meal planned plans every recipe page (they
            // show the meals), and listing their 40,000 paths was a fifth of it.
            let stale = Self.stale(items, global: global, state: state)
            let pages = stale.filter { !Self.isTwin($0) }, twins = stale.filter(Self.isTwin)
            let owedPages = Self.stale(owedItems, global: global, state: state)
            // Every file the refresh may replace, the twins put off too, is listed before the first is replaced.
            try Self.listTouched((pages + twins + owedPages).flatMap(\.paths) + gone, listed: &state.touchedListed, in: folder, through: incoming, writer: writer)
            // Once answered, the rest may wait for a change that came meanwhile (`putOff`), for a second at most.
            let mayPutOff = owedSince.map { Date().timeIntervalSince($0) < Self.owedAtMost } ?? true
            var putOffOwn: (@Sendable () -> Bool)?, putOffOwed: (@Sendable () -> Bool)?
            if let putOff, mayPutOff {
                if !firstFiles.isEmpty { putOffOwn = { @Sendable in putOff(true) } }
                putOffOwed = { @Sendable in putOff(false) }
            }
            let own = try Self.render(pages, global: global, state: state, into: incoming, putOff: putOffOwn)
            try Self.put(own.files, in: folder, state: &state)
            try Self.remove(gone, from: folder, state: &state)
            shown()
            let owed = try Self.render(owedPages, global: global, state: state, into: incoming, putOff: putOffOwed)
            try Self.put(owed.files, in: folder, state: &state)
            state.owed = [:]
            for item in own.putOff + owed.putOff {
                guard let family = planned[Self.name(of: item)] else { continue }
                let ownParts: Set<FamilyData> = touched.first(where: { state.snapshots[$0.index].family.id == family })?.parts ?? []
                var owes = state.owed[family] ?? (parts: Set<FamilyData>(), paths: Set<String>())
                owes.parts.formUnion(ownParts.union(owedBefore[family]?.parts ?? []))
                owes.paths.formUnion(item.paths)
                state.owed[family] = owes
            }
            state.owedSince = state.owed.isEmpty ? nil : owedSince ?? Date()
            for twin in twins {
                guard let family = planned[Self.name(of: twin)] else { continue }
                let parts = touched.first(where: { state.snapshots[$0.index].family.id == family })?.parts ?? []
                var owes = state.owedTwins[family] ?? OwedTwins(touched: [], paths: [], since: Date())
                owes.touched.formUnion(parts)
                owes.paths.formUnion(twin.paths)
                state.owedTwins[family] = owes
            }
            for (index, parts, _, _) in touched {
                state.unkeyed[state.snapshots[index].family.id, default: []].formUnion(parts)
            }
            state.manifest.revision = after
            state.revision = after
            state.options = options
            state.lastRefresh = Date()
            kept = state
            return Self.report(state, rendered: firstFiles.count + own.files.count + owed.files.count, started: started)
        } }
    }

    /// Writes what refreshes put off: the Markdown twins, when no refresh came for `quiet` seconds or
    /// they have waited `atMost` seconds, and then the manifest, when quiet and every twin is written (with
    /// 0, at once: before the program stops); the list of touched files then has nothing left to say.
    /// Once `writesAtLeast` seconds of twins are written, a refresh that waits goes first (an item added at
    /// N = 1000 owes some two hundred twins, a second of rendering): the twins not yet written wait for the
    /// next quiet, or another `atMost` seconds while changes keep coming (a share every time the watcher
    /// looked cost every change a third more while they kept coming). `putOff`, asked before each twin once those
    /// seconds are over, stands for "a refresh waits" (the program stopping says no). Returns whether it wrote.
    @discardableResult
    public func finishWhenIdle(quiet: TimeInterval = 2, atMost: TimeInterval = 10, writesAtLeast: TimeInterval = 0.1,
                               putOff: (@Sendable () -> Bool)? = nil) throws -> Bool {
        let refreshWaits: @Sendable () -> Bool = putOff ?? { [self] in self.waitingForKept.load(ordering: .relaxed) > 0 }
        let wrote = try kept.withLock { kept in
            guard var state = kept else { return false }
            let now = Date()
            let isQuiet = now.timeIntervalSince(state.lastRefresh) >= quiet
            let twinsDue = !state.owedTwins.isEmpty && (isQuiet || state.owedTwins.values.contains { now.timeIntervalSince($0.since) >= atMost })
            // The manifest waits for the pages put off too: until they are written it would describe them wrongly.
            let manifestDue = isQuiet && state.owed.isEmpty && state.manifestOnDisk != state.revision
            guard twinsDue || manifestDue else { return false }
            kept = nil
            // Another program built into the folder: the next change builds in full.
            guard let (folder, buildLock, incoming) = try Self.open(state) else { return false }
            defer { buildLock.release(); OutputFolder.removeTree(at: incoming) }
            var wrote = false
            if twinsDue {
                let global = state.manifest.global
                for (familyID, owed) in state.owedTwins {
                    guard let index = state.snapshots.firstIndex(where: { $0.family.id == familyID }) else {
                        state.owedTwins[familyID] = nil
                        continue
                    }
                    let twins = try Self.plan(family: index, touched: owed.touched, state: &state, options: state.options, global: global)
                        .filter { Self.isTwin($0) && !owed.paths.isDisjoint(with: $0.paths) }
                    let started = Date()
                    let made = try Self.render(twins, global: global, state: state, into: incoming) {
                        Date().timeIntervalSince(started) >= writesAtLeast && refreshWaits()
                    }
                    try Self.put(made.files, in: folder, state: &state)
                    wrote = wrote || !made.files.isEmpty
                    // The rest wait for the next quiet, or another `atMost` while changes keep coming.
                    state.owedTwins[familyID]?.paths = Set(made.putOff.flatMap(\.paths))
                    state.owedTwins[familyID]?.since = now
                    if made.putOff.isEmpty { state.owedTwins[familyID] = nil }
                }
            }
            // The manifest waits for the twins too.
            if manifestDue && state.owedTwins.isEmpty {
                try Self.keyUnkeyedFiles(&state)
                let (bytes, paths) = state.manifest.bytes(sortedAs: state.manifestPaths)
                state.manifestPaths = paths
                try Self.put(bytes, at: BuildManifest.fileName, in: folder, through: incoming, writer: state.options.writer)
                unlink(folder.url.appending(path: BuildManifest.touchedFileName).path)
                state.touchedListed = []
                state.manifestOnDisk = state.revision
                wrote = true
            }
            kept = state
            return wrote
        }
        // The refreshes since the last quiet are all written: what they let go of goes back to the system.
        if wrote { FreeMemory.giveBack() }
        return wrote
    }

}
