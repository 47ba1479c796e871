import Foundation
import HearthDomain
import HearthReport
import HearthSite
import HearthStore
import Hummingbird

/// The Print buttons of the shopping list, the week and the household report in `hearth host`, shown
/// when the family has a printer (`hearth family set --printer`): the report, as `hearth report` makes
/// it, goes to that printer, and the member sees "Sent to the printer" (or what the printer said; a printer
/// on the network that stops taking the report is given up on in under a minute).
extension HostHandlers {
    /// A report a button prints: the page it came from, to go back to; whether a sheet of it is turned
    /// sideways (the week, as `hearth report week`); what it reads of the household; and how it is made
    /// (with the site's address, for the shopping list's QR code back to the live list).
    struct PrintedReport: Sendable {
        var route: String
        var landscape: Bool
        var reads: FamilyParts
        var sheet: @Sendable (FamilySnapshot, CalendarDay, ThemeStrings, String?) -> ReportSheet
    }

    /// The reports the buttons print, by their form's address (`ServerAction.printShopping`: /print/shopping).
    static let printedReports: [ServerAction: PrintedReport] = [
        .printShopping: PrintedReport(route: "shopping/", landscape: false, reads: ShoppingReport.reads) { ShoppingReport.sheet(for: $0, date: $1, publicURL: $3, strings: $2) },
        .printWeek: PrintedReport(route: "chores/", landscape: true, reads: WeekReport.reads) { snapshot, date, strings, _ in WeekReport.sheet(for: snapshot, date: date, strings: strings) },
        .printProposal: PrintedReport(route: "chores/", landscape: true, reads: WeekReport.reads) { snapshot, date, strings, _ in
            WeekReport.proposedSheet(for: snapshot, date: date, strings: strings)
        },
        .printHousehold: PrintedReport(route: "household-report/", landscape: false, reads: HouseholdReport.reads) { snapshot, date, strings, _ in
            HouseholdReport.sheet(for: snapshot, date: date, strings: strings)
        },
    ]

    /// POST /print/KIND: the family's report sent to its printer, a member's or a kitchen screen's (printing
    /// changes nothing in the household). `SignedInForms` has checked the form.
    func print(_ report: PrintedReport, _ request: Request, _ context: HostRequestContext) async throws -> Response {
        guard let visitor = context.signedIn?.visitor else { return signedOutRefusal(request) }
        let family = visitor.family, language = visitor.language, words = pages.words(language), home = site.home(of: family) ?? "/"
        let back = home + report.route
        guard let printer = try store.savedPrinters()[family.id] else {
            return pages.refusal(words.text("server_no_printer"), back: back, in: language, status: .conflict)
        }
        let destination = try PrinterDestination.parse(printer, option: "--printer")
        let paper = destination.paper
        let snapshot = try store.snapshot(of: family, reading: report.reads)
        let sheet = report.sheet(snapshot, CalendarDay.localToday(), words, try publicURL ?? store.savedPublicURLs()[family.id])
        do {
            let bytes = try ReportRenderer.render(sheet, as: destination.format(on: paper), on: paper, landscape: report.landscape)
            // Sent off the request's threads (on the password checks' own): a printer may take seconds to answer.
            try await passwordChecks.runIfActive { try destination.send(bytes, title: sheet.title) }
        } catch let failure as Failure {
            // In the family's words where the failure has them (a printer that stopped taking the report).
            let reason = pages.message(of: failure, in: language)
            return pages.refusal(words.text("server_printer_failed", ["printer": destination.name, "reason": reason]), back: back,
                                 in: language, status: .serviceUnavailable)
        }
        return pages.notice(words.text("server_sent_to_printer", ["report": sheet.title, "printer": destination.name]), title: words.text("server_printed_title"),
                            link: .init(text: words.text("server_back"), href: back), in: language, status: .ok)
    }
}
