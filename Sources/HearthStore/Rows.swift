import GRDB
import HearthDomain

/// A row of the families table.
struct FamilyRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "families"
    var id: String
    var name: String
    var language: String
    var created: String

    init(_ family: Family) {
        id = family.id.text
        name = family.name
        language = family.language.tag
        created = family.created
    }

    func family() throws -> Family {
        guard let familyID = HearthID(id) else {
            throw Failure(.badData, "families row \(id): the ID is not a Hearth ID")
        }
        guard let familyLanguage = Language(tag: language) else {
            throw Failure(.badData, "families row \(id): language \"\(language)\" is not one of \(Language.allTags)")
        }
        return Family(id: familyID, name: name, language: familyLanguage, created: created)
    }
}

/// A row of the members table.
struct MemberRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "members"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var id: String
    var displayName: String
    var familyId: String
    var originFamilyId: String
    var isManager: Bool
    var created: String

    init(_ member: Member) {
        id = member.id.text
        displayName = member.displayName
        familyId = member.familyID.text
        originFamilyId = member.originFamilyID.text
        isManager = member.isManager
        created = member.created
    }

    func member() throws -> Member {
        guard let memberID = HearthID(id), let family = HearthID(familyId), let origin = HearthID(originFamilyId) else {
            throw Failure(.badData, "members row \(id): an ID is not a Hearth ID")
        }
        return Member(id: memberID, displayName: displayName, familyID: family, originFamilyID: origin,
                      isManager: isManager, created: created)
    }
}
