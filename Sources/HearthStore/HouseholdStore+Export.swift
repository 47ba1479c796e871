import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The whole store as one JSON document, in a fixed order with sorted keys, so that the same store
    /// always exports to the same bytes.
    public func exportJSON() throws -> Data {
        let document = try database.read { db in
            HouseholdDocument(
                format: HouseholdDocument.formatName,
                version: HouseholdDocument.currentVersion,
                families: try FamilyRow.order(Column("created"), Column("id")).fetchAll(db).map {
                    .init(id: $0.id, name: $0.name, language: $0.language, created: $0.created)
                },
                members: try MemberRow.order(Column("created"), Column("id")).fetchAll(db).map {
                    .init(id: $0.id, displayName: $0.displayName, family: $0.familyId,
                          originFamily: $0.originFamilyId, manager: $0.isManager, created: $0.created)
                }
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }
}
