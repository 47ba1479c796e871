import Foundation
import HearthDomain
import HearthStore
import HearthTestSupport
import Hummingbird
import HummingbirdTesting
import Testing

/// Changes to the list that phones made with no signal and send later (docs/offline.md), through the
/// hosted forms in process: each `change_id` is applied once, and the merge rule decides what wins. Every
/// sentence of the rule in docs/offline.md is asserted here, word for word.
@Suite struct SentChangesTests {
    static let riveras = Demo.riveras
    static let groceries = "/\(Demo.riveras)/groceries/"

    /// The rule's sentences, as docs/offline.md lists them under "## The merge rule".
    static func documentedRule() throws -> [String] {
        let text = try String(contentsOf: HearthProcess.repository.appending(path: "docs/offline.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The merge rule").dropFirst().first?.components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
    }

    /// The sentence, which docs/offline.md must say word for word.
    static func rule(_ sentence: String) throws {
        #expect(try documentedRule().contains(sentence), "docs/offline.md says: \(sentence)")
    }

    static let testedRule = [
        "A tick made offline never undoes a later change by someone else.",
        "A tick made offline applies when nobody changed the item's place on the list after it.",
        "An unavailable or available mark made offline never undoes a later mark by someone else.",
        "One more or one less made offline always applies: steps of the count add up, in any order.",
        "A removal beats every change made before it.",
        "A removal made offline is not applied when someone changed the item after it.",
        "A change to an item removed meanwhile is refused, saying who removed it (\"Milk was removed by Ana\").",
        "Two adds of one name are one item, with the quantity as adding it online sets it.",
        "An add made offline after the item's removal puts it on the list again.",
        "An add made offline before the item's removal is refused, saying who removed it.",
        "An add made offline of an item bought after it is not applied: the purchase stands.",
    ]

    @Test func everySentenceOfTheRuleIsTested() throws {
        #expect(try Self.documentedRule() == Self.testedRule)
    }

    /// The server's clock in milliseconds. A change meant to be made *before* another is sent a minute or more
    /// earlier than it: the server moves each change onto its own clock by the time between the phone's "sent"
    /// and the request's arrival, which the whole suite's load stretched by seconds (in a CI run an add
    /// made "1 s before" a removal arrived later than that and was applied).
    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    /// The demo, with Ana's "Saffron" (× 2) and Leo's "Capers" on the list.
    static func host() throws -> InProcessHost {
        try InProcessHost { store in
            try store.addDemoHousehold()
            let family = try #require(try store.families().first { $0.id.text == riveras })
            let ana = try #require(try store.member(id: HearthID(Demo.ana)!)), leo = try #require(try store.member(id: HearthID(Demo.leo)!))
            _ = try store.addGroceryItem(name: "Saffron", quantity: 2, location: nil, by: ana, in: family)
            _ = try store.addGroceryItem(name: "Capers", quantity: nil, location: nil, by: leo, in: family)
        }
    }

    /// A phone signed in as `member`, with its form token.
    struct ListPhone {
        var browser: InProcessBrowser
        var csrf = ""

        init(_ client: any TestClientProtocol, _ member: String) async throws {
            browser = InProcessBrowser(client)
            _ = try await browser.signIn(member, Demo.password)
            csrf = try #require(try await browser.get(SentChangesTests.groceries).field("csrf", inFormEndingWith: "act/grocery/item"))
        }

        /// A change of the list's form as the page's script sends it: made at `at`, sent now.
        mutating func send(_ kind: String, _ item: String, id: String = UUID().uuidString.lowercased(), at: Int64, addedIn: String? = nil)
            async throws -> InProcessBrowser.Answer {
            var fields = [("csrf", csrf), (kind, item), ("change_id", id), ("at", String(at)), ("sent", String(SentChangesTests.now()))]
            if let addedIn { fields.append(("item_change", addedIn)) }
            return try await browser.post("/\(SentChangesTests.riveras)/act/grocery/item", fields, referer: SentChangesTests.groceries)
        }

        /// An add as the page's script sends it.
        mutating func add(_ name: String, quantity: String = "", id: String = UUID().uuidString.lowercased(), at: Int64)
            async throws -> InProcessBrowser.Answer {
            try await browser.post("/\(SentChangesTests.riveras)/act/grocery/add",
                                   [("csrf", csrf), ("name", name), ("quantity", quantity), ("location", ""), ("change_id", id),
                                    ("at", String(at)), ("sent", String(SentChangesTests.now()))], referer: SentChangesTests.groceries)
        }

        /// A change as it is made online, without the script.
        mutating func online(_ kind: String, _ item: String) async throws -> InProcessBrowser.Answer {
            try await browser.post("/\(SentChangesTests.riveras)/act/grocery/item", [("csrf", csrf), (kind, item)], referer: SentChangesTests.groceries)
        }
    }

    /// The family's items in the store, by name.
    static func items(_ store: HouseholdStore) throws -> [String: GroceryItem] {
        let family = try #require(try store.families().first { $0.id.text == riveras })
        return Dictionary(try store.groceryItems(of: family).map { ($0.name, $0) }) { first, _ in first }
    }

    static func id(_ name: String, _ store: HouseholdStore) throws -> String { try #require(try items(store)[name]).id }

    /// A moment apart from the last: the stamps are in milliseconds. (A phone's changes are seconds apart: the
    /// time a change takes to arrive, which moves it onto the server's clock, differs by a few milliseconds.)
    static func pause() { Thread.sleep(forTimeInterval: 0.02) }

    /// Without the script the same buttons post the same form, and the change is made as it comes.
    @Test func theListsFormsWorkWithoutTheScript() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)
            let saffron = try Self.id("Saffron", store)
            #expect(try await ana.online("more", saffron).status == .seeOther)
            #expect(try Self.items(store)["Saffron"]?.quantity == 3)
            #expect(try await ana.online("less", saffron).status == .seeOther)
            #expect(try Self.items(store)["Saffron"]?.quantity == 2)
            let refused = try await leo.online("remove", saffron)
            #expect(refused.status == .forbidden && refused.body.contains("Ana"), "only Ana, who added it: \(refused.body)")
            #expect(try await ana.online("remove", saffron).status == .seeOther)
            #expect(try Self.items(store)["Saffron"] == nil)

            // Both lists carry the add form (name, quantity, location) and the item buttons, each row saying
            // who may change its count and remove it.
            for page in ["/\(Self.riveras)/shopping/", Self.groceries] {
                let body = try await ana.browser.get(page).body
                let form = try #require(body.components(separatedBy: "<form").first { $0.contains("act/grocery/add\"") }, "\(page)")
                #expect(form.contains("name=\"name\"") && form.contains("name=\"quantity\"") && form.contains("name=\"location\""), "\(page)")
                let capers = try Self.id("Capers", store)
                #expect(body.contains("name=\"check\" value=\"\(capers)\" aria-pressed=\"false\""), "\(page)")
                #expect(body.contains("data-hearth-owner=\"\(Demo.leo)\"><button class=\"button button--quiet button--small item__step\" type=\"submit\" name=\"less\" value=\"\(capers)\""), "\(page)")
            }
        }
    }

    // MARK: Each change once

    @Test func aChangeSentAgainAfterALostAnswerChangesNothing() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana)
            // The changes ten minutes apart: the server puts each on its own clock by the time between the
            // phone's "sent" and the request's arrival, which a loaded machine stretches (a CI run of the whole
            // suite placed a tick sent half a minute after a step 13 s before it, and refused it).
            let made = Self.now() - 1_800_000
            let addID = UUID().uuidString.lowercased(), stepID = UUID().uuidString.lowercased(), tickID = UUID().uuidString.lowercased()
            for _ in 0..<3 {
                #expect(try await ana.add("Sumac", quantity: "3", id: addID, at: made).status == .seeOther)
                #expect(try await ana.send("more", "", id: stepID, at: made + 600_000, addedIn: addID).status == .seeOther)
                let tick = try await ana.send("check", "", id: tickID, at: made + 1_200_000, addedIn: addID)
                #expect(tick.status == .seeOther, "\(tick.body)")
            }
            let sumac = try #require(try Self.items(store)["Sumac"])
            #expect(sumac.quantity == 4, "added once with 3, one more once")
            #expect(sumac.completed)
            #expect(try Self.items(store).keys.filter { $0.lowercased() == "sumac" }.count == 1)

            // A change outdone is answered the same way each time it is sent.
            let saffron = try Self.id("Saffron", store)
            let late = Self.now() - 120_000
            #expect(try await ana.online("check", saffron).status == .seeOther)
            let lateID = UUID().uuidString.lowercased()
            let first = try await ana.send("uncheck", saffron, id: lateID, at: late)
            let again = try await ana.send("uncheck", saffron, id: lateID, at: late)
            #expect(first.status == .conflict && again.status == .conflict)
            #expect(first.body.contains("was not applied") && first.body == again.body)
            #expect(try Self.items(store)["Saffron"]?.completed == true)

            // The same ID for another change is refused, and changes nothing.
            let reused = try await ana.send("remove", saffron, id: tickID, at: Self.now())
            #expect(reused.status == .badRequest)
            #expect(try Self.items(store)["Saffron"] != nil)
        }
    }

    /// The check kept beside issue 67: two phones offline add and tick, both adds arrive once, both ticks
    /// apply, nothing else changes, whichever phone comes back first.
    @Test(arguments: [false, true]) func twoPhonesOfflineAddAndTickInEitherOrder(leoFirst: Bool) async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)
            let before = try Self.items(store)
            let toGet = before.values.filter { $0.onList && !$0.completed }.map(\.name).sorted()
            let (anaTicks, leoTicks) = (try #require(toGet.first), try #require(toGet.last))
            let offline = Self.now() - 120_000
            let anaAdd = UUID().uuidString.lowercased(), leoAdd = UUID().uuidString.lowercased()
            func anaComesBack() async throws {
                for _ in 0..<2 {  // and once more, as after a lost answer
                    #expect(try await ana.add("Za'atar", id: anaAdd, at: offline).status == .seeOther)
                    #expect(try await ana.send("check", before[anaTicks]!.id, id: "0b3f7a52-8d3e-4c55-9a52-1f6f1f1f0a01", at: offline + 10_000).status == .seeOther)
                }
            }
            func leoComesBack() async throws {
                for _ in 0..<2 {
                    #expect(try await leo.add("Tahini", quantity: "2", id: leoAdd, at: offline + 5_000).status == .seeOther)
                    #expect(try await leo.send("check", before[leoTicks]!.id, id: "0b3f7a52-8d3e-4c55-9a52-1f6f1f1f0a02", at: offline + 15_000).status == .seeOther)
                }
            }
            if leoFirst { try await leoComesBack(); try await anaComesBack() } else { try await anaComesBack(); try await leoComesBack() }
            let after = try Self.items(store)
            #expect(after.count == before.count + 2, "both adds arrived, once each")
            #expect(after["Za'atar"]?.onList == true && after["Tahini"]?.quantity == 2)
            #expect(after[anaTicks]?.completed == true && after[leoTicks]?.completed == true, "both ticks applied")
            for (name, item) in before where ![anaTicks, leoTicks].contains(name) {
                #expect(after[name] == item, "\(name) did not change")
            }
        }
    }

    // MARK: The merge rule

    @Test func ticks() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)
            let capers = try Self.id("Capers", store)

            try Self.rule("A tick made offline never undoes a later change by someone else.")
            let offline = Self.now() - 120_000
            #expect(try await ana.online("check", capers).status == .seeOther)
            let late = try await leo.send("uncheck", capers, at: offline)
            #expect(late.status == .conflict && late.body.contains("was not applied"))
            #expect(try Self.items(store)["Capers"]?.completed == true)

            try Self.rule("A tick made offline applies when nobody changed the item's place on the list after it.")
            Self.pause()
            let newer = Self.now()
            Self.pause()
            #expect(try await leo.send("uncheck", capers, at: newer).status == .seeOther)
            #expect(try Self.items(store)["Capers"]?.completed == false)
        }
    }

    @Test func marksAndSteps() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)
            let saffron = try Self.id("Saffron", store)

            try Self.rule("An unavailable or available mark made offline never undoes a later mark by someone else.")
            let offline = Self.now() - 120_000
            #expect(try await leo.online("unavailable", saffron).status == .seeOther)
            #expect(try await ana.send("available", saffron, at: offline).status == .conflict)
            #expect(try Self.items(store)["Saffron"]?.available == false)
            Self.pause()
            #expect(try await ana.send("available", saffron, at: Self.now()).status == .seeOther)
            #expect(try Self.items(store)["Saffron"]?.available == true)

            try Self.rule("One more or one less made offline always applies: steps of the count add up, in any order.")
            // Saffron is Ana's: she adds two from one phone and takes one back from another, sent in another order.
            var anaSecond = try await ListPhone(client, Demo.ana)
            #expect(try await anaSecond.send("less", saffron, at: offline + 3).status == .seeOther)
            #expect(try await ana.send("more", saffron, at: offline + 1).status == .seeOther)
            #expect(try await ana.send("more", saffron, at: offline + 2).status == .seeOther)
            #expect(try Self.items(store)["Saffron"]?.quantity == 3, "2 + 1 + 1 - 1")
            // Only the member who added it changes its count, as online.
            #expect(try await leo.send("more", saffron, at: Self.now()).status == .forbidden)
            #expect(try Self.items(store)["Saffron"]?.quantity == 3)
        }
    }

    @Test func removals() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)
            let saffron = try Self.id("Saffron", store), capers = try Self.id("Capers", store)

            try Self.rule("A removal made offline is not applied when someone changed the item after it.")
            let offline = Self.now() - 120_000
            #expect(try await ana.online("check", saffron).status == .seeOther)
            let removal = try await ana.send("remove", saffron, at: offline)
            #expect(removal.status == .conflict && removal.body.contains("was not applied"))
            #expect(try Self.items(store)["Saffron"] != nil)

            try Self.rule("A removal beats every change made before it.")
            let leoOffline = Self.now() - 60_000
            Self.pause()
            #expect(try await ana.send("remove", saffron, at: Self.now()).status == .seeOther)
            #expect(try Self.items(store)["Saffron"] == nil)

            try Self.rule("A change to an item removed meanwhile is refused, saying who removed it (\"Milk was removed by Ana\").")
            for kind in ["uncheck", "unavailable", "more"] {
                let late = try await leo.send(kind, saffron, at: leoOffline)
                #expect(late.status == .unprocessableContent || late.status == .badRequest, "\(kind): \(late.status)")
                #expect(late.body.contains("Saffron was removed by Ana."), "\(kind): \(late.body)")
            }
            // Leo's own Capers, removed by him, the same way.
            #expect(try await leo.online("remove", capers).status == .seeOther)
            #expect(try await ana.send("check", capers, at: Self.now() - 1_000).body.contains("Capers was removed by Leo."))
        }
    }

    @Test func adds() async throws {
        let host = try Self.host()
        let store = host.store
        try await host.test { client in
            var ana = try await ListPhone(client, Demo.ana), leo = try await ListPhone(client, Demo.leo)

            try Self.rule("Two adds of one name are one item, with the quantity as adding it online sets it.")
            let offline = Self.now() - 300_000
            #expect(try await ana.add("Sumac", quantity: "2", at: offline).status == .seeOther)
            let second = try await leo.add("sumac", at: offline + 30_000)
            #expect(second.status == .ok && second.body.contains("is on the list already"), "said as online: \(second.body)")
            #expect(try Self.items(store).keys.filter { $0.lowercased() == "sumac" } == ["Sumac"])
            #expect(try Self.items(store)["Sumac"]?.quantity == 2)
            // Online, another member's add with another quantity is refused (only Ana edits her item): the same offline.
            #expect(try await leo.add("Sumac", quantity: "5", at: offline + 60_000).status == .forbidden)
            let changed = try await ana.add("Sumac", quantity: "4", at: offline + 90_000)
            #expect(changed.status == .ok, "\(changed.status) \(changed.body)")
            #expect(try Self.items(store)["Sumac"]?.quantity == 4)

            try Self.rule("An add made offline after the item's removal puts it on the list again.")
            let capers = try Self.id("Capers", store)
            let beforeRemoval = Self.now() - 120_000
            Self.pause()
            #expect(try await leo.online("remove", capers).status == .seeOther)
            Self.pause()
            #expect(try await ana.add("Capers", at: Self.now()).status == .seeOther)
            let capersAgain = try #require(try Self.items(store)["Capers"])
            #expect(capersAgain.onList && capersAgain.id != capers)

            try Self.rule("An add made offline before the item's removal is refused, saying who removed it.")
            #expect(try await ana.online("remove", capersAgain.id).status == .seeOther)
            let early = try await leo.add("Capers", at: beforeRemoval)
            #expect(early.body.contains("Capers was removed by Ana."), "\(early.body)")
            #expect(try Self.items(store)["Capers"] == nil)

            try Self.rule("An add made offline of an item bought after it is not applied: the purchase stands.")
            let sumac = try Self.id("Sumac", store)
            let addedOffline = Self.now() - 120_000
            #expect(try await ana.online("check", sumac).status == .seeOther)
            _ = try await ana.browser.post("/\(Self.riveras)/act/grocery/purchase", [("csrf", ana.csrf)], referer: Self.groceries)
            #expect(try Self.items(store)["Sumac"]?.onList == false)
            let late = try await leo.add("Sumac", at: addedOffline)
            #expect(late.status == .conflict && late.body.contains("was not applied"))
            #expect(try Self.items(store)["Sumac"]?.onList == false)
        }
    }
}
