import Foundation
import HearthTestSupport
import Testing

/// Shops on the hosted shopping list (issue 70): the switcher to each shop's list, and "I'm going
/// shopping" asking which shop, which the trip records.
@Suite struct HostShopTests {
    static let riveras = HostServerTests.riveras

    @Test func aTripStartedAtAShopIsRecordedWithIt() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        for arguments in [["shop", "add", "Corner shop", "--family", "The Riveras"],
                          ["shop", "order", "Corner shop", "Dairy & Eggs", "Bakery", "--family", "The Riveras"]] {
            let result = try host.hearth(arguments)
            try #require(result.status == 0, "\(arguments): \(result.errors)")
        }
        let corner = try host.hearth(["shop", "list", "--family", "The Riveras"]).output.components(separatedBy: " · ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let shopPage = "/\(Self.riveras)/shopping/corner-shop/"
        var page = try ana.get(shopPage)
        for _ in 0..<50 where page.status != 200 {  // the store changed under the host: its next build makes the page
            Thread.sleep(forTimeInterval: 0.2)
            page = try ana.get(shopPage)
        }
        #expect(page.status == 200 && page.body.contains("Shopping at Corner shop"), "\(page.status)")
        #expect(page.body.contains(#"<option value="\#(corner)" selected>Corner shop</option>"#), "the shop's own page picks it")
        let started = try ana.submit(on: shopPage, to: "/\(Self.riveras)/act/trip/start", ["shop": corner])
        #expect(started.status == 303, "\(started.status) \(started.body)")
        let trips = try host.hearth(["trip", "list", "--family", "The Riveras"])
        #expect(trips.output.hasSuffix("going  at Corner shop\n"), "\(trips.output)")
    }

    /// Ana walks the Corner shop bakery first on a trip; from the shop's page she takes that order.
    @Test func aManagerTakesTheOrderLearnedFromTheTrips() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        for arguments in [["shop", "add", "Corner shop", "--family", "The Riveras"],
                          ["shop", "order", "Corner shop", "Dairy & Eggs", "Bakery", "--family", "The Riveras"],
                          ["trip", "start", "--shop", "Corner shop", "--as", "Ana"], ["grocery", "check", "Sourdough loaf", "--as", "Ana"],
                          ["grocery", "check", "Greek yogurt", "--as", "Ana"], ["grocery", "purchase", "--checked", "--as", "Ana"]] {
            let result = try host.hearth(arguments)
            try #require(result.status == 0, "\(arguments): \(result.errors)")
        }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let shopPage = "/\(Self.riveras)/shopping/corner-shop/"
        var page = try ana.get(shopPage)
        for _ in 0..<50 where page.status != 200 {
            Thread.sleep(forTimeInterval: 0.2)
            page = try ana.get(shopPage)
        }
        #expect(page.body.contains("Use the order we walk here"))
        let learned = try ana.submit(on: shopPage, to: "/\(Self.riveras)/act/shop/learn", ["shop": "Corner shop"])
        #expect(learned.body.contains("Corner shop now has the walking order of your trips there (1): 100 % of what they show agrees with it."),
                "said on the page: \(learned.status) \(learned.body)")
        #expect(try host.hearth(["shop", "list", "--family", "The Riveras"]).output.hasPrefix("Corner shop: Bakery → Dairy & Eggs → Unknown Location"))
    }

    /// In headless Chromium 390 px wide (Tests/browser/host_shop.py), in both languages: the switcher leads
    /// to a shop's list, and the phone remembers it: the family's list, opened again, goes on to it.
    @Test func thePhoneRemembersTheShopChosen() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        for arguments in [["shop", "add", "Corner shop", "--family", "The Riveras"], ["shop", "order", "Corner shop", "Dairy & Eggs", "Bakery", "--family", "The Riveras"],
                          ["shop", "add", "全聯", "--family", "林家"], ["shop", "order", "全聯", "冷藏乳品", "蔬果區", "--family", "林家"]] {
            let result = try host.hearth(arguments)
            try #require(result.status == 0, "\(arguments): \(result.errors)")
        }
        // The host builds again after the store changed: each family's list then has its switcher.
        for (member, family) in [(HostServerTests.ana, Self.riveras), (HostServerTests.brother, HostServerTests.lins)] {
            let phone = host.phone()
            try phone.signIn(member, HostServerTests.password)
            for _ in 0..<50 where !(try phone.get("/\(family)/shopping/").body.contains("shop-switcher")) { Thread.sleep(forTimeInterval: 0.2) }
        }
        let shots = ProcessInfo.processInfo.environment["HEARTH_SCREENSHOTS"].map { [$0] } ?? []
        for (member, shop, headings) in [(HostServerTests.ana, "corner-shop", "Dairy & Eggs | Bakery | Unknown location | Not at Corner shop"),
                                         (HostServerTests.brother, "%E5%85%A8%E8%81%AF", "冷藏乳品 | 蔬果區 | 未知位置 | 全聯 沒有的")] {
            let run = try HostBrowserTests.run("host_shop.py", host, [member, HostServerTests.password] + shots)
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(run.output.contains("headings: " + headings), "\(run.output)")
            #expect(run.output.contains("opened again: ") && run.output.contains("/shopping/\(shop)/"), "\(run.output)")
        }
    }
}
