import Foundation
import HearthDomain
import Synchronization

// How `ResidentSite` plans, renders and puts in place the files of a refresh.
extension ResidentSite {
    /// The files of the family at `index` that show a part of its household in `touched`, each format an
    /// item of its own (two cores share a large page), and every family's version file. Keeps the family's
    /// recipe addresses in `state`, made again when its recipes were touched.
    static func plan(family index: Int, touched: Set<FamilyData>, scope: SitePlan.RefreshScope = SitePlan.RefreshScope(), state: inout State, options: BuildOptions,
                     global: String, keyed: Bool = false) throws -> [SitePlan.Item] {
        let snapshot = state.snapshots[index]
        let kept = touched.contains(.recipes) ? nil : state.recipeLinks[snapshot.family.id]
        let recipeLinks = kept ?? RecipeLinks(snapshot.recipes)
        state.recipeLinks[snapshot.family.id] = recipeLinks
        var plan = SitePlan()
        plan.formatsApart = true
        plan.keysPagesByParts = keyed
        plan.rowCache = options.rowCache
        // The report's chores, kept between changes, worked out again after one that touched them (a
        // plan made to key files a refresh already rendered, `keyed`, comes after that refresh's forget).
        if !keyed, !touched.isDisjoint(with: HouseholdReportPage.ChoreWeek.shows) { options.choreWeeks?.forget(snapshot.family.id) }
        plan.choreWeeks = options.choreWeeks
        plan.listingKeys = options.listingKeys
        let own = SiteBuilder.folder(of: snapshot.family, options: options)
        try plan.addFamilyInEachLanguage(snapshot, under: own, theme: state.theme, options: options, touched: touched, scope: scope,
                                         recipeLinks: recipeLinks)
        if !touched.isDisjoint(with: ChoreCalendar.shows.union([.family])), options.familyID == nil {
            // A family whose folder moved keeps a copy of its calendar at each earlier folder, which
            // subscriptions read (`SitePlan.addRedirects`, as `SiteBuilder` plans them).
            let prefixes = Set(state.snapshots.map { SiteBuilder.folder(of: $0.family, options: options) })
            let addresses = SiteAddresses.read(from: OutputFolder(options.output).url, families: state.snapshots.map(\.family))
            for old in addresses.moved(snapshot.family, to: own, taken: prefixes) {
                plan.addRedirects(from: old, to: own, otherFolders: prefixes.subtracting([own]))
            }
        }
        plan.addVersionFiles(SiteBuilder.version(global: global, revision: options.storeRevision ?? state.revision),
                             prefixes: state.snapshots.flatMap { SitePlan.folders(of: $0, under: SiteBuilder.folder(of: $0.family, options: options)) })
        return plan.items
    }

    /// Gives the files refreshes wrote with no key (`State.unkeyed`) the key a full build gives them, now
    /// that no tick waits: the next build keeps them when what they show is unchanged.
    static func keyUnkeyedFiles(_ state: inout State) throws {
        let global = state.manifest.global
        for (familyID, touched) in state.unkeyed {
            guard let index = state.snapshots.firstIndex(where: { $0.family.id == familyID }) else { continue }
            for item in try plan(family: index, touched: touched, state: &state, options: state.options, global: global, keyed: true) {
                guard let key = item.key else { continue }
                let fingerprint = SitePlan.digest([global, key()])
                for path in item.paths where state.manifest.entries[path]?.fingerprint == "-" {
                    state.manifest.entries[path]?.fingerprint = fingerprint
                }
            }
        }
        state.unkeyed = [:]
    }

    /// Removes files the site no longer has, and the folders that leaves empty, and forgets them in the
    /// manifest kept in `state`. A file below a folder that is a symbolic link now is not followed there.
    static func remove(_ paths: [String], from folder: OutputFolder, state: inout State) throws {
        guard !paths.isEmpty else { return }
        let top = Foundation.open(folder.url.path, OutputFolder.folderFlags)
        guard top >= 0 else { throw Failure(.inputOutput, "cannot open \(folder.url.path): \(String(cString: strerror(errno)))") }
        defer { close(top) }
        let real = RealFolderCache(below: top, capacity: paths.count)
        try SpareSite.remove(paths.filter { real.allAreReal(above: $0) }, below: top, named: folder.url.path)
        for path in paths {
            guard let old = state.manifest.entries.removeValue(forKey: path) else { continue }
            state.bytes -= old.size
            if path.hasSuffix(".html") { state.pages -= 1 }
        }
    }

    /// Whether the item is Markdown twins only, which a refresh puts off.
    static func isTwin(_ item: SitePlan.Item) -> Bool {
        item.paths.allSatisfy { $0.hasSuffix(".md") }
    }

    /// The site's folder, locked against other programs' builds, and a folder beside it to write into;
    /// nil when another program built into it since (the site there is not the one kept in `state`).
    static func open(_ state: State) throws -> (OutputFolder, BuildLock, URL)? {
        let folder = OutputFolder(state.options.output)
        let buildLock = try BuildLock.wait(for: folder)
        guard let header = BuildManifest.readHeader(from: folder.url), header.revision == state.manifestOnDisk,
              header.global == state.manifest.global else {
            buildLock.release()
            return nil
        }
        do {
            return (folder, buildLock, try folder.makeIncomingFolder())
        } catch {
            buildLock.release()
            throw error
        }
    }

    /// Puts rendered files in place and notes them in the manifest kept in `state` and in its counts.
    static func put(_ files: [RenderedFile], in folder: OutputFolder, state: inout State) throws {
        for file in files {
            let old = state.manifest.entries[file.path]
            state.bytes += file.size - (old?.size ?? 0)
            if old == nil && file.path.hasSuffix(".html") { state.pages += 1 }
            try move(file.staged, to: file.path, in: folder)
            state.manifest.entries[file.path] = BuildManifest.Entry(fingerprint: file.fingerprint, size: file.size)
        }
    }

    /// A file rendered and written into the folder beside the site, where it waits to be put in place
    /// (`put`): written as soon as it is rendered, so that a refresh holds one file's bytes per core, not
    /// every file's (a tick at N = 1000 renders some 22 MB of pages).
    struct RenderedFile {
        /// Its path in the site.
        let path: String
        let staged: URL
        let size: Int
        let fingerprint: String
    }

    /// The items whose inputs changed since the manifest (an item with no key always), their keys worked out
    /// on every core: the ones `render` renders. The Markdown twins' keys after the others': a page's twin
    /// shares its key (`SitePlan.formatsApart`), and the two cores asked for the same key at once, one
    /// making it while the other waited (a location moved checks two hundred pages of every item).
    static func stale(_ items: [SitePlan.Item], global: String, state: State) -> [SitePlan.Item] {
        let manifest = state.manifest
        let kept = Mutex([Bool](repeating: false, count: items.count))
        let twins = items.indices.filter { isTwin(items[$0]) }
        for indices in [items.indices.filter { !isTwin(items[$0]) }, twins] {
            DispatchQueue.concurrentPerform(iterations: indices.count) { place in
                let index = indices[place], item = items[index]
                guard let key = item.key else { return }
                let fingerprint = SitePlan.digest([global, key()])
                let same = item.paths.allSatisfy { manifest.entries[$0]?.fingerprint == fingerprint }
                kept.withLock { $0[index] = same }
            }
        }
        let unchanged = kept.withLock { $0 }
        return zip(items, unchanged).filter { !$0.1 }.map(\.0)
    }

    /// What a plan's item is called while a refresh keeps track of it: its paths.
    static func name(of item: SitePlan.Item) -> String {
        item.paths.joined(separator: "\n")
    }

    /// The files of the items whose inputs changed since the manifest, rendered on every core, with
    /// their fingerprints. Before each item, `putOff` is asked whether to leave it to the next refresh:
    /// those left are returned too.
    static func render(_ items: [SitePlan.Item], global: String, state: State, into incoming: URL,
                       putOff: (@Sendable () -> Bool)? = nil) throws -> (files: [RenderedFile], putOff: [SitePlan.Item]) {
        /// What the cores made, the items put off, and the first failure.
        let made = Mutex<(files: [RenderedFile], putOff: [SitePlan.Item], failure: Error?)>(([], [], nil))
        let manifest = state.manifest
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let item = items[index]
            if let putOff, putOff() {
                made.withLock { $0.putOff.append(item) }
                return
            }
            let fingerprint = item.key.map { SitePlan.digest([global, $0()]) } ?? "-"
            if item.key != nil, item.paths.allSatisfy({ manifest.entries[$0]?.fingerprint == fingerprint }) { return }
            do {
                let files = try item.render(state.templates, state.theme).map { path, data in
                    RenderedFile(path: path, staged: try stage(data, in: incoming, writer: state.options.writer), size: data.count,
                                 fingerprint: fingerprint)
                }
                made.withLock { $0.files += files }
            } catch {
                made.withLock { $0.failure = $0.failure ?? error }
            }
        }
        return try made.withLock { made in
            if let failure = made.failure { throw failure }
            return (made.files, made.putOff)
        }
    }

    /// Adds `paths` to `.hearth-touched`, the files a build after a kill must render again whatever the
    /// manifest says of them. `listed` is what the file lists (none once the manifest is written): a
    /// change whose files are listed already writes nothing.
    static func listTouched(_ paths: [String], listed: inout Set<String>, in folder: OutputFolder, through incoming: URL,
                            writer: any SiteFileWriter) throws {
        for path in paths where !BuildManifest.isInside(path) {
            throw Failure(.badData, "the site's path \"\(path)\" leads outside the site, so nothing more is written")
        }
        let all = listed.union(paths)
        guard all.count > listed.count else { return }
        try put(Data(all.sorted().map { $0 + "\n" }.joined().utf8), at: BuildManifest.touchedFileName, in: folder,
                through: incoming, writer: writer)
        listed = all
    }

    /// Writes `data` whole at `path` in the site: into `incoming` first, then renamed into place.
    static func put(_ data: Data, at path: String, in folder: OutputFolder, through incoming: URL,
                    writer: any SiteFileWriter) throws {
        try move(stage(FileBytes(data), in: incoming, writer: writer), to: path, in: folder)
    }

    /// Writes `bytes` whole into `incoming`, under a name of its own, and answers where.
    static func stage(_ bytes: FileBytes, in incoming: URL, writer: any SiteFileWriter) throws -> URL {
        let fresh = incoming.appending(path: UUID().uuidString)
        try writer.write(bytes, to: fresh)
        return fresh
    }

    /// Renames `staged` into place at `path` in the site.
    static func move(_ staged: URL, to path: String, in folder: OutputFolder) throws {
        let target = folder.url.appending(path: path)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard rename(staged.path, target.path) == 0 else {
            throw Failure(.inputOutput, "cannot replace \(target.path): \(String(cString: strerror(errno)))")
        }
    }

    static func report(_ state: State, rendered: Int, started: Date) -> BuildReport {
        BuildReport(pages: state.pages, files: state.manifest.entries.count, bytes: state.bytes, renderedFiles: rendered,
                           seconds: Date().timeIntervalSince(started), output: state.options.output,
                           familyEntrances: SiteBuilder.entrances(state.snapshots.map(\.family), options: state.options),
                           unchanged: rendered == 0)
    }
}
