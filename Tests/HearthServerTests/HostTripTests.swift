import Foundation
import HearthTestSupport
import Testing

/// The shopping trip: "I'm going shopping" on the shopping list starts a member's timer, others see them
/// shopping, and purchasing the checked items ends it and records how long it took.
@Suite struct HostTripTests {
    static let riveras = HostServerTests.riveras
    static let shopping = "/\(riveras)/shopping/"
    /// Sam, of the Riveras, who does not shop in these tests.
    static let sam = Demo.sam

    @Test func aTripStartedFromTheListEndsWithThePurchase() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let list = try ana.get(Self.shopping)
        #expect(list.body.contains("I&#39;m going shopping") || list.body.contains("I'm going shopping"), "\(list.body)")
        #expect(!list.body.contains("data-hearth-trip-member"), "nobody shops yet")

        let started = try ana.submit(on: Self.shopping, to: "/\(Self.riveras)/act/trip/start", ["pause": "on"])
        #expect(started.status == 303, "\(started.status) \(started.body)")
        let going = try ana.get(Self.shopping)
        #expect(going.body.contains("Ana is shopping"))
        #expect(going.body.contains("data-hearth-trip-member=\"\(HostServerTests.ana)\"") && going.body.contains("data-hearth-trip-pauses"))
        let again = try ana.submit(on: Self.shopping, to: "/\(Self.riveras)/act/trip/start", [:])
        #expect(again.body.contains("You are shopping already."), "a second start changes nothing: \(again.body)")

        // The page's script pauses and resumes with the page's token; no button on the page does.
        let csrf = try #require(going.field("csrf", inFormEndingWith: "act/trip/stop"))
        #expect(try ana.post("/\(Self.riveras)/act/trip/pause", ["csrf": csrf]).status == 303)
        #expect(try ana.get(Self.shopping).body.contains("data-hearth-trip-paused-since=\"1"), "paused: the page's timer stands still")
        #expect(try ana.post("/\(Self.riveras)/act/trip/resume", ["csrf": csrf]).status == 303)
        let trips = try await host.hearth(["trip", "list", "--family", Self.riveras])
        #expect(trips.output.contains("Ana") && trips.output.hasSuffix("going\n"), "\(trips.output)")

        let purchased = try ana.submit(on: Self.shopping, to: "/\(Self.riveras)/act/grocery/purchase", [:])
        #expect(purchased.status == 303, "\(purchased.status) \(purchased.body)")
        let after = try ana.get(Self.shopping)
        // The trip's minutes on the host's real clock: 0, or more on a loaded machine.
        #expect(!after.body.contains("Ana is shopping") && after.body.contains(/Last trip: Ana, \d+ min,/), "\(after.body)")
        let ended = try await host.hearth(["trip", "list", "--family", Self.riveras])
        #expect(ended.output.hasSuffix("ended\n"), "\(ended.output)")

        // The household report of the trip's week counts it (trips are timed on the host's real clock).
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
        let report = try await host.hearth(["report", "household", "--format", "md", "--output", "-", "--family", Self.riveras, "--date", today])
        #expect(report.output.contains(/Timed shopping trips this week: 1, (\d+) min in all \(Ana \1 min\)\./), "\(report.output)\(report.errors)")

        // Given up without buying, a trip is not recorded.
        _ = try ana.submit(on: Self.shopping, to: "/\(Self.riveras)/act/trip/start", [:])
        _ = try ana.submit(on: Self.shopping, to: "/\(Self.riveras)/act/trip/stop", [:])
        #expect(try await host.hearth(["trip", "list", "--family", Self.riveras]).output.split(separator: "\n").count == 1)
    }

    /// Two phones in headless Chromium (Tests/browser/host_trip.py): Ana starts a trip, Marco's open list
    /// shows her shopping; her page is hidden four seconds, then she purchases; the trip is recorded
    /// with the hidden time paused, and both lists show it as the last trip.
    @Test func aTripPausedWhileHiddenAndEndedByAPurchaseRecordsItsTime() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let set = try await host.hearth(["member", "password", Self.sam], input: HostServerTests.password + "\n")
        try #require(set.status == 0, "\(set.errors)")
        let run = try await HostBrowserTests.run("host_trip.py", host, [HostServerTests.ana, HostServerTests.password, Self.sam, HostServerTests.password]
                                           + (ProcessInfo.processInfo.environment["HEARTH_SCREENSHOTS"].map { [$0] } ?? []))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("shopper sees: Ana is shopping 0:0"), "\(run.output)")
        #expect(run.output.contains("start hidden while shopping: True"), "\(run.output)")
        #expect(run.output.contains("other sees: Ana is shopping"), "\(run.output)")
        #expect(run.output.contains("other sees the shopper's buttons: False"), "\(run.output)")
        #expect(run.output.contains("shopper's list: Last trip: Ana, 0 min,") && run.output.contains("other's list: Last trip: Ana"), "\(run.output)")

        let line = try await #require(try host.hearth(["trip", "list", "--family", Self.riveras]).output.split(separator: "\n").first)
        #expect(line.hasSuffix("ended"), "\(line)")
        // "… Ana  6 s (0 min) shopped  4 s (0 min) paused  ended": the hidden time is paused, not shopped.
        let numbers = line.components(separatedBy: "  ").compactMap { part in part.split(separator: " ").first.flatMap { Int($0) } }
        try #require(numbers.count == 2, "\(line)")
        #expect(numbers[1] >= 3, "the four hidden seconds are paused: \(line)")
        #expect(numbers[0] >= 3, "the time shown is shopped: \(line)")
        let elapsed = run.output.split(separator: "\n").first { $0.hasPrefix("elapsed: ") }.flatMap { Int($0.dropFirst(9).prefix { $0.isNumber }) } ?? 0
        #expect(numbers[0] + numbers[1] <= elapsed + 1, "shopped and paused make the trip: \(line), \(elapsed) s in all")
    }
}
