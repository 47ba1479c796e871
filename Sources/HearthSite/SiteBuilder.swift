import Foundation
import HearthDomain

/// What a build needs besides the household: where to write, which theme, which day it is.
public struct BuildOptions: Sendable {
    public var output: URL
    /// A user's templates folder, whose files override the built-in theme's file by file.
    public var templates: URL?
    /// The build's "today". Nothing else in the output depends on the clock.
    public var date: CalendarDay
    /// Render this family's dashboard as the site's root; nil: the only family, or a folder each.
    public var familyID: HearthID?
    /// What member QR codes carry: this URL with {id} filled in, or (nil) the bare member ID.
    public var joinURL: String?
    /// The numbers of servings every recipe gets a page for, besides its own.
    public var servings: [Int]
    public var writer: any SiteFileWriter
    /// Told (files written so far, files in all) as the build goes, for a progress display.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(output: URL, templates: URL? = nil, date: CalendarDay, familyID: HearthID? = nil, joinURL: String? = nil,
                servings: [Int] = [2, 4, 6, 8], writer: any SiteFileWriter = DiskFileWriter(), progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.output = output
        self.templates = templates
        self.date = date
        self.familyID = familyID
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

    public func build(_ snapshots: [FamilySnapshot], options: BuildOptions) throws -> BuildReport {
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
        try plan.addNotFound(theme: theme)
        if chosen.count == 1 {
            try plan.addFamily(chosen[0], under: "", theme: theme, options: options)
        } else {
            try plan.addLanding(theme: theme)
            for snapshot in chosen.sorted(by: { $0.family.id < $1.family.id }) {
                try plan.addFamily(snapshot, under: snapshot.family.id.text + "/", theme: theme, options: options)
            }
        }

        let folder = OutputFolder(options.output)
        let staging = try folder.beginStaging()
        var report = BuildReport(pages: 0, files: 0, bytes: 0, seconds: 0, output: options.output, familyEntrances: [])
        do {
            let total = plan.fileCount
            for item in plan.items {
                for (path, data) in try item.render(templates: templates, theme: theme) {
                    try options.writer.write(data, to: staging.appending(path: path))
                    report.files += 1
                    report.bytes += data.count
                    options.progress?(report.files, total)
                }
                if case .page = item { report.pages += 1 }
            }
            try folder.publish(staging)
        } catch {
            folder.discard(staging)
            throw error
        }
        if chosen.count > 1 {
            report.familyEntrances = chosen.map { ($0.family.name, $0.family.id.text + "/index.html") }
        }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }
}
