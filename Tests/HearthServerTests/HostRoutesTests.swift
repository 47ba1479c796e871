import Foundation
@testable import HearthServer
import HearthSite
import HearthStore
import HearthTestSupport
import Hummingbird
import Testing

/// The family's server in this process (`InProcessHost`, HummingbirdTesting): each form a route with its
/// own decoded type; sign-in, devices and CSRF checked by middleware before any form is read; members'
/// pages refused to anyone else; sessions ended through hummingbird-auth.
@Suite struct HostRoutesTests {
    static let riveras = HostServerTests.riveras
    static let shopping = "/\(riveras)/shopping/"

    @Test func aTickIsARouteOfItsOwnAndTheListShowsIt() async throws {
        try await InProcessHost().test { client in
            var ana = InProcessBrowser(client)
            let signedIn = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            #expect(signedIn.status == .seeOther && signedIn.headers[.location] == "/\(Self.riveras)/", "\(signedIn.status) \(signedIn.body)")
            let list = try await ana.get(Self.shopping)
            let csrf = try #require(list.field("csrf", inFormEndingWith: "act/grocery/item"))
            let item = try #require(list.buttonValue("check"))
            #expect(!list.body.contains("name=\"uncheck\" value=\"\(item)\""))

            let ticked = try await ana.post("/\(Self.riveras)/act/grocery/item", [("csrf", csrf), ("check", item)], referer: Self.shopping)
            #expect(ticked.status == .seeOther && ticked.headers[.location] == Self.shopping, "back to the page it came from: \(ticked.status) \(ticked.body)")
            #expect(try await ana.get(Self.shopping).body.contains("name=\"uncheck\" value=\"\(item)\""), "the list shows the item ticked")

            let unticked = try await ana.post("/\(Self.riveras)/act/grocery/uncheck", [("csrf", csrf), ("item", item)], referer: Self.shopping)
            #expect(unticked.status == .seeOther)
            #expect(try await ana.get(Self.shopping).body.contains("name=\"check\" value=\"\(item)\""))
        }
    }

    /// Issue 64: a tick of an item someone removed while the page was open said `The Riveras has no item
    /// "0371B8D2-…": reload the page.`; it says what happened, in the family's words, and names no ID.
    @Test func aTickOfAnItemSomeoneRemovedMeanwhileSaysSoInTheFamilysWords() async throws {
        let host = try InProcessHost()
        let store = host.store
        try await host.test { client in
            for (member, family, words) in [(HostServerTests.ana, Self.riveras, "Someone removed this item from the list meanwhile"),
                                            (HostServerTests.brother, HostServerTests.lins, "這個項目剛才已被人從清單上移除")] {
                var phone = InProcessBrowser(client)
                _ = try await phone.signIn(member, HostServerTests.password)
                let page = "/\(family)/shopping/"
                let list = try await phone.get(page)
                let csrf = try #require(list.field("csrf", inFormEndingWith: "act/grocery/item"))
                let item = try #require(list.buttonValue("check"))
                let owner = try #require(try store.families().first { $0.folderName == family })
                let adder = try #require(try store.groceryItem(id: item, in: owner)).addedBy
                let remover = try #require(try store.members(of: owner.id).first { adder == nil || $0.id == adder })
                _ = try store.removeGroceryItem(item, by: remover, in: owner)
                let ticked = try await phone.post("/\(family)/act/grocery/item", [("csrf", csrf), ("check", item)], referer: page)
                #expect(ticked.body.contains(words), "\(ticked.status) \(ticked.body)")
                #expect(!ticked.body.contains(item), "no ID on the page")
            }
        }
    }

    /// Issue 64: with one family (the hosting guide's own setup), /assets/hearth.css answered 404, and
    /// sign-in and every server page showed unstyled; with two it answered 200. Both, now.
    @Test func theServersPagesAreStyledWithOneFamilyAndWithTwo() async throws {
        let one = try InProcessHost { store in
            let family = try store.createFamily(name: "The Okafors", language: "en")
            _ = try store.addMember(name: "Ada", to: family, isManager: true)
        }
        for host in [one, try InProcessHost()] {
            try await host.test { client in
                var visitor = InProcessBrowser(client)
                let signIn = try await visitor.get("/sign-in")
                #expect(signIn.status == .ok && signIn.body.contains("href=\"/assets/hearth.css"), "\(signIn.body)")
                let sheet = try await visitor.get("/assets/hearth.css")
                #expect(sheet.status == .ok && sheet.body.contains(".button"), "\(sheet.status)")
            }
        }
    }

    /// A walking-order step no page sends (a request made by hand): refused in the family's words, not
    /// `form field "step": expected …` (issue 64).
    @Test func aValueNoPageSendsIsRefusedInTheFamilysWords() async throws {
        try await InProcessHost().test { client in
            var brother = InProcessBrowser(client)
            _ = try await brother.signIn(HostServerTests.brother, HostServerTests.password)
            let family = "/\(HostServerTests.lins)/family/"
            let csrf = try #require(try await brother.get(family).field("csrf", inFormEndingWith: "act/location/move"))
            let moved = try await brother.post("/\(HostServerTests.lins)/act/location/move", [("csrf", csrf), ("location", "x"), ("step", "sideways")], referer: family)
            #expect(moved.status == .badRequest && moved.body.contains("頁面送出了伺服器無法接受的內容") && !moved.body.contains("form field"), "\(moved.status) \(moved.body)")
        }
    }

    @Test func aFormWithoutItsFieldOrWithOneSentTwiceIsRefusedByName() async throws {
        try await InProcessHost().test { client in
            var ana = InProcessBrowser(client)
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            let groceries = "/\(Self.riveras)/groceries/"
            let csrf = try #require(try await ana.get(groceries).field("csrf", inFormEndingWith: "act/grocery/add"))
            let items = try await ana.get(groceries).body.components(separatedBy: "item__name").count

            let noName = try await ana.post("/\(Self.riveras)/act/grocery/add", [("csrf", csrf), ("quantity", "2")], referer: groceries)
            #expect(noName.status == .badRequest && noName.body.contains("“Name” is empty"), "\(noName.status) \(noName.body)")
            #expect(noName.body.contains("href=\"\(groceries)\""), "the refusal leads back to the list")
            let twice = try await ana.post("/\(Self.riveras)/act/grocery/add", [("csrf", csrf), ("name", "Oat milk"), ("name", "Rice")])
            #expect(twice.status == .badRequest && twice.body.contains("Form field &quot;Name&quot;: expected one value of text"), "\(twice.status) \(twice.body)")
            #expect(twice.body.contains("href=\"/\(Self.riveras)/\""), "the refusal leads back to the family's pages")
            let notText = try await ana.post("/\(Self.riveras)/act/grocery/add", raw: Array("csrf=\(csrf)&name=".utf8) + [0xC3, 0x28])
            #expect(notText.status == .badRequest && notText.body.contains("expected text in UTF-8"), "\(notText.status) \(notText.body)")
            #expect(try await ana.get(groceries).body.components(separatedBy: "item__name").count == items, "nothing was added")

            let chore = try await ana.post("/\(Self.riveras)/act/chore/done", [("csrf", csrf), ("chore", "Dishes")])
            #expect(chore.status == .badRequest && chore.body.contains("“date” is empty"), "\(chore.status) \(chore.body)")
        }
    }

    @Test func formsAreCheckedForASessionAndItsTokenBeforeTheyAreRead() async throws {
        try await InProcessHost().test { client in
            var stranger = InProcessBrowser(client)
            let signedOut = try await stranger.post("/\(Self.riveras)/act/grocery/purchase", [("csrf", "x")])
            #expect(signedOut.status == .unauthorized, "\(signedOut.status)")

            var ana = InProcessBrowser(client)
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            let forged = try await ana.post("/\(Self.riveras)/act/grocery/purchase", [("csrf", "not the session's")])
            #expect(forged.status == .forbidden && forged.body.contains("out of date"), "\(forged.status) \(forged.body)")
            let csrf = try #require(try await ana.get(Self.shopping).field("csrf", inFormEndingWith: "act/grocery/item"))
            let unknown = try await ana.post("/\(Self.riveras)/act/grocery/juggle", [("csrf", csrf)])
            #expect(unknown.status == .notFound, "no such form: \(unknown.status)")
            let otherFamily = try await ana.post("/\(HostServerTests.lins)/act/wish/add", [("csrf", csrf), ("text", "A kite")])
            #expect(otherFamily.status == .forbidden && otherFamily.body.contains("Ana"), "another family's form: \(otherFamily.status) \(otherFamily.body)")
        }
    }

    @Test func membersPagesSendOthersToSignInAndSignOutEndsTheSession() async throws {
        try await InProcessHost().test { client in
            var ana = InProcessBrowser(client)
            let tokens = try await ana.get("/tokens")
            #expect(tokens.status == .seeOther && tokens.headers[.location] == "/sign-in?next=/tokens", "\(tokens.status) \(tokens.headers)")
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            #expect(try await ana.get("/tokens").status == .ok)
            let held = ana.cookies

            // Signing in again from the same browser ends the session it had (hummingbird-auth's delete).
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            var old = InProcessBrowser(client)
            old.cookies = held
            #expect(try await old.get(Self.shopping).status == .seeOther, "the session before is ended")

            let csrf = try #require(try await ana.get(Self.shopping).field("csrf", inFormEndingWith: "sign-out"))
            let signedIn = ana.cookies
            let out = try await ana.post("/\(Self.riveras)/sign-out", [("csrf", csrf)])
            #expect(out.status == .seeOther && out.headers[.location] == "/sign-in")
            #expect(ana.cookies[HostServer.sessionCookie] == nil, "the session's cookie is expired")
            old.cookies = signedIn
            #expect(try await old.get(Self.shopping).status == .seeOther, "the session signed out cannot be used again")
        }
    }

    /// The theme's forms take their addresses from `site.act` (`FormAction`), the values the router adds its
    /// routes from: no template or script types an ".../act/…" address, and every one is a route.
    @Test func theFormsAddressesAreTheRoutersOwn() async throws {
        let templates = Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent().appending(path: "templates")
        for file in try FileManager.default.subpathsOfDirectory(atPath: templates.path) where file.hasSuffix(".mustache") || file.hasSuffix(".js") {
            let text = try String(contentsOf: templates.appending(path: file), encoding: .utf8)
            #expect(!text.contains("}}act/") && !text.contains("\"act/"), "\(file) types a form's address")
            #expect(!text.contains("action=\"{{site.root}}") && !text.contains("action=\"{{site.server}}"), "\(file) types a server form's address")
        }
        try await InProcessHost().test { client in
            var ana = InProcessBrowser(client)
            _ = try await ana.signIn(HostServerTests.ana, HostServerTests.password)
            let csrf = try #require(try await ana.get(Self.shopping).field("csrf", inFormEndingWith: FormAction.groceryItem.path))
            for action in FormAction.allCases {
                let answer = try await ana.post("/\(Self.riveras)/" + action.path, [("csrf", csrf)], referer: Self.shopping)
                #expect(answer.status != .notFound, "\(action.path) is not a route")
            }
            #expect(try await ana.post("/\(Self.riveras)/act/grocery/juggle", [("csrf", csrf)]).status == .notFound)
            // The server's own forms (`ServerAction`), signing out last: the layout's form posts to its route.
            #expect(try await ana.get(Self.shopping).body.contains("method=\"post\" action=\"\(ServerAction.signOut.route)\""))
            for action in ServerAction.allCases.filter({ $0 != .signOut }) + [.signOut] {
                let answer = try await ana.post(action.route, [("csrf", csrf)], referer: Self.shopping)
                #expect(answer.status != .notFound, "\(action.route) is not a route")
            }
            #expect(try await ana.get(Self.shopping).status == .seeOther, "signed out")
        }
    }
}
