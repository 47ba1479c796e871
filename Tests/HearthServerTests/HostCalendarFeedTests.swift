import Foundation
import HearthTestSupport
import Testing

/// A member's private calendar feeds on `hearth host`, read without a cookie, as a calendar app reads
/// them, by python's icalendar (Tests/calendar/read_feed.py).
@Suite(.serialized) struct HostCalendarFeedTests {
    typealias Hosted = HostServerTests.Hosted
    static let riveras = HostServerTests.riveras

    /// What icalendar read of the feed at `path`, fetched with no cookie.
    static func read(_ path: String, from host: Hosted) throws -> (status: Int, lines: [String]) {
        let answer = try host.phone().get(path)
        guard answer.status == 200 else { return (answer.status, []) }
        #expect(answer.header("content-type") == "text/calendar; charset=utf-8")
        #expect(answer.header("cache-control") == "private, no-cache")
        let file = host.folder.url.appending(path: "feed.ics")
        try Data(answer.body.utf8).write(to: file)
        let script = HearthProcess.repository.appending(path: "Tests/calendar/read_feed.py").path
        let run = try HearthProcess.run(["python3", script, file.path], in: host.folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.errors)")
        return (answer.status, run.output.split(separator: "\n").map(String.init))
    }

    @Test func aMembersFeedsAreReadWithoutACookieAndEndWhenRenewed() throws {
        let host = try Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let family = try ana.get("/\(Self.riveras)/family/")
        let start = try #require(family.body.range(of: "href=\"/feed/")?.upperBound, "the family page shows Ana's feeds")
        let secret = String(family.body[start...].prefix { $0 != "/" })
        #expect(secret.count == 43)
        #expect(family.body.contains("href=\"/feed/\(secret)/mine.ics\""))
        #expect(try ana.get("/\(Self.riveras)/chores/").body.contains("href=\"/feed/\(secret)/chores.ics\""), "the chores pages' Subscribe link too")

        let all = try Self.read("/feed/\(secret)/chores.ics", from: host)
        let mine = try Self.read("/feed/\(secret)/mine.ics", from: host)
        #expect(all.status == 200 && mine.status == 200)
        let allEvents = all.lines.filter { $0.hasPrefix("summary: ") }, myEvents = mine.lines.filter { $0.hasPrefix("summary: ") }
        #expect(allEvents.count > myEvents.count && !myEvents.isEmpty, "\(all.lines) \(mine.lines)")
        #expect(myEvents.allSatisfy { $0.contains("· Ana") }, "\(myEvents)")
        #expect(mine.lines.contains("name: The Riveras · Ana") || mine.lines.first?.contains("Ana") == true, "\(mine.lines)")

        // The meals too (issue 64: meals.ics answered 404 to a calendar app, which has no cookie).
        #expect(family.body.contains("href=\"/feed/\(secret)/meals.ics\""))
        let meals = try Self.read("/feed/\(secret)/meals.ics", from: host)
        #expect(meals.status == 200 && meals.lines.contains { $0.hasPrefix("summary: ") && $0.contains(":") }, "\(meals.lines)")

        // Nothing else of the family answers without a session, and a wrong secret finds nothing.
        #expect(try host.phone().get("/\(Self.riveras)/chores.ics").status == 404)
        #expect(try Self.read("/feed/\(String(repeating: "A", count: 43))/chores.ics", from: host).status == 404)
        #expect(try Self.read("/feed/\(secret)/groceries.ics", from: host).status == 404)

        // Renewed (a lost phone): the old addresses end, the new ones work.
        let renewed = try host.hearth(["member", "feed", "Ana", "--renew", "--family", Self.riveras])
        #expect(renewed.status == 0, "\(renewed.errors)")
        let newPath = try #require(renewed.output.split(separator: "\n").first.map(String.init))
        #expect(try Self.read("/feed/\(secret)/chores.ics", from: host).status == 404)
        #expect(try Self.read(newPath, from: host).status == 200)
        #expect(renewed.output.contains("/meals.ics"), "hearth member feed prints the meals' feed: \(renewed.output)")
        #expect(try Self.read("/feed/\(secret)/meals.ics", from: host).status == 404)
    }
}
