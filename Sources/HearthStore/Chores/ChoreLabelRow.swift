import Foundation
import GRDB
import HearthDomain

/// A row of the chore_labels table: a family's own label.
struct ChoreLabelRow: StoreRecord {
    static let databaseTableName = "chore_labels"
    var familyId: String
    var name: String
}
