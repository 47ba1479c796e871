import Foundation
import HearthTestSupport
import Testing

/// Issue 63, how notices are sent: an address is read as written (curl's `[0-2]` and `{a,b}` ranges
/// made one notice six requests, a port scanner).
@Suite struct HostNoticesDeliveryTests {
    /// Runs `read` until `enough` accepts what it gives, for `seconds` at most; returns the last.
    static func poll(_ seconds: Double, _ read: () throws -> String, until enough: (String) -> Bool) rethrows -> String {
        let end = Date().addingTimeInterval(seconds)
        var text = try read()
        while !enough(text) && Date() < end {
            Thread.sleep(forTimeInterval: 0.25)
            text = try read()
        }
        return text
    }

    @Test func anAddressWithRangesIsOneRequest() throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try HostNoticesTests.host(receivers)
        defer { host.stop() }
        let sam = HostNoticesTests.sam
        #expect(try host.hearth(["notify", "set", "wish", "on", "--as", sam]).status == 0)
        #expect(try host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook[1-3]{a,b}", "--as", sam]).status == 0)
        #expect(try host.hearth(["wish", "add", "A kite", "--as", HostServerTests.ana]).status == 0)
        _ = receivers.wait(20) { !$0.isEmpty }
        Thread.sleep(forTimeInterval: 4)
        let all = receivers.messages()
        #expect(all.count == 1, "one notice, one request: \(all.map { $0["path"] ?? $0["via"] ?? "" })")
        #expect(try host.hearth(["notify", "list", "--as", sam]).output.contains("notice  webhook  sent  Ana made a wish"))
    }
}
