import GRDB

/// A row of the sessions table: one signed-in browser or device of `hearth host`.
struct SessionRow: StoreRecord {
    static let databaseTableName = "sessions"
    /// The SHA-256 of the session's key, never the key (the cookie's value) itself.
    var keyHash: String
    /// The session as JSON.
    var value: String
    /// The member the session signs in, if any.
    var memberId: String?
    /// Seconds since 1970; nil: never.
    var expires: Double?
}
