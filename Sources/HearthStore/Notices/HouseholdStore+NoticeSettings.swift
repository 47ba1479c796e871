import Crypto
import Foundation
import GRDB
import HearthDomain

/// What a member chooses to hear and where it goes (`hearth notify set`, `hearth notify channel`, the
/// server's /notices page): the same methods and rules for both.
extension HouseholdStore {
    /// A member's notices as they chose them.
    public struct MemberNotices: Sendable {
        /// The kinds turned on, with the morning notice's time of day.
        public var kinds: [NoticeKind: TimeOfDay]
        public var channels: [NoticeChannel]
    }

    public func notices(of member: Member) throws -> MemberNotices {
        try checkedRead { db in
            var kinds: [NoticeKind: TimeOfDay] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT kind, at FROM notice_settings WHERE member_id = ?", arguments: [member.id.text]) {
                guard let kind = NoticeKind(rawValue: row["kind"]) else { continue }
                let at: String? = row["at"]
                kinds[kind] = try at.map { try TimeOfDay.parse($0, field: "notice_settings.at") } ?? NoticeKind.morningDefault
            }
            let channels = try Row.fetchAll(db, sql: "SELECT kind, target, secret FROM notice_channels WHERE member_id = ? ORDER BY kind",
                                            arguments: [member.id.text]).compactMap { row -> NoticeChannel? in
                NoticeChannel.Kind(rawValue: row["kind"]).map { NoticeChannel(kind: $0, target: row["target"], secret: row["secret"]) }
            }
            return MemberNotices(kinds: kinds, channels: channels)
        }
    }

    /// Turns a kind of notice on or off for the member; `at` is the morning notice's time (07:30 unless
    /// told). Turning "the list changed" on starts from the list as it is now.
    public func setNotice(_ kind: NoticeKind, on: Bool, at: TimeOfDay? = nil, for member: Member) throws {
        try checkedWrite { db in
            _ = try Self.current(member, in: try Self.family(of: member, db), db)
            try Self.turn(kind, on: on ? (at ?? NoticeKind.morningDefault) : nil, for: member, db)
        }
    }

    /// Sets where the member's notices of one channel kind go, or with no target, stops that channel.
    /// A webhook gets a new signing secret (returned in the channel: shown once).
    @discardableResult
    public func setNoticeChannel(_ kind: NoticeChannel.Kind, target: String?, for member: Member) throws -> NoticeChannel? {
        let checked = try target.map { try NoticeChannel.checkTarget($0, for: kind) }
        return try checkedWrite { db in
            _ = try Self.current(member, in: try Self.family(of: member, db), db)
            return try Self.putChannel(kind, target: checked, for: member, created: timestamp(), db)
        }
    }

    /// Saves what the member hears and where, as the /notices page sends it, in one transaction: `kinds` are
    /// the kinds on (the others off), `channels` the target of each channel kind ("" or nil: none). A
    /// channel whose target did not change keeps its secret; a webhook set anew gets one (returned).
    @discardableResult
    public func saveNotices(kinds: [NoticeKind: TimeOfDay], channels: [NoticeChannel.Kind: String?], for member: Member) throws -> NoticeChannel? {
        var checked: [NoticeChannel.Kind: String] = [:]
        for (kind, target) in channels {
            if let target, !target.trimmed.isEmpty { checked[kind] = try NoticeChannel.checkTarget(target, for: kind) }
        }
        return try checkedWrite { db in
            _ = try Self.current(member, in: try Self.family(of: member, db), db)
            for kind in NoticeKind.allCases { try Self.turn(kind, on: kinds[kind], for: member, db) }
            var madeWebhook: NoticeChannel?
            for kind in NoticeChannel.Kind.allCases {
                let current = try String.fetchOne(db, sql: "SELECT target FROM notice_channels WHERE member_id = ? AND kind = ?",
                                                  arguments: [member.id.text, kind.rawValue])
                guard current != checked[kind] else { continue }
                let channel = try Self.putChannel(kind, target: checked[kind], for: member, created: timestamp(), db)
                if kind == .webhook { madeWebhook = channel }
            }
            return madeWebhook
        }
    }

    /// Turns a kind on (at the time of day, for the morning's) or off (nil). Turned on, "the list changed"
    /// starts from the list as it is now; on already, it keeps where it was.
    private static func turn(_ kind: NoticeKind, on at: TimeOfDay?, for member: Member, _ db: Database) throws {
        guard let at else {
            try db.execute(sql: "DELETE FROM notice_settings WHERE member_id = ? AND kind = ?", arguments: [member.id.text, kind.rawValue])
            return
        }
        try db.execute(sql: """
            INSERT INTO notice_settings (member_id, kind, at, list_revision) VALUES (?, ?, ?, ?)
            ON CONFLICT (member_id, kind) DO UPDATE SET at = excluded.at
            """, arguments: [member.id.text, kind.rawValue, kind == .morning ? at.description : nil, try revision(db)])
    }

    /// Sets a channel's target (a webhook gets a new secret), or with none, stops it.
    private static func putChannel(_ kind: NoticeChannel.Kind, target: String?, for member: Member, created: String, _ db: Database) throws -> NoticeChannel? {
        guard let target else {
            try db.execute(sql: "DELETE FROM notice_channels WHERE member_id = ? AND kind = ?", arguments: [member.id.text, kind.rawValue])
            return nil
        }
        let channel = NoticeChannel(kind: kind, target: target, secret: kind == .webhook ? webhookSecret() : nil)
        try db.execute(sql: """
            INSERT INTO notice_channels (member_id, kind, target, secret, created) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (member_id, kind) DO UPDATE SET target = excluded.target, secret = excluded.secret, created = excluded.created
            """, arguments: [member.id.text, kind.rawValue, channel.target, channel.secret, created])
        return channel
    }

    /// A webhook's signing key: "whsec_" and 32 random bytes in base64url.
    static func webhookSecret() -> String {
        let bytes = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        return "whsec_" + bytes.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The family a member is in now, inside a transaction.
    static func family(of member: Member, _ db: Database) throws -> Family {
        guard let row = try FamilyRow.fetchOne(db, key: member.familyID.text) else {
            throw Failure(.missingInput, "\(member.displayName)'s family is no longer in the store")
        }
        return try row.family()
    }

    /// Notes, inside a change's transaction, something the family's other members may want to hear of.
    /// `member`: who did it (nil: a command that acts as nobody, `hearth chore propose --apply`).
    static func noteEvent(_ kind: NoticeKind, subject: String, by member: Member?, _ db: Database, in family: Family) throws {
        try db.execute(sql: "INSERT INTO household_events (family_id, kind, member_id, subject, created) VALUES (?, ?, ?, ?, ?)",
                       arguments: [family.id.text, kind.rawValue, member?.id.text, subject, nowInMilliseconds()])
    }
}
