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
        let store = try HouseholdStore.create(at: path)
        let family = try store.createFamily(name: "The Riveras", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        let leo = try store.addMember(name: "Leo", to: family, isManager: false)
        let given = SecretText.newToken()
        // The table as v26 left it, with Ana's secret as it was kept then.
        try store.database.write { db in
            try db.execute(sql: "ALTER TABLE calendar_feeds RENAME COLUMN secret_hash TO secret")
            try db.execute(sql: "INSERT INTO calendar_feeds (member_id, secret, created) VALUES (?, ?, '2026-11-01T00:00:00Z')", arguments: [ana.id.text, given])
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v27:%'")
            // And as it was before the migrations after v27 (a member's own language, v28; the fair week, v29).
            try db.execute(sql: "DROP TABLE days_away")
            try db.execute(sql: "ALTER TABLE chores DROP COLUMN keep_assignee")
            try db.execute(sql: "ALTER TABLE chores DROP COLUMN not_for")
            try db.execute(sql: "ALTER TABLE members DROP COLUMN language")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v28:%' OR identifier LIKE 'v29:%'")
        }

        let reopened = try HouseholdStore.open(at: path)
        #expect(try reopened.member(withCalendarFeed: given)?.id == ana.id, "the address Ana was given still opens her feeds")
        #expect(try !reopened.hasCalendarFeed(leo))
        let kept = try reopened.database.read { db in try String.fetchAll(db, sql: "SELECT secret_hash FROM calendar_feeds") }
        #expect(kept == [SecretText.hash(given)], "its digest in place of the secret")
    }
}
