import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// Invites the member whose ID `code` holds (a bare ID or a scanned join URL) into `family`.
    /// Refused, with nothing changed: inviting yourself, someone already invited, a member of the family,
    /// an unknown ID, or when the one inviting is not a member of the family.
    @discardableResult
    public func invite(code: String, into family: Family, by inviter: Member) throws -> Member {
        guard let memberID = MemberCode.memberID(in: code) else {
            throw Failure(.badData, "\"\(code)\" holds no member ID (12 characters from \(String(HearthID.alphabet)))",
                          wording: Wording(.noMemberID, ["code": code]))
        }
        return try checkedWrite { db in
            guard try Self.familyOfMember(inviter.id.text, db) == family.id.text else {
                throw Failure(.notPermitted, "\(inviter.displayName) is not a member of \(family.name), so cannot invite into it")
            }
            guard let invitee = try MemberRow.fetchOne(db, key: memberID.text)?.member() else {
                throw Failure(.badData, "no member has the ID \(memberID): check the code and scan it again",
                              wording: Wording(.unknownMember, ["code": memberID.text]))
            }
            if invitee.id == inviter.id {
                throw Failure(.badData, "you cannot invite yourself", wording: Wording(.inviteYourself))
            }
            if invitee.familyID == family.id {
                throw Failure(.badData, "\(invitee.displayName) (\(invitee.id)) is already a member of \(family.name)",
                              wording: Wording(.alreadyMember, ["member": invitee.displayName, "family": family.name]))
            }
            if try InvitationRow.exists(db, key: ["family_id": family.id.text, "member_id": invitee.id.text]) {
                throw Failure(.badData, "\(invitee.displayName) (\(invitee.id)) is already invited into \(family.name)",
                              wording: Wording(.alreadyInvited, ["member": invitee.displayName, "family": family.name]))
            }
            let invitation = Invitation(familyID: family.id, memberID: invitee.id, invitedBy: inviter.id, created: timestamp())
            try InvitationRow(invitation).insert(db)
            return invitee
        }
    }

    /// The invitations waiting for a member, oldest first.
    public func invitations(for memberID: HearthID) throws -> [Invitation] {
        try checkedRead { db in
            try InvitationRow.filter(Column("member_id") == memberID.text).order(Column("created"), Column("family_id"))
                .fetchAll(db).map { try $0.invitation() }
        }
    }

    /// The invited member joins the family: it becomes their current family, and the invitation is used up.
    /// `family` may be left out when the member has one invitation.
    @discardableResult
    public func accept(member memberText: String, family familyText: String?) throws -> Move {
        try checkedWrite { db in
            let (member, invitation) = try Self.invitationToAnswer(member: memberText, family: familyText, db)
            try Self.refuseNameTaken(by: member, joining: invitation.familyID, db)
            let left = try Self.family(matching: member.familyID.text, db)
            let released = try Self.release(member, from: member.familyID, db)
            try db.execute(sql: "UPDATE members SET family_id = ? WHERE id = ?", arguments: [invitation.familyID.text, member.id.text])
            try InvitationRow(invitation).delete(db)
            return Move(member: member, family: try Self.family(matching: invitation.familyID.text, db), left: left, released: released)
        }
    }

    /// A member's move into a family (`accept`) or back to their origin (`leave`): who, into which
    /// family, out of which, and what they held there that was released.
    public struct Move: Sendable {
        public var member: Member
        public var family: Family
        public var left: Family
        public var released: MovedMembersRelease
    }

    /// A member who joins a family (or returns to their own) where another member has their name would
    /// make every command that names either of them ask for an ID: one of the two renames first.
    private static func refuseNameTaken(by member: Member, joining familyID: HearthID, _ db: Database) throws {
        guard let other = try otherMember(named: member.displayName, in: familyID, except: member.id, db) else { return }
        let family = try Self.family(matching: familyID.text, db)
        throw Failure(.badData, "\(family.name) already has a member named \"\(member.displayName)\" (\(other.id)): "
            + "one of them renames first, with `hearth member rename \(member.id) NEW`",
            wording: Wording(.nameTakenJoining, ["family": family.name, "name": member.displayName]))
    }

    /// The invited member declines: the invitation is removed.
    @discardableResult
    public func decline(member memberText: String, family familyText: String?) throws -> (member: Member, family: Family) {
        try checkedWrite { db in
            let (member, invitation) = try Self.invitationToAnswer(member: memberText, family: familyText, db)
            try InvitationRow(invitation).delete(db)
            return (member, try Self.family(matching: invitation.familyID.text, db))
        }
    }

    /// A member leaves the family they joined and returns to their origin family.
    @discardableResult
    public func leave(member memberText: String) throws -> Move {
        try checkedWrite { db in
            let member = try Self.memberByID(memberText, db)
            guard member.familyID != member.originFamilyID else {
                throw Failure(.badData, "\(member.displayName) is in their origin family, which they cannot leave",
                              wording: Wording(.originFamily, ["member": member.displayName]))
            }
            try Self.refuseNameTaken(by: member, joining: member.originFamilyID, db)
            let left = try Self.family(matching: member.familyID.text, db)
            let released = try Self.release(member, from: member.familyID, db)
            try db.execute(sql: "UPDATE members SET family_id = origin_family_id WHERE id = ?", arguments: [member.id.text])
            guard let origin = try FamilyRow.fetchOne(db, key: member.originFamilyID.text)?.family() else {
                throw Failure(.badData, "\(member.displayName)'s origin family \(member.originFamilyID) is not in the store")
            }
            return Move(member: member, family: origin, left: left, released: released)
        }
    }

    public func renameFamily(_ family: Family, to name: String) throws {
        let checked = try NameRules.check(name, field: "family name").mapError(\.failure).get()
        try checkedWrite { db in
            try Self.refuseFamilyName(checked, except: family.id, db)
            try db.execute(sql: "UPDATE families SET name = ? WHERE id = ?", arguments: [checked, family.id.text])
        }
    }

    public func renameMember(_ member: Member, to name: String) throws {
        let checked = try NameRules.check(name, field: "member name").mapError(\.failure).get()
        try checkedWrite { db in
            let current = try MemberRow.fetchOne(db, key: member.id.text)?.member() ?? member
            try Self.refuseMemberName(checked, in: current.familyID, except: member.id, db)
            try db.execute(sql: "UPDATE members SET display_name = ? WHERE id = ?", arguments: [checked, member.id.text])
        }
    }

    /// Sets the language the member reads the host in (`Member.language`); nil gives them their family's.
    /// Whether it changed.
    @discardableResult
    public func setLanguage(of member: Member, to language: Language?) throws -> Bool {
        try checkedWrite { db in
            guard try MemberRow.exists(db, key: member.id.text) else { throw Failure(.badData, "no member has the ID \(member.id)") }
            try db.execute(sql: "UPDATE members SET language = ?1 WHERE id = ?2 AND language IS NOT ?1", arguments: [language?.tag, member.id.text])
            return db.changesCount > 0
        }
    }

    /// The pending invitations into a family, with the invited members, for its page.
    static func pendingInvitations(_ db: Database, into familyID: HearthID) throws -> [PendingInvitation] {
        try InvitationRow.filter(Column("family_id") == familyID.text).order(Column("created"), Column("member_id"))
            .fetchAll(db).compactMap { row in
                let invitation = try row.invitation()
                guard let invitee = try MemberRow.fetchOne(db, key: row.memberId)?.member() else { return nil }
                let inviter = try row.invitedBy.flatMap { try MemberRow.fetchOne(db, key: $0)?.member() }
                return PendingInvitation(invitation: invitation, invitee: invitee, invitedBy: inviter)
            }
    }

    /// The one invitation `member` has (into `family`, when given), read in the answer's own transaction.
    private static func invitationToAnswer(member memberText: String, family familyText: String?, _ db: Database) throws -> (Member, Invitation) {
        let member = try memberByID(memberText, db)
        var invitations = try InvitationRow.filter(Column("member_id") == member.id.text).fetchAll(db).map { try $0.invitation() }
        if let familyText {
            let wanted = try family(matching: familyText, db)
            invitations = invitations.filter { $0.familyID == wanted.id }
        }
        guard let invitation = invitations.first else {
            throw Failure(.badData, "\(member.displayName) has no invitation\(familyText.map { " into \($0)" } ?? "")",
                          wording: Wording(.noInvitation, ["member": member.displayName]))
        }
        guard invitations.count == 1 else {
            let ids = invitations.map(\.familyID.text).joined(separator: ", ")
            throw Failure(.usage, "\(member.displayName) is invited into \(invitations.count) families: say which with --family (\(ids))")
        }
        return (member, invitation)
    }

    /// A member by ID alone: joining happens across families, where names may repeat.
    static func memberByID(_ text: String, _ db: Database) throws -> Member {
        guard let id = MemberCode.memberID(in: text), let member = try MemberRow.fetchOne(db, key: id.text)?.member() else {
            throw Failure(.badData, "--member \(text): no member has that ID (see `hearth member list`)")
        }
        return member
    }
}
