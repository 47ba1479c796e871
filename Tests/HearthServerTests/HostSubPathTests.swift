import Foundation
import HearthTestSupport
import Testing

/// `hearth host --public-url https://home.example/hearth`: behind a proxy that serves the site under
/// /hearth/ and takes the path off before passing a request on (Caddy's `handle_path`, nginx's
/// `location /hearth/` with `proxy_pass …/;`). The phone here speaks to the server as the proxy does:
/// every address the server writes back must be under /hearth/, or the browser leaves the site.
@Suite(.serialized) struct HostSubPathTests {
    static let publicURL = "https://home.example/hearth"
    static let riveras = HostServerTests.riveras

    @Test func everyAddressTheServerWritesIsUnderTheSubPath() async throws {
        let host = try await HostServerTests.Hosted(options: ["--public-url", Self.publicURL + "/"])
        defer { host.stop() }
        let phone = host.phone()
        let signedOut = try phone.get("/\(Self.riveras)/groceries/")
        #expect(signedOut.header("location")?.hasPrefix("/hearth/sign-in?next=") == true, "\(signedOut.headers)")

        let signInPage = try phone.get("/sign-in")
        #expect(signInPage.body.contains("action=\"/hearth/sign-in\""), "the form posts under the sub-path")
        #expect(signInPage.body.contains("href=\"/hearth/assets/hearth.css\""), "its style sheet too")
        #expect(signInPage.cookies.contains { $0.contains("Path=/hearth/sign-in") && $0.contains("Secure") }, "\(signInPage.cookies)")

        let token = try #require(signInPage.field("csrf", inFormEndingWith: "/sign-in"))
        let signedIn = try phone.post("/sign-in", ["csrf": token, "member": HostServerTests.ana, "password": HostServerTests.password, "next": "/"])
        #expect(signedIn.header("location") == "/hearth/\(Self.riveras)/")
        #expect(signedIn.cookies.contains { $0.hasPrefix("hearth_session=") && $0.contains("Path=/hearth/") }, "\(signedIn.cookies)")
        #expect(signedIn.cookies.contains { $0.hasPrefix("hearth_pages=") && $0.contains("Path=/hearth/") }, "\(signedIn.cookies)")

        // The family's pages link to each other relatively; to the server's own addresses under /hearth/.
        let family = try phone.get("/\(Self.riveras)/family/")
        #expect(family.body.contains("<meta name=\"hearth-server\" content=\"/hearth/\">"))
        #expect(family.body.contains("href=\"/hearth/invite\""))
        #expect(family.body.contains("href=\"/hearth/calendar-feeds\""), "the calendar feeds")
        let feeds = try phone.submit(on: "/calendar-feeds", to: "/calendar-feeds", [:])
        #expect(feeds.body.contains("action=\"/hearth/calendar-feeds\"") == false && feeds.body.contains("href=\"webcal://home.example/hearth/feed/"), "\(feeds.body)")
        let feed = try #require(feeds.body.range(of: "https://home.example/hearth/feed/").map { String(feeds.body[$0.upperBound...].prefix { $0 != "<" }) })
        let calendar = try host.phone().get("/feed/" + feed)
        #expect(calendar.status == 200 && calendar.body.contains("BEGIN:VCALENDAR"), "the feed answers at the address the proxy passes on")

        // A form goes back to the page it came from, as the browser knows it (its Referer).
        let groceries = try phone.get("/\(Self.riveras)/groceries/")
        let formToken = try #require(groceries.field("csrf", inFormEndingWith: "act/grocery/add"))
        let added = try phone.send("POST", "/\(Self.riveras)/act/grocery/add", bytes: Array("csrf=\(formToken)&name=Saffron".utf8),
                                   headers: ["Content-Type": "application/x-www-form-urlencoded",
                                             "Referer": "https://home.example/hearth/\(Self.riveras)/groceries/"])
        #expect(added.status == 303 && added.header("location") == "/hearth/\(Self.riveras)/groceries/", "\(added.status) \(added.headers)")
        #expect(try phone.get("/\(Self.riveras)/groceries/").body.contains("Saffron"))

        // Invitations: the page, its form, its link and QR code.
        let invite = try phone.get("/invite")
        #expect(invite.body.contains("action=\"/hearth/invite\""))
        let made = try phone.submit(on: "/invite", to: "/invite", [:])
        #expect(made.body.contains("https://home.example/hearth/welcome/"), "the invitation's link")
        let card = try phone.get("/join/\(HostServerTests.brother)")
        #expect(card.body.contains("action=\"/hearth/join/\(HostServerTests.brother)/invite\""))

        // A kitchen tablet's link, as `hearth device add` prints it, and its page's button.
        let added2 = try await host.hearth(["device", "add", "Kitchen", "--family", Self.riveras, "--public-url", Self.publicURL])
        let link = added2.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(link.hasPrefix("https://home.example/hearth/device/"), "\(added2.output)\(added2.errors)")
        let devicePath = String(link.dropFirst("https://home.example/hearth".count))
        let tablet = host.phone()
        let devicePage = try tablet.get(devicePath)
        #expect(devicePage.body.contains("action=\"/hearth" + devicePath + "\""), "\(devicePage.body)")
        // Its browser says the form comes from the public address (issue 63: forms for anyone from another site are refused).
        let signedInTablet = try tablet.send("POST", devicePath, bytes: [], headers: ["Content-Type": "application/x-www-form-urlencoded", "Origin": "https://home.example"])
        #expect(signedInTablet.header("location") == "/hearth/\(Self.riveras)/", "\(signedInTablet.status)")

        // Signing out, and a page not found, stay under /hearth/ too.
        let home = try phone.get("/\(Self.riveras)/")
        let outToken = try #require(home.field("csrf", inFormEndingWith: "sign-out"))
        #expect(home.body.contains("method=\"post\" action=\"/hearth/sign-out\""), "the sign-out form posts under the sub-path")
        let out = try phone.post("/sign-out", ["csrf": outToken])
        #expect(out.header("location") == "/hearth/sign-in")
        #expect(out.cookies.contains { $0.hasPrefix("hearth_pages=") && $0.contains("Path=/hearth/") && $0.contains("Max-Age=0") }, "\(out.cookies)")
        #expect(try host.phone().get("/nothing/here.png").body.contains("href=\"/hearth/\""))
    }

    @Test func aPublicURLWithAPathIsTakenAndABadOneRefused() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "h.sqlite"], in: folder.url).status == 0)
        let saved = try await HearthProcess.run(["family", "set", "--family", Self.riveras, "--public-url", "https://home.example/hearth/", "--store", "h.sqlite"], in: folder.url)
        #expect(saved.status == 0, "\(saved.errors)")
        let card = try await HearthProcess.run(["member", "qr", HostServerTests.ana, "--store", "h.sqlite", "--png", "ana.png"], in: folder.url)
        #expect(card.status == 0, "\(card.errors)")
        let scanned = try await HearthProcess.run(["zbarimg", "--quiet", "--raw", "ana.png"], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(scanned.output.trimmingCharacters(in: .whitespacesAndNewlines) == "https://home.example/hearth/join/\(HostServerTests.ana)")
        for bad in ["https://home.example/hearth/../x", "https://home.example/a b", "https://home.example/hearth?x=1", "ftp://home.example/hearth"] {
            let refused = try await HearthProcess.run(["host", "--store", "h.sqlite", "--port", "0", "--public-url", bad], in: folder.url)
            #expect(refused.status == 64 && refused.errors.contains("https://home.example/hearth"), "\(bad): \(refused.errors)")
        }
    }
}
