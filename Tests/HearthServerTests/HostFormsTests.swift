import Foundation
import HearthTestSupport
import Testing

/// What a form's answer says besides showing the change: an item added that was on the list already.
@Suite struct HostFormsTests {
    static let riveras = HostServerTests.riveras, groceries = "/\(HostServerTests.riveras)/groceries/"

    @Test func anItemAddedAgainSaysWhatItChanged() throws {
        let host = try HostServerTests.Hosted()
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
}
