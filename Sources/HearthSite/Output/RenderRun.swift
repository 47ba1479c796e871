import Foundation
import HearthDomain

/// Renders and writes the items of a plan on every core, taking over unchanged files from the previous
/// site by hard link, and says what it made in a new manifest.
final class RenderRun: @unchecked Sendable {
    private let plan: SitePlan
    private let templates: ThemeTemplates
    private let theme: Theme
    private let global: String
    private let previous: BuildManifest?
    private let staging: URL
    private let writer: any SiteFileWriter
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// The two folders as paths ending in "/", for the 100,000 links of a large unchanged site.
    private let previousFolderPath: String
    private let stagingPath: String

    private let lock = NSLock()
    private let total: Int
    private var next = 0
    private var done = 0
    private var failure: Error?
    private var entries: [String: BuildManifest.Entry] = [:]
    private(set) var renderedFiles = 0

    init(plan: SitePlan, templates: ThemeTemplates, theme: Theme, global: String, previous: BuildManifest?, previousFolder: URL,
         staging: URL, writer: any SiteFileWriter, progress: (@Sendable (Int, Int) -> Void)?) {
        self.plan = plan
        self.templates = templates
        self.theme = theme
        self.global = global
        self.previous = previous
        self.staging = staging
        self.writer = writer
        self.progress = progress
        self.total = plan.fileCount
        self.previousFolderPath = previousFolder.path + "/"
        self.stagingPath = staging.path + "/"
    }

    func renderAll(revision: Int?) throws -> BuildManifest {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = takeNext() {
                do {
                    try make(plan.items[index])
                } catch {
                    lock.withLock { if failure == nil { failure = error } }
                    return
                }
            }
        }
        if let failure { throw failure }
        return BuildManifest(revision: revision, global: global, entries: entries)
    }

    private func takeNext() -> Int? {
        lock.withLock {
            guard failure == nil, next < plan.items.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    private func make(_ item: SitePlan.Item) throws {
        let fingerprint = item.key.map { SitePlan.digest([global, $0()]) } ?? "-"
        if item.key != nil, let previous, item.paths.allSatisfy({ previous.entries[$0]?.fingerprint == fingerprint }),
           takeOver(item.paths) {
            record(item.paths.map { ($0, previous.entries[$0]!.size) }, fingerprint: fingerprint, rendered: false)
            return
        }
        let files = try item.render(templates, theme)
        for (path, data) in files {
            try writer.write(data, to: staging.appending(path: path))
        }
        record(files.map { ($0.0, $0.1.count) }, fingerprint: fingerprint, rendered: true)
    }

    /// Hard-links the previous site's files into the new one; false (nothing linked) when any is missing.
    private func takeOver(_ paths: [String]) -> Bool {
        var made: [String] = []
        for path in paths {
            let old = previousFolderPath + path, new = stagingPath + path
            // Link first; make the folder only when the link says it is missing (once per folder, not per file).
            var linked = link(old, new) == 0
            if !linked && errno == ENOENT && DiskFileWriter.makeFolders(above: new) {
                linked = link(old, new) == 0
            }
            guard linked else {
                made.forEach { unlink($0) }
                return false
            }
            made.append(new)
        }
        return true
    }

    private func record(_ files: [(String, Int)], fingerprint: String, rendered: Bool) {
        let count = lock.withLock { () -> Int in
            for (path, size) in files { entries[path] = BuildManifest.Entry(fingerprint: fingerprint, size: size) }
            done += files.count
            if rendered { renderedFiles += files.count }
            return done
        }
        progress?(count, total)
    }
}
