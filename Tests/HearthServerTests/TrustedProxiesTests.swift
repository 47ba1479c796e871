import Foundation
import HearthDomain
import HearthTestSupport
import Testing
@testable import HearthServer

/// `--trusted-proxy`: whose X-Forwarded-For names the client. A proxy in a container (not loopback) made
/// every phone one address, and six wrong passwords from one locked out every member.
@Suite(.serialized) struct TrustedProxiesTests {
    @Test func onlyATrustedProxyNamesTheClient() throws {
        let proxies = try TrustedProxies(["172.18.0.0/16", "fd00::/8", "192.0.2.7"])
        #expect(proxies.client(peer: "172.18.3.4", forwardedFor: "203.0.113.5") == "203.0.113.5", "a proxy of the container network")
        #expect(proxies.client(peer: "172.19.0.1", forwardedFor: "203.0.113.5") == "172.19.0.1", "outside the network: its own address")
        #expect(proxies.client(peer: "fd12::1", forwardedFor: "2001:db8::9") == "2001:db8::9")
        #expect(proxies.client(peer: "192.0.2.7", forwardedFor: "198.51.100.1, 203.0.113.5, 172.18.0.9") == "203.0.113.5",
                "the last address no trusted proxy has: what a client writes first may be made up")
        #expect(proxies.client(peer: "127.0.0.1", forwardedFor: "203.0.113.5") == "127.0.0.1", "loopback is trusted only by default")
        #expect(TrustedProxies.loopback.client(peer: "::1", forwardedFor: "203.0.113.5") == "203.0.113.5")
        #expect(TrustedProxies.loopback.client(peer: "127.0.0.1", forwardedFor: nil) == "127.0.0.1")
        #expect(throws: Failure.self) { try TrustedProxies(["172.18.0.0/33"]) }
        #expect(throws: Failure.self) { try TrustedProxies(["proxy.local"]) }
    }

    /// Six wrong passwords through the proxy from one phone: that phone waits, another phone behind the
    /// same proxy signs in. Told to trust another proxy only, the host believes no header from loopback.
    @Test func aPhoneBehindTheProxyLocksOutOnlyItself() async throws {
        let trusting = try await HostServerTests.Hosted()
        defer { trusting.stop() }
        for _ in 1...6 { _ = try Self.signIn(trusting, from: "203.0.113.5", password: "not the password") }
        #expect(try Self.signIn(trusting, from: "203.0.113.5", password: HostServerTests.password).status == 429, "the guessing phone waits")
        #expect(try Self.signIn(trusting, from: "203.0.113.6", password: HostServerTests.password).status == 303, "another phone signs in")
        trusting.stop()

        let elsewhere = try await HostServerTests.Hosted(options: ["--trusted-proxy", "192.0.2.7"])
        defer { elsewhere.stop() }
        for _ in 1...6 { _ = try Self.signIn(elsewhere, from: "203.0.113.5", password: "not the password") }
        #expect(try Self.signIn(elsewhere, from: "203.0.113.6", password: HostServerTests.password).status == 429,
                "a header from an untrusted peer names nobody: the peer is one address")
        let refused = try await HearthProcess.run(["host", "--store", elsewhere.store, "--port", "0", "--trusted-proxy", "proxy.local"], in: elsewhere.folder.url)
        #expect(refused.status == 64 && refused.errors.contains("--trusted-proxy proxy.local: expected an IP address or a network"), "\(refused.errors)")
    }

    /// A sign-in through the sign-in page's form, with the X-Forwarded-For a proxy would add for `address`.
    static func signIn(_ host: HostServerTests.Hosted, from address: String, password: String) throws -> Phone.Answer {
        let phone = host.phone()
        let token = try #require(try phone.get("/sign-in").field("csrf", inFormEndingWith: "/sign-in"))
        let body = "csrf=\(token)&member=\(HostServerTests.ana)&password=\(password.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
        return try phone.send("POST", "/sign-in", bytes: Array(body.utf8),
                              headers: ["Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address])
    }
}
