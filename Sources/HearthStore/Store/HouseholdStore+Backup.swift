import Foundation
import GRDB
import HearthDomain

/// A copy of the store made by `backUp(to:)`, verified before it got its name.
public struct StoreBackup: Sendable {
    /// The copy's path.
    public var path: String
    /// Its size in bytes.
    public var bytes: Int
    /// The store's revision the copy holds (every change raises it).
    public var revision: Int
}

extension HouseholdStore {
    /// Copies the store to `path` while others may write to it (SQLite's online backup: a consistent copy
    /// of one moment, where a plain copy of a file being written can be torn), readable by its owner only,
    /// and verifies the copy before giving it its name: SQLite's integrity check passes, and the copy's
    /// export imports into an empty store that exports the same bytes. Until then it is a hidden file
    /// beside `path`, removed when anything fails; `path` is never a half copy. Refuses an existing `path`.
    public func backUp(to path: String) throws -> StoreBackup {
        if FileManager.default.fileExists(atPath: path) || StoreFile.isSymbolicLink(path) {
            throw Failure(.cannotCreate, "\(path) already exists: a backup never writes over a file")
        }
        let url = URL(fileURLWithPath: path)
        let partial = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).partial-\(getpid())").path
        try StoreFile.createEmpty(partial, group: nil)
        do {
            let revision = try namingTheFile {
                let copy = try DatabaseQueue(path: partial)
                try database.backup(to: copy)
                // One file, with no -wal beside it: the copy is read, moved and restored whole.
                try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
                let revision = try Self.verify(copy, name: path)
                try copy.close()
                return revision
            }
            try StoreFile.syncToDisk(partial)
            guard rename(partial, path) == 0 else {
                throw Failure(.cannotCreate, "cannot name the backup \(path): \(String(cString: strerror(errno)))")
            }
            try StoreFile.syncToDisk(path)  // the folder's new entry
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            return StoreBackup(path: path, bytes: size ?? 0, revision: revision)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            unlink(partial)
            // SQLite's own words for it are "SQLite error 13: not an error".
            throw Failure(.inputOutput, "the disk holding \(url.deletingLastPathComponent().path) is full: the backup \(path) could not be written, and nothing of it is left there; make room (or choose another folder) and back up again",
                          wording: Wording(.backupDiskFull, ["folder": url.deletingLastPathComponent().path]))
        } catch {
            unlink(partial)
            throw error
        }
    }

    /// Whether the store file at `path` is a whole Hearth store that exports and imports back to the
    /// same bytes; its revision. Opens it read-only: the file is left as it was.
    public static func verifyBackup(at path: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        // A file in WAL mode (a store copied by hand, not by `hearth backup`) gets a -wal and -shm beside it
        // even to be read: those this look made are removed once it is done, whatever it found.
        let besides = ["-wal", "-shm"].map { path + $0 }.filter { !FileManager.default.fileExists(atPath: $0) }
        defer { for made in besides { unlink(made) } }
        do {
            let file = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? file.close() }
            return try verify(file, name: path)
        } catch let error as DatabaseError {
            throw Failure(.badData, "\(path) is not a whole SQLite store: \(error.message ?? error.description)")
        }
    }

    /// The checks of a copy: integrity, then the round trip of its export (read from a copy in memory,
    /// which Hearth's migrations may bring up to date without touching the file).
    private static func verify(_ copy: DatabaseQueue, name: String) throws -> Int {
        let integrity = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        guard integrity == ["ok"] else {
            throw Failure(.badData, "\(name): SQLite's integrity check failed: \(integrity.prefix(3).joined(separator: "; "))")
        }
        let memory = try DatabaseQueue(configuration: configuration)
        try copy.backup(to: memory)
        let store: HouseholdStore
        do {
            store = try HouseholdStore(database: memory, clock: Date.init, name: name)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(.badData, "\(name) is not a Hearth store: \(error)")
        }
        let exported = try store.exportJSON()
        let empty = try HouseholdStore.inMemory()
        _ = try empty.importJSON(exported, source: name)
        guard try empty.exportJSON() == exported else {
            throw Failure(.badData, "\(name): its export, imported into an empty store, exports other bytes")
        }
        return try store.revision()
    }
}
