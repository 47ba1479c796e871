import Foundation
import HearthDomain

/// A site kept in memory between builds by a program that stays running (`hearth host`): the household
/// as last read, the theme, and the manifest of the site on disk.
///
/// A change a form made to a few grocery items is rendered from memory (`refreshGroceries`): the items
/// are read again by the caller and put into the household kept here, only the pages that show grocery
/// items are planned and rendered, and each file that changed is written beside the site and renamed
/// over its old self, so every file is whole at every moment. Nothing else is read or planned, which is
/// what made a tick at a large household take seconds. Anything else (another program's change, a new
/// day, a template) is a full build (`build`), which reads the household again.
///
/// A refresh lists the files it is about to replace in `.hearth-touched` before it replaces them; the
/// manifest is written when the ticks pause, and the list removed then. A program killed in between
/// leaves a list that the next build reads (`BuildManifest.read`) to render those files again, whatever
/// their old entries say.
public final class ResidentSite: @unchecked Sendable {
    public typealias Read = () throws -> (families: [FamilySnapshot], revision: Int)

    /// What the site on disk was made from.
    private struct State {
        var snapshots: [FamilySnapshot]
        var revision: Int
        var options: BuildOptions
        var theme: Theme
        var templates: ThemeTemplates
        var manifest: BuildManifest
        /// The revision of the manifest on disk: a refresh leaves it behind (`writeManifestIfIdle`).
        var manifestOnDisk: Int
        var lastRefresh = Date.distantPast
        /// The site's HTML pages and bytes, for the report: taken from the build, moved by each refresh
        /// (summing the manifest's 100,000 entries at every tick was work on its hot path).
        var pages: Int
        var bytes: Int
    }

    private let makeOptions: () throws -> BuildOptions
    private let read: Read
    /// One build or refresh at a time; the folder's `BuildLock` keeps other programs' builds out too.
    private let lock = NSLock()
    private var state: State?

    /// - Parameters:
    ///   - options: the options of the next build (its day is the day it runs, unless fixed)
    ///   - read: the whole household and the store's revision it was read at
    public init(options: @escaping () throws -> BuildOptions, read: @escaping Read) {
        makeOptions = options
        self.read = read
    }

    /// The store's revision the site on disk shows (nil before the first build, or after a failed one).
    public var revision: Int? { lock.withLock { state?.revision } }

    /// A full build from the household read anew (nothing is written when the site already is what it
    /// would write), which is then kept.
    public func build() throws -> BuildReport {
        try lock.withLock {
            state = nil
            var options = try makeOptions()
            let (snapshots, revision) = try read()
            options.storeRevision = revision
            let report = try SiteBuilder().build(snapshots, options: options)
            if let manifest = BuildManifest.read(from: OutputFolder(options.output).url), manifest.revision == revision {
                let theme = try Theme(userFolder: options.templates)
                state = State(snapshots: snapshots, revision: revision, options: options, theme: theme,
                              templates: try ThemeTemplates(theme: theme), manifest: manifest, manifestOnDisk: revision,
                              pages: report.pages, bytes: report.bytes)
            }
            return report
        }
    }

    /// Renders again the pages of the family `familyID` that show grocery items, after a change that
    /// took the store from revision `before` to `after` and left the items `changed` as they are now.
    /// Returns nil when the change cannot be rendered from memory (the store changed otherwise in
    /// between, the day turned): the caller builds in full. No form removes an item, so no page of the
    /// all-items list goes away here (a refresh writes files, it never removes one).
    public func refreshGroceries(of familyID: HearthID, changed: [GroceryItem],
                                 from before: Int, to after: Int) throws -> BuildReport? {
        try lock.withLock {
            let started = Date()
            guard var state else { return nil }
            if state.revision >= after { return Self.report(state, rendered: 0, started: started) }
            let today = try makeOptions().date
            guard state.revision == before, today == state.options.date,
                  let index = state.snapshots.firstIndex(where: { $0.family.id == familyID }) else { return nil }
            state.snapshots[index].groceries = state.snapshots[index].groceries.replacing(changed)

            var options = state.options
            options.storeRevision = after
            let families = state.snapshots.map(\.family)
            let global = try SiteBuilder.globalKey(theme: state.theme, options: options, families: families)
            guard global == state.manifest.global else { return nil }
            var plan = SitePlan()
            try plan.addFamily(state.snapshots[index], under: Self.prefix(of: families[index], options: options), theme: state.theme,
                               options: options, areas: .groceries)
            plan.addVersionFiles(SiteBuilder.version(global: global, revision: after),
                                 prefixes: families.map { Self.prefix(of: $0, options: options) })

            let files = try Self.render(plan, global: global, manifest: state.manifest, state: state)
            let folder = OutputFolder(options.output)
            let buildLock = try BuildLock.wait(for: folder)
            defer { buildLock.release() }
            // Another program may have built into the folder meanwhile: then the site is not the one kept here.
            guard let header = BuildManifest.readHeader(from: folder.url), header.revision == state.manifestOnDisk,
                  header.global == state.manifest.global else { return nil }
            let incoming = try folder.makeIncomingFolder()
            defer { OutputFolder.removeTree(at: incoming) }
            for file in files {
                let old = state.manifest.entries[file.path]
                state.bytes += file.data.count - (old?.size ?? 0)
                if old == nil && file.path.hasSuffix(".html") { state.pages += 1 }
            }
            try Self.replace(files, in: folder, through: incoming, manifest: &state.manifest, writer: options.writer)
            // The manifest (100,000 lines at N = 1000) is written when the ticks pause (`writeManifestIfIdle`):
            // until then `.hearth-touched` names every file it does not describe.
            state.manifest.revision = after
            state.revision = after
            state.options = options
            state.lastRefresh = Date()
            self.state = state
            return Self.report(state, rendered: files.count, started: started)
        }
    }

    /// Writes the manifest of the site as refreshes left it, when it is behind and no refresh came for
    /// `quiet` seconds (or at once, with 0: before the program stops); then the list of touched files has
    /// nothing left to say. Returns whether it wrote.
    @discardableResult
    public func writeManifestIfIdle(quiet: TimeInterval = 2) throws -> Bool {
        try lock.withLock {
            guard var state, state.manifestOnDisk != state.revision,
                  Date().timeIntervalSince(state.lastRefresh) >= quiet else { return false }
            let folder = OutputFolder(state.options.output)
            let buildLock = try BuildLock.wait(for: folder)
            defer { buildLock.release() }
            guard let header = BuildManifest.readHeader(from: folder.url), header.revision == state.manifestOnDisk,
                  header.global == state.manifest.global else {
                self.state = nil  // another program built into the folder: the next change builds in full
                return false
            }
            let incoming = try folder.makeIncomingFolder()
            defer { OutputFolder.removeTree(at: incoming) }
            try Self.put(Data(state.manifest.text.utf8), at: BuildManifest.fileName, in: folder, through: incoming, writer: state.options.writer)
            unlink(folder.url.appending(path: BuildManifest.touchedFileName).path)
            state.manifestOnDisk = state.revision
            self.state = state
            return true
        }
    }

    /// A family's folder in the site, as `SiteBuilder` places it.
    private static func prefix(of family: Family, options: BuildOptions) -> String {
        options.familyID != nil ? "" : family.folderName + "/"
    }

    /// The files of the plan whose inputs changed since the manifest, rendered on every core, with
    /// their fingerprints.
    private static func render(_ plan: SitePlan, global: String, manifest: BuildManifest,
                               state: State) throws -> [(path: String, data: Data, fingerprint: String)] {
        /// What the cores made, under one lock.
        final class Made: @unchecked Sendable {
            let lock = NSLock()
            var files: [(path: String, data: Data, fingerprint: String)] = []
            var failure: Error?
        }
        let made = Made()
        DispatchQueue.concurrentPerform(iterations: plan.items.count) { index in
            let item = plan.items[index]
            let fingerprint = item.key.map { SitePlan.digest([global, $0()]) } ?? "-"
            if item.key != nil, item.paths.allSatisfy({ manifest.entries[$0]?.fingerprint == fingerprint }) { return }
            do {
                let files = try item.render(state.templates, state.theme)
                made.lock.withLock { made.files += files.map { ($0.0, $0.1, fingerprint) } }
            } catch {
                made.lock.withLock { made.failure = made.failure ?? error }
            }
        }
        if let failure = made.failure { throw failure }
        return made.files
    }

    /// Puts the files in place in the site, each whole: written into `incoming` (a folder beside the
    /// site) and renamed over the old file, which a hard link may share with the spare site (renaming
    /// never writes into it). Listed in `.hearth-touched` first.
    private static func replace(_ files: [(path: String, data: Data, fingerprint: String)], in folder: OutputFolder, through incoming: URL,
                                manifest: inout BuildManifest, writer: any SiteFileWriter) throws {
        guard !files.isEmpty else { return }
        let listed = (try? String(contentsOf: folder.url.appending(path: BuildManifest.touchedFileName), encoding: .utf8)) ?? ""
        let paths = Set(listed.split(separator: "\n").map(String.init)).union(files.map(\.path))
        try put(Data(paths.sorted().map { $0 + "\n" }.joined().utf8), at: BuildManifest.touchedFileName, in: folder,
                through: incoming, writer: writer)
        for file in files {
            guard BuildManifest.isInside(file.path) else {
                throw Failure(.badData, "the site's path \"\(file.path)\" leads outside the site, so nothing more is written")
            }
            try put(file.data, at: file.path, in: folder, through: incoming, writer: writer)
            manifest.entries[file.path] = BuildManifest.Entry(fingerprint: file.fingerprint, size: file.data.count)
        }
    }

    /// Writes `data` whole at `path` in the site: into `incoming` first, then renamed into place.
    private static func put(_ data: Data, at path: String, in folder: OutputFolder, through incoming: URL,
                            writer: any SiteFileWriter) throws {
        let fresh = incoming.appending(path: UUID().uuidString)
        try writer.write(data, to: fresh)
        let target = folder.url.appending(path: path)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard rename(fresh.path, target.path) == 0 else {
            throw Failure(.inputOutput, "cannot replace \(target.path): \(String(cString: strerror(errno)))")
        }
    }

    private static func report(_ state: State, rendered: Int, started: Date) -> BuildReport {
        BuildReport(pages: state.pages, files: state.manifest.entries.count, bytes: state.bytes, renderedFiles: rendered,
                           seconds: Date().timeIntervalSince(started), output: state.options.output,
                           familyEntrances: SiteBuilder.entrances(state.snapshots.map(\.family), options: state.options),
                           unchanged: rendered == 0)
    }
}
