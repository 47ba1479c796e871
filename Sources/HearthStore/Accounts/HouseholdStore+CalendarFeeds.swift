import GRDB
import HearthDomain

/// A member's private calendar feeds (/feed/SECRET/chores.ics and mine.ics). The store keeps the SHA-256 of
/// the secret only (`SecretText.hash`), as it keeps API tokens and invitations: a copy of the store (a
/// backup, a stolen disk) opens no one's calendar. So an address is shown once, when it is made
/// (`renewCalendarFeed`: `hearth member feed --renew`, or the member's own page /calendar-feeds).
extension HouseholdStore {
    /// Whether the member has calendar feeds (made, and not removed with the member).
    public func hasCalendarFeed(_ member: Member) throws -> Bool {
        try checkedRead { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM calendar_feeds WHERE member_id = ?", arguments: [member.id.text]) ?? false }
    }

    /// A new secret for the member's calendar feeds, to show once: the addresses given out before answer nothing.
    @discardableResult
    public func renewCalendarFeed(for member: Member) throws -> String {
        let secret = SecretText.newToken()
        try checkedWrite { db in
            guard try MemberRow.exists(db, key: member.id.text) else { throw Failure(.badData, "no member has the ID \(member.id)") }
            try db.execute(sql: """
                INSERT INTO calendar_feeds (member_id, secret_hash, created) VALUES (?, ?, ?)
                ON CONFLICT (member_id) DO UPDATE SET secret_hash = excluded.secret_hash, created = excluded.created
                """, arguments: [member.id.text, SecretText.hash(secret), timestamp()])
        }
        return secret
    }

    /// The member whose calendar feeds `secret` opens; nil for a wrong or renewed one.
    public func member(withCalendarFeed secret: String) throws -> Member? {
        try checkedRead { db in
            guard let id = try String.fetchOne(db, sql: "SELECT member_id FROM calendar_feeds WHERE secret_hash = ?", arguments: [SecretText.hash(secret)]) else { return nil }
            return try MemberRow.fetchOne(db, key: id)?.member()
        }
    }
}
