import Foundation
import HearthDomain
@testable import HearthServer
import HearthSite
import HearthStore
import HearthTestSupport
import Testing

/// Issue 65: every change takes one path to the pages. The store names the tables a change wrote, the parts
/// of the household those hold are read again, and only the pages that show them are rendered, from the
/// household kept in memory (`ResidentSite.refresh(fromChangesIn:)`): a trip, a meal, a location moved, a
/// join, the API and another program's write as a tick always was. Each test presses the form as a phone
/// does (`InProcessHost`), sees the page it leads back to show the change, and counts the site's full
/// builds: the first one, and none after.
@Suite struct OneChangePathTests {
    static let riveras = HostServerTests.riveras
    static let shopping = "/\(riveras)/shopping/"

    /// Signs Ana in, runs `body`, and expects no full build after the first.
    static func withAna(_ body: @escaping @Sendable (inout InProcessBrowser, HouseholdStore, ResidentSite) async throws -> Void) async throws {
        let host = try InProcessHost()
        let store = host.store, resident = host.resident
        try await host.test { client in
            var ana = InProcessBrowser(client)
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            try await body(&ana, store, resident)
        }
        #expect(host.fullBuilds.now == 1, "every change rendered from memory: no full build after the first")
    }

    /// Posts the form ending in `action` from `page`, with its token, and returns the page it leads back to.
    static func press(_ ana: inout InProcessBrowser, _ action: String, from page: String, _ fields: [(String, String)]) async throws -> String {
        let body = try await ana.get(page).body
        let csrf = try #require(body.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1, "a form on \(page)")
        let answer = try await ana.post("/\(riveras)/act/\(action)", [("csrf", String(csrf))] + fields, referer: page)
        #expect(answer.status == .seeOther || answer.status == .ok, "\(action): \(answer.status) \(answer.body)")
        return try await ana.get(answer.headers[.location] ?? page).body
    }

    @Test func theShoppingTripsFormsRenderFromMemory() async throws {
        try await Self.withAna { ana, _, _ in
            var page = try await Self.press(&ana, "trip/start", from: Self.shopping, [("pause", "on")])
            #expect(page.contains("data-hearth-trip-member=\"\(HostServerTests.ana)\""), "the trip shows as going")
            page = try await Self.press(&ana, "trip/pause", from: Self.shopping, [])
            #expect(!page.contains("data-hearth-trip-paused-since=\"\""), "the trip shows paused")
            page = try await Self.press(&ana, "trip/resume", from: Self.shopping, [])
            #expect(page.contains("data-hearth-trip-paused-since=\"\""), "the trip shows going again")
            page = try await Self.press(&ana, "trip/stop", from: Self.shopping, [])
            #expect(!page.contains("data-hearth-trip-member=\"\(HostServerTests.ana)\""), "the trip shows ended")
        }
    }

    @Test func aPurchaseThatEndsATripRendersFromMemory() async throws {
        try await Self.withAna { ana, _, _ in
            _ = try await Self.press(&ana, "trip/start", from: Self.shopping, [])
            let list = try await ana.get(Self.shopping)
            let item = try #require(list.buttonValue("check"))
            _ = try await Self.press(&ana, "grocery/item", from: Self.shopping, [("check", item)])
            let page = try await Self.press(&ana, "grocery/purchase", from: Self.shopping, [])
            #expect(!page.contains("data-hearth-trip-member=\"\(HostServerTests.ana)\""), "the trip ended with the purchase")
            #expect(!page.contains("value=\"\(item)\""), "the item bought left the list")
        }
    }

    @Test func aLocationMovedRendersFromMemory() async throws {
        try await Self.withAna { ana, _, _ in
            let familyPage = "/\(Self.riveras)/family/"
            let before = try await ana.get(familyPage)
            let first = try #require(before.field("location", inFormEndingWith: "act/location/move"))
            let page = try await Self.press(&ana, "location/move", from: familyPage, [("location", first), ("step", "down")])
            #expect(PageText.field("location", inFormEndingWith: "act/location/move", in: page) != first, "the location moved down the walking order")
        }
    }

    @Test func aMealPlannedAndRemovedRendersFromMemory() async throws {
        try await Self.withAna { ana, store, _ in
            let family = try #require(try store.families().first { $0.folderName == Self.riveras })
            let recipe = try #require(try store.recipes(of: family).first)
            let menu = "/\(Self.riveras)/menu/"
            let meals = try await ana.get(menu).body.components(separatedBy: "act/meal/remove").count
            _ = try await Self.press(&ana, "meal/add", from: menu, [("recipe", recipe.id), ("date", "2026-11-20"), ("meal", "dinner")])
            let planned = try await ana.get(menu).body
            #expect(planned.components(separatedBy: "act/meal/remove").count == meals + 1, "the menu shows one meal more")
            let meal = try #require(try store.meals(of: family).first { $0.recipeID == recipe.id && $0.day.iso == "2026-11-20" })
            let removed = try await Self.press(&ana, "meal/remove", from: menu, [("meal", meal.id)])
            #expect(!removed.contains("value=\"\(meal.id)\""), "the menu shows the meal removed")
        }
    }

    @Test func aChoreAWishAndAnItemAddedRenderFromMemory() async throws {
        try await Self.withAna { ana, _, _ in
            let today = "/\(Self.riveras)/chores/today/"
            let page = try await ana.get(today)
            let chore = try #require(page.field("chore", inFormEndingWith: "act/chore/done"))
            let date = try #require(page.field("date", inFormEndingWith: "act/chore/done"))
            let done = try await Self.press(&ana, "chore/done", from: today, [("chore", chore), ("date", date), ("member", HostServerTests.ana)])
            #expect(done.contains("act/chore/undo"), "the chore shows done")
            let wishes = "/\(Self.riveras)/chores/wishes/"
            let wished = try await Self.press(&ana, "wish/add", from: wishes, [("text", "A picnic")])
            #expect(wished.contains("A picnic"))
            let groceries = "/\(Self.riveras)/groceries/"
            let added = try await Self.press(&ana, "grocery/add", from: groceries, [("name", "Oat milk"), ("quantity", "2")])
            #expect(added.contains("Oat milk"))
        }
    }

    /// Another program's write (`hearth wish add` while the host runs) takes the same path: the watcher
    /// reads what the store says changed and renders it from memory.
    @Test func anotherProgramsWriteRendersFromMemory() async throws {
        try await Self.withAna { ana, store, resident in
            let family = try #require(try store.families().first { $0.folderName == Self.riveras })
            let ana2 = try #require(try store.member(id: HearthID(HostServerTests.ana)!))
            _ = try store.addWish("Pancakes on Sunday", by: ana2, in: family)
            let report = try #require(try resident.refresh(fromChangesIn: store), "rendered from memory")
            #expect(report.renderedFiles > 0 && report.renderedFiles < 20, "only the pages that show wishes: \(report.renderedFiles)")
            #expect(try await ana.get("/\(Self.riveras)/chores/wishes/").body.contains("Pancakes on Sunday"))
        }
    }

    /// The API's changes go through the forms' queue and the same path.
    @Test func anAPIChangeRendersFromMemory() async throws {
        try await Self.withAna { ana, store, resident in
            let family = try #require(try store.families().first { $0.folderName == Self.riveras })
            let member = try #require(try store.member(id: HearthID(HostServerTests.ana)!))
            let token = try store.addAPIToken(name: "kitchen", for: member, in: family, readOnly: false, days: nil).secret
            let added = try await ana.api(.post, "/grocery-items", token: token, json: #"{"name": "Rye flour", "quantity": "1 kg"}"#)
            #expect(added.status == .created, "\(added.body)")
            #expect(try await ana.get("/\(Self.riveras)/groceries/").body.contains("Rye flour"))
            let wished = try await ana.api(.post, "/wishes", token: token, json: #"{"text": "Board games night"}"#)
            #expect(wished.status == .created || wished.status == .ok, "\(wished.body)")
            #expect(try await ana.get("/\(Self.riveras)/chores/wishes/").body.contains("Board games night"))
        }
    }

    /// A member who accepts an invitation moves between two families: both families' pages show it,
    /// rendered from memory on the forms' queue (it waited for the watcher's poll or built in full before).
    @Test func aJoinRendersBothFamiliesFromMemory() async throws {
        let host = try InProcessHost()
        let store = host.store
        let riveras = try #require(try store.families().first { $0.folderName == Self.riveras })
        let ana = try #require(try store.member(id: HearthID(HostServerTests.ana)!))
        _ = try store.invite(code: HostServerTests.brother, into: riveras, by: ana)
        try await host.test { client in
            var brother = InProcessBrowser(client)
            _ = try await brother.signIn(HostServerTests.brother, HostServerTests.password)
            let card = try await brother.get("/join/\(HostServerTests.brother)")
            let csrf = try #require(card.body.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1, "\(card.body)")
            let accepted = try await brother.post("/join/accept", [("csrf", String(csrf)), ("family", riveras.id.text)], referer: "/join/\(HostServerTests.brother)")
            #expect(accepted.status == .seeOther && accepted.headers[.location] == "/\(Self.riveras)/", "\(accepted.status) \(accepted.body)")
            let familyPage = try await brother.get("/\(Self.riveras)/family/")
            #expect(familyPage.body.contains("哥哥"), "the Riveras' family page lists the member who joined")
        }
        #expect(host.fullBuilds.now == 1, "the join rendered from memory: no full build after the first")
    }
}
