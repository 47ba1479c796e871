import GRDB

/// A row of the member_passwords table: a member's password as a bcrypt hash.
struct MemberPasswordRow: StoreRecord {
    static let databaseTableName = "member_passwords"
    var memberId, bcryptHash, changed: String
}
