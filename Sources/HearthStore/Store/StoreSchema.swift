import Crypto
import Foundation
import GRDB
import HearthDomain
import Synchronization

/// The SQL a Hearth store may hold: exactly the tables, indexes, triggers and views Hearth's own
/// migrations make, each compared by its definition. SQLite runs whatever trigger a file brings: a backup with a trigger that put a member's
/// old password hash back restored "verified", and every later write ran it. So a store that holds
/// any other object, or one of Hearth's own with another body, is refused before Hearth writes to it.
///
/// GRDB's `DatabaseMigrator.hasSchemaChanges` makes the same comparison, but says only whether the
/// two differ; a person needs the object's name to find it.
enum StoreSchema {
    /// One object of `sqlite_master`.
    struct Object: Hashable, Comparable {
        /// "table", "index", "trigger" or "view".
        var type: String
        var name: String
        /// Its SQL as SQLite keeps it, with runs of white space made one space; nil for an index SQLite
        /// makes itself.
        var sql: String?

        static func < (left: Object, right: Object) -> Bool { (left.name, left.type) < (right.name, right.type) }
    }

    /// The objects of `db`, but SQLite's own (`sqlite_sequence`, `sqlite_stat1`, automatic indexes).
    static func objects(_ db: Database) throws -> Set<Object> {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        return Set(rows.map { row in
            Object(type: row["type"], name: row["name"],
                   sql: (row["sql"] as String?).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") })
        })
    }

    /// Refuses the store in `db` (called `file` in the message) when its objects are not the ones
    /// Hearth's migrations make, up to the last migration it has.
    static func check(_ db: Database, file: String) throws {
        let migrator = Schema.migrator
        if let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted().first {
            throw Failure(.badData, "\(file) was made by a later Hearth (its migration \"\(unknown)\" is not one of this Hearth's): use that Hearth, or a later one; nothing was changed")
        }
        let found = try objects(db)
        let last = try migrator.appliedMigrations(db).last
        // The short way: a store of the latest migrations, holding exactly what they make.
        if last == migrator.migrations.last, digest(found.subtracting(replicationTables)) == latestDigest { return }
        var expected = try reference(upTo: last)
        expected.formUnion(found.intersection(replicationTables))
        if let foreign = found.subtracting(expected).sorted().first {
            let own = expected.contains { $0.name == foreign.name && $0.type == foreign.type }
            // The name as Swift writes a string literal: quoted, a control character escaped.
            throw Failure(.badData, "\(file) holds \(own ? "Hearth's" : "a") \(foreign.type) \(foreign.name.debugDescription) \(own ? "with another definition than Hearth's migrations give it" : "that Hearth's migrations do not make"): Hearth opens no store holding SQL of another's (a trigger runs at every change); nothing was changed. Remove it (sqlite3's DROP \(foreign.type.uppercased())), or restore a backup Hearth made")
        }
        if let missing = expected.subtracting(found).sorted().first {
            throw Failure(.badData, "\(file) lacks Hearth's \(missing.type) \(missing.name.debugDescription), which its migrations make: Hearth does not open a store whose schema was changed; nothing was changed. Restore a backup Hearth made")
        }
    }

    /// The tables Litestream (docs/hosting.md, "Copies off the machine") adds to the live store it
    /// replicates, as it makes them: its own bookkeeping, which runs nothing (a table is no trigger).
    static let replicationTables: Set<Object> = [
        Object(type: "table", name: "_litestream_seq", sql: "CREATE TABLE _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER)"),
        Object(type: "table", name: "_litestream_lock", sql: "CREATE TABLE _litestream_lock (id INTEGER)"),
    ]

    /// The SHA-256 of what all the migrations make (`digest`), so that opening a store of this Hearth's
    /// schema needs no store in memory to compare with: making one is most of a command's start (80 ms of
    /// 160 in a debug build). `StoreSchemaTests` holds it to what the migrations make and prints the new
    /// value when a migration is added; a stale one only sends every open the long way.
    static let latestDigest = "d3945142ad7ae4703c08b1d65c7002642a6f733ea21e641965912fa2e50c398f"

    /// A digest of `objects`, each by its type, name and SQL, in order.
    static func digest(_ objects: Set<Object>) -> String {
        let text = objects.sorted().map { "\($0.type)\u{0}\($0.name)\u{0}\($0.sql ?? "")\n" }.joined()
        return SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// What all the migrations make, for `StoreSchemaTests`.
    static func latest() throws -> Set<Object> { try reference(upTo: Schema.migrator.migrations.last) }

    /// What the migrations up to `last` make (none before the first), worked out once per process in a
    /// store in memory.
    private static func reference(upTo last: String?) throws -> Set<Object> {
        guard let last else { return [] }
        if let known = references.withLock({ $0[last] }) { return known }
        let scratch = try DatabaseQueue()
        try Schema.migrator.migrate(scratch, upTo: last)
        let made = try scratch.read { db in try objects(db) }
        references.withLock { $0[last] = made }
        return made
    }

    private static let references = Mutex<[String: Set<Object>]>([:])
}
