import GRDB

/// A row of the member_passwords table: a member's password as a bcrypt hash.
struct MemberPasswordRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "member_passwords"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var memberId: String
    var bcryptHash: String
    var changed: String
}
