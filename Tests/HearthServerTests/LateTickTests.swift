import Foundation
import HearthTestSupport
import Testing

/// Ticks a phone sends late, after shopping with no signal: each carries the time it was made
/// ("at") and the time it was sent ("sent"), both on the phone's clock, and applies only when nobody
/// changed the item on the list after it.
@Suite struct LateTickTests {
    typealias Hosted = HostServerTests.Hosted
    static let riveras = HostServerTests.riveras
    static var groceries: String { "/\(riveras)/groceries/" }

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    /// The first item to get on the grocery page, with the phone's token.
    static func firstItem(_ phone: Phone) throws -> (csrf: String, item: String, name: String) {
        let page = try phone.get(groceries)
        let csrf = try #require(page.field("csrf", inFormEndingWith: "act/grocery/item"))
        let item = try #require(page.buttonValue("check"))
        let label = try #require(page.body.range(of: "name=\"check\" value=\"\(item)\" aria-pressed=\"false\" aria-label=\"Got it: ")).upperBound
        return (csrf, item, String(page.body[label...].prefix { $0 != "\"" }))
    }

    /// Whether `hearth grocery list` shows the item checked ("[x]").
    static func checkedInStore(_ name: String, _ host: Hosted) async throws -> Bool {
        let list = try await host.hearth(["grocery", "list", "--family", riveras])
        try #require(list.status == 0, "\(list.errors)")
        let line = try #require(list.output.split(separator: "\n").first { $0.contains(name) }, "\(list.output)")
        return line.contains("[x]")
    }

    @Test func aTickSentLateDoesNotUndoANewerChange() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let shopper = host.phone(), other = host.phone()
        try shopper.signIn(HostServerTests.ana, HostServerTests.password)
        try other.signIn(HostServerTests.ana, HostServerTests.password)
        let (csrf, item, name) = try Self.firstItem(shopper)
        let otherToken = try Self.firstItem(other).csrf

        // The shopper ticks with no signal; meanwhile someone at home ticks the item and unticks it again.
        let tickedOffline = Self.now()
        try await Task.sleep(for: .seconds(0.05))
        #expect(try other.post("/\(Self.riveras)/act/grocery/item", ["csrf": otherToken, "check": item], referer: Self.groceries).status == 303)
        #expect(try other.post("/\(Self.riveras)/act/grocery/item", ["csrf": otherToken, "uncheck": item], referer: Self.groceries).status == 303)

        // Back in signal, the shopper's phone sends the tick: older than the untick, so dropped, and said.
        let late = try shopper.post("/\(Self.riveras)/act/grocery/item",
                                    ["csrf": csrf, "check": item, "at": "\(tickedOffline)", "sent": "\(Self.now())"], referer: Self.groceries)
        #expect(late.status == 409)
        #expect(late.body.contains("Your tick of &quot;\(name)&quot;") || late.body.contains("Your tick of \"\(name)\""), "\(late.body)")
        #expect(late.body.contains("was not applied"))
        #expect(try await Self.checkedInStore(name, host) == false, "the untick stays")

        // A tick made after the last change applies, with the phone's clock an hour fast: the time
        // between the tick and its sending counts, not the phone's clock.
        let phoneClock = Self.now() + 3_600_000
        let newer = try shopper.post("/\(Self.riveras)/act/grocery/item",
                                     ["csrf": csrf, "check": item, "at": "\(phoneClock - 20)", "sent": "\(phoneClock)"], referer: Self.groceries)
        #expect(newer.status == 303)
        #expect(try await Self.checkedInStore(name, host))

        // The same fast clock cannot put a stale tick after a newer change: made 10 minutes before it was
        // sent, so before the check above, it is dropped.
        let stale = try shopper.post("/\(Self.riveras)/act/grocery/item",
                                     ["csrf": csrf, "uncheck": item, "at": "\(phoneClock - 600_000)", "sent": "\(phoneClock)"], referer: Self.groceries)
        #expect(stale.status == 409)
        #expect(try await Self.checkedInStore(name, host))

        // A time that is not a number (no page sends one) is refused in the family's words (issue 64: it was
        // the command's English, `form field "at": expected …`).
        let bad = try shopper.post("/\(Self.riveras)/act/grocery/item", ["csrf": csrf, "check": item, "at": "yesterday"], referer: Self.groceries)
        #expect(bad.status == 400)
        #expect(bad.body.contains("The page sent something the server does not take") && !bad.body.contains("form field"), "\(bad.body)")

        // The list's form sends one change with the item's ID; none, or two, is refused by name.
        let none = try shopper.post("/\(Self.riveras)/act/grocery/item", ["csrf": csrf], referer: Self.groceries)
        #expect(none.status == 400)
        #expect(none.body.contains("expected one of"), "\(none.body)")
        let two = try shopper.post("/\(Self.riveras)/act/grocery/item", ["csrf": csrf, "check": item, "uncheck": item], referer: Self.groceries)
        #expect(two.status == 400)
    }

    /// The printed shopping list carries a QR code of its live address, which a phone's camera reads.
    @Test func thePrintedListCarriesItsLiveAddress() async throws {
        let host = try await Hosted(options: ["--public-url", "https://home.example"])
        defer { host.stop() }
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        let page = try phone.get("/\(Self.riveras)/shopping/")
        #expect(page.body.contains("src=\"../qr/shopping-list.png\""))
        #expect(page.body.contains("https://home.example/\(Self.riveras)/shopping/"))
        let code = host.folder.url.appending(path: "site-hosted/\(Self.riveras)/qr/shopping-list.png")
        let read = try await HearthProcess.run(["zbarimg", "--quiet", "--raw", code.path], in: host.folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(read.output.trimmingCharacters(in: .whitespacesAndNewlines) == "https://home.example/\(Self.riveras)/shopping/", "\(read.output)\(read.errors)")

        // The host saved the address for its families: a static build's join cards carry it too.
        #expect(try await host.hearth(["build", "--output", "built", "--date", "2026-11-19"]).status == 0)
        let card = host.folder.url.appending(path: "built/\(Self.riveras)/qr/\(HostServerTests.ana).png")
        let scanned = try await HearthProcess.run(["zbarimg", "--quiet", "--raw", card.path], in: host.folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(scanned.output.trimmingCharacters(in: .whitespacesAndNewlines) == "https://home.example/join/\(HostServerTests.ana)", "\(scanned.output)")
    }
}
