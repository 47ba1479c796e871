import Foundation
import GRDB
import HearthDomain
import Synchronization

/// The household's shared data store: one SQLite file (WAL mode), opened through GRDB's DatabasePool so
/// that a build reads one consistent snapshot while other programs write.
public final class HouseholdStore: Sendable {
    /// The store's schema: how many migrations it has (v11 is the eleventh), for `hearth --version`.
    public static var schemaVersion: Int { Schema.migrator.migrations.count }

    /// The version of the export format this Hearth writes and reads.
    public static var exportFormatVersion: Int { HouseholdDocument.currentVersion }

    /// Where the store is when neither --store nor HEARTH_STORE says otherwise.
    public static let defaultPath = "household.sqlite"

    let database: any DatabaseWriter
    /// Says what time it is when something is created (tests fix it).
    let clock: @Sendable () -> Date
    /// The store file as it was opened (its device and inode); nil for a store in memory. A change to a
    /// file removed or replaced since would go where no one reads it again (`checkFileInPlace`).
    private let openedFile: (device: UInt64, inode: UInt64)?
    /// The revision `StoredValueTypes` last found whole, in this process: a command reads and writes
    /// several times, and each look goes through every table.
    private let checkedRevision = Mutex<Int?>(nil)

    /// Opens the store in `database`, called `name` in an error (its file's path when it has one), after
    /// `StoreSchema` has found in it only the SQL Hearth's migrations make.
    init(database: any DatabaseWriter, clock: @escaping @Sendable () -> Date, name: String? = nil) throws {
        self.database = database
        self.clock = clock
        openedFile = Self.identity(ofFile: database.path)
        try database.read { db in try StoreSchema.check(db, file: name ?? database.path) }
        try Schema.migrator.migrate(database)
    }

    /// The device and inode of the file at `path`; nil when there is none (a store in memory).
    private static func identity(ofFile path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Refuses a change when the store's file was removed or replaced while this process had it open (a
    /// restore by hand under `hearth host`, a mistaken `rm`): the change would be written to the old file,
    /// which the next start no longer opens, and lost. Once the file is back in its place, changes go on.
    private func checkFileInPlace() throws {
        guard let openedFile else { return }
        guard let now = Self.identity(ofFile: database.path) else {
            throw Failure(.inputOutput, "the store \(database.path) was removed while in use: nothing was changed (put it back, or restart with another --store)",
                          wording: Wording(.storeFileGone))
        }
        guard now == openedFile else {
            throw Failure(.inputOutput, "the store \(database.path) was replaced by another file while in use: nothing was changed (restart to open the new file)",
                          wording: Wording(.storeFileReplaced))
        }
    }

    /// Opens the store at `path`, which must exist and be a Hearth store (`StoreFile`): any other file,
    /// another program's database or an empty file, is refused before SQLite opens it, and left as it
    /// was. Brings its tables up to date.
    public static func open(at path: String, clock: @escaping @Sendable () -> Date = Date.init) throws -> HouseholdStore {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Failure(.missingInput, "no store at \(path): make one with `hearth init --store \(path)` (or `hearth init --demo`)")
        }
        if isFolder.boolValue { throw Failure(.badData, "\(path) is a folder, not a Hearth store") }
        try StoreFile.checkBeforeOpening(path)
        return try open(path: path, clock: clock)
    }

    /// Makes a new, empty store at `path`; refuses to touch a file that is already there. The file is
    /// readable by its owner only, or by `group` too.
    public static func create(at path: String, group: String? = nil, clock: @escaping @Sendable () -> Date = Date.init) throws -> HouseholdStore {
        if FileManager.default.fileExists(atPath: path) || StoreFile.isSymbolicLink(path) {
            throw Failure(.cannotCreate, "\(path) already exists: hearth init never overwrites a file (choose another --store)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw Failure(.cannotCreate, "cannot create \(path): the folder \(folder) does not exist")
        }
        try StoreFile.createEmpty(path, group: group)
        do {
            return try open(path: path, clock: clock)
        } catch {
            unlink(path)  // the empty file made above, and nothing else
            throw error
        }
    }

    /// A store that lives in memory only (the demo household, tests).
    public static func inMemory(clock: @escaping @Sendable () -> Date = Date.init) throws -> HouseholdStore {
        try HouseholdStore(database: try DatabaseQueue(configuration: configuration), clock: clock)
    }

    private static func open(path: String, clock: @escaping @Sendable () -> Date) throws -> HouseholdStore {
        do {
            return try HouseholdStore(database: try DatabasePool(path: path, configuration: configuration), clock: clock)
        } catch let error as DatabaseError {
            if error.resultCode == .SQLITE_NOTADB {
                throw Failure(.badData, "\(path) is not a Hearth store (not an SQLite database)")
            }
            throw Failure(.inputOutput, "cannot open the store \(path): \(error.message ?? error.description)")
        }
    }

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Other programs and family members write to the same file: wait for them rather than fail.
        configuration.busyMode = .timeout(10)
        // SQLite's temporary files in memory, not in /var/tmp: with the change triggers (v16) a statement
        // touches more pages than the statement journal keeps in memory (64 KiB), so every insert of an
        // import wrote its journal to a file: 6 GB in 3 million writes for an import at N = 1000. The
        // journal of one statement is small; it is emptied when the statement ends.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        return configuration
    }

    /// Every command's read of the household: one transaction, after `StoredValueTypes` has found every
    /// number and yes-or-no column holding one, so no command shows, exports or writes back a value
    /// SQLite held as something else (text read as 0, 1.5 read as 1).
    func checkedRead<Value>(_ body: (Database) throws -> Value) throws -> Value {
        try namingTheFile {
            try database.read { db in
                try checkValueTypes(db)
                return try body(db)
            }
        }
    }

    /// Every command's change to the household: one transaction, refused before it changes anything
    /// when the store holds a value of the wrong type (a change would read it, and could write it back
    /// altered). The error names the row to mend.
    func checkedWrite<Value>(_ body: (Database) throws -> Value) throws -> Value {
        try checkFileInPlace()
        return try namingTheFile {
            let (value, before, revision) = try database.write { db in
                let before = try Self.revision(db)
                try checkValueTypes(db)
                return (try body(db), before, try Self.revision(db))
            }
            // Hearth's own change writes values of their types: the store it leaves is whole too. Noted
            // only once the transaction is committed; a failed commit leaves the store where it was.
            noteCheckedRevision(revision)
            Self.writes?.note(from: before, to: revision)
            return value
        }
    }

    /// `StoredValueTypes` over every table, unless the store is at the revision last found whole: every
    /// change raises the revision, whoever makes it (a trigger on each table).
    private func checkValueTypes(_ db: Database) throws {
        let revision = try Self.revision(db)
        guard !isCheckedRevision(revision) else { return }
        try StoredValueTypes.check(StoredValueTypes.all, db)
        noteCheckedRevision(revision)
    }

    /// Whether `StoredValueTypes` found every table whole at this revision, in this process.
    func isCheckedRevision(_ revision: Int) -> Bool {
        checkedRevision.withLock { $0 == revision }
    }

    /// Notes that every table was found whole (or written by Hearth itself) at this revision.
    func noteCheckedRevision(_ revision: Int) {
        checkedRevision.withLock { $0 = revision }
    }

    /// Runs `read`; a value in the store it cannot read (`StoredValueError`) is reported with the
    /// store's file first, so the person knows which file to mend. Other errors pass as they are.
    func namingTheFile<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch let error as StoredValueError {
            throw Failure(.badData, "\(database.path): \(error.message)")
        }
    }

    /// SQLite's own check of the file: "ok" when it is whole.
    public func integrityCheck() throws -> String {
        try database.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }

    /// Whether `text` is an ISO 8601 UTC time as `created` columns hold it, "2026-11-21T09:30:00Z" (with
    /// fractions of a second or without); imports check every row's. Foundation's parser also took
    /// "2026-02-30T10:00:00Z" (as 2 March) and times with an offset, which then sort wrongly as text.
    static func isTimestamp(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes.last == UInt8(ascii: "Z"), CalendarDay(iso: String(decoding: bytes[0..<10], as: UTF8.self)) != nil else { return false }
        func number(at start: Int) -> Int? {
            let digits = bytes[start..<start + 2]
            guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let hour = number(at: 11), hour < 24, let minute = number(at: 14), minute < 60,
              let second = number(at: 17), second < 60 else { return false }
        let fraction = bytes[19..<bytes.count - 1]
        return fraction.isEmpty || (fraction.count > 1 && fraction.first == UInt8(ascii: ".")
            && fraction.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    }

    /// What an import says of a `created` that is not a time.
    static func expectedTimestamp(found text: String) -> String {
        "expected an ISO 8601 time such as 2026-11-21T09:30:00Z, found \"\(text)\""
    }

    /// The current time as the ISO 8601 UTC text stored in `created` columns.
    /// With `precise`, to the millisecond: the recipes' "newest" order tells apart two added in one second.
    func timestamp(precise: Bool = false) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = precise ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: clock())
    }
}
