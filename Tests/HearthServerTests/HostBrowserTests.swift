import Foundation
import HearthTestSupport
import Testing

/// `hearth host` in real headless Chromium, driven by Tests/browser/host_tick.py (Selenium with
/// Debian's chromium-driver, both installed by .ci/run): sign in, tick an item, and see the progress
/// bar move without the page loading again.
@Suite struct HostBrowserTests {
    @Test func signInTickAndSeeTheProgressBarMove() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        let script = HearthProcess.repository.appending(path: "Tests/browser/host_tick.py").path
        let run = try HearthProcess.run(["python3", script, "http://127.0.0.1:\(host.port)", HostServerTests.ana, HostServerTests.password],
                                        in: host.folder.url, timeout: 120, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("progress 3 -> 4"))
        #expect(run.output.contains("same page: True"))
    }
}
