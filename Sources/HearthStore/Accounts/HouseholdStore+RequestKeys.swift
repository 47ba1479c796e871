import GRDB
import HearthDomain

/// Adds through the API that carry an Idempotency-Key: a client that sent an add and lost the answer
/// sends it again with the same key, and the item is not added twice.
extension HouseholdStore {
    /// The key an add came with: the token's, the client's key, and the SHA-256 of the request's body.
    public struct RequestKey: Sendable {
        public var tokenID: HearthID
        public var key: String
        public var requestHash: String

        public init(tokenID: HearthID, key: String, requestHash: String) {
            self.tokenID = tokenID
            self.key = key
            self.requestHash = requestHash
        }
    }

    /// What an add with a key did.
    public enum KeyedAdd: Sendable {
        /// Done now.
        case added(AddedItem)
        /// Done before under this key: nothing changed, and this is the item it made, as it is now (checked
        /// since, say); nil when the item was removed since.
        case answeredBefore(GroceryItem?)
    }

    /// The same key with another body (a client's mistake): refused, and nothing changes.
    public struct RequestKeyReused: Error {}

    /// `addGroceryItem`, unless an add with the same key was answered before; the add and the key are
    /// written in one transaction, so a retry finds one or the other.
    public func addGroceryItem(name: String, measure: GroceryQuantity?, location: String?, by member: Member, in family: Family,
                               key: RequestKey) throws -> KeyedAdd {
        let checkedName = try NameRules.check(name, field: "item name").mapError(\.failure).get()
        return try checkedWrite { db in
            if let before = try APIRequestKeyRow.fetchOne(db, key: ["token_id": key.tokenID.text, "key": key.key]) {
                guard before.requestHash == key.requestHash else { throw RequestKeyReused() }
                return .answeredBefore(try GroceryItemRow.filter(Column("family_id") == family.id.text && Column("id") == before.itemId).fetchOne(db)?.item())
            }
            let added = try Self.addGroceryItem(name: checkedName, measure: measure, location: location, by: member, db, in: family)
            try APIRequestKeyRow(tokenId: key.tokenID.text, key: key.key, requestHash: key.requestHash, itemId: added.item.id, created: timestamp()).insert(db)
            return .added(added)
        }
    }
}
