import Foundation
import GRDB
import GRDBSQLite
import HearthDomain

/// Looks at a file before any SQLite connection opens it, so that opening never changes a file that is
/// not a Hearth store, and never leaves files beside a store the user may not write.
///
/// A connection changes a file as it opens it: GRDB's DatabasePool switches it to WAL mode, and the
/// migrations add Hearth's tables. Run on another program's database (`--store notes.db`), a read
/// command would do both. Run by a user who may read a store but not write it, SQLite would create the
/// `-wal` and `-shm` files beside it, owned by that user, and the owner's next write would fail.
enum StoreFile {
    /// Written into the SQLite header of every store (`PRAGMA application_id`): "HRTH".
    static let applicationID: Int32 = 0x4852_5448

    /// Refuses a file that is not a Hearth store (exit 65), or one this user may not write (exit 77),
    /// without opening it through SQLite when it is neither.
    static func checkBeforeOpening(_ path: String) throws {
        try checkIsHearthStore(path)
        try checkWritable(path)
    }

    /// Refuses a file that is not a Hearth store (exit 65): empty, not SQLite, another program's database
    /// (by its application ID, or its tables when it has none). Reads it without writing anything.
    static func checkIsHearthStore(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(.inputOutput, "cannot read the store \(path): \(String(cString: strerror(errno)))")
        }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        try? handle.close()
        if header.isEmpty {
            throw Failure(.badData, "\(path) is an empty file, not a Hearth store: make a store with `hearth init --store PATH` (it never writes over a file)")
        }
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw Failure(.badData, "\(path) is not a Hearth store (not an SQLite database)")
        }
        let id = header[68..<72].reduce(Int32(0)) { $0 << 8 | Int32($1) }
        if id == applicationID { return }
        if id != 0 {
            throw Failure(.badData, "\(path) is another program's SQLite database (application ID \(String(UInt32(bitPattern: id), radix: 16))), not a Hearth store; Hearth changed nothing")
        }
        // A store made before Hearth wrote its ID, or one whose header is still in the WAL: told by its
        // tables, read without writing.
        guard try hasHearthTables(path) else {
            throw Failure(.badData, "\(path) is an SQLite database without Hearth's tables, not a Hearth store; Hearth changed nothing (make a store with `hearth init`)")
        }
    }

    /// SQLite writes `-wal` and `-shm` beside the store even to read it, so a user who may not write
    /// the store, or its folder, is refused before anything is opened.
    static func checkWritable(_ path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        for place in [path, folder.isEmpty ? "." : folder] where access(place, W_OK) != 0 {
            throw Failure(.notPermitted, "you may not write \(place), so Hearth does not open the store \(path): even a read leaves files beside it (\(path)-wal, \(path)-shm) that would then lock its owner out; run hearth as the store's owner, or give your group write access to the store and its folder (`hearth init --group`)")
        }
    }

    /// Whether the file has Hearth's tables, read through SQLite without writing anything: with
    /// `immutable=1` SQLite reads the main file alone and never makes the -wal and -shm files that a
    /// read-only connection to a WAL-mode database of another program would leave beside it; with no
    /// -wal, everything is in the main file.
    private static func hasHearthTables(_ path: String) throws -> Bool {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))) ?? absolute
        var connection: OpaquePointer?
        defer { sqlite3_close(connection) }
        // With a -wal beside it, a connection has the file open now and its latest changes may be in the
        // WAL only: read through it (the files are there already, so none is made).
        let live = FileManager.default.fileExists(atPath: path + "-wal")
        guard sqlite3_open_v2("file:" + encoded + (live ? "?mode=ro" : "?immutable=1"), &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK else {
            throw Failure(.inputOutput, "cannot read the store \(path): \(String(cString: sqlite3_errmsg(connection)))")
        }
        let sql = """
            SELECT (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('grdb_migrations', 'families', 'members')) = 3
               AND EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = 'v1: families and members')
            """
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
            // No grdb_migrations table (the query cannot be prepared), or not a database at all.
            if sqlite3_errcode(connection) == SQLITE_NOTADB { throw Failure(.badData, "\(path) is not a Hearth store (not an SQLite database)") }
            return false
        }
        return sqlite3_step(statement) == SQLITE_ROW && sqlite3_column_int(statement, 0) == 1
    }

    /// Makes the file's bytes, and its folder's entries, reach the disk (a backup named before its bytes
    /// are written could be an empty file after a power cut).
    static func syncToDisk(_ path: String) throws {
        for target in [path, (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent] {
            let descriptor = open(target, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(.inputOutput, "cannot open \(target): \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else { throw Failure(.inputOutput, "cannot write \(target) to disk: \(String(cString: strerror(errno)))") }
        }
    }

    /// Whether the file starts as an SQLite database does (an export is JSON).
    static func hasSQLiteHeader(_ path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(.missingInput, "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        return ((try? handle.read(upToCount: 16)) ?? Data()).starts(with: Array("SQLite format 3\0".utf8))
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Creates the empty file a new store is made in, readable by its owner only (0600), or by its
    /// group too (0660) when `group` is given. SQLite gives the `-wal` and `-shm` files the same
    /// permissions as the store.
    static func createEmpty(_ path: String, group: String?) throws {
        let mode: mode_t = group == nil ? 0o600 : 0o660
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(.cannotCreate, "cannot create \(path): \(reason)")
        }
        defer { close(descriptor) }
        do {
            try FilePermissions.apply(group: group, mode: mode, to: descriptor, path: path)
        } catch {
            unlink(path)  // the empty file just made, and nothing else
            throw error
        }
    }
}

/// Who may read a file Hearth creates that holds the household (a store, an export).
public enum FilePermissions {
    /// Gives the open file `descriptor` the group `group` (a name or number) and `mode`, which the
    /// umask may have narrowed when it was created.
    public static func apply(group: String?, mode: mode_t, to descriptor: Int32, path: String) throws {
        if let group {
            guard let id = groupID(group) else {
                throw Failure(.usage, "--group \(group): no such group on this machine")
            }
            guard fchown(descriptor, uid_t.max, id) == 0 else {
                throw Failure(.notPermitted, "cannot give \(path) to the group \(group): \(String(cString: strerror(errno))) (you must belong to it)")
            }
        }
        guard fchmod(descriptor, mode) == 0 else {
            throw Failure(.inputOutput, "cannot set the permissions of \(path): \(String(cString: strerror(errno)))")
        }
    }

    static func groupID(_ group: String) -> gid_t? {
        if let entry = getgrnam(group) { return entry.pointee.gr_gid }
        return gid_t(group)
    }
}
