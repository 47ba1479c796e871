import Foundation
import GRDB
import HearthDomain

/// A row of the invitations table.
struct InvitationRow: StoreRecord {
    static let databaseTableName = "invitations"
    var familyId: String
    var memberId: String
    var invitedBy: String?
    var created: String
}

extension InvitationRow {
    init(_ invitation: Invitation) {
        self.init(familyId: invitation.familyID.text, memberId: invitation.memberID.text,
                  invitedBy: invitation.invitedBy?.text, created: invitation.created)
    }

    func invitation() throws -> Invitation {
        guard let family = HearthID(familyId), let member = HearthID(memberId) else {
            throw StoredValueError("invitations row \(familyId)/\(memberId): an ID is not a Hearth ID")
        }
        return Invitation(familyID: family, memberID: member, invitedBy: invitedBy.flatMap(HearthID.init), created: created)
    }
}
