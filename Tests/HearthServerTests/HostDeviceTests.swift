import Foundation
import HearthTestSupport
import Testing

/// A kitchen screen allowed to mark chores done (`hearth device add --marks-chores`, `device set`): it asks
/// "who did it?" and credits the member picked; it changes nothing else, and a plain device nothing at all.
@Suite(.serialized) struct HostDeviceTests {
    typealias Hosted = HostServerTests.Hosted
    static let riveras = HostServerTests.riveras, today = "/\(HostServerTests.riveras)/chores/today/"

    /// A device of the Riveras, signed in through its one-time link.
    static func device(_ name: String, _ host: Hosted, options: [String] = []) async throws -> Phone {
        let added = try await host.hearth(["device", "add", name, "--family", "The Riveras"] + options)
        try #require(added.status == 0, "\(added.errors)")
        let tablet = host.phone()
        #expect(try tablet.post(added.output.trimmingCharacters(in: .whitespacesAndNewlines), [:]).status == 303)
        return tablet
    }

    /// The ID of the Riveras' member named `name`.
    static func memberID(_ name: String, _ host: Hosted) async throws -> String {
        let list = try await host.hearth(["member", "list", "--family", "The Riveras"])
        let line = try #require(list.output.split(separator: "\n").first { $0.contains(name) }, "\(list.output)")
        return try #require(line.split(separator: " ").first { $0.count == 12 }.map(String.init))
    }

    @Test func aScreenAllowedToMarkChoresCreditsTheMemberPicked() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let hall = try await Self.device("Hall screen", host, options: ["--marks-chores"])
        let page = try hall.get(Self.today)
        #expect(page.body.contains("data-hearth-device data-hearth-device-chores>"))
        #expect(page.body.contains("<select name=\"member\">") && page.body.contains("Who did it?"))
        // Each chore offers the member it is planned for first ("Sweep · for Mia": Mia chosen).
        let sweep = try #require(page.body.components(separatedBy: "<li class=\"chore-card\">").first { $0.contains("for Mia") })
        #expect(sweep.range(of: #"selected>Mia</option>"#) != nil, "\(sweep)")
        let token = try #require(page.field("csrf", inFormEndingWith: "act/chore/done"))
        let chore = try #require(page.field("chore", inFormEndingWith: "act/chore/done"))
        let sam = try await Self.memberID("Sam", host)
        let done = try hall.post("/\(Self.riveras)/act/chore/done", ["csrf": token, "chore": chore, "date": "2026-11-19", "member": sam], referer: Self.today)
        #expect(done.status == 303)
        #expect(try hall.get(Self.today).body.contains("✓ done by Sam"), "credited to the member picked")

        // A chore planned for nobody starts on "Choose…", not on the first member (issue 64), and a screen
        // that sends it so is asked to choose.
        #expect(try await host.hearth(["chore", "set", "toilet", "--weekday", "thursday", "--fatigue", "3", "--family", "The Riveras"]).status == 0)
        // Another program's change: the host's watcher renders it within a moment.
        var withUnassigned = try hall.get(Self.today)
        for _ in 0..<100 where !withUnassigned.body.contains("Clean toilet") {
            try await Task.sleep(for: .seconds(0.1))
            withUnassigned = try hall.get(Self.today)
        }
        let toilet = try #require(withUnassigned.body.components(separatedBy: "<li class=\"chore-card\">").first { $0.contains("Clean toilet") && $0.contains("Not assigned") },
                                  "\(withUnassigned.body)")
        #expect(toilet.contains(#"<select name="member"><option value="" selected>Choose…</option>"#) && toilet.components(separatedBy: " selected>").count == 2, "\(toilet)")
        let unchosen = try hall.post("/\(Self.riveras)/act/chore/done", ["csrf": token, "chore": "toilet", "date": "2026-11-19", "member": ""], referer: Self.today)
        #expect(unchosen.status == 400 && unchosen.body.contains("Choose who did it"), "\(unchosen.status) \(unchosen.body)")

        // Nothing else: a tick, or a chore for someone of another family.
        let groceries = try hall.get("/\(Self.riveras)/groceries/")
        let item = try #require(groceries.buttonValue("check"))
        #expect(try hall.post("/\(Self.riveras)/act/grocery/item", ["csrf": token, "check": item]).status == 403)
        #expect(try hall.post("/\(Self.riveras)/act/chore/done", ["csrf": token, "chore": chore, "date": "2026-11-19", "member": HostServerTests.brother]).status == 403)

        // Turned off, it changes nothing at once.
        #expect(try await host.hearth(["device", "set", "Hall screen", "--marks-chores", "off", "--family", "The Riveras"]).status == 0)
        #expect(try hall.post("/\(Self.riveras)/act/chore/done", ["csrf": token, "chore": chore, "date": "2026-11-19", "member": sam]).status == 403)
        #expect(!(try hall.get(Self.today).body.contains("data-hearth-device-chores")))
    }

    @Test func aPlainScreenMarksNothing() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let kitchen = try await Self.device("Kitchen tablet", host)
        let page = try kitchen.get(Self.today)
        #expect(page.body.contains("data-hearth-device>"))
        let token = try #require(page.field("csrf", inFormEndingWith: "act/chore/done"))
        let chore = try #require(page.field("chore", inFormEndingWith: "act/chore/done"))
        let refused = try await kitchen.post("/\(Self.riveras)/act/chore/done", ["csrf": token, "chore": chore, "date": "2026-11-19", "member": try Self.memberID("Sam", host)])
        #expect(refused.status == 403 && refused.body.contains("Kitchen tablet is a device"))
    }
}
