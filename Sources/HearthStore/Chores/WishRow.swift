import Foundation
import GRDB
import HearthDomain

/// A row of the wishes table.
struct WishRow: StoreRecord {
    static let databaseTableName = "wishes"
    var familyId: String
    var id: String
    var memberId: String
    var text: String
    var created: String

    var wish: Wish? { HearthID(memberId).map { Wish(id: id, memberID: $0, text: text, created: created) } }
}
