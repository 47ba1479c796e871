import Foundation
import HearthTestSupport
import Testing

/// Issue 63, how notices are sent: an address is read as written (curl's `[0-2]` and `{a,b}` ranges
/// made one notice six requests, a port scanner); one receiver that hangs holds up no other family's
/// notices and fails within 10 s; a failed email says what failed in one line, the host's log all of it.
@Suite(.tags(.timed)) struct HostNoticesDeliveryTests {
    /// Runs `read` until `enough` accepts what it gives, for `seconds` at most; returns the last.
    static func poll(_ seconds: Double, _ read: () async throws -> String, until enough: (String) -> Bool) async throws -> String {
        let end = Date().addingTimeInterval(seconds)
        var text = try await read()
        while !enough(text) && Date() < end {
            try await Task.sleep(for: .seconds(0.25))
            text = try await read()
        }
        return text
    }

    @Test func anAddressWithRangesIsOneRequest() async throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try await HostNoticesTests.host(receivers)
        defer { host.stop() }
        let sam = HostNoticesTests.sam
        #expect(try await host.hearth(["notify", "set", "wish", "on", "--as", sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook[1-3]{a,b}", "--as", sam]).status == 0)
        #expect(try await host.hearth(["wish", "add", "A kite", "--as", HostServerTests.ana]).status == 0)
        _ = try await receivers.wait(20) { !$0.isEmpty }
        try await Task.sleep(for: .seconds(4))
        let all = receivers.messages()
        #expect(all.count == 1, "one notice, one request: \(all.map { $0["path"] ?? $0["via"] ?? "" })")
        #expect(try await host.hearth(["notify", "list", "--as", sam]).output.contains("notice  webhook  sent  Ana made a wish"))
    }

    /// Sam's webhook and ntfy server hang (they take the connection and never answer); 哥哥 of 林家 has a
    /// webhook that works. 哥哥's notice comes within seconds while Sam's hang, and Sam's fail by 10 s.
    @Test func aReceiverThatHangsHoldsUpNoOneElse() async throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try await HostNoticesTests.host(receivers)
        defer { host.stop() }
        let sam = HostNoticesTests.sam
        for member in [sam, HostServerTests.brother] { #expect(try await host.hearth(["notify", "set", "wish", "on", "--as", member]).status == 0) }
        #expect(try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.hang)/hook", "--as", sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "ntfy", "http://127.0.0.1:\(receivers.hang)/sam", "--as", sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook", "--as", HostServerTests.brother]).status == 0)

        let samsWish = Date()
        #expect(try await host.hearth(["wish", "add", "A kite", "--as", HostServerTests.ana]).status == 0)
        // Sam's two notices are under way, and hang.
        let hanging = try await receivers.wait(10) { $0.filter { $0["via"] as? String == "hang" }.count >= 2 }
        #expect(hanging.filter { $0["via"] as? String == "hang" }.count == 2, "\(hanging)")

        let linsWish = Date()
        #expect(try await host.hearth(["wish", "add", "風箏", "--as", "NTW9D24Y5G7F"]).status == 0)
        let got = try await receivers.wait(30) { $0.contains { $0["via"] as? String == "webhook" } }
        let late = Date().timeIntervalSince(linsWish)
        #expect(got.contains { ($0["body"] as? String)?.contains("風箏") == true }, "\(got)")
        #expect(late < 6, "哥哥's notice came \(late) s after the wish, while Sam's receivers hung")

        let listed = try await Self.poll(20, { try await host.hearth(["notify", "list", "--as", sam]).output }) {
            $0.components(separatedBy: "failed 1×").count == 3
        }
        let failedAfter = Date().timeIntervalSince(samsWish)
        #expect(listed.contains("notice  webhook  failed 1×, trying again  Ana made a wish (curl: (28)"), "\(listed)")
        #expect(listed.contains("notice  ntfy  failed 1×, trying again  Ana made a wish (curl: (28)"), "\(listed)")
        #expect(failedAfter < 16, "Sam's notices failed \(failedAfter) s after the wish: 10 s a try at most")
    }

    /// An SMTP server whose certificate curl does not trust: `hearth notify list` says so in one line
    /// (curl says seven), and the host's log keeps all of curl's words.
    @Test func aFailedEmailSaysWhatFailedInOneLine() async throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try await HostNoticesTests.host(receivers, trusting: false)
        defer { host.stop() }
        let sam = HostNoticesTests.sam
        #expect(try await host.hearth(["notify", "set", "wish", "on", "--as", sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "email", "sam@example.com", "--as", sam]).status == 0)
        #expect(try await host.hearth(["wish", "add", "A kite", "--as", HostServerTests.ana]).status == 0)
        let listed = try await Self.poll(20, { try await host.hearth(["notify", "list", "--as", sam]).output }) { $0.contains("trying again") }
        let line = listed.split(separator: "\n").first { $0.contains("Ana made a wish") } ?? ""
        // Failed once, or again by the time a loaded machine comes back to the test.
        #expect(line.contains(/^notice  email  failed \d+×, trying again  Ana made a wish \(curl: \(60\) SSL certificate problem:/) && line.hasSuffix(")"),
                "\(listed)")
        #expect(!listed.contains("More details here") && !listed.contains("legitimacy"), "one line: \(listed)")
        let log = (try? String(contentsOf: host.log, encoding: .utf8)) ?? ""
        #expect(log.contains("curl: (60) SSL certificate problem") && log.contains("More details here"), "the log has curl's words whole: \(log)")
        #expect(receivers.messages().isEmpty)
    }
}
