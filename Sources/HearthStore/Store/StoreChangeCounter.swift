import GRDB

/// Tells when another connection (another program, another `hearth` command) has changed the store:
/// SQLite's `PRAGMA data_version` changes on this connection whenever another connection commits.
public final class StoreChangeCounter: Sendable {
    private let connection: DatabaseQueue

    public init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        connection = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// A number that changes after every commit by another connection.
    public func version() throws -> Int {
        try connection.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
