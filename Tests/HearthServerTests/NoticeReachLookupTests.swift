import Foundation
import HearthDomain
import Testing
@testable import HearthLive

/// Where notices may go, by what the system resolves an address to (issue 63): every way of writing
/// this machine is this machine, the owner's `--notices-may-reach` is read, and a notice connects to the
/// very address checked.
@Suite struct NoticeReachLookupTests {
    @Test func everyWayOfWritingThisMachineIsRefused() throws {
        let reach = NoticeReach()
        let thisMachine = ["http://127.0.0.1/hook", "http://localhost:8123/hook", "http://[::1]/hook", "http://0x7f000001/hook",
                           "http://2130706433/hook", "http://127.1/hook", "http://0177.0.0.1/hook", "http://[::ffff:127.0.0.1]/hook",
                           "https://LOCALHOST/topic"]
        for address in thisMachine {
            let refused = reach.refusal(ofSaved: address)
            #expect(refused?.inside == .thisMachine, "\(address): \(String(describing: refused))")
            #expect(throws: Failure.self, "\(address) is not sent to") { try reach.destination(of: address) }
        }
        let inside: [(String, NoticeReach.Inside)] = [
            ("http://0.0.0.0/", .unspecified), ("http://[::]/", .unspecified), ("http://0/", .unspecified),
            ("http://169.254.169.254/latest/meta-data", .linkLocal), ("http://[fe80::1]/", .linkLocal),
            ("http://192.168.1.20:8123/api/webhook/x", .homeNetwork), ("http://10.0.0.1/", .homeNetwork), ("http://172.16.5.4/", .homeNetwork),
            ("http://100.64.0.1/", .homeNetwork), ("http://[fd00::1]/", .homeNetwork), ("http://[::ffff:192.168.1.1]/", .homeNetwork),
            ("http://[::ffff:169.254.169.254]/", .linkLocal), ("http://0xa9fea9fe/", .linkLocal), ("http://3232235777/", .homeNetwork),
        ]
        for (address, place) in inside {
            #expect(reach.refusal(ofSaved: address)?.inside == place, "\(address)")
            #expect(throws: Failure.self) { try reach.destination(of: address) }
        }
        // On the internet: a number is never looked up, so this needs no name server.
        #expect(reach.refusal(ofSaved: "https://93.184.216.34/hook") == nil)
        #expect(try reach.destination(of: "https://93.184.216.34/hook").connectTo == "::93.184.216.34:443")
        #expect(try reach.destination(of: "http://[2001:db8::1]:8080/x").connectTo == "::[2001:db8::1]:8080")
    }

    @Test func theOwnerAllowsAddressesAndNetworksByNumberOnly() throws {
        let reach = try NoticeReach(mayReach: ["127.0.0.1", "192.168.1.0/24", "::1"])
        #expect(reach.refusal(ofSaved: "http://127.0.0.1:8123/hook") == nil)
        #expect(reach.refusal(ofSaved: "http://127.1:8123/hook") == nil, "the same address, written otherwise")
        #expect(reach.refusal(ofSaved: "http://[::1]/hook") == nil)
        #expect(reach.refusal(ofSaved: "http://192.168.1.77/hook") == nil)
        #expect(reach.refusal(ofSaved: "http://192.168.2.1/hook")?.inside == .homeNetwork)
        #expect(reach.refusal(ofSaved: "http://127.0.0.2/hook")?.inside == .thisMachine, "127.0.0.1 allowed, not all of 127/8")
        // Sent to the address checked: curl connects there whatever host it reads.
        #expect(try reach.destination(of: "http://127.1:8123/hook").connectTo == "::127.0.0.1:8123")
        #expect(try reach.destination(of: "http://[::1]/hook").connectTo == "::[::1]:80")

        for wrong in ["homeassistant.local", "192.168.1.0/33", "192.168.1", "::1/129", ""] {
            let refusal = #expect(throws: Failure.self) { try NoticeReach(mayReach: [wrong]) }
            #expect(refusal?.message.hasPrefix("--notices-may-reach \(wrong):") == true, "\(String(describing: refusal))")
        }
    }

    @Test func theRefusalNamesTheAddressAndTheWayToAllowIt() throws {
        let refused = try #require(NoticeReach().refusal(ofSaved: "http://0x7f000001:9/hook"))
        #expect(refused.message == "0x7f000001 (127.0.0.1) is this machine (loopback): notices go there only when hearth host is started with --notices-may-reach 127.0.0.1")
        let failure = refused.failure(for: .webhook)
        #expect(failure.kind == .usage && failure.wording == Wording(.noticeReach, ["host": "0x7f000001"], field: "webhook"))
    }
}
