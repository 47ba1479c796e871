import Foundation
import GRDB
import HearthDomain

/// The sessions of `hearth host` (hummingbird-auth keeps them through `StoreSessions`, in HearthServer).
/// Keys are kept as their SHA-256. Values are JSON that only the server reads.
extension HouseholdStore {
    public func session(key: String, now: Date = Date()) throws -> (value: Data, expires: Date?)? {
        try database.read { db in
            // Through a statement prepared once per connection: every request of a signed-in member reads its session.
            guard let row = try SessionRow.fetchOneCached(db, key: ["key_hash": SecretText.hash(key)]) else { return nil }
            let expires = row.expires.map { Date(timeIntervalSince1970: $0) }
            if let expires, expires <= now { return nil }
            return (Data(row.value.utf8), expires)
        }
    }

    /// Saves a session, of `member` if it signs one in; `expires` nil keeps the time it had (a new
    /// session then never expires).
    public func saveSession(key: String, value: Data, member: String?, expires: Date?, onlyIfNew: Bool = false) throws {
        try database.write { db in
            let keyHash = SecretText.hash(key)
            let existing = try SessionRow.fetchOne(db, key: keyHash)
            if onlyIfNew, existing != nil { throw Failure(.badData, "a session with this key exists already") }
            let row = SessionRow(keyHash: keyHash, value: String(decoding: value, as: UTF8.self), memberId: member,
                                 expires: expires?.timeIntervalSince1970 ?? existing?.expires)
            try row.save(db)
        }
    }

    public func removeSession(key: String) throws {
        _ = try database.write { db in try SessionRow.deleteOne(db, key: SecretText.hash(key)) }
    }

    /// Forgets the sessions that have expired; returns how many.
    @discardableResult
    public func removeExpiredSessions(now: Date = Date()) throws -> Int {
        try database.write { db in try SessionRow.filter(Column("expires") <= now.timeIntervalSince1970).deleteAll(db) }
    }
}
