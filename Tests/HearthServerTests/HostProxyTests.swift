import Foundation
import HearthTestSupport
import Testing

/// `hearth host` behind Debian's Caddy and nginx with TLS, at the site's root and under /hearth/, in
/// headless Chromium at 390 px (Tests/browser/host_behind_proxy.py, which starts both on loopback as
/// docs/hosting.md configures them): sign in, tick, "Add to home screen" (the manifest fetched as the
/// browser does, the touch icon without cookies), a kitchen tablet's link, an invitation scanned.
@Suite(.serialized) struct HostProxyTests {
    @Test(arguments: [("caddy", "root"), ("caddy", "subpath"), ("nginx", "root"), ("nginx", "subpath")])
    func theFamilysFlowsWorkBehindAProxy(proxy: String, place: String) async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        let password = try await HearthProcess.run(["member", "password", HostServerTests.ana, "--store", "household.sqlite"], in: folder.url,
                                             input: HostServerTests.password + "\n")
        try #require(password.status == 0, "\(password.errors)")
        let script = HearthProcess.repository.appending(path: "Tests/browser/host_behind_proxy.py").path
        let run = try await HearthProcess.run(["python3", script, proxy, place, HearthProcess.binary.path, folder.url.appending(path: "household.sqlite").path,
                                         HostServerTests.ana, HostServerTests.password, HostServerTests.riveras, folder.url.path],
                                        in: folder.url, timeout: 240, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let base = place == "subpath" ? "/hearth/" : "/"
        #expect(run.output.contains("through \(proxy) at https://127.0.0.1:") && run.output.contains(base + "\(HostServerTests.riveras)/, ticked"),
                "\(run.output)")
        #expect(run.output.contains("manifest 'The Riveras'") && run.output.contains("touch icon 200"), "\(run.output)")
        #expect(run.output.contains("tablet signed in") && run.output.contains("joined as 'Newcomer \(proxy) \(place)'"), "\(run.output)")
    }
}
