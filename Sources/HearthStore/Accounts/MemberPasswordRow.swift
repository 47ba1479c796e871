import GRDB

/// A row of the member_passwords table: a member's password as a bcrypt hash.
struct MemberPasswordRow: StoreRecord {
    static let databaseTableName = "member_passwords"
    var memberId: String
    var bcryptHash: String
    var changed: String
}
