import GRDB
import HearthDomain
import HummingbirdBcrypt

extension HouseholdStore {
    /// bcrypt's cost: 2^12 rounds, about a quarter of a second a check on a small server.
    public static let bcryptCost: UInt8 = 12

    /// Sets or resets a member's password (`hearth member password`), kept only as a bcrypt hash. The
    /// member's sessions end with it: a reset after a lost phone signs the phone out.
    public func setPassword(_ password: String, for member: Member, cost: UInt8 = HouseholdStore.bcryptCost) throws {
        let checked = try PasswordRule.check(password).mapError(\.failure).get()
        // Hashed before the transaction: a quarter of a second the store need not be locked for.
        let hash = Bcrypt.hash(checked, cost: cost)
        try checkedWrite { db in
            guard try MemberRow.exists(db, key: member.id.text) else {
                throw Failure(.badData, "no member has the ID \(member.id)")
            }
            try MemberPasswordRow(memberId: member.id.text, bcryptHash: hash, changed: timestamp()).save(db)
            try SessionRow.filter(Column("member_id") == member.id.text).deleteAll(db)
        }
    }

    /// The member whose ID `code` holds (typed, or a scanned join URL), if `password` is theirs; nil for
    /// a wrong password, an unknown ID or a member without a password. Each of those costs one bcrypt
    /// check, so the time taken tells nothing of which it was.
    public func signIn(code: String, password: String) throws -> Member? {
        let found: (Member, String)? = try checkedRead { db in
            guard let id = MemberCode.memberID(in: code), let member = try MemberRow.fetchOne(db, key: id.text)?.member(),
                  let row = try MemberPasswordRow.fetchOne(db, key: id.text) else { return nil }
            return (member, row.bcryptHash)
        }
        guard let (member, hash) = found else {
            _ = Bcrypt.verify(password, hash: Self.unusedHash)
            return nil
        }
        return Bcrypt.verify(password, hash: hash) ? member : nil
    }

    /// Whether a member has a password yet.
    public func hasPassword(_ member: Member) throws -> Bool {
        try checkedRead { db in try MemberPasswordRow.exists(db, key: member.id.text) }
    }

    /// A hash of no one's password, checked against when there is none, for the same cost.
    private static let unusedHash = Bcrypt.hash(SecretText.newToken(), cost: bcryptCost)
}
