import Testing
@testable import HearthDomain

/// Where notices may go (issue 63): addresses on this machine or the home network are refused unless the
/// host's owner allowed them, and an address with a password in it is never kept nor repeated.
@Suite struct NoticeReachTests {
    static func v4(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> [UInt8] { [a, b, c, d] }
    /// An IPv6 address from its eight groups.
    static func v6(_ groups: UInt16...) -> [UInt8] { groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    @Test func addressesInsideTheHomeAreKnownAndTheInternetIsNot() {
        let inside: [([UInt8], NoticeReach.Inside)] = [
            (Self.v4(127, 0, 0, 1), .thisMachine), (Self.v4(127, 255, 0, 9), .thisMachine), (Self.v6(0, 0, 0, 0, 0, 0, 0, 1), .thisMachine),
            (Self.v4(0, 0, 0, 0), .unspecified), (Self.v6(0, 0, 0, 0, 0, 0, 0, 0), .unspecified),
            (Self.v4(169, 254, 169, 254), .linkLocal), (Self.v6(0xFE80, 0, 0, 0, 0, 0, 0, 1), .linkLocal), (Self.v6(0xFEBF, 0, 0, 0, 0, 0, 0, 1), .linkLocal),
            (Self.v4(10, 1, 2, 3), .homeNetwork), (Self.v4(172, 16, 0, 1), .homeNetwork), (Self.v4(172, 31, 255, 255), .homeNetwork),
            (Self.v4(192, 168, 1, 20), .homeNetwork), (Self.v4(100, 64, 0, 1), .homeNetwork), (Self.v4(100, 127, 255, 255), .homeNetwork),
            (Self.v6(0xFD12, 0x3456, 0, 0, 0, 0, 0, 1), .homeNetwork), (Self.v6(0xFC00, 0, 0, 0, 0, 0, 0, 1), .homeNetwork),
            // IPv4-mapped IPv6: the IPv4 address it carries.
            (Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0x7F00, 0x0001), .thisMachine), (Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0xA9FE, 0xA9FE), .linkLocal),
            (Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0xC0A8, 0x0114), .homeNetwork), (Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0, 0), .unspecified),
        ]
        for (address, place) in inside {
            #expect(NoticeReach.inside(address) == place, "\(IPNetwork(bytes: address)!)")
            #expect(NoticeReach().refusal(of: address) == place)
        }
        let internet = [Self.v4(93, 184, 216, 34), Self.v4(172, 32, 0, 1), Self.v4(100, 128, 0, 1), Self.v4(1, 1, 1, 1), Self.v4(128, 0, 0, 1),
                        Self.v6(0x2001, 0xDB8, 0, 0, 0, 0, 0, 1), Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0x5DB8, 0xD822)]
        for address in internet {
            #expect(NoticeReach.inside(address) == nil, "\(IPNetwork(bytes: address)!)")
        }
    }

    @Test func theOwnerAllowsAnAddressOrANetworkAndNothingElse() {
        let reach = NoticeReach(allowed: [IPNetwork(bytes: Self.v4(192, 168, 1, 20))!, IPNetwork(bytes: Self.v4(10, 0, 0, 0), prefixLength: 24)!,
                                          IPNetwork(bytes: Self.v6(0, 0, 0, 0, 0, 0, 0, 1))!])
        #expect(reach.refusal(of: Self.v4(192, 168, 1, 20)) == nil, "Home Assistant, allowed")
        #expect(reach.refusal(of: Self.v6(0, 0, 0, 0, 0, 0xFFFF, 0xC0A8, 0x0114)) == nil, "the same, IPv4-mapped")
        #expect(reach.refusal(of: Self.v4(192, 168, 1, 21)) == .homeNetwork, "its neighbour is not")
        #expect(reach.refusal(of: Self.v4(10, 0, 0, 255)) == nil)
        #expect(reach.refusal(of: Self.v4(10, 0, 1, 0)) == .homeNetwork, "outside the /24")
        #expect(reach.refusal(of: Self.v6(0, 0, 0, 0, 0, 0, 0, 1)) == nil, "::1 allowed")
        #expect(reach.refusal(of: Self.v4(127, 0, 0, 1)) == .thisMachine, "::1 allowed is not 127.0.0.1")
        #expect(reach.refusal(of: Self.v4(93, 184, 216, 34)) == nil, "the internet, always")
        #expect(IPNetwork(bytes: Self.v4(10, 0, 0, 0), prefixLength: 33) == nil && IPNetwork(bytes: [1, 2, 3]) == nil)
    }

    @Test func anAddressSaysWhereItConnects() {
        let home = WebAddress("https://home.example:8123/api/webhook/x")
        #expect(home?.scheme == "https" && home?.host == "home.example" && home?.port == 8123)
        let short = WebAddress("HTTP://127.1/x")
        #expect(short?.scheme == "http" && short?.host == "127.1" && short?.port == 80)
        #expect(WebAddress("https://[::1]/hook")?.host == "::1" && WebAddress("https://[::1]/hook")?.port == 443)
        #expect(WebAddress("http://[::ffff:127.0.0.1]:9/")?.host == "::ffff:127.0.0.1")
        #expect(WebAddress("http://0x7f000001?x=1")?.host == "0x7f000001")
        #expect(WebAddress("http://2130706433#frag")?.host == "2130706433")
        #expect(WebAddress("http://127.0.0.1:1825[0-2]/x") == nil, "a range is no port")
        #expect(WebAddress("ftp://home.example/") == nil && WebAddress("http://:80/") == nil && WebAddress("http://h:0/") == nil)
        #expect(WebAddress("http://h:99999/") == nil && WebAddress("http://[::1/") == nil)
    }

    @Test func anAddressWithAPasswordIsRefusedWithoutRepeatingIt() throws {
        for text in ["https://ana:hunter2@home.example/hook", "http://hunter2@127.0.0.1/", "ana:hunter2@home.example/hook"] {
            let refusal = #expect(throws: Failure.self) { try NoticeChannel.checkTarget(text, for: .webhook) }
            #expect(refusal?.wording?.key == .noticePassword && refusal?.wording?.values.isEmpty == true, "\(String(describing: refusal))")
            #expect(refusal?.message.contains("hunter2") == false, "\(String(describing: refusal?.message))")
        }
        #expect(try NoticeChannel.checkTarget("https://home.example/hook?by=ana@example.com", for: .webhook) == "https://home.example/hook?by=ana@example.com",
                "an @ after the host is no password")
        #expect(throws: Failure.self) { try NoticeChannel.checkTarget("http://%31%32%37.0.0.1/hook", for: .webhook) }
        #expect(WebAddress.withoutUserInfo("https://ana:hunter2@home.example/hook") == "https://home.example/hook")
        #expect(WebAddress.withoutUserInfo("https://home.example/hook?by=a@b") == "https://home.example/hook?by=a@b")
    }
}
