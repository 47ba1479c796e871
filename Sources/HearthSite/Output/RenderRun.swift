import Foundation
import HearthDomain
import Synchronization

/// Renders and writes the items of a plan on every core, taking over unchanged files from the previous
/// site by hard link, and says what it made in a new manifest.
///
/// The staging folder is empty, or it is the spare site (see `SpareSite`): then a file the spare already
/// shares with the previous site is left where it is, every other file of the spare is replaced or
/// removed, and nothing is ever written into a file of the spare (it may be a file of the live site).
final class RenderRun: Sendable {
    private let plan: SitePlan
    private let templates: ThemeTemplates
    private let theme: Theme
    private let global: String
    private let previous: BuildManifest?
    private let staging: URL
    private let writer: any SiteFileWriter
    /// The spare's manifest, when the staging folder is the spare.
    private let spare: BuildManifest?
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// The two folders, for the 100,000 links of a large unchanged site.
    private let previousFolderPath: String
    private let stagingPath: String
    private let total: Int
    /// What the cores share while they render, under one lock.
    private let shared = Mutex(Shared())

    /// The next item to take, the files done, the first failure and the new manifest's entries.
    private struct Shared {
        var next = 0
        var done = 0
        var failure: Error?
        var entries: [String: BuildManifest.Entry] = [:]
        var renderedFiles = 0
    }

    /// The two folders opened, while `renderAll` runs: a link from one to the other by the paths inside
    /// them has the kernel walk five folders of each path rather than eight.
    private struct Folders: Sendable {
        let previous: Int32
        let staging: Int32
        /// The previous site's folders that are not symbolic links: only files below them are taken over.
        let previousReal: RealFolderCache
    }

    /// The files rendered (not taken over from the previous site).
    var renderedFiles: Int { shared.withLock { $0.renderedFiles } }

    init(plan: SitePlan, templates: ThemeTemplates, theme: Theme, global: String, previous: BuildManifest?, previousFolder: URL,
         staging: URL, spare: BuildManifest?, writer: any SiteFileWriter, progress: (@Sendable (Int, Int) -> Void)?) {
        self.plan = plan
        self.templates = templates
        self.theme = theme
        self.global = global
        self.previous = previous
        self.staging = staging
        self.writer = writer
        self.spare = spare
        self.progress = progress
        self.total = plan.fileCount
        self.previousFolderPath = previousFolder.path
        self.stagingPath = staging.path
    }

    func renderAll(revision: Int?) throws -> BuildManifest {
        let folderFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
        let previousFolder = open(previousFolderPath, folderFlags)
        let stagingFolder = open(stagingPath, folderFlags)
        defer {
            for folder in [previousFolder, stagingFolder] where folder >= 0 { close(folder) }
        }
        guard stagingFolder >= 0 else {
            throw Failure(.inputOutput, "cannot open the staging folder \(stagingPath): \(String(cString: strerror(errno)))")
        }
        // A page and its twin share a folder: about half as many folders as files.
        let folders = Folders(previous: previousFolder, staging: stagingFolder,
                              previousReal: RealFolderCache(below: previousFolder, capacity: (previous?.entries.count ?? 0) / 2))
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = takeNext() {
                do {
                    try make(plan.items[index], folders)
                } catch {
                    shared.withLock { $0.failure = $0.failure ?? error }
                    return
                }
            }
        }
        let entries = try shared.withLock { shared in
            if let failure = shared.failure { throw failure }
            return shared.entries
        }
        // The spare's files the new site does not have: removed.
        if let spare { try SpareSite.remove(spare.entries.keys.filter { entries[$0] == nil }, below: stagingFolder, named: stagingPath) }
        return BuildManifest(revision: revision, global: global, entries: entries)
    }

    private func takeNext() -> Int? {
        shared.withLock { shared in
            guard shared.failure == nil, shared.next < plan.items.count else { return nil }
            defer { shared.next += 1 }
            return shared.next
        }
    }

    private func make(_ item: SitePlan.Item, _ folders: Folders) throws {
        // Paths are made of slugs, IDs and content hashes; one that leads out of the site is a defect
        // or a store row that slipped past its check, and is never written (or linked) anywhere.
        if let path = item.paths.first(where: { !BuildManifest.isInside($0) }) {
            throw Failure(.badData, "the site's path \"\(path)\" leads outside the site, so the build stops (the previous site stays)")
        }
        let fingerprint = item.key.map { SitePlan.digest([global, $0()]) } ?? "-"
        if item.key != nil, let previous, item.paths.allSatisfy({ previous.entries[$0]?.fingerprint == fingerprint }),
           try sharedWithSpare(item.paths, fingerprint: fingerprint, folders) || takeOver(item.paths, previous: previous, folders) {
            record(item.paths.map { ($0, previous.entries[$0]!.size) }, fingerprint: fingerprint, rendered: false)
            return
        }
        let files = try item.render(templates, theme)
        for (path, data) in files {
            guard item.paths.contains(path) else {
                throw Failure(.badData, "the site's path \"\(path)\" was made but not planned, so the build stops (the previous site stays)")
            }
            try makeRoom(for: path, folders)
            try writer.write(data, to: staging.appending(path: path))
        }
        record(files.map { ($0.0, $0.1.count) }, fingerprint: fingerprint, rendered: true)
    }

    /// Whether the staging folder is the spare and already holds what the new site needs at `paths`:
    /// files with this fingerprint, still shared with the live site (see `SpareSite`).
    private func sharedWithSpare(_ paths: [String], fingerprint: String, _ folders: Folders) -> Bool {
        guard let spare else { return false }
        return paths.allSatisfy { path in
            guard let entry = spare.entries[path], entry.fingerprint == fingerprint else { return false }
            return SpareSite.isSharedFile(path, size: entry.size, in: folders.staging)
        }
    }

    /// Makes room for a new file at `path` when the staging folder is the spare: the spare's file there is
    /// removed (it may be the live site's own, which must never be written into), or a folder of that
    /// name, or a file where one of the folders above it must go.
    /// Anything else that keeps the path from being cleared fails the build.
    private func makeRoom(for path: String, _ folders: Folders) throws {
        let stagingFolder = folders.staging
        guard spare != nil, unlinkat(stagingFolder, path, 0) != 0 else { return }
        switch errno {
        case ENOENT:
            return
        case EISDIR:
            FolderSweep.removeFolder(path, in: stagingFolder)
        case ENOTDIR:
            var above = ""
            for part in path.split(separator: "/").dropLast() {
                above += above.isEmpty ? String(part) : "/" + part
                if let status = FileStatus(above, in: stagingFolder), !status.isFolder {
                    unlinkat(stagingFolder, above, 0)
                    return
                }
            }
        default:
            throw Failure(.inputOutput, "cannot replace \(stagingPath)/\(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Hard-links the previous site's files into the new one; false (nothing linked) when any is missing.
    /// Only the previous site's own files are taken over: regular files of the size they were written
    /// with, not a symbolic link or a file changed by hand in the site, nor one below a folder replaced by
    /// a symbolic link, which are rendered again.
    private func takeOver(_ paths: [String], previous: BuildManifest, _ folders: Folders) throws -> Bool {
        let previousFolder = folders.previous, stagingFolder = folders.staging
        guard previousFolder >= 0 else { return false }
        for path in paths {
            guard folders.previousReal.allAreReal(above: path) else { return false }
            guard let status = FileStatus(path, in: previousFolder), status.isRegularFile, status.size == previous.entries[path]?.size else { return false }
        }
        var made: [String] = []
        for path in paths {
            try makeRoom(for: path, folders)
            // Link first; make the folder only when the link says it is missing (once per folder, not per file).
            var linked = linkat(previousFolder, path, stagingFolder, path, 0) == 0
            if !linked && errno == ENOENT && DiskFileWriter.makeFolders(above: path, in: stagingFolder) {
                linked = linkat(previousFolder, path, stagingFolder, path, 0) == 0
            }
            guard linked else {
                made.forEach { unlinkat(stagingFolder, $0, 0) }
                return false
            }
            made.append(path)
        }
        return true
    }

    private func record(_ files: [(String, Int)], fingerprint: String, rendered: Bool) {
        let count = shared.withLock { shared in
            for (path, size) in files { shared.entries[path] = BuildManifest.Entry(fingerprint: fingerprint, size: size) }
            shared.done += files.count
            if rendered { shared.renderedFiles += files.count }
            return shared.done
        }
        progress?(count, total)
    }
}
