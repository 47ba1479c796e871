import Foundation
import HearthTestSupport
import Testing

/// Two shoppers of one family in a dead zone, in real Chromium with a browser profile each
/// (Tests/browser/host_offline_shoppers.py, docs/offline.md): both add, tick, change and remove with no
/// signal, one closes and opens its browser meanwhile, and they come back in either order. The store ends
/// as the merge rule says: every change arrived, none twice, and the tick the rule refuses is shown.
@Suite struct OfflineShoppersBrowserTests {
    static let riveras = HostServerTests.riveras

    /// `hearth grocery list --all`, each line by the item's name, without its ID.
    static func list(_ host: HostServerTests.Hosted) async throws -> [String: String] {
        let list = try await host.hearth(["grocery", "list", "--all", "--family", riveras])
        try #require(list.status == 0, "\(list.errors)")
        var lines: [String: String] = [:]
        for line in list.output.split(separator: "\n").map(String.init) {
            let fields = line.components(separatedBy: " · ").dropLast().joined(separator: " · ")
            let name = String(fields.dropFirst(4).prefix { $0 != "×" }).trimmingCharacters(in: .whitespaces)
            lines[name] = fields
        }
        return lines
    }

    @Test(arguments: ["ab", "ba"]) func twoShoppersOfflineComeBackInEitherOrder(order: String) async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        #expect(try await host.hearth(["member", "password", Demo.leo], input: HostServerTests.password + "\n").status == 0)
        for arguments in [["grocery", "add", "Saffron", "--quantity", "2", "--as", Demo.ana], ["grocery", "add", "Sumac", "--as", Demo.ana],
                          ["grocery", "add", "Capers", "--as", Demo.leo]] {
            let added = try await host.hearth(arguments)
            try #require(added.status == 0, "\(added.errors)")
        }
        let before = try await Self.list(host)
        let profiles = try TemporaryFolder()
        var arguments = [Demo.ana, Demo.leo, HostServerTests.password, profiles.url.path, order]
        if let shots = ProcessInfo.processInfo.environment["HEARTH_SHOTS"] { arguments.append(shots) }
        let run = try await HostBrowserTests.run("host_offline_shoppers.py", host, arguments, timeout: 480)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("shoppers: ok"), "\(run.output)")
        #expect(run.output.contains("Ana after a restart: queued 6"), "\(run.output)")
        #expect(run.output.contains("lost answer: answers lost 1, queued 0"), "\(run.output)")
        if order == "ab" {
            #expect(run.output.contains("1 not applied: Sumac was removed by Ana."), "\(run.output)")
        }

        // The rule applied to both phones' changes, whichever came first (docs/offline.md).
        var expected = before
        expected["Sumac"] = nil  // Ana's removal beats Leo's earlier tick
        expected["Za'atar"] = "[ ] Za'atar ×1 · Unknown Location"  // two adds of one name: one item
        expected["Tahini"] = "[x] Tahini ×2 · Unknown Location"  // added and ticked on Ana's phone
        expected["Dish soap"] = try #require(before["Dish soap"]).replacingOccurrences(of: "[ ]", with: "[x]")
        expected["Peanut butter"] = try #require(before["Peanut butter"]).replacingOccurrences(of: "[ ]", with: "[x]")
        expected["Saffron"] = "[ ] Saffron ×4 · Unknown Location"  // 2, one more offline, one more sent twice
        expected["Capers"] = "[ ] Capers ×2 · Unknown Location · ~ not available"
        let after = try await Self.list(host)
        for name in Set(expected.keys).union(after.keys).sorted() {
            #expect(after[name] == expected[name], "\(name)")
        }
    }
}
