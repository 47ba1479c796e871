import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The invitations of an export document, checked and inserted inside the import's transaction.
    func importInvitations(_ document: HouseholdDocument, source: String, into db: Database) throws {
        var seen: [String: String] = [:]
        for (index, entry) in (document.invitations ?? []).enumerated() {
            let place = "invitations[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place).\(field): \(expected)") }
            guard let familyID = HearthID(entry.family), try FamilyRow.existsCached(db, key: ["id": entry.family]) else {
                throw fail("family", "expected the ID of a family, found \"\(entry.family)\"")
            }
            guard let memberID = HearthID(entry.member), let invitee = try MemberRow.fetchOneCached(db, key: ["id": entry.member]) else {
                throw fail("member", "expected the ID of a member, found \"\(entry.member)\"")
            }
            if invitee.familyId == entry.family { throw fail("member", "\(entry.member) is already a member of \(entry.family)") }
            if let inviter = entry.invitedBy, !(try MemberRow.existsCached(db, key: ["id": inviter])) {
                throw fail("invitedBy", "expected the ID of a member, found \"\(inviter)\"")
            }
            guard Self.isTimestamp(entry.created) else { throw fail("created", Self.expectedTimestamp(found: entry.created)) }
            let key = entry.family + "/" + entry.member
            if let first = seen[key] { throw fail("member", "the same invitation is listed twice (first at \(first))") }
            seen[key] = place
            if try InvitationRow.existsCached(db, key: ["family_id": entry.family, "member_id": entry.member]) {
                throw fail("member", "the store already has this invitation")
            }
            try InvitationRow(Invitation(familyID: familyID, memberID: memberID,
                                         invitedBy: entry.invitedBy.flatMap(HearthID.init), created: entry.created)).insert(db)
        }
    }
}
