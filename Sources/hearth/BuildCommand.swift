import ArgumentParser
import Foundation
import HearthDomain
import HearthLive
import HearthSite
import ServiceLifecycle
import Synchronization

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Renders the household dashboard (HTML pages with Markdown twins) into a folder.",
        discussion: """
            The new site is written beside the old one and swapped in whole at the end: a failed build
            leaves the previous site as it was. Hearth only replaces a folder it wrote itself.
            Examples:
              hearth build --demo                          # the demo household, into ./site
              hearth build --store home.sqlite --output /srv/hearth/site --date 2026-11-21
              hearth build --templates my-theme            # my-theme/ overrides the theme file by file
              hearth build --watch --output /srv/hearth/site   # rebuild whenever the store changes
            """
    )

    @OptionGroup var site: SiteOptions

    @Flag(help: "Keep running and rebuild when the store, the templates or the date change (Ctrl-C stops).")
    var watch = false

    @Flag(help: "Render every page into a temporary folder and name each template field that names nothing (the site stays as it is).")
    var checkTemplates = false

    func run() async throws {
        if checkTemplates { return try Self.checkTemplates(site) }
        let progress = ProgressDisplay()
        // One store for the whole run: a second one opened in this process (its file checked before
        // SQLite opens it) left the first one's reads behind other programs' changes.
        let store = try site.openStore()
        var build = try site.makeBuild(progress: progress, store: store)
        var watcher: RebuildWatcher?
        if watch {
            // Kept in memory while it watches: a change to the store is rendered from memory. Made before the
            // first build, so a change during that build is rebuilt after it.
            let live = try site.makeLiveSite(store: store, progress: progress)
            build = {
                progress.begin()
                defer { progress.finish() }
                return try live.resident.build()
            }
            watcher = live.watcher
        }
        let report = try build()
        Console.message(report.summary)
        for line in report.moveLines { Console.message(line) }
        for entrance in report.familyEntrances {
            Console.message("  \(entrance.name): \(site.output)/\(entrance.path)")
        }
        if report.familyEntrances.isEmpty && !watch {
            Console.message("Open \(site.output)/index.html in a browser.")
        }
        guard let watcher else { return }
        Console.message("Watching for changes; Ctrl-C stops.")
        let group = ServiceGroup(configuration: .init(services: [watcher], gracefulShutdownSignals: [.sigint, .sigterm], logger: .init(label: "hearth")))
        try await group.run()
        Console.message("Stopped watching.")
    }
}

extension BuildCommand {
    /// `--check-templates`: every page rendered with its templates' lookups watched (`TemplateCheck`), into
    /// a folder made for it and removed after, so the site and its incremental state are left alone.
    static func checkTemplates(_ site: SiteOptions) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hearth-check-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = TemplateCheck()
        let report = try site.makeBuild(templateCheck: check, output: folder.appending(path: "site").path)()
        // The pages hearth host writes itself (sign-in, device, join, notices), from the same theme.
        try ServerPages.renderExamples(theme: Theme(userFolder: site.templatesOption.url), check: check)
        let missing = check.neverFound
        for asked in missing { Console.message("\(asked.template): {{\(asked.path)}} names nothing (docs/theme.md lists what each template may use)") }
        guard missing.isEmpty else { throw Failure(.badData, "\(Counted.text(missing.count, "template field names", "template fields name")) nothing") }
        Console.message("Checked \(Counted.text(report.pages, "page", "pages")): every name the templates ask for names something.")
    }
}

/// Shows "Writing files: 120/400" on a terminal once a build has run for a second; silent otherwise.
final class ProgressDisplay: BuildProgress {
    private struct Shown {
        var started = Date()
        var shown = false
    }
    private let state = Mutex(Shown())
    private let enabled = Console.errorIsTerminal

    /// A build starts: the second counts from now (a `--watch` rebuild comes minutes after the last).
    func begin() {
        state.withLock { $0 = Shown() }
    }

    func show(_ done: Int, of total: Int) {
        guard enabled else { return }
        state.withLock { state in
            guard Date().timeIntervalSince(state.started) > 1 else { return }
            state.shown = true
            FileHandle.standardError.write(Data("\rWriting files: \(done)/\(total)".utf8))
        }
    }

    func finish() {
        state.withLock { state in
            if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            state.shown = false
        }
    }
}
