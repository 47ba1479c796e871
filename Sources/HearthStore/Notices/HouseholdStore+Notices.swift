import Foundation
import GRDB
import HearthDomain

/// The notices `hearth host` sends (`NoticeCourier`): events turned into notices once, each notice kept
/// until its channel took it, tried again with a growing wait when it did not.
extension HouseholdStore {
    /// Something that happened, as `noteEvent` wrote it.
    public struct HouseholdEvent: Sendable {
        public var id: Int64
        public var familyID: HearthID
        public var kind: NoticeKind
        /// Who did it; nil when they were removed since.
        public var memberID: HearthID?
        /// The chore's title, the wish's text; "" for a trip.
        public var subject: String
    }

    /// A member who hears a kind of notice, with their family (its language) and their channels.
    public struct NoticeSubscriber: Sendable {
        public var member: Member
        public var family: Family
        /// The morning notice's time of day.
        public var at: TimeOfDay
        /// The store's revision the member's next list notice starts from (`listChanges`).
        public var listRevision: Int
        public var channels: [NoticeChannel.Kind]

        /// The language the member's notices are in: their own, else their family's.
        public var language: Language { member.reads(in: family) }
    }

    /// A notice to make, for each of the member's channels.
    public struct NewNotice: Sendable {
        public var memberID: HearthID
        /// What it is about, once per member and channel: "event:12", "morning:2026-11-28", "list:4711".
        public var event: String
        public var kind: NoticeKind
        public var title: String
        public var body: String
        public var channels: [NoticeChannel.Kind]

        public init(memberID: HearthID, event: String, kind: NoticeKind, title: String, body: String, channels: [NoticeChannel.Kind]) {
            self.memberID = memberID
            self.event = event
            self.kind = kind
            self.title = title
            self.body = body
            self.channels = channels
        }
    }

    /// A notice waiting for its channel, with where it goes.
    public struct WaitingNotice: Sendable {
        public var id: Int64
        public var event: String
        public var kind: String
        public var title: String
        public var body: String
        public var created: Int64
        public var attempts: Int
        /// When it is due (again), in milliseconds.
        public var nextAttempt: Int64
        public var channel: NoticeChannel
        public var memberName: String
        public var familyName: String
    }

    /// A notice as the member's /notices page lists it.
    public struct SentNotice: Sendable {
        public var title: String
        public var channel: String
        public var created: Int64
        public var sent: Int64?
        public var attempts: Int
        public var lastError: String?
        /// Tried for a day without success: no more tries.
        public var gaveUp: Bool
    }

    /// How long a notice is tried before it is given up.
    public static let noticeTriesFor: Int64 = 86_400_000

    public func unplannedEvents() throws -> [HouseholdEvent] {
        try checkedRead { db in
            try Row.fetchAll(db, sql: "SELECT id, family_id, kind, member_id, subject FROM household_events WHERE planned = 0 ORDER BY id").compactMap { row in
                guard let family = HearthID(row["family_id"]), let kind = NoticeKind(rawValue: row["kind"]) else { return nil }
                return HouseholdEvent(id: row["id"], familyID: family, kind: kind, memberID: (row["member_id"] as String?).flatMap(HearthID.init),
                                      subject: row["subject"])
            }
        }
    }

    /// The members who hear `kind` and have a channel to hear it through.
    public func subscribers(to kind: NoticeKind) throws -> [NoticeSubscriber] {
        try checkedRead { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT s.member_id, s.at, s.list_revision, group_concat(c.kind) AS channels
                FROM notice_settings s JOIN notice_channels c ON c.member_id = s.member_id
                WHERE s.kind = ? GROUP BY s.member_id
                """, arguments: [kind.rawValue])
            return try rows.compactMap { row in
                guard let member = try MemberRow.fetchOne(db, key: row["member_id"] as String)?.member() else { return nil }
                let at: String? = row["at"]
                return NoticeSubscriber(member: member, family: try Self.family(of: member, db),
                                        at: try at.map { try TimeOfDay.parse($0, field: "notice_settings.at") } ?? NoticeKind.morningDefault,
                                        listRevision: row["list_revision"],
                                        channels: (row["channels"] as String).split(separator: ",").compactMap { NoticeChannel.Kind(rawValue: String($0)) })
            }
        }
    }

    /// Makes the notices (one per member, event and channel: made twice, the second is not), marks the
    /// events planned and notes how far members' list notices go, in one transaction.
    public func plan(_ notices: [NewNotice], events: [Int64], listRevisions: [HearthID: Int], at now: Int64 = nowInMilliseconds()) throws {
        try checkedWrite { db in
            for notice in notices {
                for channel in notice.channels {
                    try db.execute(sql: """
                        INSERT OR IGNORE INTO notices (member_id, event, kind, channel, title, body, created, next_attempt)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [notice.memberID.text, notice.event, notice.kind.rawValue, channel.rawValue, notice.title, notice.body, now, now])
                }
            }
            for event in events { try db.execute(sql: "UPDATE household_events SET planned = 1 WHERE id = ?", arguments: [event]) }
            for (member, revision) in listRevisions {
                try db.execute(sql: "UPDATE notice_settings SET list_revision = ? WHERE member_id = ? AND kind = ?",
                               arguments: [revision, member.text, NoticeKind.list.rawValue])
            }
        }
    }

    /// Whether the member has a notice about `event` already (the morning's, say).
    public func hasNotice(for member: HearthID, about event: String) throws -> Bool {
        try checkedRead { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM notices WHERE member_id = ? AND event = ?)", arguments: [member.text, event]) ?? false
        }
    }

    /// When the member's last notice of `kind` was made.
    public func lastNotice(for member: HearthID, of kind: NoticeKind) throws -> Int64? {
        try checkedRead { db in
            try Int64.fetchOne(db, sql: "SELECT max(created) FROM notices WHERE member_id = ? AND kind = ?", arguments: [member.text, kind.rawValue])
        }
    }

    /// The family's grocery items added or changed at or after `revision`, and the revision now: the next
    /// list notice starts from it. (An item's change is noted at the revision the store had before it, as
    /// `changes(since:)` reads it; the last change before `revision` may be told twice, none is missed.)
    public func listChanges(of familyID: HearthID, since revision: Int) throws -> (revision: Int, items: [GroceryItem]) {
        try checkedRead { db in
            let now = try Self.revision(db)
            let items = try GroceryItemRow
                .filter(sql: "(family_id, id) IN (SELECT family_id, item_id FROM grocery_item_revisions WHERE family_id = ? AND revision >= ?)",
                        arguments: [familyID.text, revision])
                .fetchAll(db).map { try $0.item() }
            return (now, GroceryItem.sortedByName(items))
        }
    }

    /// The notices not sent yet and not given up, due or not, in the order they were made: the courier
    /// sends a receiver's in that order, none before an older one that is waiting for its next try.
    public func waitingNotices() throws -> [WaitingNotice] {
        try checkedRead { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT n.id, n.event, n.kind, n.title, n.body, n.created, n.attempts, n.next_attempt, n.channel, c.target, c.secret,
                       m.display_name, f.name AS family
                FROM notices n JOIN notice_channels c ON c.member_id = n.member_id AND c.kind = n.channel
                JOIN members m ON m.id = n.member_id JOIN families f ON f.id = m.family_id
                WHERE n.sent IS NULL AND n.next_attempt IS NOT NULL ORDER BY n.id
                """)
            return rows.compactMap { row in
                guard let kind = NoticeChannel.Kind(rawValue: row["channel"]) else { return nil }
                return WaitingNotice(id: row["id"], event: row["event"], kind: row["kind"], title: row["title"], body: row["body"],
                                     created: row["created"], attempts: row["attempts"], nextAttempt: row["next_attempt"],
                                     channel: NoticeChannel(kind: kind, target: row["target"], secret: row["secret"]),
                                     memberName: row["display_name"], familyName: row["family"])
            }
        }
    }

    /// The notice reached its channel.
    public func noteNoticeSent(_ id: Int64, at now: Int64 = nowInMilliseconds()) throws {
        try checkedWrite { db in
            try db.execute(sql: "UPDATE notices SET sent = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?", arguments: [now, id])
        }
    }

    /// The notice did not reach its channel: tried again at `next`, or never again (nil).
    public func noteNoticeFailed(_ id: Int64, error: String, next: Int64?) throws {
        try checkedWrite { db in
            try db.execute(sql: "UPDATE notices SET attempts = attempts + 1, last_error = ?, next_attempt = ? WHERE id = ?",
                           arguments: [String(error.prefix(500)), next, id])
        }
    }

    /// The member's last notices, latest first, as their /notices page shows them.
    public func sentNotices(of member: Member, limit: Int = 10) throws -> [SentNotice] {
        try checkedRead { db in
            try Row.fetchAll(db, sql: """
                SELECT title, channel, created, sent, attempts, last_error, next_attempt FROM notices WHERE member_id = ?
                ORDER BY id DESC LIMIT ?
                """, arguments: [member.id.text, limit]).map { row in
                let next: Int64? = row["next_attempt"]
                let sent: Int64? = row["sent"]
                return SentNotice(title: row["title"], channel: row["channel"], created: row["created"], sent: sent, attempts: row["attempts"],
                                  lastError: row["last_error"], gaveUp: sent == nil && next == nil)
            }
        }
    }

    /// Forgets planned events and notices older than `before`.
    public func forgetNotices(before: Int64) throws {
        try checkedWrite { db in
            try db.execute(sql: "DELETE FROM household_events WHERE planned = 1 AND created < ?", arguments: [before])
            try db.execute(sql: "DELETE FROM notices WHERE created < ? AND (sent IS NOT NULL OR next_attempt IS NULL)", arguments: [before])
        }
    }
}
