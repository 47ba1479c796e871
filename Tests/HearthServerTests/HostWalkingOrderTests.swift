import Foundation
import HearthTestSupport
import Testing

/// The shop's walking order from a phone: a manager moves a location up or down on the family page and
/// the shopping list follows; a member who does not manage the family is refused and sees no buttons.
@Suite struct HostWalkingOrderTests {
    static let riveras = HostServerTests.riveras
    static let family = "/\(riveras)/family/"

    /// The location names of the Riveras' list, in the order the grocery page shows them.
    static func order(_ page: Phone.Answer) -> [String] {
        page.body.components(separatedBy: "<h2 class=\"location__name\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    /// The page's <html …> tag, where the server says who looks.
    static func rootElement(_ page: Phone.Answer) -> String {
        String(page.body.components(separatedBy: "<html").dropFirst().first?.prefix { $0 != ">" } ?? "")
    }

    @Test func aManagerMovesALocationAndTheListFollows() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = try ana.get(Self.family)
        #expect(Self.rootElement(page).contains(" data-hearth-manager"), "a manager's page is marked as one: \(Self.rootElement(page))")
        #expect(page.body.contains("Walking order in the shop"))
        let before = Self.order(try ana.get("/\(Self.riveras)/groceries/"))
        #expect(Array(before.prefix(2)) == ["Produce", "Bakery"], "\(before)")

        let bakery = try #require(page.body.components(separatedBy: "walking-order__name\">Bakery</span>").dropFirst().first)
        let bakeryID = try #require(bakery.components(separatedBy: "name=\"location\" value=\"").dropFirst().first?.prefix { $0 != "\"" })
        let moved = try ana.submit(on: Self.family, to: "/\(Self.riveras)/act/location/move", ["location": String(bakeryID), "step": "up"])
        #expect(moved.status == 303, "\(moved.status) \(moved.body)")
        let after = Self.order(try ana.get("/\(Self.riveras)/groceries/"))
        #expect(Array(after.prefix(2)) == ["Bakery", "Produce"], "\(after)")
        #expect(after.count == before.count)
        let listed = try await host.hearth(["location", "list", "--family", Self.riveras])
        #expect(listed.output.range(of: "Bakery")!.lowerBound < listed.output.range(of: "Produce")!.lowerBound, "the store has it: \(listed.output)")
        #expect(try ana.get(Self.family).body.contains("aria-label=\"Move down: Bakery\""), "Bakery is first now: it only moves down")
        #expect(!(try ana.get(Self.family).body.contains("aria-label=\"Move up: Bakery\"")))

        // The first location cannot go earlier: nothing changes, and nothing fails.
        let again = try ana.submit(on: Self.family, to: "/\(Self.riveras)/act/location/move", ["location": String(bakeryID), "step": "up"])
        #expect(again.status == 303)
        #expect(Array(Self.order(try ana.get("/\(Self.riveras)/groceries/")).prefix(2)) == ["Bakery", "Produce"])
        // A drag sends how many places: Bakery to the end, however far it is asked to go.
        let dragged = try ana.submit(on: Self.family, to: "/\(Self.riveras)/act/location/move", ["location": String(bakeryID), "step": "9223372036854775807"])
        #expect(dragged.status == 303, "\(dragged.status) \(dragged.body)")
        let walked = Self.order(try ana.get("/\(Self.riveras)/groceries/"))
        #expect(walked.suffix(2) == ["Bakery", "Unknown location"], "the Unknown Location always last: \(walked)")
        let wrong = try ana.submit(on: Self.family, to: "/\(Self.riveras)/act/location/move", ["location": String(bakeryID), "step": "sideways"])
        // No page sends it: refused in the family's words (issue 64), not the command's English.
        #expect(wrong.status == 400 && wrong.body.contains("The page sent something the server does not take"), "\(wrong.status) \(wrong.body)")
    }

    @Test func aMemberWhoDoesNotManageIsRefusedInTheirWords() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let brother = host.phone()
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        let page = try brother.get("/\(HostServerTests.lins)/family/")
        #expect(page.body.contains("店內行走順序"), "the section is there, in the family's words")
        #expect(!Self.rootElement(page).contains(" data-hearth-manager"), "…and hidden: hearth.css hides it when the page is not a manager's")
        let location = try #require(page.body.components(separatedBy: "name=\"location\" value=\"").dropFirst().first?.prefix { $0 != "\"" })
        let refused = try brother.submit(on: "/\(HostServerTests.lins)/family/", to: "/\(HostServerTests.lins)/act/location/move",
                                         ["location": String(location), "step": "down"])
        #expect(refused.status == 403, "\(refused.status) \(refused.body)")
        #expect(refused.body.contains("只有林家的管理者可以這樣做"), "\(refused.body)")
    }

    /// Two phones in headless Chromium (Tests/browser/host_walking_order.py): one moves Bakery up on the
    /// family page, then drags Household to the top; the other's open shopping list follows each within
    /// seconds, untouched.
    @Test func aLocationMovedOnOnePhoneReordersTheListOnAnother() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await HostBrowserTests.run("host_walking_order.py", host, [HostServerTests.ana, HostServerTests.password, "Bakery"] + (ProcessInfo.processInfo.environment["HEARTH_SCREENSHOTS"].map { [$0] } ?? []))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("list before: Produce | Bakery"), "\(run.output)")
        #expect(run.output.contains("list after: Bakery | Produce"), "\(run.output)")
        #expect(run.output.contains("family page follows: True"), "\(run.output)")
        #expect(run.output.contains("list after the drag: Household | Bakery | Produce"), "\(run.output)")
    }
}
