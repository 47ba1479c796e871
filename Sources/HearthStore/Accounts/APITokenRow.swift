import GRDB
import HearthDomain

/// A row of the api_tokens table: a member's key for the API, its secret kept as a hash.
struct APITokenRow: StoreRecord {
    static let databaseTableName = "api_tokens"
    var id: String
    var memberId: String
    var name: String
    /// The SHA-256 of the secret (`SecretText.hash`).
    var secretHash: String
    var readOnly: Bool
    var created: String
    var expires: String?

    func token() throws -> APIToken {
        guard let id = HearthID(id), let member = HearthID(memberId) else {
            throw StoredValueError("api_tokens row \(self.id): an ID is not a Hearth ID")
        }
        return APIToken(id: id, memberID: member, name: name, readOnly: readOnly, created: created, expires: expires)
    }
}

/// A row of the api_request_keys table: an add the API answered, by the Idempotency-Key it came with.
struct APIRequestKeyRow: StoreRecord {
    static let databaseTableName = "api_request_keys"
    var tokenId: String
    var key: String
    /// The SHA-256 of the request's body.
    var requestHash: String
    var itemId: String
    var created: String
}
