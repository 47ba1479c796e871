import Foundation
import GRDB
import HearthTestSupport
import Testing

/// What a careless or hostile command line must never do: lose the store, replace a file Hearth did not
/// write, change another program's database, or leave files that lock the store's owner out.
@Suite struct NothingLostTests {
    typealias Run = CommandLineTests.Run

    static func hearth(_ arguments: [String], in folder: URL) async throws -> Run {
        try await CommandLineTests.hearth(arguments, in: folder)
    }

    /// Runs `hearth` as the unprivileged user nobody (setpriv), as another user of a shared machine
    /// would; nil when the tests do not run as root and cannot.
    /// Made once for every test of the run (a Swift static is set up once, whichever test comes first).
    static let nobodysCopy: URL? = {
        let copy = FileManager.default.temporaryDirectory.appending(path: "hearth-nobody-\(getpid())")
        try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        guard (try? FileManager.default.copyItem(at: CommandLineTests.binary, to: copy.appending(path: "hearth"))) != nil else { return nil }
        return copy
    }()

    /// The binary is copied to a folder anyone may enter first: the build folder may lie under one that
    /// only root may (/root in CI).
    static func hearthAsNobody(_ arguments: [String], in folder: URL) async throws -> Run? {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        let copy = try #require(nobodysCopy, "the binary was copied for nobody")
        let run = { (arguments: [String]) async throws in
            try await CommandLineTests.hearth(["--reuid=65534", "--regid=65534", "--clear-groups", copy.appending(path: "hearth").path] + arguments,
                                        in: folder, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
        }
        let version = try await run(["--version"])
        try #require(version.status == 0, "hearth runs as nobody: \(version.errors)")
        return try await run(arguments)
    }

    @Test func aBuildNeverReplacesAnOutputHoldingTheStoreTheTemplatesOrTheFolderItRunsIn() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["build", "--output", "site"], in: folder.url).status == 0)
        try FileManager.default.moveItem(atPath: folder.path("household.sqlite"), toPath: folder.path("site/household.sqlite"))
        let store = try await Self.hearth(["export", "--store", "site/household.sqlite"], in: folder.url).output

        let inside = try await Self.hearth(["build", "--store", "site/household.sqlite", "--output", "site"], in: folder.url)
        #expect(inside.status == 73)
        #expect(inside.errors.contains("/site/household.sqlite, which the build reads"), "\(inside.errors)")
        #expect(inside.errors.contains("a build replaces the whole folder, so choose an output folder outside it"), "\(inside.errors)")
        // Written another way: through a link to the folder, and as "." from inside it.
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "site")
        #expect(try await Self.hearth(["build", "--store", "site/household.sqlite", "--output", "link"], in: folder.url).status == 73)
        let here = try await Self.hearth(["build", "--store", "household.sqlite", "--output", "."], in: folder.url.appending(path: "site"))
        #expect(here.status == 73)
        #expect(try await Self.hearth(["export", "--store", "site/household.sqlite"], in: folder.url).output == store)
        #expect(!FileManager.default.fileExists(atPath: folder.path(".site.hearth-spare")), "nothing was swapped")

        // The templates folder may neither be inside the output nor hold it.
        try FileManager.default.createDirectory(atPath: folder.path("theme/site"), withIntermediateDirectories: true)
        #expect(try await Self.hearth(["build", "--demo", "--templates", "site", "--output", "site"], in: folder.url).status == 73)
        let under = try await Self.hearth(["build", "--demo", "--templates", "theme", "--output", "theme/site"], in: folder.url)
        #expect(under.status == 73)
        #expect(under.errors.contains("/theme, which the build reads: choose an output folder outside it"), "\(under.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("theme/.site.hearth-lock")), "a refused build leaves no lock file")
    }

    @Test func anOutputTheUserCannotReadIsNeverSwappedAway() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.url.path)
        try FileManager.default.createDirectory(atPath: folder.path("secret"), withIntermediateDirectories: false)
        try Data("private\n".utf8).write(to: folder.url.appending(path: "secret/diary.txt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path("secret"))
        guard let run = try await Self.hearthAsNobody(["build", "--demo", "--output", "secret"], in: folder.url) else { return }
        #expect(run.status == 73)
        #expect(run.errors.contains("is a folder Hearth cannot read"), "\(run.errors)")
        #expect(try String(contentsOfFile: folder.path("secret/diary.txt"), encoding: .utf8) == "private\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["secret"], "nothing beside it, no lock file")
    }

    @Test func aUserWhoMayNotWriteTheStoreLeavesNoFilesBesideIt() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.url.path)
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.path("household.sqlite"))
        guard let run = try await Self.hearthAsNobody(["grocery", "list", "--family", "The Riveras"], in: folder.url) else { return }
        #expect(run.status == 77)
        #expect(run.errors.contains("you may not write household.sqlite"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["household.sqlite"])
        // The owner's next write works.
        #expect(try await Self.hearth(["grocery", "check", "Milk", "--as", "Ana", "--family", "The Riveras"], in: folder.url).status == 0)
    }

    @Test func onlyAHearthStoreIsOpenedAndAnythingElseIsLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        let notes = try DatabaseQueue(path: folder.path("notes.db"))
        // In WAL mode, as many programs keep theirs: even looking must leave no -wal or -shm beside it.
        try await notes.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('milk')") }
        _ = try await notes.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
        try notes.close()
        let before = try Data(contentsOf: folder.url.appending(path: "notes.db"))
        for command in [["family", "list"], ["grocery", "list"], ["export"], ["build"]] {
            let run = try await Self.hearth(command + ["--store", "notes.db"], in: folder.url)
            #expect(run.status == 65, "\(command)")
            #expect(run.errors.contains("notes.db is an SQLite database without Hearth's tables, not a Hearth store"), "\(run.errors)")
        }
        #expect(try Data(contentsOf: folder.url.appending(path: "notes.db")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.db"], "no -wal, -shm or site")

        FileManager.default.createFile(atPath: folder.path("empty.db"), contents: Data())
        let empty = try await Self.hearth(["family", "list", "--store", "empty.db"], in: folder.url)
        #expect(empty.status == 65)
        #expect(empty.errors.contains("empty.db is an empty file, not a Hearth store"), "\(empty.errors)")
        #expect(try Data(contentsOf: folder.url.appending(path: "empty.db")).isEmpty)

        // A store Hearth made carries its application ID, and opens.
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        let header = try Data(contentsOf: folder.url.appending(path: "household.sqlite"))
        #expect(Array(header[68..<72]) == Array("HRTH".utf8))
        #expect(try await Self.hearth(["family", "list"], in: folder.url).status == 0)
    }

    @Test func newStoresAndExportsAreReadableByTheirOwnerOnly() async throws {
        let folder = try TemporaryFolder()
        let previous = umask(0o022)
        defer { umask(previous) }
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["export", "--output", "backup.json"], in: folder.url).status == 0)
        #expect(try Self.permissions(folder.path("household.sqlite")) == 0o600)
        #expect(try Self.permissions(folder.path("backup.json")) == 0o600)
        // With --group, the group may read and write too.
        #expect(try await Self.hearth(["init", "--store", "shared.sqlite", "--group", "0"], in: folder.url).status == 0)
        #expect(try Self.permissions(folder.path("shared.sqlite")) == 0o660)
        let unknown = try await Self.hearth(["init", "--store", "other.sqlite", "--group", "no-such-group-here"], in: folder.url)
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("--group no-such-group-here: no such group"), "\(unknown.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("other.sqlite")))
    }

    static func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func exportAndQRCodesNeverWriteOverTheStoreOrAFileOfAnotherKind() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let store = try await Self.hearth(["export"], in: folder.url).output
        for arguments in [["export", "--output", "household.sqlite"], ["export", "--output", "household.sqlite", "--force"],
                          ["member", "qr", "Ana", "--family", "The Riveras", "--png", "household.sqlite", "--force"]] {
            let run = try await Self.hearth(arguments, in: folder.url)
            #expect(run.status == 73, "\(arguments)")
            #expect(run.errors.contains("household.sqlite is the store household.sqlite: Hearth never writes over it"), "\(run.errors)")
        }
        #expect(try await Self.hearth(["export"], in: folder.url).output == store)

        try Data("my notes\n".utf8).write(to: folder.url.appending(path: "notes.txt"))
        let notes = try await Self.hearth(["export", "--output", "notes.txt"], in: folder.url)
        #expect(notes.status == 73)
        #expect(notes.errors.contains("notes.txt already exists and is not a Hearth export"), "\(notes.errors)")
        let picture = try await Self.hearth(["member", "qr", "Ana", "--family", "The Riveras", "--png", "notes.txt"], in: folder.url)
        #expect(picture.status == 73)
        #expect(picture.errors.contains("notes.txt already exists and is not a PNG picture"), "\(picture.errors)")
        #expect(try String(contentsOfFile: folder.path("notes.txt"), encoding: .utf8) == "my notes\n")
        #expect(try await Self.hearth(["export", "--output", "notes.txt", "--force"], in: folder.url).status == 0)

        // An export is written over by the next export; a link to it stays a link and leads to the new one.
        #expect(try await Self.hearth(["export", "--output", "backup.json"], in: folder.url).status == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("latest.json"), withDestinationPath: "backup.json")
        #expect(try await Self.hearth(["grocery", "add", "Saffron", "--as", "Ana", "--family", "The Riveras"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["export", "--output", "latest.json"], in: folder.url).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("latest.json")) == "backup.json")
        #expect(try String(contentsOfFile: folder.path("backup.json"), encoding: .utf8).contains("Saffron"))

        // A folder is named as one, not "NSCocoaErrorDomain error 512".
        let intoFolder = try await Self.hearth(["export", "--output", folder.url.path], in: folder.url)
        #expect(intoFolder.status == 73)
        #expect(intoFolder.errors.contains("is a folder: give a file name"), "\(intoFolder.errors)")
    }

    @Test func devicesAndFIFOsAreWrittenThroughAndAFailedWriteIsAnError() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let full = try await Self.hearth(["export", "--output", "/dev/full"], in: folder.url)
        #expect(full.status == 74)
        #expect(full.errors.contains("cannot write /dev/full: No space left on device"), "\(full.errors)")
        #expect(!full.errors.contains("Exported"))
        #expect(try await Self.hearth(["export", "--output", "/dev/null"], in: folder.url).status == 0)
        for device in ["/dev/full", "/dev/null"] {
            let type = try FileManager.default.attributesOfItem(atPath: device)[.type] as? FileAttributeType
            #expect(type == .typeCharacterSpecial, "\(device) is still a device")
        }

        #expect(mkfifo(folder.path("pipe"), 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [folder.path("pipe")]
        let received = Pipe()
        reader.standardOutput = received
        try reader.run()
        #expect(try await Self.hearth(["export", "--output", "pipe"], in: folder.url).status == 0)
        let bytes = received.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"hearth-household\""), "the reader got the export")
        var status = stat()
        #expect(lstat(folder.path("pipe"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still one")
    }
}
