import Foundation
import GRDB
import HearthTestSupport
import Testing

/// A store file that brings SQL of its own (issue 63): SQLite runs any trigger a file holds at every
/// change, so a backup with an added trigger that put a member's old password hash back restored
/// "verified", and every later password change was undone. Hearth opens, restores and backs up only a
/// store holding the SQL its own migrations make, and names the object it found.
@Suite struct HostileStoreTests {
    typealias Run = CommandLineTests.Run

    static func hearth(_ arguments: [String], in folder: URL) async throws -> Run {
        try await CommandLineTests.hearth(arguments, in: folder, timeout: 60)
    }

    /// Ana's password is put back whenever it changes.
    static let keepsTheOldHash = """
        CREATE TRIGGER keep_old_hash AFTER UPDATE ON member_passwords
        BEGIN UPDATE member_passwords SET bcrypt_hash = OLD.bcrypt_hash WHERE member_id = NEW.member_id; END
        """

    /// A demo store at `name` in `folder`, with `sql` run on it as another program would.
    static func store(_ name: String, in folder: TemporaryFolder, sql: String? = nil) async throws {
        #expect(try await hearth(["init", "--demo", "--store", name], in: folder.url).status == 0)
        guard let sql else { return }
        let database = try DatabaseQueue(path: folder.path(name))
        try await database.write { db in try db.execute(sql: sql) }
        try database.close()
    }

    static func files(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func aBackupWithATriggerOfItsOwnIsRefusedByRestoreEvenWithForceAndNothingMoves() async throws {
        let folder = try TemporaryFolder()
        try await Self.store("household.sqlite", in: folder)
        try await Self.store("hostile.sqlite", in: folder, sql: Self.keepsTheOldHash)
        let before = try await Self.hearth(["export"], in: folder.url).output
        let filesBefore = try Self.files(in: folder)
        for force in [[], ["--force"]] {
            let restore = try await Self.hearth(["restore", "hostile.sqlite"] + force, in: folder.url)
            #expect(restore.status == 65, "\(force): \(restore.errors)")
            #expect(restore.errors.contains("hostile.sqlite holds a trigger \"keep_old_hash\" that Hearth's migrations do not make"), "\(restore.errors)")
            #expect(restore.errors.contains("nothing was changed"), "\(restore.errors)")
        }
        #expect(try Self.files(in: folder) == filesBefore, "no .before-restore copy, nothing left beside the store")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before)
    }

    @Test func oneOfHearthsOwnTriggersWithAnotherBodyCountsAsForeign() async throws {
        let folder = try TemporaryFolder()
        // The revision trigger of the passwords' table, made to put the old hash back as well.
        try await Self.store("household.sqlite", in: folder, sql: """
            DROP TRIGGER IF EXISTS members_update_revision;
            CREATE TRIGGER members_update_revision AFTER UPDATE ON members
            BEGIN UPDATE store_revision SET revision = revision + 1 WHERE id = 1; DELETE FROM sessions; END
            """)
        let list = try await Self.hearth(["family", "list"], in: folder.url)
        #expect(list.status == 65)
        #expect(list.errors.contains("household.sqlite holds Hearth's trigger \"members_update_revision\" with another definition than Hearth's migrations give it"),
                "\(list.errors)")
    }

    @Test func aStoreWithSQLOfAnothersIsNeitherOpenedNorBackedUpNorHosted() async throws {
        let folder = try TemporaryFolder()
        try await Self.store("household.sqlite", in: folder, sql: Self.keepsTheOldHash + "; CREATE VIEW everyone AS SELECT * FROM members")
        for command in [["family", "list"], ["backup"], ["member", "password", "Ana", "--family", "The Riveras"], ["build", "--output", "site"]] {
            let run = try await Self.hearth(command, in: folder.url)
            #expect(run.status == 65, "\(command): \(run.errors)")
            // The first of them by name, then the next once the first is gone.
            #expect(run.errors.contains("household.sqlite holds a view \"everyone\" that Hearth's migrations do not make"), "\(command): \(run.errors)")
        }
        #expect(try Self.files(in: folder) == ["household.sqlite"], "no backups folder, no site")

        let host = try await Self.hearth(["host", "--port", "0"], in: folder.url)
        #expect(host.status == 65, "\(host.errors)")
        #expect(host.errors.contains("holds a view \"everyone\""), "\(host.errors)")

        // Once the owner removed both, the store opens as before.
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await database.write { db in try db.execute(sql: "DROP VIEW everyone") }
        try database.close()
        let next = try await Self.hearth(["family", "list"], in: folder.url)
        #expect(next.errors.contains("holds a trigger \"keep_old_hash\""), "\(next.errors)")
        try await DatabaseQueue(path: folder.path("household.sqlite")).write { db in try db.execute(sql: "DROP TRIGGER keep_old_hash") }
        #expect(try await Self.hearth(["family", "list"], in: folder.url).status == 0)
    }

    /// Litestream, which docs/hosting.md runs beside the host, adds two tables of its own to the store it
    /// replicates: as it makes them they are taken; another table of that name is not.
    @Test func litestreamsOwnTablesAreTakenAsItMakesThem() async throws {
        let folder = try TemporaryFolder()
        try await Self.store("household.sqlite", in: folder, sql: """
            CREATE TABLE _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER); CREATE TABLE _litestream_lock (id INTEGER)
            """)
        #expect(try await Self.hearth(["family", "list"], in: folder.url).status == 0)
        try await DatabaseQueue(path: folder.path("household.sqlite")).write { db in
            try db.execute(sql: "DROP TABLE _litestream_lock; CREATE TABLE _litestream_lock (id INTEGER, hash TEXT)")
        }
        let other = try await Self.hearth(["family", "list"], in: folder.url)
        #expect(other.status == 65 && other.errors.contains("holds a table \"_litestream_lock\""), "\(other.errors)")
    }

    @Test func anotherProgramsDatabaseIsRefusedByRestoreBeforeAnythingMoves() async throws {
        let folder = try TemporaryFolder()
        try await Self.store("household.sqlite", in: folder)
        let notes = try DatabaseQueue(path: folder.path("notes.db"))
        try await notes.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('milk')") }
        try notes.close()
        let before = try await Self.hearth(["export"], in: folder.url).output
        let filesBefore = try Self.files(in: folder)
        let restore = try await Self.hearth(["restore", "notes.db", "--force"], in: folder.url)
        #expect(restore.status == 65)
        #expect(restore.errors.contains("notes.db is an SQLite database without Hearth's tables, not a Hearth store"), "\(restore.errors)")
        #expect(!restore.errors.contains("Restored"))
        #expect(try Self.files(in: folder) == filesBefore, "no .before-restore copy")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before, "the household is as it was, and opens")

        // Neither a folder nor an empty file is read as something it is not (a folder gave Foundation's
        // error and exit 1; an empty file was "not valid JSON").
        try FileManager.default.createDirectory(atPath: folder.path("copies"), withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: folder.path("empty.sqlite"), contents: Data())
        for (file, what) in [("copies", "is a folder"), ("empty.sqlite", "is an empty file")] {
            let refused = try await Self.hearth(["restore", file, "--force"], in: folder.url)
            #expect(refused.status == 65 && refused.errors.contains("\(file) \(what), not a backup (a store file) or an export (JSON)"), "\(refused.errors)")
        }
        #expect(try await Self.hearth(["export"], in: folder.url).output == before)
    }

    @Test func aBackupHearthMadeStillRestores() async throws {
        let folder = try TemporaryFolder()
        try await Self.store("household.sqlite", in: folder)
        #expect(try await Self.hearth(["backup", "--to", "copies"], in: folder.url).status == 0)
        let copy = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path("copies")).first)
        let restore = try await Self.hearth(["restore", "copies/" + copy, "--force"], in: folder.url)
        #expect(restore.status == 0, "\(restore.errors)")
        #expect(restore.errors.contains("Restored household.sqlite"), "\(restore.errors)")
        // A second restore keeps the store it replaces too, beside the first one's, and says how many there are.
        let again = try await Self.hearth(["restore", "copies/" + copy, "--force"], in: folder.url)
        #expect(again.status == 0 && again.errors.contains("2 stores replaced by restores are kept beside household.sqlite"), "\(again.output)\(again.errors)")
        #expect(try Self.files(in: folder).filter { $0.hasPrefix("household.sqlite.before-restore-") }.count == 2)
    }
}
