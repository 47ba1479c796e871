import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The invitations of an export document, checked and inserted inside the import's transaction.
    func importInvitations(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database) throws {
        for (index, entry) in (document.invitations ?? []).enumerated() {
            let place = "invitations[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { rows.fail("\(place).\(field)", expected) }
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            let memberID = try rows.member(entry.member, at: "\(place).member", db)
            let invitee = try MemberRow.fetchOneCached(db, key: ["id": entry.member])!
            if invitee.familyId == entry.family { throw fail("member", "\(entry.member) is already a member of \(entry.family)") }
            if let inviter = entry.invitedBy { _ = try rows.member(inviter, at: "\(place).invitedBy", db) }
            guard Self.isTimestamp(entry.created) else { throw fail("created", Self.expectedTimestamp(found: entry.created)) }
            try rows.claim(entry.family + "/" + entry.member, of: "invitation", shown: "the invitation of \(entry.member) into \(entry.family)",
                           at: "\(place).member", inStore: try InvitationRow.existsCached(db, key: ["family_id": entry.family, "member_id": entry.member]))
            try InvitationRow(Invitation(familyID: familyID, memberID: memberID,
                                         invitedBy: entry.invitedBy.flatMap(HearthID.init), created: entry.created)).insert(db)
        }
    }
}
