import Foundation
import GRDB
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// A member's calendar feed secrets (issue 63): the store kept them in the clear, so a copy of the file (a
/// backup) opened every member's calendar. It keeps their SHA-256, as it does API tokens and invitations.
@Suite struct CalendarFeedStoreTests {
    @Test func aFeedSecretIsKeptAsItsDigestAndOpensItsMember() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Riveras", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        #expect(try !store.hasCalendarFeed(ana))
        let secret = try store.renewCalendarFeed(for: ana)
        #expect(try store.hasCalendarFeed(ana))
        #expect(try store.member(withCalendarFeed: secret)?.id == ana.id)
        let kept = try store.database.read { db in try String.fetchAll(db, sql: "SELECT secret_hash FROM calendar_feeds") }
        #expect(kept == [SecretText.hash(secret)], "the digest, never the secret")
        let renewed = try store.renewCalendarFeed(for: ana)
        #expect(try store.member(withCalendarFeed: secret) == nil, "the old address ends")
        #expect(try store.member(withCalendarFeed: renewed)?.id == ana.id)
        #expect(try store.member(withCalendarFeed: SecretText.hash(renewed)) == nil, "the digest itself opens nothing")
    }

    /// A store from before v27 keeps its secrets in the clear: opening it replaces each by its digest, and
    /// the addresses given out before keep working.
    @Test func openingAStoreFromBeforeV27KeepsItsFeedAddressesWorking() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("household.sqlite")
        let given = SecretText.newToken()
        // A store as v26 left it (the migrations after it not run), with Ana's secret as it was kept then.
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v26: notices")
        try old.write { db in
            try db.execute(sql: "INSERT INTO families (id, name, language, created) VALUES (?, 'The Riveras', 'en', '2026-11-01T00:00:00Z')",
                           arguments: [Demo.riveras])
            for (id, name) in [(Demo.ana, "Ana"), (Demo.leo, "Leo")] {
                try db.execute(sql: "INSERT INTO members (id, display_name, family_id, origin_family_id, created) VALUES (?, ?, ?, ?, '2026-11-01T00:00:00Z')",
                               arguments: [id, name, Demo.riveras, Demo.riveras])
            }
            try db.execute(sql: "INSERT INTO calendar_feeds (member_id, secret, created) VALUES (?, ?, '2026-11-01T00:00:00Z')", arguments: [Demo.ana, given])
        }
        try old.close()

        let reopened = try HouseholdStore.open(at: path)
        let leo = try #require(try reopened.member(id: HearthID(Demo.leo)!))
        #expect(try reopened.member(withCalendarFeed: given)?.id.text == Demo.ana, "the address Ana was given still opens her feeds")
        #expect(try !reopened.hasCalendarFeed(leo))
        let kept = try reopened.database.read { db in try String.fetchAll(db, sql: "SELECT secret_hash FROM calendar_feeds") }
        #expect(kept == [SecretText.hash(given)], "its digest in place of the secret")
    }
}
