import Foundation
import GRDB
import HearthDomain

/// A row of the wishes table.
struct WishRow: StoreRecord {
    static let databaseTableName = "wishes"
    var familyId, id, memberId, text, created: String

    var wish: Wish? { HearthID(memberId).map { Wish(id: id, memberID: $0, text: text, created: created) } }
}
