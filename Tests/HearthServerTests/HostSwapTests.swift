import Foundation
import HearthTestSupport
import Testing

/// Swapping chores on the host (issue 69, /swap): Ana offers her Monday laundry for Sam's Monday cooking;
/// it changes hands only when Sam agrees, and the week's pages follow; Leo cannot answer for Sam; a pinned
/// chore and one a member may not do are refused in words; an offer whose chores changed hands is gone.
@Suite struct HostSwapTests {
    static let riveras = HostServerTests.riveras

    /// The value of the option whose text is `text` in the select named `name`.
    static func option(_ text: String, in select: String, of page: Phone.Answer) -> String? {
        guard let list = page.body.components(separatedBy: "<select name=\"\(select)\">").dropFirst().first?.components(separatedBy: "</select>").first else { return nil }
        for option in list.components(separatedBy: "<option value=\"").dropFirst() {
            let value = option.prefix { $0 != "\"" }, shown = option.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            if shown == text { return String(value) }
        }
        return nil
    }

    static func signedIn(_ host: HostServerTests.Hosted, _ member: String) async throws -> Phone {
        if member != HostServerTests.ana {
            try await #require(try host.hearth(["member", "password", member], input: HostServerTests.password + "\n").status == 0)
        }
        let phone = host.phone()
        try phone.signIn(member, HostServerTests.password)
        return phone
    }

    @Test func aSwapChangesHandsWhenTheOtherAgrees() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = try await Self.signedIn(host, HostServerTests.ana)
        #expect(try ana.get("/\(Self.riveras)/chores/").body.contains(#"swap">Swap a chore</a>"#), "the week links to it")
        let page = try ana.get("/swap")
        #expect(page.status == 200 && page.body.contains("<h1 class=\"page-title\">Swap a chore</h1>"), "\(page.status)")
        let laundry = try #require(Self.option("Laundry · Monday", in: "giving", of: page), "Ana's own chores to give")
        let cook = try #require(Self.option("Cook · Monday · Sam", in: "taking", of: page), "the others' chores to take")
        #expect(Self.option("Cook · Tuesday", in: "giving", of: page) != nil && Self.option("Cook · Tuesday · Ana", in: "taking", of: page) == nil)
        let offered = try ana.post([("csrf", try #require(page.field("csrf", inFormEndingWith: "/swap"))), ("giving", laundry), ("taking", cook)],
                                   to: "/swap", from: "/swap")
        #expect(offered.status == 200 && offered.body.contains("Offered: your Laundry · Monday for Sam&#39;s Cook · Monday."), "\(offered.body)")
        #expect(try await host.hearth(["chore", "list", "--family", Self.riveras]).output.contains("monday     4  Cook · Sam"), "nothing changed hands yet")

        // Leo may not answer an offer made to Sam.
        let leo = try await Self.signedIn(host, Demo.leo)
        #expect(!(try leo.get("/swap").body.contains("offers you")), "not offered to Leo")
        let swapID = try #require(PageText.field("swap", inFormEndingWith: "/swap/withdraw", in: offered.body))
        let leoToken = try #require(try leo.get("/swap").field("csrf", inFormEndingWith: "/swap"))
        let refused = try leo.post([("csrf", leoToken), ("swap", swapID)], to: "/swap/agree", from: "/swap")
        #expect(refused.status == 403 && refused.body.contains("This swap was offered to another member."), "\(refused.status) \(refused.body)")

        let sam = try await Self.signedIn(host, Demo.sam)
        let samsPage = try sam.get("/swap")
        #expect(samsPage.body.contains("Ana offers you their Laundry · Monday for your Cook · Monday."), "\(samsPage.body)")
        let agreed = try sam.submitAsShown(on: "/swap", to: "/swap/agree")
        #expect(agreed.status == 200 && agreed.body.contains("Swapped: you do Laundry · Monday now, and Ana does Cook · Monday."), "\(agreed.body)")
        let listed = try await host.hearth(["chore", "list", "--family", Self.riveras]).output
        #expect(listed.contains("monday     3  Laundry · Sam") && listed.contains("monday     4  Cook · Ana"), "\(listed)")
        #expect(!(try sam.get("/swap").body.contains("offers you")), "the offer is answered")
        // The week's page, through the change path, shows the chores in their new hands.
        var week = ""
        for _ in 0..<50 {
            week = try ana.get("/\(Self.riveras)/chores/").body
            if week.contains("Cook") && !Self.mondayHas(week, "Cook", "Sam") { break }
            try await Task.sleep(for: .seconds(0.1))
        }
        #expect(Self.mondayHas(week, "Laundry", "Sam") && Self.mondayHas(week, "Cook", "Ana"), "Monday on the week's page")
    }

    /// Whether Monday's column of the week page has `chore` for `member`.
    static func mondayHas(_ page: String, _ chore: String, _ member: String) -> Bool {
        guard let monday = page.components(separatedBy: "<section class=\"chore-week\">").dropFirst().first?.components(separatedBy: "</li>\n</ul>").first else { return false }
        return monday.components(separatedBy: "<li").contains { $0.contains(">\(chore)<") && $0.contains(member) }
    }

    @Test func pinnedForbiddenAndOutOfDateSwapsAreRefusedInWords() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        for arguments in [["chore", "set", "cook", "--weekday", "thursday", "--fatigue", "4", "--keep-assignee", "--family", Self.riveras],
                          ["chore", "set", "laundry", "--weekday", "friday", "--fatigue", "3", "--not-for", "Ana", "--family", Self.riveras]] {
            let set = try await host.hearth(arguments)
            try #require(set.status == 0, "\(arguments): \(set.errors)")
        }
        let ana = try await Self.signedIn(host, HostServerTests.ana)
        var page = try ana.get("/swap")
        for _ in 0..<50 where Self.option("Cook · Thursday · Sam", in: "taking", of: page) != nil {
            try await Task.sleep(for: .seconds(0.1))
            page = try ana.get("/swap")
        }
        #expect(Self.option("Cook · Thursday · Sam", in: "taking", of: page) == nil, "a pinned chore is not offered to take")
        let token = try #require(page.field("csrf", inFormEndingWith: "/swap"))
        let chores = try await host.hearth(["export", "--output", "-"]).output
        func id(_ title: String, _ weekday: String) throws -> String {
            let data = try JSONSerialization.jsonObject(with: Data(chores.utf8)) as? [String: Any]
            let list = (data?["chores"] as? [[String: Any]]) ?? []
            return try #require(list.first { $0["family"] as? String == Self.riveras && $0["title"] as? String == title && $0["weekday"] as? String == weekday }?["id"] as? String, "\(title) \(weekday)")
        }
        let pinned = try ana.post([("csrf", token), ("giving", try id("cook", "tuesday")), ("taking", try id("cook", "thursday"))], to: "/swap", from: "/swap")
        #expect(pinned.status == 400 && pinned.body.contains("Cook always goes to Sam."), "\(pinned.status) \(pinned.body)")
        let mayNot = try ana.post([("csrf", token), ("giving", try id("cook", "tuesday")), ("taking", try id("laundry", "friday"))], to: "/swap", from: "/swap")
        #expect(mayNot.status == 400 && mayNot.body.contains("Ana may not do Laundry."), "\(mayNot.status) \(mayNot.body)")
        let notHers = try ana.post([("csrf", token), ("giving", try id("mop", "wednesday")), ("taking", try id("sweep", "sunday"))], to: "/swap", from: "/swap")
        #expect(notHers.status == 403 && notHers.body.contains("Mop is not yours to swap."), "\(notHers.status) \(notHers.body)")

        // An offer whose chore changed hands meanwhile is no longer on offer.
        let offered = try ana.post([("csrf", token), ("giving", try id("laundry", "monday")), ("taking", try id("cook", "monday"))], to: "/swap", from: "/swap")
        let swapID = try #require(PageText.field("swap", inFormEndingWith: "/swap/withdraw", in: offered.body), "\(offered.body)")
        #expect(try await host.hearth(["chore", "set", "cook", "--weekday", "monday", "--fatigue", "4", "--assignee", "Leo", "--family", Self.riveras]).status == 0)
        let sam = try await Self.signedIn(host, Demo.sam)
        #expect(!(try sam.get("/swap").body.contains("offers you")), "gone from Sam's page")
        let late = try sam.post([("csrf", try #require(try sam.get("/swap").field("csrf", inFormEndingWith: "/swap"))), ("swap", swapID)], to: "/swap/agree", from: "/swap")
        #expect(late.status == 400 && late.body.contains("This swap is no longer on offer"), "\(late.status) \(late.body)")
        #expect(try await host.hearth(["chore", "list", "--family", Self.riveras]).output.contains("monday     3  Laundry · Ana"), "Ana keeps her laundry")
    }
}
