import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Renders the household dashboard (HTML pages with Markdown twins) into a folder.",
        discussion: """
            The new site is written beside the old one and swapped in whole at the end: a failed build
            leaves the previous site as it was. Hearth only replaces a folder it wrote itself.
            Examples:
              hearth build --demo                          # the demo household, into ./site
              hearth build --store home.sqlite --output /srv/hearth --date 2026-11-21
              hearth build --templates my-theme            # my-theme/ overrides the theme file by file
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Option(help: ArgumentHelp("The folder to write the site into.", valueName: "folder"))
    var output: String = "site"

    @Option(help: ArgumentHelp("A folder of templates and assets that override the built-in theme, file by file.", valueName: "folder"))
    var templates: String?

    @Option(help: ArgumentHelp("The build's today, as YYYY-MM-DD (default: the local date; the demo's own date with --demo).", valueName: "date"))
    var date: String?

    @OptionGroup var familyOption: FamilyOption

    @Option(help: ArgumentHelp("Member QR codes carry this URL with {id} filled in, e.g. https://home.example/join?member={id} (default: the bare member ID).", valueName: "template"))
    var joinURL: String?

    @Option(help: ArgumentHelp("The numbers of servings every recipe gets a page for, besides its own.", valueName: "list"))
    var servings: String = "2,4,6,8"

    @Flag(help: "Render the demo household that ships inside hearth (no store file needed).")
    var demo = false

    func run() throws {
        let store = demo ? try DemoHousehold.store() : try storeOption.open()
        let familyID = try familyOption.family.map { try store.family(matching: $0).id }
        let progress = ProgressDisplay()
        let options = BuildOptions(
            output: URL(fileURLWithPath: output),
            templates: templates.map { URL(fileURLWithPath: $0) },
            date: try buildDate(),
            familyID: familyID,
            joinURL: try joinURL.map { try MemberCode.checkTemplate($0).mapError(\.failure).get() },
            servings: try servingsList(),
            progress: { done, total in progress.show(done, of: total) }
        )
        let report = try SiteBuilder().build(try store.snapshot(), options: options)
        progress.finish()
        Console.message(report.summary)
        for entrance in report.familyEntrances {
            Console.message("  \(entrance.name): \(output)/\(entrance.path)")
        }
        if report.familyEntrances.isEmpty {
            Console.message("Open \(output)/index.html in a browser.")
        }
    }

    /// "2,4,6,8": each 1 to 100.
    private func servingsList() throws -> [Int] {
        let values = servings.split(separator: ",").map { $0.trimmed }
        let numbers = values.compactMap { Int($0) }
        guard !values.isEmpty, numbers.count == values.count, numbers.allSatisfy(Recipe.servingsRange.contains) else {
            throw Failure(.usage, "--servings \(servings): expected whole numbers from 1 to 100 separated by commas, such as 2,4,6,8")
        }
        return Array(Set(numbers)).sorted()
    }

    private func buildDate() throws -> CalendarDay {
        if date == nil && demo { return DemoHousehold.date }
        return try Today.parse(date)
    }
}

/// Shows "Writing files: 120/400" on a terminal once a build has run for a second; silent otherwise.
final class ProgressDisplay: @unchecked Sendable {
    private let lock = NSLock()
    private let started = Date()
    private var shown = false
    private let enabled = Console.errorIsTerminal

    func show(_ done: Int, of total: Int) {
        guard enabled else { return }
        lock.withLock {
            guard Date().timeIntervalSince(started) > 1 else { return }
            shown = true
            FileHandle.standardError.write(Data("\rWriting files: \(done)/\(total)".utf8))
        }
    }

    func finish() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
