import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import HearthTestSupport
import Testing

/// What the commands say: errors with sysexits statuses, help with an example for every command, and
/// the messages of inviting and joining.
@Suite struct CommandMessagesTests {
    static func hearth(_ arguments: [String], in folder: URL) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments, in: folder)
    }

    /// A theme designer's misspelt field is named, and the site is left as it was.
    @Test func checkTemplatesNamesAFieldThatNamesNothing() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "theme"), withIntermediateDirectories: true)
        let wishes = try String(contentsOf: HearthProcess.repository.appending(path: "templates/wishes.html.mustache"), encoding: .utf8)
        try Data((wishes + "{{page.wishs}}\n").utf8).write(to: folder.url.appending(path: "theme/wishes.html.mustache"))
        let run = try await Self.hearth(["build", "--demo", "--templates", "theme", "--check-templates"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errors.contains("wishes: {{page.wishs}} names nothing"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")), "the check builds no site of its own")
        let clean = try await Self.hearth(["build", "--demo", "--check-templates"], in: folder.url)
        #expect(clean.status == 0 && clean.errors.contains("every name the templates ask for names something"), "\(clean.errors)")
    }

    @Test func errorsSayWhatWasWrongAndExitWithSysexits() async throws {
        let folder = try TemporaryFolder()
        let noStore = try await Self.hearth(["family", "list"], in: folder.url)
        #expect(noStore.status == 66)
        #expect(noStore.errors.contains("no store at household.sqlite"))

        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        let again = try await Self.hearth(["init"], in: folder.url)
        #expect(again.status == 73)
        #expect(again.errors.contains("already exists"))

        let badDate = try await Self.hearth(["build", "--demo", "--date", "21/11/2026"], in: folder.url)
        #expect(badDate.status == 64)
        #expect(badDate.errors.contains("--date 21/11/2026: expected today, yesterday or a date as YYYY-MM-DD"))

        let badLanguage = try await Self.hearth(["family", "create", "X", "--language", "xx"], in: folder.url)
        #expect(badLanguage.status == 64)
        let tags = try CommandLineTests.languageTags().joined(separator: ", ")
        #expect(badLanguage.errors.contains("--language xx: expected one of \(tags)"), "\(badLanguage.errors)")

        try Data("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": 3}], \"members\": []}".utf8)
            .write(to: folder.url.appending(path: "bad.json"))
        let badImport = try await Self.hearth(["import", "bad.json"], in: folder.url)
        #expect(badImport.status == 65)
        #expect(badImport.errors.contains("bad.json: families[0].id: expected text"))

        let unknownOption = try await Self.hearth(["build", "--colour", "red"], in: folder.url)
        #expect(unknownOption.status == 64)

        // A member no one has is named by the option or argument that named them, not always by --as.
        #expect(try await Self.hearth(["family", "create", "The Parkers"], in: folder.url).status == 0)
        let noAssignee = try await Self.hearth(["chore", "set", "sweep", "--weekday", "monday", "--fatigue", "3", "--assignee", "Nobody"], in: folder.url)
        #expect(noAssignee.status == 65)
        #expect(noAssignee.errors.contains("--assignee Nobody: no member of The Parkers has that ID or name"), "\(noAssignee.errors)")
        let noMember = try await Self.hearth(["member", "qr", "Nobody"], in: folder.url)
        #expect(noMember.errors.contains("MEMBER Nobody: no member of The Parkers"), "\(noMember.errors)")

        try FileManager.default.createDirectory(at: folder.url.appending(path: "mine"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.url.appending(path: "mine/notes.txt"))
        let foreign = try await Self.hearth(["build", "--demo", "--output", "mine"], in: folder.url)
        #expect(foreign.status == 73)
        #expect(try String(contentsOf: folder.url.appending(path: "mine/notes.txt"), encoding: .utf8) == "keep")
    }

    @Test func everyCommandHasHelpWithAnExample() async throws {
        let folder = try TemporaryFolder()
        for command in [["init"], ["serve"], ["family", "create"], ["family", "list"], ["family", "rename"], ["family", "invite"],
                        ["family", "accept"], ["family", "decline"], ["family", "leave"], ["member", "add"], ["member", "list"],
                        ["member", "rename"], ["member", "qr"], ["location", "add"], ["location", "rename"], ["location", "move"],
                        ["location", "remove"], ["location", "list"], ["grocery", "add"], ["grocery", "edit"], ["grocery", "check"],
                        ["grocery", "uncheck"], ["grocery", "purchase"], ["grocery", "remove"], ["grocery", "list"],
                        ["car", "add"], ["car", "edit"], ["car", "remove"], ["car", "list"], ["family", "set"],
                        ["recipe", "add"], ["recipe", "edit"], ["recipe", "remove"], ["recipe", "list"], ["recipe", "scale"],
                        ["label", "add"], ["label", "remove"], ["label", "list"], ["chore", "set"], ["chore", "remove"],
                        ["chore", "list"], ["chore", "done"], ["chore", "undo"], ["wish", "add"], ["wish", "remove"], ["wish", "list"],
                        ["export"], ["import"], ["build"]] {
            let help = try await Self.hearth(command + ["--help"], in: folder.url)
            #expect(help.status == 0)
            #expect(help.output.contains("hearth " + command.joined(separator: " ")), "\(command) --help shows no example")
        }
    }

    @Test func aMemberIsInvitedByTheCodeOnTheirCardAndTheirQRCodeShowsInTheTerminal() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let qr = try await Self.hearth(["member", "qr", "阿嬤", "--family", "林家", "--png", "grandma.png"], in: folder.url)
        #expect(qr.status == 0)
        #expect(qr.output.contains("█") && qr.output.contains("▀"), "half blocks on standard output")
        #expect(qr.errors.contains("阿嬤 · RKWG6BN3JNFX"))
        #expect(FileManager.default.fileExists(atPath: folder.path("grandma.png")))

        let invite = try await Self.hearth(["family", "invite", "https://home.example/join?member=RKWG6BN3JNFX", "--family", "The Riveras", "--as", "Ana"], in: folder.url)
        #expect(invite.status == 65, "the demo already invited her: \(invite.errors)")
        #expect(invite.errors.contains("already invited into The Riveras"))
        let yourself = try await Self.hearth(["family", "invite", "SB2NHJCBUKK8", "--family", "The Riveras", "--as", "Ana"], in: folder.url)
        #expect(yourself.status == 65)
        #expect(yourself.errors.contains("you cannot invite yourself"))

        let accept = try await Self.hearth(["family", "accept", "--member", "RKWG6BN3JNFX"], in: folder.url)
        #expect(accept.status == 0)
        #expect(accept.errors.contains("阿嬤 joined The Riveras; their 3 chores in 林家 are now not assigned"), "\(accept.errors)")
        let members = try await Self.hearth(["member", "list", "--family", "The Riveras"], in: folder.url)
        #expect(members.output.contains("RKWG6BN3JNFX"))
        let leave = try await Self.hearth(["family", "leave", "--member", "RKWG6BN3JNFX"], in: folder.url)
        #expect(leave.errors.contains("阿嬤 is back in 林家."))

        let badURL = try await Self.hearth(["build", "--demo", "--join-url", "https://home.example/join"], in: folder.url)
        #expect(badURL.status == 65)
        #expect(badURL.errors.contains("--join-url: expected a URL with {id}"))
    }
}
