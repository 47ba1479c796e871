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
    /// The member's own language's tag (v28), nil for the family's.
    var language: String?
}

extension MemberRow {
    init(_ member: Member) {
        self.init(id: member.id.text, displayName: member.displayName, familyId: member.familyID.text,
                  originFamilyId: member.originFamilyID.text, isManager: member.isManager, created: member.created,
                  language: member.language?.tag)
    }

    func member() throws -> Member {
        guard let memberID = HearthID(id), let family = HearthID(familyId), let origin = HearthID(originFamilyId) else {
            throw StoredValueError("members row \(id): an ID is not a Hearth ID")
        }
        var own: Language?
        if let language {
            guard let known = Language(tag: language) else {
                throw StoredValueError("members row \(id): language \"\(language)\" is not one of \(Language.allTags)")
            }
            own = known
        }
        return Member(id: memberID, displayName: displayName, familyID: family, originFamilyID: origin,
                      isManager: isManager, created: created, language: own)
    }
}
