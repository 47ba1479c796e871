import Foundation
import HearthTestSupport
import Testing

/// docs/home-assistant.md, run as far as this machine allows (Tests/api/home_assistant.py): its sensors
/// read a real `hearth host` through the API with a token, its card renders the list and today's chores,
/// its voice sentence adds an item, and its webhook automation shows a notice Hearth sent.
@Suite struct HomeAssistantGuideTests {
    @Test func theGuidesYAMLWorksAgainstTheHost() async throws {
        // The stand-in for Home Assistant's webhook listens on loopback: the host may send there.
        let host = try await HostServerTests.Hosted(options: ["--notices-may-reach", "127.0.0.1"])
        defer { host.stop() }
        let made = try await host.hearth(["token", "add", "Home Assistant", "--as", HostServerTests.ana])
        let token = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(made.status == 0 && token.hasPrefix("hearth_"), "\(made.errors)")
        let store = host.folder.url.appending(path: host.store).path
        let run = try await HearthProcess.run(["python3", HearthProcess.repository.appending(path: "Tests/api/home_assistant.py").path,
                                         "http://127.0.0.1:\(host.port)", token, HearthProcess.binary.path, store, HostServerTests.ana, "3299H3YZ7CE2", "2026-11-19"],
                                        in: host.folder.url, timeout: 120, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        // The demo's Riveras have 12 items on the list, 3 of them in the basket.
        #expect(run.output.contains("sensor.groceries_to_get: 9\n"), "\(run.output)")
        #expect(run.output.contains("card: **To get (9)** | - Avocados ×3 (Produce) | - Lemons ×2 (Produce) | - Sourdough loaf (Bakery)"), "\(run.output)")
        // The demo's Thursday: three chores, one of them done.
        #expect(run.output.contains("sensor.chores_left_today: 2\n"), "\(run.output)")
        #expect(run.output.contains("| **Chores today** | - ○ Sweep: Mia | - ✓ Take out garbage: Leo | - ○ Cook: Sam"), "\(run.output)")
        #expect(run.output.contains("voice: 'add oat milk to the family list' -> 201 oat milk; says 'oat milk is on the family list.'"), "\(run.output)")
        #expect(run.output.contains("sensor.groceries_to_get: 10\n"), "the sensor counts the added item: \(run.output)")
        #expect(run.output.contains("notification: Sam made a wish / A kite (The Riveras)"), "\(run.output)")
    }
}
