import Foundation
import HearthTestSupport
import Testing

/// Issue 63: the Notices page reached the home network. A member's webhook or ntfy address on this
/// machine, the home network or 169.254.169.254 is refused when the page saves it, in the member's
/// words, unless the host's owner allowed it (`--notices-may-reach`); a notice to such an address set
/// otherwise (by the owner's `hearth notify channel`) is not sent, and the member's page says why.
@Suite(.tags(.timed)) struct HostNoticesReachTests {
    /// The notices page's form with `fields` over every channel left empty.
    static func save(_ phone: Phone, _ fields: [String: String]) throws -> Phone.Answer {
        try phone.submit(on: "/notices", to: "/notices", ["kind-wish": "on", "channel-webhook": "", "channel-email": "", "channel-ntfy": ""]
            .merging(fields) { $1 })
    }

    @Test func theNoticesPageRefusesThisMachineAndTheHomeNetworkUnlessAllowed() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let inside = ["http://127.0.0.1:\(host.port)/hook": "127.0.0.1", "http://localhost/hook": "localhost", "http://[::1]:8123/hook": "::1",
                      "http://0x7f000001/hook": "0x7f000001", "http://2130706433/hook": "2130706433", "http://127.1/hook": "127.1",
                      "http://169.254.169.254/latest/meta-data": "169.254.169.254", "http://192.168.1.1/hook": "192.168.1.1",
                      "http://[::ffff:10.0.0.1]/hook": "::ffff:10.0.0.1", "http://0.0.0.0:8123/hook": "0.0.0.0", "http://100.64.0.7/hook": "100.64.0.7",
                      "http://[fe80::1]/hook": "fe80::1", "http://[fd00::5]/hook": "fd00::5"]
        for (address, shown) in inside.sorted(by: { $0.key < $1.key }) {
            let refused = try Self.save(ana, ["channel-webhook": address])
            #expect(refused.status == 400, "\(address): \(refused.status)")
            // The field named as the page names it, then the host as the member wrote it.
            #expect(refused.body.contains("Webhook") && refused.body.contains(
                "“\(shown)” is inside the home network, or the server itself: notices go there only if whoever runs Hearth allows it"), "\(address): \(refused.body)")
        }
        let ntfy = try Self.save(ana, ["channel-ntfy": "http://127.0.0.1:\(host.port)/topic"])
        #expect(ntfy.status == 400 && ntfy.body.contains("is inside the home network"), "\(ntfy.body)")
        // A password in the address: refused, and neither repeated nor kept.
        let password = try Self.save(ana, ["channel-ntfy": "https://ana:hunter2@ntfy.example/topic"])
        #expect(password.status == 400 && password.body.contains("an address with a user name or password in it is not kept"), "\(password.body)")
        #expect(!password.body.contains("hunter2"), "\(password.body)")
        let listed = try await host.hearth(["notify", "list", "--as", HostServerTests.ana])
        #expect(!listed.output.contains("channel"), "nothing saved: \(listed.output)")
        #expect(!((try? String(contentsOf: host.log, encoding: .utf8)) ?? "").contains("hunter2"), "nor logged")
        // An address on the internet (a number: no name server asked) is kept.
        #expect(try Self.save(ana, ["channel-webhook": "https://93.184.216.34/hook"]).status == 200)

        // 哥哥 of 林家 is told in his family's words.
        let brother = host.phone()
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        let chinese = try Self.save(brother, ["channel-webhook": "http://127.0.0.1:8123/hook"])
        #expect(chinese.status == 400 && chinese.body.contains("「127.0.0.1」位於家中網路內"), "\(chinese.body)")
        host.stop()

        // The owner allows this machine: the page keeps it, and refuses the rest of the home network still.
        let allowing = try await HostServerTests.Hosted(options: ["--notices-may-reach", "127.0.0.1", "::1"])
        defer { allowing.stop() }
        let anaAgain = allowing.phone()
        try anaAgain.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(try Self.save(anaAgain, ["channel-webhook": "http://127.0.0.1:8123/hook", "channel-ntfy": "http://[::1]:8123/topic"]).status == 200)
        #expect(try await allowing.hearth(["notify", "list", "--as", HostServerTests.ana]).output.contains("channel  webhook  http://127.0.0.1:8123/hook"))
        #expect(try Self.save(anaAgain, ["channel-webhook": "http://192.168.1.1/hook"]).status == 400)
        let wrong = try await HearthProcess.run(["host", "--store", allowing.store, "--port", "0", "--notices-may-reach", "homeassistant.local"], in: allowing.folder.url)
        #expect(wrong.status == 64 && wrong.errors.contains("--notices-may-reach homeassistant.local: expected an IP address or a network"), "\(wrong.errors)")
    }

    /// The owner may set a channel to this machine with `hearth notify channel` (told that the host must
    /// allow it); a host not allowed to does not send there, and the member's page and list say why.
    @Test func aNoticeToThisMachineIsNotSentWithoutTheOwnersLeave() async throws {
        let folder = try TemporaryFolder()
        let receivers = try HostNoticesTests.Receivers(in: folder)
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let sam = HostNoticesTests.sam
        #expect(try await host.hearth(["notify", "set", "wish", "on", "--as", sam]).status == 0)
        let set = try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook", "--as", sam])
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.errors.contains("127.0.0.1 is this machine (loopback): notices go there only when hearth host is started with --notices-may-reach 127.0.0.1"),
                "\(set.errors)")
        #expect(try await host.hearth(["wish", "add", "A kite", "--as", HostServerTests.ana]).status == 0)
        let reason = "127.0.0.1 is this machine (loopback): notices go there only when hearth host is started with --notices-may-reach 127.0.0.1"
        var listed = ""
        for _ in 0..<40 where !listed.contains("trying again") {
            try await Task.sleep(for: .seconds(0.25))
            listed = try await host.hearth(["notify", "list", "--as", sam]).output
        }
        #expect(listed.contains("notice  webhook  failed 1×, trying again  Ana made a wish (\(reason))"), "\(listed)")
        #expect(try await host.hearth(["member", "password", sam], input: HostServerTests.password + "\n").status == 0)
        let samsPhone = host.phone()
        try samsPhone.signIn(sam, HostServerTests.password)
        let page = try samsPhone.get("/notices")
        #expect(page.body.contains("webhook · not sent yet, trying again: \(reason)"), "\(page.body)")
        #expect(receivers.messages().isEmpty, "nothing reached the receiver: \(receivers.messages())")
    }
}
