import Foundation
import HearthDomain
@testable import HearthServer
import HearthSite
import HearthStore
import HearthTestSupport
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// `hearth host` as a CalDAV server (issue 71) in this process, over a loopback socket: discovery, signing
/// in with a member's ID and token, the lists as task apps read them, ETags and their preconditions, sync
/// tokens, another family's lists out of reach, and refusals as RFC 4918 words them (never a 5xx).
// One at a time: each test builds a host's site and then speaks to it over loopback, where the test client
// gives up on a request after 20 s; six first builds at once under the whole suite's load came near it.
@Suite(.serialized, .tags(.timed)) struct CalDAVTests {
    static let ana = HostServerTests.ana, brother = HostServerTests.brother

    /// A task app: its member ID and token, as HTTP Basic.
    struct App {
        let client: any TestClientProtocol
        let user: String
        let token: String

        struct Answer {
            let status: HTTPResponse.Status
            let headers: HTTPFields
            let body: String
        }

        func send(_ method: String, _ path: String, _ body: String? = nil, headers: [String: String] = [:], signedIn: Bool = true) async throws -> Answer {
            var fields = HTTPFields()
            if signedIn { fields[.authorization] = "Basic " + Data("\(user):\(token)".utf8).base64EncodedString() }
            for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
            if body != nil && fields[.contentType] == nil { fields[.contentType] = "application/xml; charset=utf-8" }
            let response = try await client.execute(uri: path, method: HTTPRequest.Method(method)!, headers: fields, body: body.map { ByteBuffer(string: $0) })
            return Answer(status: response.status, headers: response.headers, body: String(buffer: response.body))
        }

        func propfind(_ path: String, depth: String, _ props: String) async throws -> Answer {
            try await send("PROPFIND", path, "<?xml version=\"1.0\"?><d:propfind xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:ic=\"http://apple.com/ns/ical/\"><d:prop>\(props)</d:prop></d:propfind>",
                           headers: ["Depth": depth])
        }

        func sync(_ path: String, token: String) async throws -> Answer {
            try await send("REPORT", path, "<?xml version=\"1.0\"?><d:sync-collection xmlns:d=\"DAV:\"><d:sync-token>\(token)</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>")
        }
    }

    static func token(_ store: HouseholdStore, _ member: String, readOnly: Bool = false) throws -> String {
        let found = try #require(try store.member(id: HearthID(member)!))
        return try store.addAPIToken(name: readOnly ? "Wall" : "Phone", for: found, in: try store.family(matching: found.familyID.text), readOnly: readOnly, days: nil).secret
    }

    /// The text of each `<d:NAME>` element of an answer, in order.
    static func values(_ name: String, in body: String) -> [String] {
        body.components(separatedBy: "<d:\(name)>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func aTaskAppFindsTheMembersListsInTheirLanguage() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana), brotherToken = try Self.token(host.store, Self.brother)
        try await host.testOverLoopback { client in
            let ana = App(client: client, user: Self.ana, token: anaToken)
            let options = try await ana.send("OPTIONS", "/dav/", signedIn: false)
            #expect(options.status == .ok && options.headers[HTTPField.Name("DAV")!] == "1, 3, calendar-access")
            #expect(options.headers[.allow]?.contains("PROPFIND") == true && options.headers[.allow]?.contains("REPORT") == true)
            let wellKnown = try await ana.send("PROPFIND", "/.well-known/caldav", signedIn: false)
            #expect(wellKnown.status == .movedPermanently && wellKnown.headers[.location] == "/dav/")

            let root = try await ana.propfind("/dav/", depth: "0", "<d:current-user-principal/>")
            #expect(root.status == .multiStatus && root.body.contains("<d:current-user-principal><d:href>/dav/\(Self.ana)/</d:href>"), "\(root.body)")
            let principal = try await ana.propfind("/dav/\(Self.ana)/", depth: "0", "<c:calendar-home-set/><d:displayname/>")
            #expect(principal.body.contains("<c:calendar-home-set><d:href>/dav/\(Self.ana)/</d:href>") && principal.body.contains("<d:displayname>Ana</d:displayname>"))

            let home = try await ana.propfind("/dav/\(Self.ana)/", depth: "1",
                                             "<d:resourcetype/><d:displayname/><c:supported-calendar-component-set/><ic:calendar-color/><d:sync-token/><x:nothing xmlns:x=\"urn:example\"/><plain xmlns=\"\"/>")
            #expect(Self.values("href", in: home.body) == ["/dav/\(Self.ana)/", "/dav/\(Self.ana)/shopping/", "/dav/\(Self.ana)/chores/", "/dav/\(Self.ana)/my-chores/"])
            #expect(Self.values("displayname", in: home.body) == ["Ana", "Shopping list · The Riveras", "Chores · The Riveras", "My chores"], "\(home.body)")
            #expect(home.body.components(separatedBy: "<c:comp name=\"VTODO\"/>").count == 4, "each list holds to-dos")
            #expect(home.body.components(separatedBy: "<c:calendar/>").count == 4)
            // A property nobody has: in a 404 propstat, beside the ones found.
            #expect(home.body.contains("<x:nothing xmlns:x=\"urn:example\"/><plain xmlns=\"\"/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status>"), "\(home.body)")
            // Every answer is XML a parser reads.
            #expect(throws: Never.self) { try DAVXML.parse(Data(home.body.utf8)) }

            // 哥哥 reads in 林家's language: his lists are named in Traditional Chinese.
            let brother = App(client: client, user: Self.brother, token: brotherToken)
            let his = try await brother.propfind("/dav/\(Self.brother)/", depth: "1", "<d:displayname/>")
            #expect(Self.values("displayname", in: his.body).contains("購物單 · 林家") && Self.values("displayname", in: his.body).contains("我的家事"), "\(his.body)")
        }
    }

    @Test func signingInTakesTheMembersOwnTokenOverHTTPSOrLoopback() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana), brotherToken = try Self.token(host.store, Self.brother)
        let wallToken = try Self.token(host.store, Self.ana, readOnly: true)
        try await host.testOverLoopback { client in
            let none = try await App(client: client, user: Self.ana, token: "").send("PROPFIND", "/dav/", signedIn: false)
            #expect(none.status == .unauthorized && none.headers[.wwwAuthenticate]?.hasPrefix("Basic realm=") == true)
            let wrong = try await App(client: client, user: Self.ana, token: "hearth_wrong").propfind("/dav/", depth: "0", "<d:current-user-principal/>")
            #expect(wrong.status == .unauthorized && wrong.headers[.wwwAuthenticate] != nil)
            // Ana's ID with 哥哥's token: refused as a wrong password is, not told whose token it is.
            let another = try await App(client: client, user: Self.ana, token: brotherToken).propfind("/dav/", depth: "0", "<d:current-user-principal/>")
            #expect(another.status == .unauthorized && another.body == wrong.body)

            // A read-only token reads, and changes nothing.
            let wall = App(client: client, user: Self.ana, token: wallToken)
            let listed = try await wall.propfind("/dav/\(Self.ana)/shopping/", depth: "1", "<d:getetag/>")
            #expect(listed.status == .multiStatus)
            let item = try #require(Self.values("href", in: listed.body).first { $0.hasSuffix(".ics") })
            let refused = try await wall.send("DELETE", item)
            #expect(refused.status == .forbidden && refused.body.contains("may only read"))
            #expect(try await wall.send("GET", item).status == .ok, "still there")

            // Through a proxy the host trusts (loopback here): HTTPS only, said so when it is plain HTTP.
            let ana = App(client: client, user: Self.ana, token: anaToken)
            let plain = try await ana.send("PROPFIND", "/dav/", headers: ["X-Forwarded-For": "192.168.1.20", "X-Forwarded-Proto": "http", "Depth": "0"])
            #expect(plain.status == .forbidden && plain.body.contains("HTTPS"), "\(plain.body)")
            let secure = try await ana.send("PROPFIND", "/dav/", headers: ["X-Forwarded-For": "192.168.1.20", "X-Forwarded-Proto": "https", "Depth": "0"])
            #expect(secure.status == .multiStatus)
        }
    }

    @Test func aChangeMadeMeanwhileIsNeverOverwrittenAndTheSyncTokenSaysWhatChanged() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana)
        let store = host.store
        try await host.testOverLoopback { client in
            let ana = App(client: client, user: Self.ana, token: anaToken)
            let list = "/dav/\(Self.ana)/shopping/"
            let first = try await ana.sync(list, token: "")
            let token = try #require(Self.values("sync-token", in: first.body).first)
            #expect(Self.values("href", in: first.body).count == 12, "every item on the list: \(first.body)")
            #expect(try await ana.sync(list, token: token).body.contains("<d:response>") == false, "nothing changed since")

            let riveras = try store.family(matching: HostServerTests.riveras)
            let avocados = try #require(try store.groceryItems(of: riveras).first { $0.name == "Avocados" })
            let path = list + avocados.id + ".ics"
            let read = try await ana.send("GET", path)
            #expect(read.status == .ok && read.body.contains("SUMMARY:Avocados\r\n") && read.body.contains("STATUS:NEEDS-ACTION"))
            #expect(read.body.contains("CATEGORIES:Produce") && read.body.contains("DESCRIPTION:Quantity: ×3\\nLocation: Produce\\nadded by Ana"), "\(read.body)")
            let etag = try #require(read.headers[.eTag])

            // Sam ticks it on his phone meanwhile (the same store method as the list's form).
            let sam = try #require(try store.member(id: HearthID(Demo.sam)!))
            try store.apply(.check, to: [avocados.id], by: sam, in: riveras)
            let completed = read.body.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED")
            let stale = try await ana.send("PUT", path, completed, headers: ["If-Match": etag, "Content-Type": "text/calendar"])
            #expect(stale.status == .preconditionFailed, "\(stale.status) \(stale.body)")
            #expect(try store.groceryItem(id: avocados.id, in: riveras)?.completed == true, "Sam's tick stands")
            let exists = try await ana.send("PUT", path, completed, headers: ["If-None-Match": "*", "Content-Type": "text/calendar"])
            #expect(exists.status == .preconditionFailed)

            // The token moved, and says only what changed.
            let after = try await ana.sync(list, token: token)
            #expect(Self.values("href", in: after.body) == [path], "\(after.body)")
            let moved = try #require(Self.values("sync-token", in: after.body).first)
            #expect(moved != token)

            // With the ETag it has now, Ana un-completes it from her task app.
            let now = try #require(try await ana.send("GET", path).headers[.eTag])
            let undone = try await ana.send("PUT", path, read.body, headers: ["If-Match": now, "Content-Type": "text/calendar"])
            #expect(undone.status == .noContent, "\(undone.body)")
            #expect(try store.groceryItem(id: avocados.id, in: riveras)?.completed == false)
            // The purchase takes the ticked items off the list: gone from the task apps at their next sync.
            let ticked = try store.groceryItems(of: riveras).filter { $0.onList && $0.completed }
            let beforePurchase = try #require(Self.values("sync-token", in: try await ana.sync(list, token: moved).body).first)
            try store.purchaseCheckedItems(on: DemoHousehold.date, by: sam, in: riveras)
            let purchased = try await ana.sync(list, token: beforePurchase)
            #expect(Set(Self.values("href", in: purchased.body)) == Set(ticked.map { list + $0.id + ".ics" }) && !ticked.isEmpty, "\(purchased.body)")
            #expect(purchased.body.components(separatedBy: "<d:status>HTTP/1.1 404 Not Found</d:status>").count == ticked.count + 1)
            // A token this server never gave: the app syncs the list whole.
            let unknown = try await ana.sync(list, token: "http://hearth.invalid/ns/sync/0000")
            #expect(unknown.status == .forbidden && unknown.body.contains("<d:valid-sync-token/>"))
        }
    }

    @Test func anotherFamilysListsAreNeverListedNorReachable() async throws {
        let host = try InProcessHost()
        let brotherToken = try Self.token(host.store, Self.brother)
        let store = host.store
        let riveras = try store.family(matching: HostServerTests.riveras)
        let item = try #require(try store.groceryItems(of: riveras).first { $0.onList })
        try await host.testOverLoopback { client in
            let brother = App(client: client, user: Self.brother, token: brotherToken)
            for path in ["/dav/\(Self.ana)/", "/dav/\(Self.ana)/shopping/", "/dav/\(Self.ana)/shopping/\(item.id).ics", "/dav/\(Self.ana)/chores/"] {
                #expect(try await brother.propfind(path, depth: "1", "<d:getetag/>").status == .notFound, "\(path)")
                #expect(try await brother.send("GET", path).status == .notFound, "\(path)")
            }
            #expect(try await brother.send("DELETE", "/dav/\(Self.ana)/shopping/\(item.id).ics").status == .notFound)
            // His own list, asked for the Riveras' item by its address: not found there either.
            let multiget = try await brother.send("REPORT", "/dav/\(Self.brother)/shopping/",
                                                  "<c:calendar-multiget xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:prop><c:calendar-data/></d:prop><d:href>/dav/\(Self.ana)/shopping/\(item.id).ics</d:href></c:calendar-multiget>")
            #expect(multiget.status == .multiStatus && multiget.body.contains("HTTP/1.1 404 Not Found") && !multiget.body.contains(item.name), "\(multiget.body)")
            let his = try await brother.propfind("/dav/\(Self.brother)/", depth: "infinity", "<d:displayname/>")
            #expect(!his.body.contains(Self.ana) && !his.body.contains("Riveras") && !his.body.contains(item.id))
        }
    }

    @Test func badRequestsAreAnsweredAsWebDAVSaysNeverWithA5xx() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana)
        try await host.testOverLoopback { client in
            let ana = App(client: client, user: Self.ana, token: anaToken)
            let broken = try await ana.send("PROPFIND", "/dav/\(Self.ana)/", "<d:propfind xmlns:d=\"DAV:\"><d:prop><d:displayname></d:prop>", headers: ["Depth": "0"])
            #expect(broken.status == .badRequest && broken.body.contains("XML"), "\(broken.body)")
            let entities = try await ana.send("PROPFIND", "/dav/\(Self.ana)/",
                                              "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]><d:propfind xmlns:d=\"DAV:\"><d:prop><d:displayname>&b;</d:displayname></d:prop></d:propfind>")
            #expect(entities.status == .badRequest)
            let depth = try await ana.propfind("/dav/\(Self.ana)/", depth: "2", "<d:displayname/>")
            #expect(depth.status == .badRequest)
            let report = try await ana.send("REPORT", "/dav/\(Self.ana)/shopping/", "<d:expand-property xmlns:d=\"DAV:\"/>")
            #expect(report.status == .forbidden && report.body.contains("supported-report"))
            let brew = try await ana.send("ACL", "/dav/\(Self.ana)/shopping/")
            #expect(brew.status == .methodNotAllowed && brew.headers[.allow]?.contains("PROPFIND") == true)
            let event = try await ana.send("PUT", "/dav/\(Self.ana)/shopping/party.ics",
                                           "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:party\r\nSUMMARY:Party\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
                                           headers: ["Content-Type": "text/calendar"])
            #expect(event.status == .forbidden && event.body.contains("supported-calendar-component"))
            let garbage = try await ana.send("PUT", "/dav/\(Self.ana)/shopping/x.ics", "hello", headers: ["Content-Type": "text/calendar"])
            #expect(garbage.status == .badRequest)
            let newChore = try await ana.send("PUT", "/dav/\(Self.ana)/chores/new.ics",
                                              "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:n\r\nSUMMARY:Wash car\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", headers: ["Content-Type": "text/calendar"])
            #expect(newChore.status == .forbidden)
            #expect(try await ana.send("GET", "/dav/\(Self.ana)/nothing/").status == .notFound)
            // The lists' names and colours are the household's: each property refused in a 207; no list can be made.
            let renamed = try await ana.send("PROPPATCH", "/dav/\(Self.ana)/shopping/",
                                             "<d:propertyupdate xmlns:d=\"DAV:\" xmlns:ic=\"http://apple.com/ns/ical/\"><d:set><d:prop><d:displayname>Mine</d:displayname><ic:calendar-color>#FF0000FF</ic:calendar-color></d:prop></d:set></d:propertyupdate>")
            #expect(renamed.status == .multiStatus && renamed.body.contains("<d:displayname/><ic:calendar-color/></d:prop><d:status>HTTP/1.1 403 Forbidden</d:status>"), "\(renamed.body)")
            #expect(try await ana.send("MKCALENDAR", "/dav/\(Self.ana)/groceries/").status == .forbidden)
            // Last: a body too large is refused before it is read, and the connection closed.
            let huge = try await ana.send("PROPFIND", "/dav/\(Self.ana)/", String(repeating: "<d:x/>", count: 20_000), headers: ["Depth": "0"])
            #expect(huge.status == .contentTooLarge)
        }
    }

    /// A tick in a task app takes the one change path: the shopping page a phone has open shows it at once,
    /// as a tick on the page would.
    @Test func aTickInATaskAppShowsOnTheOpenPage() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana)
        let store = host.store
        let riveras = try store.family(matching: HostServerTests.riveras)
        let lemons = try #require(try store.groceryItems(of: riveras).first { $0.name == "Lemons" })
        try await host.testOverLoopback { client in
            var phone = InProcessBrowser(client)
            _ = try await phone.signIn(Self.ana, HostServerTests.password)
            let page = "/\(HostServerTests.riveras)/shopping/"
            #expect(try await phone.get(page).body.contains("name=\"check\" value=\"\(lemons.id)\""))
            let ana = App(client: client, user: Self.ana, token: anaToken)
            let path = "/dav/\(Self.ana)/shopping/\(lemons.id).ics"
            let read = try await ana.send("GET", path)
            let completed = try await ana.send("PUT", path, read.body.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED"),
                                               headers: ["Content-Type": "text/calendar", "If-Match": read.headers[.eTag] ?? ""])
            #expect(completed.status == .noContent && completed.headers[.eTag] == nil, "\(completed.body)")
            #expect(try await phone.get(page).body.contains("name=\"uncheck\" value=\"\(lemons.id)\""), "the page shows it ticked")
            #expect(try await ana.send("GET", path).body.contains("STATUS:COMPLETED"))

            // Renamed in the app: Ana added the dish soap, so it is renamed, its quantity from the title; Leo's lemons are not hers (403, nothing changed).
            let soap = try #require(try store.groceryItems(of: riveras).first { $0.name == "Dish soap" })
            let soapText = try await ana.send("GET", "/dav/\(Self.ana)/shopping/\(soap.id).ics").body
            let renamed = try await ana.send("PUT", "/dav/\(Self.ana)/shopping/\(soap.id).ics",
                                             soapText.replacingOccurrences(of: "SUMMARY:Dish soap", with: "SUMMARY:Dish soap refill 2"), headers: ["Content-Type": "text/calendar"])
            #expect(renamed.status == .noContent, "\(renamed.body)")
            let soapNow = try #require(try store.groceryItem(id: soap.id, in: riveras))
            #expect(soapNow.name == "Dish soap refill" && soapNow.measure.text == "2")
            let lemonsText = try await ana.send("GET", path).body
            let notHers = try await ana.send("PUT", path, lemonsText.replacingOccurrences(of: "SUMMARY:Lemons", with: "SUMMARY:Limes")
                .replacingOccurrences(of: "STATUS:COMPLETED", with: "STATUS:NEEDS-ACTION"), headers: ["Content-Type": "text/calendar"])
            #expect(notHers.status == .forbidden && notHers.body.contains("Leo"), "\(notHers.body)")
            #expect(try store.groceryItem(id: lemons.id, in: riveras).map { $0.name == "Lemons" && $0.completed } == true, "nothing changed")

            // An item added from the task app, its quantity taken from its title; a chore of a day to come refused.
            let added = try await ana.send("PUT", "/dav/\(Self.ana)/shopping/new-1.ics",
                                           "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:new-1\r\nSUMMARY:Oat milk 2 l\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
                                           headers: ["Content-Type": "text/calendar", "If-None-Match": "*"])
            #expect(added.status == .created)
            let oat = try #require(try store.groceryItems(of: riveras).first { $0.name == "Oat milk" })
            #expect(oat.onList && oat.measure.text == "2 l" && oat.addedBy?.text == Self.ana)
            // The app finds its to-do where it put it, with its own UID.
            let kept = try await ana.send("GET", "/dav/\(Self.ana)/shopping/new-1.ics")
            #expect(kept.status == .ok && kept.body.contains("UID:new-1\r\n") && kept.body.contains("SUMMARY:Oat milk\r\n"), "\(kept.body)")
            #expect(try await phone.get(page).body.contains("Oat milk"))
            let mine = try await ana.sync("/dav/\(Self.ana)/my-chores/", token: "")
            let saturday = try #require(Self.values("href", in: mine.body).first { $0.hasSuffix("-20261121.ics") }, "\(mine.body)")
            let chore = try await ana.send("GET", saturday)
            #expect(chore.body.contains("DUE;VALUE=DATE:20261121") && chore.body.contains("SUMMARY:Grocery shopping\r\n"), "\(chore.body)")
            let early = try await ana.send("PUT", saturday, chore.body.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED"),
                                           headers: ["Content-Type": "text/calendar"])
            #expect(early.status == .forbidden, "\(early.body)")
            // Wednesday's chore, done from the task app by Ana, and undone.
            let wednesday = try #require(Self.values("href", in: mine.body).first { $0.hasSuffix("-20261118.ics") }, "\(mine.body)")
            let toilet = try await ana.send("GET", wednesday)
            #expect(toilet.body.contains("SUMMARY:Clean toilet\r\n") && toilet.body.contains("STATUS:NEEDS-ACTION"))
            let done = try await ana.send("PUT", wednesday, toilet.body.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED"),
                                          headers: ["Content-Type": "text/calendar"])
            #expect(done.status == .noContent)
            func record() throws -> ChoreRecord? {
                try store.snapshot(of: riveras, reading: [.chores]).choreRecords.first { $0.date.iso == "2026-11-18" && $0.doneBy?.text == Self.ana }
            }
            #expect(try record() != nil, "done by Ana")
            #expect(try await ana.send("GET", wednesday).body.contains("done by Ana"))
            #expect(try await ana.send("PUT", wednesday, toilet.body, headers: ["Content-Type": "text/calendar"]).status == .noContent)
            #expect(try record() == nil, "undone")
        }
    }

    /// Text from the store is escaped for XML and iCalendar both; guesses are slowed as the API's are.
    @Test func hostileNamesAreEscapedAndGuessingIsSlowed() async throws {
        let host = try InProcessHost()
        let anaToken = try Self.token(host.store, Self.ana)
        let store = host.store
        let riveras = try store.family(matching: HostServerTests.riveras)
        let ana = try #require(try store.member(id: HearthID(Self.ana)!))
        try store.addGroceryItem(name: "Tom & Jerry's <cheese>, \"aged\"; ]]>", measure: nil, location: nil, by: ana, in: riveras)
        try await host.testOverLoopback { client in
            let app = App(client: client, user: Self.ana, token: anaToken)
            let query = try await app.send("REPORT", "/dav/\(Self.ana)/shopping/",
                                           "<c:calendar-query xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name=\"VCALENDAR\"><c:comp-filter name=\"VTODO\"><c:prop-filter name=\"SUMMARY\"><c:text-match>cheese</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>",
                                           headers: ["Depth": "1"])
            #expect(query.status == .multiStatus && query.body.components(separatedBy: "<d:response>").count == 2, "one to-do matches: \(query.body)")
            #expect(query.body.contains("SUMMARY:Tom &amp; Jerry&apos;s &lt;cheese&gt;\\, &quot;aged&quot;\\; ]]&gt;"), "\(query.body)")
            let completedOnes = try await app.send("REPORT", "/dav/\(Self.ana)/shopping/",
                                                   "<c:calendar-query xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name=\"VCALENDAR\"><c:comp-filter name=\"VTODO\"><c:prop-filter name=\"STATUS\"><c:text-match negate-condition=\"yes\">COMPLETED</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>")
            #expect(completedOnes.body.components(separatedBy: "<d:response>").count == 11, "the ten to get, not the three in the basket: \(completedOnes.body)")

            for guess in 1...5 {
                let wrong = try await App(client: client, user: Self.ana, token: "hearth_guess\(guess)").propfind("/dav/", depth: "0", "<d:displayname/>")
                #expect(wrong.status == .unauthorized, "guess \(guess)")
            }
            let slowed = try await App(client: client, user: Self.ana, token: "hearth_guess6").propfind("/dav/", depth: "0", "<d:displayname/>")
            #expect(slowed.status == .tooManyRequests && Int(slowed.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(try await app.propfind("/dav/", depth: "0", "<d:displayname/>").status == .multiStatus, "her own token is not held up")
        }
    }
}
