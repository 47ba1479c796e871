import Foundation
import HearthTestSupport
import Testing

/// A member's private calendar feeds on `hearth host`, read without a cookie, as a calendar app reads
/// them, by python's icalendar (Tests/calendar/read_feed.py).
@Suite(.serialized) struct HostCalendarFeedTests {
    typealias Hosted = HostServerTests.Hosted
    static let riveras = HostServerTests.riveras

    /// What icalendar read of the feed at `path`, fetched with no cookie.
    static func read(_ path: String, from host: Hosted) async throws -> (status: Int, lines: [String]) {
        let answer = try host.phone().get(path)
        guard answer.status == 200 else { return (answer.status, []) }
        #expect(answer.header("content-type") == "text/calendar; charset=utf-8")
        #expect(answer.header("cache-control") == "private, no-cache")
        let file = host.folder.url.appending(path: "feed.ics")
        try Data(answer.body.utf8).write(to: file)
        let script = HearthProcess.repository.appending(path: "Tests/calendar/read_feed.py").path
        let run = try await HearthProcess.run(["python3", script, file.path], in: host.folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.errors)")
        return (answer.status, run.output.split(separator: "\n").map(String.init))
    }

    /// The feeds' addresses are shown once, when the member's page /calendar-feeds makes them (issue 63: the
    /// store keeps only their digest); the family page and the chores pages lead there.
    @Test func aMembersFeedsAreReadWithoutACookieAndEndWhenRenewed() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let family = try ana.get("/\(Self.riveras)/family/")
        #expect(family.body.contains("href=\"/calendar-feeds\"") && !family.body.contains("/feed/"), "the family page leads to Ana's feeds")
        #expect(try ana.get("/\(Self.riveras)/chores/").body.contains("href=\"/calendar-feeds\""), "the chores pages' Subscribe link too")
        let before = try ana.get("/calendar-feeds")
        #expect(before.status == 200 && !before.body.contains("/feed/") && !before.body.contains("end them"), "no address before one is made")
        let made = try ana.submit(on: "/calendar-feeds", to: "/calendar-feeds", [:])
        let start = try #require(made.body.range(of: "http://127.0.0.1:\(host.port)/feed/")?.upperBound, "the addresses, whole: \(made.body)")
        let secret = String(made.body[start...].prefix { $0 != "/" })
        #expect(secret.count == 43)
        #expect(made.body.contains("href=\"webcal://127.0.0.1:\(host.port)/feed/\(secret)/chores.ics\""), "a calendar app subscribes")
        #expect(made.body.contains("http://127.0.0.1:\(host.port)/feed/\(secret)/mine.ics"))
        // Shown once: the page again, the family page and the command show it no more.
        let again = try ana.get("/calendar-feeds")
        #expect(!again.body.contains(secret) && again.body.contains("end them"), "the page says new ones end these")
        #expect(!(try ana.get("/\(Self.riveras)/family/")).body.contains(secret))
        let told = try await host.hearth(["member", "feed", "Ana", "--family", Self.riveras])
        #expect(told.status == 0 && told.output.isEmpty && told.errors.contains("were shown once") && told.errors.contains("--renew"), "\(told.output)\(told.errors)")
        for file in ["household.sqlite", "household.sqlite-wal"] {
            let bytes = (try? Data(contentsOf: host.folder.url.appending(path: file))) ?? Data()
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) keeps no copy of the secret")
        }

        let all = try await Self.read("/feed/\(secret)/chores.ics", from: host)
        let mine = try await Self.read("/feed/\(secret)/mine.ics", from: host)
        #expect(all.status == 200 && mine.status == 200)
        let allEvents = all.lines.filter { $0.hasPrefix("summary: ") }, myEvents = mine.lines.filter { $0.hasPrefix("summary: ") }
        #expect(allEvents.count > myEvents.count && !myEvents.isEmpty, "\(all.lines) \(mine.lines)")
        #expect(myEvents.allSatisfy { $0.contains("· Ana") }, "\(myEvents)")
        #expect(mine.lines.contains("name: The Riveras · Ana") || mine.lines.first?.contains("Ana") == true, "\(mine.lines)")

        // The meals too (issue 64: meals.ics answered 404 to a calendar app, which has no cookie).
        #expect(made.body.contains("href=\"webcal://127.0.0.1:\(host.port)/feed/\(secret)/meals.ics\""), "the page makes the meals' feed too")
        let meals = try await Self.read("/feed/\(secret)/meals.ics", from: host)
        #expect(meals.status == 200 && meals.lines.contains { $0.hasPrefix("summary: ") && $0.contains(":") }, "\(meals.lines)")

        // Nothing else of the family answers without a session, and a wrong secret finds nothing.
        #expect(try host.phone().get("/\(Self.riveras)/chores.ics").status == 404)
        #expect(try await Self.read("/feed/\(String(repeating: "A", count: 43))/chores.ics", from: host).status == 404)
        #expect(try await Self.read("/feed/\(secret)/groceries.ics", from: host).status == 404)

        // Renewed (a lost phone): the old addresses end, the new ones work.
        let renewed = try await host.hearth(["member", "feed", "Ana", "--renew", "--family", Self.riveras])
        #expect(renewed.status == 0, "\(renewed.errors)")
        // The family's saved address is the host's own here (none given): the path after it.
        let newPath = try #require(renewed.output.split(separator: "\n").first.map { line in
            line.range(of: "/feed/").map { String(line[$0.lowerBound...]) } ?? String(line)
        })
        #expect(try await Self.read("/feed/\(secret)/chores.ics", from: host).status == 404)
        #expect(try await Self.read(newPath, from: host).status == 200)
        #expect(renewed.output.contains("/meals.ics"), "hearth member feed prints the meals' feed: \(renewed.output)")
        #expect(try await Self.read("/feed/\(secret)/meals.ics", from: host).status == 404)
    }
}
