import Foundation
import GRDB
import HearthDomain

/// A row of the chore_labels table: a family's own label.
struct ChoreLabelRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "chore_labels"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var name: String
}
