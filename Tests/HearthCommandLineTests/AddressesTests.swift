import Foundation
import GRDB
import HearthTestSupport
import Testing

/// Addresses that never move: a family's bookmarks, its web server's password rule, the phone's
/// home-screen icon and its calendar subscription keep working as families come and go, and when a
/// family gives its folder a short name.
@Suite struct AddressesTests {
    static func hearth(_ arguments: [String], in folder: TemporaryFolder) async throws -> CommandLineTests.Run {
        try await CommandLineTests.hearth(arguments, in: folder.url)
    }

    static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOf: folder.url.appending(path: path), encoding: .utf8)
    }

    @Test func aFamilysPagesStayWhereTheyAreWhenASecondFamilyComes() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        let riveras = try await Self.hearth(["family", "create", "The Riveras"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await Self.hearth(["member", "add", "Ana", "--manager"], in: folder).status == 0)
        #expect(try await Self.hearth(["build", "--date", "2026-11-21"], in: folder).status == 0)
        let groceries = "site/\(riveras)/groceries/index.html"
        let calendar = try Self.text(folder, "site/\(riveras)/chores.ics")
        #expect(try Self.text(folder, "site/index.html").contains("url=\(riveras)/"), "one family: the root sends the browser to its folder")

        #expect(try await Self.hearth(["family", "create", "The Okafors"], in: folder).status == 0)
        #expect(try await Self.hearth(["build", "--date", "2026-11-21"], in: folder).status == 0)
        #expect(try Self.text(folder, groceries).contains("The Riveras"), "the first family's pages did not move")
        #expect(try Self.text(folder, "site/\(riveras)/chores.ics") == calendar)
        #expect(!(try Self.text(folder, "site/index.html").contains("The Riveras")), "the root of two families names none")
    }

    @Test func aShortFolderNameLeavesRedirectsAndTheCalendarAtTheOldAddress() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        let id = try await Self.hearth(["family", "create", "The Riveras"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await Self.hearth(["member", "add", "Ana", "--manager"], in: folder).status == 0)
        #expect(try await Self.hearth(["chore", "set", "sweep", "--weekday", "monday", "--fatigue", "2"], in: folder).status == 0)
        #expect(try await Self.hearth(["build", "--date", "2026-11-21"], in: folder).status == 0)

        #expect(try await Self.hearth(["family", "set", "--folder", "Riveras"], in: folder).status == 0)
        let build = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder)
        #expect(build.errors.contains("The Riveras moved from \(id)/ to riveras/: redirect pages stay at the old addresses"), "\(build.errors)")
        #expect(try Self.text(folder, "site/riveras/groceries/index.html").contains("The Riveras"))
        let redirect = try Self.text(folder, "site/\(id)/groceries/index.html")
        #expect(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=../../riveras/groceries/index.html\">"), "\(redirect)")
        #expect(try Self.text(folder, "site/\(id)/chores.ics") == Self.text(folder, "site/riveras/chores.ics"), "a subscription keeps its feed")
        #expect(try Self.text(folder, "site/\(id)/chores.ics").contains("SUMMARY:Sweep"))

        // The redirects stay in later builds, which say nothing more of the move.
        #expect(try await Self.hearth(["grocery", "add", "Milk", "--as", "Ana"], in: folder).status == 0)
        let next = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder)
        #expect(!next.errors.contains("moved"), "\(next.errors)")
        #expect(try Self.text(folder, "site/\(id)/groceries/index.html").contains("url=../../riveras/groceries/"))
        #expect(try Self.text(folder, "site/\(id)/chores.ics") == Self.text(folder, "site/riveras/chores.ics"))
        // The folder name finds the family too.
        #expect(try await Self.hearth(["grocery", "list", "--family", "riveras"], in: folder).output.contains("Milk"))
    }

    @Test func aSiteBuiltWithTheFamilyAtItsRootKeepsItsOldAddressesAsRedirects() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        let id = try await Self.hearth(["family", "create", "The Riveras"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await Self.hearth(["family", "create", "The Okafors"], in: folder).status == 0)
        // The layout of a one-family site before families had folders: the dashboard at the root.
        #expect(try await Self.hearth(["build", "--family", "The Riveras", "--date", "2026-11-21"], in: folder).status == 0)
        #expect(try Self.text(folder, "site/chores/index.html").contains("The Riveras"))

        let build = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder)
        #expect(build.errors.contains("The Riveras moved from the site's root to \(id)/"), "\(build.errors)")
        #expect(try Self.text(folder, "site/chores/index.html").contains("url=../\(id)/chores/"))
        #expect(try Self.text(folder, "site/chores.ics").contains("BEGIN:VCALENDAR"))
    }

    @Test(arguments: [
        (["--folder", "my family"], "a folder name of 1 to 40 letters a to z, digits and \"-\""),
        (["--folder", "assets"], "a folder name other than"),
        (["--folder", "groceries"], "a folder name other than"),
        (["--folder=x-"], "(not first or last)"),
        (["--folder", "ABCDEFGHJKMN"], "not shaped like a family ID"),
    ])
    func folderNamesFollowTheirRule(arguments: [String], message: String) async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "F"], in: folder).status == 0)
        let run = try await Self.hearth(["family", "set"] + arguments, in: folder)
        #expect(run.status == 65)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    /// With one family, a build with --family (the family at the root) and one without (its folder)
    /// are different sites: neither is taken for "nothing changed".
    @Test func switchingBetweenTheRootAndTheFolderRebuilds() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        let id = try await Self.hearth(["family", "create", "Solo"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await Self.hearth(["build", "--date", "2026-11-21"], in: folder).status == 0)
        let root = try await Self.hearth(["build", "--family", "Solo", "--date", "2026-11-21"], in: folder)
        #expect(!root.errors.contains("Nothing changed"), "\(root.errors)")
        #expect(try Self.text(folder, "site/index.html").contains("Solo"), "the dashboard is at the root")
        let back = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder)
        #expect(!back.errors.contains("Nothing changed"), "\(back.errors)")
        #expect(try Self.text(folder, "site/\(id)/index.html").contains("Solo"))
    }

    /// A folder name that is another family's name would make --family mean two families: refused both ways.
    @Test func aFolderNameMayNotBeAnotherFamilysName() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "Alpha"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "okafors"], in: folder).status == 0)
        let set = try await Self.hearth(["family", "set", "--folder", "okafors", "--family", "Alpha"], in: folder)
        #expect(set.status == 65)
        #expect(set.errors.contains("another family is named \"okafors\""), "\(set.errors)")
        #expect(try await Self.hearth(["family", "set", "--folder", "alpha-home", "--family", "Alpha"], in: folder).status == 0)
        let create = try await Self.hearth(["family", "create", "Alpha-Home"], in: folder)
        #expect(create.status == 65)
        #expect(create.errors.contains("is the folder of another family"), "\(create.errors)")
    }

    /// Another program may give two families one folder: the build names both rows.
    @Test func twoFamiliesWithOneFolderFromAnotherProgramAreNamed() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "One"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "Two"], in: folder).status == 0)
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await database.write { db in try db.execute(sql: "UPDATE families SET folder = 'shared'") }
        try database.close()
        let build = try await Self.hearth(["build"], in: folder)
        #expect(build.status == 65)
        #expect(build.errors.contains("both have the folder \"shared\""), "\(build.errors)")
    }

    @Test func twoFamiliesCannotShareAFolder() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "One"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "create", "Two"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "set", "--folder", "home", "--family", "One"], in: folder).status == 0)
        let clash = try await Self.hearth(["family", "set", "--folder", "HOME", "--family", "Two"], in: folder)
        #expect(clash.status == 65)
        #expect(clash.errors.contains("--folder home: One already has that folder"), "\(clash.errors)")
        // The folder name survives an export and import.
        #expect(try await Self.hearth(["export", "--output", "b.json"], in: folder).status == 0)
        #expect(try Self.text(folder, "b.json").contains("\"folder\" : \"home\""))
    }
}
