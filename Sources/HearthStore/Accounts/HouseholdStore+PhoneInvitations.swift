import Foundation
import GRDB
import HearthDomain

/// A row of the phone_invitations table (`PhoneInvitation`).
struct PhoneInvitationRow: StoreRecord {
    static let databaseTableName = "phone_invitations"
    var id: String
    var familyId: String
    var createdBy: String?
    var created: String
    var expires: Int64
    /// The SHA-256 of the link's secret.
    var linkHash: String
    var used: String?
    var usedBy: String?

    func invitation() throws -> PhoneInvitation {
        guard let id = HearthID(id), let family = HearthID(familyId) else {
            throw StoredValueError("phone_invitations row \(self.id): an ID is not a Hearth ID")
        }
        return PhoneInvitation(id: id, familyID: family, createdBy: createdBy.flatMap(HearthID.init), created: created, expires: expires,
                               used: used, usedBy: usedBy.flatMap(HearthID.init))
    }
}

extension HouseholdStore {
    /// A new invitation into `family`, made by `member` on their phone, working for `hours`; returns it and
    /// the secret its link carries (kept only as a hash). Refused when the family's managers turned them off.
    public func makePhoneInvitation(into family: Family, by member: Member, hours: Int = PhoneInvitation.defaultHours) throws -> (invitation: PhoneInvitation, secret: String) {
        guard (1...24 * 30).contains(hours) else { throw Failure(.usage, "--hours \(hours): expected 1 to 720 (30 days)") }
        let secret = SecretText.newToken()
        let now = clock()
        let row = PhoneInvitationRow(id: HearthID.generate().text, familyId: family.id.text, createdBy: member.id.text, created: timestamp(),
                                     expires: Int64((now.timeIntervalSince1970 + Double(hours) * 3600) * 1000), linkHash: SecretText.hash(secret),
                                     used: nil, usedBy: nil)
        try checkedWrite { db in
            guard try Self.phoneInvitationsAllowed(family.id, db) else {
                throw Failure(.notPermitted, "\(family.name) takes no invitations made on a phone: a manager turned them off (hearth family invitations on turns them on)")
            }
            try row.insert(db)
        }
        return (try row.invitation(), secret)
    }

    /// The family's invitations made on phones, newest first.
    public func phoneInvitations(of family: Family) throws -> [PhoneInvitation] {
        try checkedRead { db in
            try PhoneInvitationRow.filter(Column("family_id") == family.id.text).order(Column("created").desc).fetchAll(db).map { try $0.invitation() }
        }
    }

    /// The invitation whose link holds `secret`, and its family; nil for a secret no invitation has (never
    /// made, or revoked). Opening the link changes nothing: a chat's link preview does not use it up.
    public func phoneInvitation(secret: String) throws -> (invitation: PhoneInvitation, family: Family)? {
        try checkedRead { db in
            guard let row = try PhoneInvitationRow.filter(Column("link_hash") == SecretText.hash(secret)).fetchOne(db) else { return nil }
            return (try row.invitation(), try Self.family(matching: row.familyId, db))
        }
    }

    /// The newcomer's answer to an invitation: a new member of its family named `name`, with `password`,
    /// made in one transaction with the invitation used up, or nothing at all. The password is kept as the
    /// hash `hasher` makes.
    public func joinWithPhoneInvitation(secret: String, name: String, password: String, hasher: some PasswordHasher) throws -> Member {
        let checkedName = try NameRules.check(name, field: "name").mapError(\.failure).get()
        let checkedPassword = try PasswordRule.check(password).mapError(\.failure).get()
        // Hashed before the transaction: a quarter of a second the store need not be locked for.
        let hash = hasher.hash(checkedPassword)
        let now = Int64((clock().timeIntervalSince1970 * 1000).rounded())
        return try checkedWrite { db in
            guard var row = try PhoneInvitationRow.filter(Column("link_hash") == SecretText.hash(secret)).fetchOne(db) else {
                throw Failure(.missingInput, "this invitation is not known (revoked, or never made): ask a member of the family for a new one",
                              wording: Wording(.invitationUnknown))
            }
            switch try row.invitation().state(at: now) {
            case .used: throw Failure(.notPermitted, "this invitation was used already: ask a member of the family for a new one",
                                     wording: Wording(.invitationUsed))
            case .expired: throw Failure(.notPermitted, "this invitation has expired: ask a member of the family for a new one",
                                        wording: Wording(.invitationExpired))
            case .open: break
            }
            let family = try Self.family(matching: row.familyId, db)
            try Self.refuseMemberName(checkedName, in: family.id, db)
            let member = Member(id: HearthID.generate(), displayName: checkedName, familyID: family.id, originFamilyID: family.id,
                                isManager: false, created: timestamp())
            try MemberRow(member).insert(db)
            try MemberPasswordRow(memberId: member.id.text, bcryptHash: hash, changed: timestamp()).save(db)
            row.used = timestamp()
            row.usedBy = member.id.text
            try row.update(db)
            return member
        }
    }

    /// Revokes an invitation by its ID: its link no longer works.
    @discardableResult
    public func revokePhoneInvitation(_ id: String, of family: Family) throws -> PhoneInvitation {
        try checkedWrite { db in
            guard let row = try PhoneInvitationRow.filter(Column("family_id") == family.id.text && Column("id") == id.trimmed.uppercased()).fetchOne(db) else {
                throw Failure(.badData, "\(id): \(family.name) has no invitation with that ID (see hearth family invitations)")
            }
            try row.delete(db)
            return try row.invitation()
        }
    }

    /// Whether the family takes invitations made on phones (yes unless a manager turned them off).
    public func phoneInvitationsAllowed(in family: Family) throws -> Bool {
        try checkedRead { db in try Self.phoneInvitationsAllowed(family.id, db) }
    }

    /// Turns the family's invitations made on phones on or off; off, the open ones stop working too.
    public func allowPhoneInvitations(_ allowed: Bool, in family: Family) throws {
        try checkedWrite { db in
            try db.execute(sql: "INSERT INTO family_hosting (family_id, phone_invitations) VALUES (?, ?) ON CONFLICT (family_id) DO UPDATE SET phone_invitations = excluded.phone_invitations WHERE phone_invitations IS NOT excluded.phone_invitations",
                           arguments: [family.id.text, allowed])
            if !allowed { try PhoneInvitationRow.filter(Column("family_id") == family.id.text && Column("used") == nil).deleteAll(db) }
        }
    }

    static func phoneInvitationsAllowed(_ family: HearthID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT phone_invitations FROM family_hosting WHERE family_id = ?", arguments: [family.text]) ?? true
    }
}
