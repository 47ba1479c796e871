import ArgumentParser
import Foundation
import HearthDomain
import HearthReport
import HearthSite
import HearthStore

/// `hearth report KIND`: a report on paper without a browser, as PDF, a picture, a receipt printer's
/// bytes or text, written to a file or sent to a printer.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Prints a report without a browser: as PDF, PNG, a receipt printer's ESC/POS, Markdown or text.",
        discussion: """
            Examples:
              hearth report shopping                               # the shopping list as text
              hearth report shopping --output list.pdf             # PDF on the machine's paper: A4, Letter in the US (--paper a5)
              hearth report shopping --shop "Corner shop"          # in that shop's walking order
              hearth report shopping --to lp                       # to CUPS's default printer
              hearth report shopping --to lp:kitchen --paper a5
              hearth report shopping --to tcp://192.168.1.50       # an 80 mm receipt printer on the network
              hearth report shopping --to /dev/usb/lp0 --paper 58mm
              hearth report week --output week.pdf                 # the chore plan for the fridge
              hearth report household --to lp                      # the week's report, for the table
              hearth report recipe "Buttermilk pancakes" --servings 6 --paper a5
              hearth report cards --output cards.pdf               # the join cards
            Without --format the format follows where the report goes: receipt paper (58mm, 80mm) sent to
            a printer is ESC/POS, lp gets PDF, a file what its name ends in (.pdf, .png, .bin, .md, .txt),
            and standard output text.
            """,
        subcommands: [Shopping.self, Week.self, Household.self, RecipeCard.self, Cards.self]
    )

    struct Shopping: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every item still to get, in walking order, with a box to tick, quantities, the meals that need it and who added it.",
            discussion: "With --shop, in that shop's walking order, and what it has not under a last heading (\"Not at Corner shop\").")
        @Option(help: ArgumentHelp("The list at this shop, in its walking order (`hearth shop order`).", valueName: "shop")) var shop: String?
        @OptionGroup var report: ReportOptions

        func run() throws {
            try report.deliver(what: "the shopping list", reading: ShoppingReport.reads) { family in
                let found = try shop.map { try family.store.shop($0, in: family.snapshot.family) }
                return ShoppingReport.sheet(for: family.snapshot, date: family.date, publicURL: family.publicURL, strings: family.strings, at: found)
            }
        }
    }

    struct Week: ReportKind {
        static let configuration = CommandConfiguration(
            abstract: "The week's chore plan for the fridge: a column a day with each chore, its fatigue and who it is for, each day's total, and who carries how much (landscape).")
        static let what = "the week"
        static let reads = WeekReport.reads
        static let landscapeByDefault = true
        @OptionGroup var report: ReportOptions
        @Flag(help: "Next week as the fair week proposes it (hearth chore propose), titled as proposed, instead of the week's plan.")
        var proposed = false

        static func sheet(for family: ReportFamily) -> ReportSheet {
            WeekReport.sheet(for: family.snapshot, date: family.date, strings: family.strings)
        }

        func run() throws {
            guard proposed else { return try report.deliver(what: Self.what, reading: Self.reads, landscapeByDefault: true, Self.sheet(for:)) }
            try report.deliver(what: "next week, proposed", reading: Self.reads, landscapeByDefault: true) { family in
                WeekReport.proposedSheet(for: family.snapshot, date: family.date, strings: family.strings)
            }
        }
    }

    struct Household: ReportKind {
        static let configuration = CommandConfiguration(
            abstract: "The household's week, to read at the table: each member's chores planned and done, their share against an even split (this week and the four before), a chart, and the grocery list.")
        static let what = "the household report"
        static let reads = HouseholdReport.reads
        @OptionGroup var report: ReportOptions

        static func sheet(for family: ReportFamily) -> ReportSheet {
            HouseholdReport.sheet(for: family.snapshot, date: family.date, strings: family.strings)
        }
    }
}

extension ReportCommand {
    struct RecipeCard: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recipe",
            abstract: "One recipe card: the ingredients at any servings, each with a box, then the method.")
        @Argument(help: "The recipe, by name or ID.") var recipe: String
        @Option(parsing: .unconditional, help: "How many servings to cook for (1 to 100; default: the recipe's own).") var servings: Int?
        @OptionGroup var report: ReportOptions

        func run() throws {
            let servings = try self.servings.map { try Recipe.checkServings($0).mapError(\.failure).get() }
            try report.deliver(what: "the recipe", reading: []) { family in
                let found = try family.store.recipe(recipe, in: family.snapshot.family)
                return RecipeReport.sheet(for: found, servings: servings ?? found.servings, family: family.snapshot.family, strings: family.strings)
            }
        }
    }

    struct Cards: ReportKind {
        static let configuration = CommandConfiguration(
            abstract: "The family's join cards: each member's QR code (the join address when the site is hosted) with their name and ID.")
        static let what = "the join cards"
        static let reads = JoinCardsReport.reads
        @OptionGroup var report: ReportOptions

        static func sheet(for family: ReportFamily) -> ReportSheet {
            JoinCardsReport.sheet(for: family.snapshot, joinURL: family.publicURL.map { $0 + "/join/{id}" }, strings: family.strings)
        }
    }
}

/// A kind of report (`hearth report KIND`): how its sheet is made from the family's household. Running
/// it makes the sheet and writes or sends it as its `ReportOptions` say.
protocol ReportKind: ParsableCommand {
    var report: ReportOptions { get }
    /// The report in the message that says where it went: "the shopping list".
    static var what: String { get }
    /// What the sheet shows of the household, read without the rest.
    static var reads: FamilyParts { get }
    /// Whether it goes on a sheet turned sideways unless `--no-landscape` (the week's seven columns).
    static var landscapeByDefault: Bool { get }
    static func sheet(for family: ReportFamily) throws -> ReportSheet
}

extension ReportKind {
    static var landscapeByDefault: Bool { false }

    func run() throws {
        try report.deliver(what: Self.what, reading: Self.reads, landscapeByDefault: Self.landscapeByDefault, Self.sheet(for:))
    }
}

/// What a report is made from: the family's household, its day, its words and its hosted address.
struct ReportFamily {
    /// The store it was read from, for a report that looks something up (a recipe by name).
    var store: HouseholdStore
    var snapshot: FamilySnapshot
    /// The report's today (`--date`).
    var date: CalendarDay
    var strings: ThemeStrings
    /// `--public-url`, else the address the family saved (`hearth family set --public-url`); nil for none.
    var publicURL: String?
}

/// Where a report goes and what it is written as; every kind of report takes them.
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("pdf, png, escpos, md or txt (default: from --to, --paper and --output).", valueName: "format"))
    var format: String?

    @Option(help: ArgumentHelp("a4, letter, a5, 58mm or 80mm (default: the machine's, from $PAPERSIZE, the locale's country or /etc/papersize, else a4; 80mm for a printer on the network or a device).", valueName: "paper"))
    var paper: String?

    // Exclusive: --landscape --no-landscape is a usage error naming both, not the last one winning.
    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Turn the sheet sideways, or not (A4, Letter and A5; the week is sideways unless --no-landscape).")
    var landscape: Bool?

    @Option(help: ArgumentHelp("Write the report to this file (- is standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Send the report to a printer: lp, lp:QUEUE, tcp://HOST[:PORT] or a device such as /dev/usb/lp0.", valueName: "printer"))
    var to: String?

    @Option(help: ArgumentHelp("The report's today, as YYYY-MM-DD (default: the local date; the demo's own date with --demo).", valueName: "date"))
    var date: String?

    @Option(help: ArgumentHelp("The hosted site's address (default: the family's, as `hearth family set --public-url` saved it): the report carries a QR code back to the live page.", valueName: "url"))
    var publicURL: String?

    @Flag(help: "Write over a file that is not a Hearth report of this format.")
    var force = false

    @Flag(help: "Report on the demo household that ships inside hearth (no store file needed).")
    var demo = false

    @OptionGroup var templatesOption: TemplatesOption
    @OptionGroup var household: HouseholdOptions

    /// Makes the family's sheet with `make` from the `parts` of their household it shows, and writes or
    /// sends it as these options say; `what` names the report in the message that says where it went.
    func deliver(what: String, reading parts: FamilyParts, landscapeByDefault: Bool = false, _ make: (ReportFamily) throws -> ReportSheet) throws {
        let destination = try to.map { try PrinterDestination.parse($0) }
        if destination != nil && output != nil { throw Failure(.usage, "--to and --output: give one, a printer or a file") }
        let paper = try chosenPaper(for: destination)
        let format = try chosenFormat(for: destination, paper: paper)
        if format == .escpos && !paper.isReceipt {
            throw Failure(.usage, "--format escpos is for a receipt printer: add --paper 58mm or --paper 80mm")
        }
        let givenURL = try publicURL.map { try PublicURL.check($0) }
        let store = demo ? try DemoHousehold.store() : try household.storeOption.open()
        let family = try household.familyOption.resolve(in: store)
        let day = try date.map { try Today.parse($0) } ?? (demo ? DemoHousehold.date : Today.parse(nil))
        let snapshot = try store.snapshot(of: family, reading: parts)
        let strings = try ThemeStrings(theme: try Theme(userFolder: templatesOption.url), language: family.language)
        let sheet = try make(ReportFamily(store: store, snapshot: snapshot, date: day, strings: strings, publicURL: try givenURL ?? store.savedPublicURLs()[family.id]))
        var bytes = try ReportRenderer.render(sheet, as: format, on: paper, landscape: landscape ?? landscapeByDefault)
        if let destination {
            try destination.send(bytes, title: sheet.title)
            Console.message("Sent \(what) to \(destination.name) (\(format.rawValue), \(paper.rawValue)).")
            return
        }
        // Text for a terminal shows a control character from the store as its code.
        if format == .txt || format == .md { bytes = Array(Console.visible(String(decoding: bytes, as: UTF8.self)).utf8) }
        let firstLine = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
        let file = OutputFile(path: output ?? "-", kind: .report(format, firstLine: firstLine), force: force,
                              storePath: demo ? nil : household.storeOption.path)
        try file.write(Data(bytes))
        if let output, output != "-" { Console.message("Wrote \(what) to \(file.shownPath) (\(format.rawValue), \(paper.rawValue)).") }
    }

    private func chosenPaper(for destination: PrinterDestination?) throws -> Paper {
        guard let paper else { return destination?.paper ?? .ofThisMachine }
        guard let chosen = Paper(rawValue: paper.lowercased()) else {
            throw Failure(.usage, "--paper \(paper): expected one of \(Paper.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return chosen
    }

    private func chosenFormat(for destination: PrinterDestination?, paper: Paper) throws -> ReportFormat {
        if let format {
            guard let chosen = ReportFormat(rawValue: format.lowercased()) else {
                throw Failure(.usage, "--format \(format): expected one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return chosen
        }
        if let destination { return destination.format(on: paper) }
        guard let output, output != "-" else { return .txt }
        guard let named = ReportFormat.of(fileName: output) else {
            throw Failure(.usage, "--output \(output): the format is not known from the file's name (.pdf, .png, .bin, .md, .txt); add --format")
        }
        return named
    }
}
