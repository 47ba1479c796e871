import Foundation
import HearthDomain
import HearthReport
import HearthSite
import HearthStore
import Hummingbird

/// The Print buttons of the shopping list, the week and the household report in `hearth host`, shown
/// when the family has a printer (`hearth family set --printer`): the report, as `hearth report` makes
/// it, goes to that printer, and the member sees "Sent to the printer" (or what the printer said).
extension HostHandlers {
    /// The reports a button prints, by the last part of its address (`/print/shopping`), and the page it
    /// came from, to go back to.
    static let printedReports: [String: (route: String, sheet: @Sendable (FamilySnapshot, CalendarDay, ThemeStrings) -> ReportSheet)] = [
        "shopping": ("shopping/", { ShoppingReport.sheet(for: $0, date: $1, publicURL: nil, strings: $2) }),
        "week": ("chores/", { WeekReport.sheet(for: $0, date: $1, strings: $2) }),
        "household": ("household-report/", { HouseholdReport.sheet(for: $0, date: $1, strings: $2) }),
    ]

    /// POST /print/KIND: the family's report sent to its printer, a member's or a kitchen screen's (printing
    /// changes nothing in the household).
    func print(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var request = request
        let form = try await Self.form(&request, context)
        guard let (visitor, session) = try visitor(context) else { return signedOut(request, answer: signedOutRefusal(request)) }
        guard SessionToken.same(form["csrf"] ?? "", session.csrf) else { return csrfRefusal(visitor.family) }
        let family = visitor.family, language = family.language, words = pages.words(language), home = site.home(of: family) ?? "/"
        guard let kind = context.parameters.get("kind"), let report = Self.printedReports[kind] else { return notFound(request, family) }
        let back = home + report.route
        guard let printer = try store.savedPrinters()[family.id] else {
            return pages.refusal(words.text("server_no_printer"), back: back, in: language, status: .conflict)
        }
        let destination = try PrinterDestination.parse(printer, option: "--printer")
        // A receipt printer on the network or a device takes an 80 mm receipt; CUPS takes an A4 PDF (the week sideways).
        let paper: Paper = destination.takesRaster ? .receipt80 : .a4
        guard let snapshot = try store.snapshot().first(where: { $0.family.id == family.id }) else { return notFound(request, family) }
        let sheet = report.sheet(snapshot, CalendarDay.localToday(), words)
        do {
            let bytes = try ReportRenderer.render(sheet, as: paper.isReceipt ? .escpos : .pdf, on: paper, landscape: kind == "week" && !paper.isReceipt)
            // Sent off the request's threads (on the password checks' own): a printer may take seconds to answer.
            try await passwordChecks.runIfActive { try destination.send(bytes, title: sheet.title) }
        } catch let failure as Failure {
            return pages.refusal(words.text("server_printer_failed", ["printer": destination.name, "reason": failure.message]), back: back,
                                 in: language, status: .serviceUnavailable)
        }
        return pages.notice(words.text("server_sent_to_printer", ["report": sheet.title, "printer": destination.name]), title: words.text("server_printed_title"),
                            link: .init(text: words.text("server_back"), href: back), in: language, status: .ok)
    }
}
