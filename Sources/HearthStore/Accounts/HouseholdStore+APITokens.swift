import Foundation
import GRDB
import HearthDomain

/// The API's tokens (`hearth token`, the family page of `hearth host`) and what a request with one acts as.
extension HouseholdStore {
    /// What a request with a token acts as: the token, its member as the store holds them now, and their family.
    public struct APICaller: Sendable {
        public var token: APIToken
        public var member: Member
        public var family: Family
    }

    /// The text every secret starts with, so that a secret pasted where it should not be is known for one.
    public static let apiSecretPrefix = "hearth_"

    /// Makes a token for `member`, named `name` (a member's tokens have different names); returns it and
    /// its secret, which the store does not keep and no one can see again.
    public func addAPIToken(name: String, for member: Member, in family: Family, readOnly: Bool, days: Int?) throws -> (token: APIToken, secret: String) {
        let checkedName = try NameRules.check(name, field: "token name").mapError(\.failure).get()
        let checkedDays = try days.map { try APIToken.checkDays($0).mapError(\.failure).get() }
        let secret = Self.apiSecretPrefix + SecretText.newToken()
        return try checkedWrite { db in
            let member = try Self.current(member, in: family, db)
            let names = NameBook(try APITokenRow.filter(Column("member_id") == member.id.text).fetchAll(db).map { (id: $0.id, name: $0.name) })
            if let other = names.holder(of: checkedName) {
                throw Failure(.badData, "\(member.displayName) has a token named \"\(other.name)\" already; remove it with `hearth token remove \"\(other.name)\" --as \"\(member.displayName)\"` or choose another name")
            }
            let expires = checkedDays.map { ISO8601DateFormatter().string(from: clock().addingTimeInterval(Double($0) * 86_400)) }
            let row = APITokenRow(id: HearthID.generate().text, memberId: member.id.text, name: checkedName, secretHash: SecretText.hash(secret),
                                  readOnly: readOnly, created: timestamp(), expires: expires)
            try row.insert(db)
            return (try row.token(), secret)
        }
    }

    /// The tokens of `member`, or of every member of the family, by member and name.
    public func apiTokens(of member: Member?, in family: Family) throws -> [APIToken] {
        try checkedRead { db in
            let members = try member.map { [$0.id.text] } ?? Self.members(db, of: family.id).map(\.id.text)
            return try APITokenRow.filter(members.contains(Column("member_id"))).fetchAll(db).map { try $0.token() }
                .sorted { ($0.memberID.text, NaturalOrder.key($0.name)) < ($1.memberID.text, NaturalOrder.key($1.name)) }
        }
    }

    /// Removes one of `member`'s tokens, by name or ID: a request with it is refused from then on.
    @discardableResult
    public func removeAPIToken(_ text: String, of member: Member, in family: Family) throws -> APIToken {
        try checkedWrite { db in
            let member = try Self.current(member, in: family, db)
            let rows = try APITokenRow.filter(Column("member_id") == member.id.text).fetchAll(db)
            guard let row = rows.first(where: { $0.id == text.trimmed.uppercased() }) ?? rows.first(where: { NameBook.sameName($0.name, text) }) else {
                throw Failure(.badData, "\(member.displayName) has no token named \"\(text)\" (see `hearth token list --as \"\(member.displayName)\"`)",
                              wording: Wording(.noToken, ["token": text]))
            }
            try row.delete(db)
            return try row.token()
        }
    }

    /// Who a request with `secret` acts as; nil when no token has it or it has expired.
    public func apiCaller(secret: String) throws -> APICaller? {
        guard secret.hasPrefix(Self.apiSecretPrefix) else { return nil }
        return try checkedRead { db in
            guard let row = try APITokenRow.filter(Column("secret_hash") == SecretText.hash(secret)).fetchOne(db) else { return nil }
            if let expires = row.expires, let end = ISO8601DateFormatter().date(from: expires), end <= clock() { return nil }
            guard let member = try MemberRow.fetchOne(db, key: row.memberId)?.member(),
                  let family = try FamilyRow.fetchOne(db, key: member.familyID.text)?.family() else { return nil }
            return APICaller(token: try row.token(), member: member, family: family)
        }
    }
}
