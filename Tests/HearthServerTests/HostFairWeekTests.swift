import Foundation
import HearthTestSupport
import Testing

/// "Propose next week" on a manager's week (issue 69): the proposal with its reasons beside the plan now,
/// and "Accept", which assigns it as `hearth chore propose --apply` does; a member who does not manage the
/// family sees it hidden and is refused.
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

    @Test func aManagerSeesNextWeekProposedAndAcceptsIt() throws {
        let host = try HostServerTests.Hosted()
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

        let accepted = try ana.submit(on: Self.chores, to: "/\(Self.riveras)/act/chore/accept-week", ["week": String(week)])
        #expect(accepted.status == 303, "\(accepted.status) \(accepted.body)")
        let after = Self.rows(try ana.get(Self.chores))
        #expect(after.map(\.chore) == proposed.map(\.chore))
        #expect(after.allSatisfy { $0.now == $0.proposed }, "the plan now is the proposal: \(after)")
        #expect(after.map(\.now) == proposed.map(\.proposed), "each chore went to the member proposed")
        let listed = try host.hearth(["chore", "list", "--family", Self.riveras]).output
        for row in proposed where row.proposed != "-" { #expect(listed.contains(" · \(row.proposed)"), "\(listed)") }
    }

    @Test func aMemberWhoDoesNotManageIsRefused() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        let brother = host.phone()
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        let page = try brother.get("/\(HostServerTests.lins)/chores/")
        #expect(page.body.contains("<h2>提議下週分工</h2>"), "in the family's words, and hidden: hearth.css hides it when the page is not a manager's")
        #expect(!HostWalkingOrderTests.rootElement(page).contains(" data-hearth-manager"))
        let before = Self.rows(page)
        let refused = try brother.submit(on: "/\(HostServerTests.lins)/chores/", to: "/\(HostServerTests.lins)/act/chore/accept-week", ["week": "2026-11-23"])
        #expect(refused.status == 403 && refused.body.contains("只有林家的管理者可以這樣做"), "\(refused.status) \(refused.body)")
        #expect(Self.rows(try brother.get("/\(HostServerTests.lins)/chores/")).map(\.now) == before.map(\.now), "nothing changed")
    }
}
