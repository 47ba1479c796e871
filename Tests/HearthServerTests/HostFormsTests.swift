import Foundation
import HearthTestSupport
import Testing

/// What a form's answer says besides showing the change: an item added that was on the list already.
@Suite struct HostFormsTests {
    static let riveras = HostServerTests.riveras, groceries = "/\(HostServerTests.riveras)/groceries/"

    @Test func anItemAddedAgainSaysWhatItChanged() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = try ana.get(Self.groceries)
        let label = try #require(page.body.range(of: "aria-label=\"Got it: ")?.upperBound)
        let name = String(page.body[label...].prefix { $0 != "\"" })
        let changed = try ana.submit(on: Self.groceries, to: "/\(Self.riveras)/act/grocery/add", ["name": name, "quantity": "7 kg"])
        #expect(changed.status == 200)
        #expect(changed.body.contains("“\(name)” was on the list already: its quantity is now 7 kg (it was"), "\(changed.body)")
        #expect(changed.body.contains("data-hearth-said"), "the page's script says it on the list's page")
        let again = try ana.submit(on: Self.groceries, to: "/\(Self.riveras)/act/grocery/add", ["name": name, "quantity": "7 kg"])
        #expect(again.status == 200 && again.body.contains("“\(name)” is on the list already."), "\(again.body)")
        #expect(try ana.get(Self.groceries).body.contains("7 kg"), "the list shows the new quantity")
        let new = try ana.submit(on: Self.groceries, to: "/\(Self.riveras)/act/grocery/add", ["name": "Saffron"])
        #expect(new.status == 303, "a new item needs no words")
    }

    /// A newcomer's mistakes on the invitation's form, said in the family's words; and a member sent to
    /// sign in from "Invite someone" comes back to it.
    @Test func aNewcomersMistakesAreSaidAndChangeNothing() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        let signIn = try ana.get("/invite")
        #expect(signIn.status == 303 && signIn.header("location") == "/sign-in?next=/invite")
        let page = try ana.get("/sign-in?next=/invite")
        let token = try #require(page.field("csrf", inFormEndingWith: "/sign-in"))
        let signedIn = try ana.post("/sign-in", ["csrf": token, "member": HostServerTests.ana, "password": HostServerTests.password, "next": "/invite"])
        #expect(signedIn.header("location") == "/invite", "back to Invite someone")
        let made = try ana.submit(on: "/invite", to: "/invite", [:])
        let start = try #require(made.body.range(of: "/welcome/")?.upperBound)
        let welcome = "/welcome/" + made.body[start...].prefix { $0 != "\"" && $0 != "<" }
        let newcomer = host.phone()
        let empty = try newcomer.post(welcome, ["name": " ", "password": "a password of mine"])
        #expect(empty.status == 400 && empty.body.contains("Your name: it is empty; fill it in, then try again."), "\(empty.body)")
        let short = try newcomer.post(welcome, ["name": "Grace", "password": "short"])
        #expect(short.status == 400 && short.body.contains("Password: it needs at least 8 characters: choose a longer one.") && short.body.contains("value=\"Grace\""))
        #expect(try newcomer.post(welcome, ["name": "Grace", "password": "a password of mine"]).status == 303, "the invitation still works")
    }
}
