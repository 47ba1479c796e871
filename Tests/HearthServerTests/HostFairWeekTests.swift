import Foundation
import HearthTestSupport
import Testing

/// "Propose next week" on the hosted week (issue 69): the proposal with its reasons beside the plan now, for
/// every member, and a manager's "Accept", which assigns what was shown as `hearth chore propose --apply`
/// does, and tells the members who hear of it; a member who does not manage the family is refused.
@Suite struct HostFairWeekTests {
    static let riveras = HostServerTests.riveras
    static let chores = "/\(riveras)/chores/"

    /// The proposal's rows as the page shows them: the chore and its day, the member now and the one proposed.
    static func rows(_ page: Phone.Answer) -> [(chore: String, now: String, proposed: String)] {
        guard let section = page.body.components(separatedBy: "<section class=\"panel week-proposal\"").dropFirst().first else { return [] }
        return section.components(separatedBy: "</section>")[0].components(separatedBy: "<tr").dropFirst(2).map { row in
            let cells = row.components(separatedBy: "<td").dropFirst().map { cell in
                String(cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            }
            let chore = String(row.components(separatedBy: "<th scope=\"row\">").dropFirst().first?.prefix { $0 != "<" } ?? "")
            return (chore, cells.first ?? "", cells.dropFirst().first ?? "")
        }
    }

    @Test func aManagerSeesNextWeekProposedAndAcceptsIt() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = try ana.get(Self.chores)
        #expect(page.body.contains("<h2>Propose next week</h2>") && page.body.contains("data-hearth-managers-only"))
        #expect(HostWalkingOrderTests.rootElement(page).contains(" data-hearth-manager"))
        let proposed = Self.rows(page)
        #expect(!proposed.isEmpty && proposed.contains { $0.now != $0.proposed }, "the demo's plan is not next week's fair one: \(proposed)")
        #expect(page.body.contains("so far, the least ("), "each row says why")
        // The command proposes the same week, from the same store, for the host's day.
        let week = try #require(page.body.components(separatedBy: "name=\"week\" value=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(week == "2026-11-23", "the week after the host's day, 2026-11-19")

        let accepted = try ana.submitAsShown(on: Self.chores, to: "/\(Self.riveras)/act/chore/accept-week")
        #expect(accepted.status == 303, "\(accepted.status) \(accepted.body)")
        let after = Self.rows(try ana.get(Self.chores))
        #expect(after.map(\.chore) == proposed.map(\.chore))
        #expect(after.allSatisfy { $0.now == $0.proposed }, "the plan now is the proposal: \(after)")
        #expect(after.map(\.now) == proposed.map(\.proposed), "each chore went to the member proposed")
        let listed = try await host.hearth(["chore", "list", "--family", Self.riveras]).output
        for row in proposed where row.proposed != "-" { #expect(listed.contains(" · \(row.proposed)"), "\(listed)") }
    }

    @Test func aMemberWhoDoesNotManageIsRefused() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let brother = host.phone()
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        let page = try brother.get("/\(HostServerTests.lins)/chores/")
        #expect(page.body.contains("<h2>提議下週分工</h2>"), "in the family's words, for him too")
        #expect(page.body.contains(#"act/chore/accept-week" data-hearth-managers-only>"#), "the form hidden from him by hearth.css")
        #expect(!HostWalkingOrderTests.rootElement(page).contains(" data-hearth-manager"))
        let before = Self.rows(page)
        let refused = try brother.submit(on: "/\(HostServerTests.lins)/chores/", to: "/\(HostServerTests.lins)/act/chore/accept-week", ["week": "2026-11-23", "changes": ""])
        #expect(refused.status == 403 && refused.body.contains("只有林家的管理者可以這樣做"), "\(refused.status) \(refused.body)")
        #expect(Self.rows(try brother.get("/\(HostServerTests.lins)/chores/")).map(\.now) == before.map(\.now), "nothing changed")
    }

    /// Ana keeps the page open while Leo says he is away all next week: her Accept of the proposal she saw
    /// is refused in words, and nothing changes; the page shown again has the new proposal.
    @Test func anAcceptOfAProposalThatChangedSinceItWasShownIsRefused() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let shown = try ana.get(Self.chores)
        let fields = try #require(PageText.fields(inFormEndingWith: "accept-week", in: shown.body))
        let before = Self.rows(shown)
        #expect(before.contains { $0.proposed == "Leo" }, "Leo has chores next week: \(before)")
        let away = try await host.hearth(["member", "away", "Leo", "--from", "2026-11-23", "--to", "2026-11-29", "--family", Self.riveras])
        try #require(away.status == 0, "\(away.errors)")
        var now = before
        for _ in 0..<50 where now.contains(where: { $0.proposed == "Leo" }) {
            try await Task.sleep(for: .seconds(0.2))
            now = Self.rows(try ana.get(Self.chores))
        }
        #expect(!now.contains { $0.proposed == "Leo" }, "the page proposes nothing for Leo now: \(now)")
        let refused = try ana.post(fields, to: "/\(Self.riveras)/act/chore/accept-week", from: Self.chores)
        #expect(refused.status == 400 && refused.body.contains("Next week&#39;s proposal changed since this page showed it"), "\(refused.status) \(refused.body)")
        #expect(Self.rows(try ana.get(Self.chores)).map(\.now) == before.map(\.now), "no assignee changed")
    }

    /// Sam hears "Next week's chores are set" with his own chores of that week when Ana accepts.
    @Test func theMembersHearThatNextWeekIsSet() async throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try await HostNoticesTests.host(receivers)
        defer { host.stop() }
        #expect(try await host.hearth(["notify", "set", "week", "on", "--as", HostNoticesTests.sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "ntfy", "http://127.0.0.1:\(receivers.http)/riveras-sam", "--as", HostNoticesTests.sam]).status == 0)
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let proposed = Self.rows(try ana.get(Self.chores))
        #expect(try ana.submitAsShown(on: Self.chores, to: "/\(Self.riveras)/act/chore/accept-week").status == 303)
        let told = try await receivers.wait { $0.contains { HostNoticesTests.kind($0) == "Next week's chores are set" } }
        let notice = try #require(told.first { HostNoticesTests.kind($0) == "Next week's chores are set" }?["json"] as? [String: Any], "\(told)")
        let body = notice["message"] as? String ?? ""
        let sams = proposed.filter { $0.proposed == "Sam" }
        #expect(!sams.isEmpty && sams.allSatisfy { body.contains(String($0.chore.prefix { $0 != " " })) }, "Sam's chores next week: \(body) \(sams)")
    }

    /// With a printer, the proposal has its own "Send to the printer", which prints it as `hearth report week
    /// --proposed` makes it.
    @Test func theProposalGoesToTheFamilysPrinter() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let printer = try TestPrinter()
        #expect(try await host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(printer.port)", "--family", "The Riveras"]).status == 0)
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        var page = try ana.get(Self.chores)
        for _ in 0..<100 where !page.body.contains("print/proposal") {
            try await Task.sleep(for: .seconds(0.1))
            page = try ana.get(Self.chores)
        }
        let token = try #require(page.field("csrf", inFormEndingWith: "print/proposal"), "the proposal's own button")
        let sent = try ana.post("/print/proposal", ["csrf": token])
        #expect(sent.status == 200 && sent.body.contains("Sent Next week, proposed · The Riveras to the printer"), "\(sent.status) \(sent.body)")
        #expect(try printer.received() != nil, "the printer got it")
    }
}
