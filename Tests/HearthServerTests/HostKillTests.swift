import Foundation
import HearthTestSupport
import Testing

/// `hearth host` killed while phones tick: every page on disk is whole at every moment (a tick's pages
/// are renamed into place), and the host started again serves exactly the site a build from nothing
/// gives (what a killed refresh was replacing is listed, and rendered again).
@Suite(.tags(.timed)) struct HostKillTests {
    final class Ticking: @unchecked Sendable {
        let lock = NSLock()
        var stopping = false
        var answered = 0
    }

    /// Every HTML file below `site` ends as the layout ends: none was cut short.
    static func cutShortPages(in site: URL) -> [String] {
        var cut: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)! where url.pathExtension == "html" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if !text.hasSuffix("</html>\n") { cut.append(url.path) }
        }
        return cut
    }

    @Test func aHostKilledWhileTickingLeavesEveryPageWholeAndTheSiteRight() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let site = host.folder.url.appending(path: "site-hosted")
        var answered = 0
        for round in 0..<4 {
            let phone = host.phone()
            phone.serverMayBeGone = true
            try phone.signIn(HostServerTests.ana, HostServerTests.password)
            let page = try phone.get("/\(HostServerTests.riveras)/groceries/")
            let token = try #require(page.field("csrf", inFormEndingWith: "act/grocery/item"))
            let item = try #require(page.buttonValue("check"))
            let ticking = Ticking()
            let thread = Thread {
                var check = true
                while !ticking.lock.withLock({ ticking.stopping }) {
                    let answer = try? phone.post("/\(HostServerTests.riveras)/act/grocery/item",
                                                 ["csrf": token, check ? "check" : "uncheck": item], referer: "/\(HostServerTests.riveras)/groceries/")
                    if answer?.status == 303 { ticking.lock.withLock { ticking.answered += 1 } }
                    check.toggle()
                }
            }
            thread.start()
            // Killed at a different moment of the ticks each round.
            usleep(UInt32(150_000 + round * 37_000))
            ticking.lock.withLock { ticking.stopping = true }
            kill(host.process.processIdentifier, SIGKILL)
            host.process.waitUntilExit()
            while thread.isExecuting || !thread.isFinished { usleep(10_000) }
            answered += ticking.answered
            #expect(Self.cutShortPages(in: site).isEmpty, "round \(round): \(Self.cutShortPages(in: site))")
            try await host.start()
        }
        #expect(answered > 4, "the ticks were answered between the kills")
        host.stop()

        // The site the host built when it started again, against one built from nothing from the same store.
        let fresh = try await HearthProcess.run(["host", "--store", "household.sqlite", "--port", "0", "--date", "2026-11-19", "--output", "site-fresh"],
                                          in: host.folder.url, timeout: 6)
        #expect(fresh.errors.contains("first build"), "\(fresh.errors)")
        let kept = try FolderFiles.read(site), built = try FolderFiles.read(host.folder.url.appending(path: "site-fresh"))
        #expect(Set(kept.keys) == Set(built.keys))
        for (path, data) in built where kept[path] != data && !path.hasSuffix(".hearth-touched") {
            Issue.record("\(path) is not what a build from nothing gives")
        }
    }
}
