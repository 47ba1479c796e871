import Foundation
import GRDB
import HearthDomain

/// A row of the members table.
struct MemberRow: StoreRecord {
    static let databaseTableName = "members"
    var id: String
    var displayName: String
    var familyId: String
    var originFamilyId: String
    var isManager: Bool
    var created: String
}

extension MemberRow {
    init(_ member: Member) {
        self.init(id: member.id.text, displayName: member.displayName, familyId: member.familyID.text,
                  originFamilyId: member.originFamilyID.text, isManager: member.isManager, created: member.created)
    }

    func member() throws -> Member {
        guard let memberID = HearthID(id), let family = HearthID(familyId), let origin = HearthID(originFamilyId) else {
            throw StoredValueError("members row \(id): an ID is not a Hearth ID")
        }
        return Member(id: memberID, displayName: displayName, familyID: family, originFamilyID: origin,
                      isManager: isManager, created: created)
    }
}
