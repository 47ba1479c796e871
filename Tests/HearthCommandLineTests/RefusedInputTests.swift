import Foundation
import HearthTestSupport
import Testing

/// Input that Hearth once changed without a word, or answered with a confusing message, is refused with
/// its place and what was expected, and changes nothing.
@Suite struct RefusedInputTests {
    static func hearth(_ arguments: [String], in folder: URL) async throws -> CommandLineTests.Run {
        try await CommandLineTests.hearth(arguments, in: folder)
    }

    static func demoFolder() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        #expect(try await hearth(["init", "--demo"], in: folder.url).status == 0)
        return folder
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedNotStoredAsReplacementCharacters() async throws {
        let folder = try await Self.demoFolder()
        // A Latin-1 terminal sends "Café" as 43 61 66 E9; Process takes only Strings, so a shell sends it.
        let run = try await CommandLineTests.hearth(["-c", #""$0" member add "$(printf 'Caf\351')" --family "The Riveras""#, CommandLineTests.binary.path],
                                              in: folder.url, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 65)
        #expect(run.errors.contains("argument 3") && run.errors.contains("is not UTF-8 text"), "\(run.errors)")
        #expect(!(try await Self.hearth(["member", "list"], in: folder.url).output.contains("Caf")))
    }

    @Test func aKeyGivenTwiceInAnImportIsRefused() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        let document = #"{"format": "hearth-household", "version": 1, "families": [{"id": "UHRJRTN8ZW2A", "name": "Evil", "n\u0061me": "The Riveras", "language": "en", "created": "2026-11-01T10:00:00Z"}], "members": []}"#
        try Data(document.utf8).write(to: folder.url.appending(path: "twice.json"))
        let run = try await Self.hearth(["import", "twice.json"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errors.contains("twice.json: families[0].name: this key is given twice in one object"), "\(run.errors)")
        #expect(try await Self.hearth(["family", "list"], in: folder.url).output.isEmpty)

        #expect(try await Self.hearth(["family", "create", "F"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["member", "add", "Ana"], in: folder.url).status == 0)
        let archive = #"[{"id": "L", "name": "Dairy", "visitationOrder": 1, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": [{"id": "M", "name": "Milk", "name": "Beer", "onList": true, "isAvailable": true, "quantity": 1}]}]"#
        try Data(archive.utf8).write(to: folder.url.appending(path: "archive.json"))
        let archived = try await Self.hearth(["import", "archive.json", "--as", "Ana"], in: folder.url)
        #expect(archived.status == 65)
        #expect(archived.errors.contains("archive.json: [0].items[0].name: this key is given twice"), "\(archived.errors)")
    }

    /// An archive's item of a name the family has is that item: changing it is an edit, which only its
    /// adder may make; and an archive's locations may not differ only in letter case.
    @Test func anArchiveChangesOnlyWhatTheImporterMayEdit() async throws {
        let folder = try await Self.demoFolder()
        let archive = #"[{"id": "L9", "name": "Pantry", "visitationOrder": 1, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": [{"id": "I9", "name": "AVOCADOS", "onList": false, "isAvailable": false, "quantity": 7}]}]"#
        try Data(archive.utf8).write(to: folder.url.appending(path: "b.json"))
        let before = try await Self.hearth(["export"], in: folder.url).output
        let refused = try await Self.hearth(["import", "b.json", "--as", "Leo", "--family", "The Riveras"], in: folder.url)
        #expect(refused.status == 77)
        #expect(refused.errors.contains("b.json: [0].items[0]: only Ana, who added \"Avocados\", may change it"), "\(refused.errors)")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before, "nothing changed")
        #expect(try await Self.hearth(["import", "b.json", "--as", "Ana", "--family", "The Riveras"], in: folder.url).status == 0)
        // The same archive again changes no name, quantity or location: anyone may import it.
        let again = try await Self.hearth(["import", "b.json", "--as", "Leo", "--family", "The Riveras"], in: folder.url)
        #expect(again.status == 0, "\(again.errors)")

        let sameID = #"[{"id": "A", "name": "Deli", "visitationOrder": 1, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": []}, {"id": "A", "name": "Bakery", "visitationOrder": 2, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": []}]"#
        try Data(sameID.utf8).write(to: folder.url.appending(path: "same.json"))
        let listedTwice = try await Self.hearth(["import", "same.json", "--family", "The Riveras"], in: folder.url)
        #expect(listedTwice.status == 65)
        #expect(listedTwice.errors.contains("same.json: [1].id: the location A is listed twice (first at [0])"), "\(listedTwice.errors)")

        let twins = #"[{"id": "A", "name": "Dairy", "visitationOrder": 1, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": []}, {"id": "B", "name": "dairy", "visitationOrder": 2, "red": 0, "green": 0, "blue": 0, "opacity": 1, "items": []}]"#
        try Data(twins.utf8).write(to: folder.url.appending(path: "twins.json"))
        let twice = try await Self.hearth(["import", "twins.json", "--family", "The Riveras"], in: folder.url)
        #expect(twice.status == 65)
        #expect(twice.errors.contains("twins.json: [1].name: the archive lists the location \"Dairy\" twice (first at [0])"), "\(twice.errors)")
    }

    @Test func archiveColoursOutsideZeroToOneAreRefusedNotClamped() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "create", "F"], in: folder.url).status == 0)
        let archive = #"[{"id": "L", "name": "Dairy", "visitationOrder": 1, "red": -3, "green": 0, "blue": 0, "opacity": 1, "items": []}]"#
        try Data(archive.utf8).write(to: folder.url.appending(path: "archive.json"))
        let run = try await Self.hearth(["import", "archive.json"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errors.contains("archive.json: [0].red: expected a number from 0 to 1, found -3.0"), "\(run.errors)")
        #expect(!(try await Self.hearth(["location", "list"], in: folder.url).output.contains("Dairy")))
    }

    @Test func recipeFilesWithAKeyTwiceAreRefusedAndWindowsLineEndsRead() async throws {
        let folder = try await Self.demoFolder()
        let twice = "---\nname: Soup\nname: Stew\ntype: Dinner\nservings: 4\ningredients:\n- 1 onion\n---\nCook.\n"
        try Data(twice.utf8).write(to: folder.url.appending(path: "twice.md"))
        let run = try await Self.hearth(["recipe", "add", "--file", "twice.md", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errors.contains("twice.md:3: name: expected each key once, but name is also on line 2"), "\(run.errors)")

        let windows = "---\r\nname: Windows Soup\r\ntype: Dinner\r\nservings: 4\r\ningredients:\r\n- 1 onion\r\n---\r\nCook.\r\n"
        try Data(windows.utf8).write(to: folder.url.appending(path: "windows.md"))
        #expect(try await Self.hearth(["recipe", "add", "--file", "windows.md", "--as", "Ana", "--family", "The Riveras"], in: folder.url).status == 0)
        let scaled = try await Self.hearth(["recipe", "scale", "Windows Soup", "--servings", "8", "--family", "The Riveras"], in: folder.url)
        #expect(scaled.output.contains("2 onions"), "\(scaled.output)")
    }

    @Test(arguments: [
        (["location", "add", "Deli", "--color", "#-12345"], "--color #-12345: expected #RRGGBB"),
        (["member", "add", "\u{200B}\u{200B}"], "a name with a visible character"),
        (["member", "add", "Ana\u{2028}Bea"], "no line or paragraph separators (found U+2028)"),
        (["grocery", "add", "Milk", "--quantity", "-1", "--as", "Ana"], "--quantity: expected a whole number from 1 to 99, or an amount and its unit such as 500 g, 1.5 kg, ½ dozen or 2 packs, not \"-1\""),
    ])
    func valuesAreRefusedWithWhatWasExpected(arguments: [String], message: String) async throws {
        let folder = try await Self.demoFolder()
        let run = try await Self.hearth(arguments + ["--family", "The Riveras"], in: folder.url)
        #expect(run.status == 65 || run.status == 64)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test func aLongArgumentIsCutShortInTheMessage() async throws {
        let folder = try await Self.demoFolder()
        let run = try await Self.hearth(["grocery", "check", String(repeating: "a", count: 100_000), "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(run.status != 0)
        #expect(run.errors.count < 1_000, "\(run.errors.count) characters")
        #expect(run.errors.contains("(100000 characters)"), "\(run.errors)")
    }

    @Test func aBusyPortIsFoundBeforeTheBuild() async throws {
        let folder = try TemporaryFolder()
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        listen(socket, 1)
        var bound = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        let port = Int(UInt16(bigEndian: bound.sin_port))
        let run = try await Self.hearth(["serve", "--demo", "--port", String(port)], in: folder.url)
        #expect(run.status == 73)
        #expect(run.errors.contains("cannot listen on 127.0.0.1:\(port): Address already in use (is another server using the port?"), "\(run.errors)")
        #expect(!run.errors.contains("))") && !run.errors.contains("errno"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")), "nothing was built")
    }

    @Test func aTemplatesFolderThatIsNoThemeIsRefusedRatherThanReadWhole() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("theme/assets"), withIntermediateDirectories: true)
        for number in 0...2_000 { FileManager.default.createFile(atPath: folder.path("theme/assets/f\(number).css"), contents: Data()) }
        // Files outside a theme's folders are not read at all.
        try FileManager.default.createDirectory(atPath: folder.path("theme/notes"), withIntermediateDirectories: true)
        let run = try await Self.hearth(["build", "--demo", "--templates", "theme"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errors.contains("holds more than 2000 files where a theme's files go (assets/): is it a theme folder?"), "\(run.errors)")
    }
}
