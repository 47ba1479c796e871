import GRDB
import HearthDomain

extension HouseholdStore {
    /// Sets or resets a member's password (`hearth member password`), kept only as the hash `hasher`
    /// makes (bcrypt). The member's sessions end with it: a reset after a lost phone signs the phone out.
    public func setPassword(_ password: String, for member: Member, hasher: some PasswordHasher) throws {
        let checked = try PasswordRule.check(password).mapError(\.failure).get()
        // Hashed before the transaction: a quarter of a second the store need not be locked for.
        let hash = hasher.hash(checked)
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
    public func signIn(code: String, password: String, hasher: some PasswordHasher) throws -> Member? {
        let found: (Member, String)? = try checkedRead { db in
            guard let id = MemberCode.memberID(in: code), let member = try MemberRow.fetchOne(db, key: id.text)?.member(),
                  let row = try MemberPasswordRow.fetchOne(db, key: id.text) else { return nil }
            return (member, row.bcryptHash)
        }
        guard let (member, hash) = found else {
            _ = hasher.verify(password, hash: hasher.unusedHash)
            return nil
        }
        return hasher.verify(password, hash: hash) ? member : nil
    }

    /// Whether a member has a password yet.
    public func hasPassword(_ member: Member) throws -> Bool {
        try checkedRead { db in try MemberPasswordRow.exists(db, key: member.id.text) }
    }
}
