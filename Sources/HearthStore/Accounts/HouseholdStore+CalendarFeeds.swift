import GRDB
import HearthDomain

extension HouseholdStore {
    /// The secret of the member's calendar feeds (/feed/SECRET/…), made the first time it is asked for.
    public func calendarFeedSecret(for member: Member) throws -> String {
        if let secret = try checkedRead({ db in try String.fetchOne(db, sql: "SELECT secret FROM calendar_feeds WHERE member_id = ?", arguments: [member.id.text]) }) {
            return secret
        }
        return try renewCalendarFeed(for: member)
    }

    /// A new secret for the member's calendar feeds: the addresses given out before answer nothing.
    @discardableResult
    public func renewCalendarFeed(for member: Member) throws -> String {
        let secret = SecretText.newToken()
        try checkedWrite { db in
            guard try MemberRow.exists(db, key: member.id.text) else { throw Failure(.badData, "no member has the ID \(member.id)") }
            try db.execute(sql: """
                INSERT INTO calendar_feeds (member_id, secret, created) VALUES (?, ?, ?)
                ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, created = excluded.created
                """, arguments: [member.id.text, secret, timestamp()])
        }
        return secret
    }

    /// The member whose calendar feeds `secret` opens; nil for a wrong or renewed one.
    public func member(withCalendarFeed secret: String) throws -> Member? {
        try checkedRead { db in
            guard let id = try String.fetchOne(db, sql: "SELECT member_id FROM calendar_feeds WHERE secret = ?", arguments: [secret]) else { return nil }
            return try MemberRow.fetchOne(db, key: id)?.member()
        }
    }
}
