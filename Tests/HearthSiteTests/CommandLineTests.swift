import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import HearthTestSupport
import Testing

/// Runs the built `hearth` binary as a person or a script would, and checks what they would see:
/// standard output, standard error and the exit status.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `hearth` built beside this test bundle.
    static let binary: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appending(path: "hearth").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appending(path: "hearth")
    }()

    /// Runs `hearth` to its end; one still running after `timeout` seconds (a command that should have
    /// stopped, such as `serve` after a failed build) is killed, and its status is SIGKILL's.
    static func hearth(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 120,
                       executable: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "HEARTH_STORE" }.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { process.terminate(); kill(process.processIdentifier, SIGKILL) } }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    /// A store another program wrote with text where a number belongs: the build names the file, the
    /// row and the column, exits 65 (bad data) and leaves the site it built before as it was.
    @Test func aWrongValueInTheStoreFailsTheBuildAndKeepsTheSite() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try Self.hearth(["build", "--date", "2026-11-21"], in: folder.url).status == 0)
        let page = folder.url.appending(path: "site/index.html")
        let before = try Data(contentsOf: page)

        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try database.write { db in
            try db.execute(sql: "UPDATE cars SET year = 'abc' WHERE rowid = (SELECT min(rowid) FROM cars)")
        }
        try database.close()
        let build = try Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 65)
        #expect(build.errors.contains("household.sqlite: cars row "), "\(build.errors)")
        #expect(build.errors.contains(": year holds the text 'abc'; expected a whole number"), "\(build.errors)")
        #expect(try Data(contentsOf: page) == before)

        // What the error quotes from the store reaches the terminal without its control characters.
        let escape = try DatabaseQueue(path: folder.path("household.sqlite"))
        try escape.write { db in
            try db.execute(sql: "UPDATE cars SET year = 'x' || char(27) || '[2J' WHERE typeof(year) = 'text'")
        }
        try escape.close()
        let cleared = try Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(cleared.status == 65)
        #expect(!cleared.errors.contains("\u{1B}"), "no escape character on the terminal")
        #expect(cleared.errors.contains(#"year holds the text 'x\u{1B}[2J'"#), "\(cleared.errors)")
    }

    /// A car image's ID names its file in the site. One written by another program as a path
    /// ("../../../escaped") must not put a file outside the output folder: the build refuses the row.
    @Test func aCarImageWhoseIDIsAPathFailsTheBuildAndWritesNothingOutside() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try database.write { db in
            let image = try #require(try Row.fetchOne(db, sql: "SELECT format, width, height, data FROM car_images"))
            try db.execute(sql: "INSERT INTO car_images (id, format, width, height, data) VALUES ('../../../escaped', ?, ?, ?, ?)",
                           arguments: [image["format"], image["width"], image["height"], image["data"]])
            try db.execute(sql: "UPDATE cars SET image_id = '../../../escaped' WHERE image_id IS NOT NULL")
        }
        try database.close()
        let build = try Self.hearth(["build", "--output", "out/site", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 65)
        #expect(build.errors.contains(#"car_images row ../../../escaped: expected id "#), "\(build.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("escaped.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/escaped.png")))
    }

    /// `family set` with one bad value saves none of the others: the command is one transaction.
    @Test func familySetWithABadValueChangesNothing() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try Self.hearth(["export"], in: folder.url).output
        let set = try Self.hearth(["family", "set", "--language", "zh-Hant", "--decimal-mark", ",", "--currency", "XX",
                                   "--family", "The Riveras"], in: folder.url)
        #expect(set.status == 65)
        #expect(set.errors.contains("--currency"), "\(set.errors)")
        #expect(try Self.hearth(["export"], in: folder.url).output == before)
        #expect(try Self.hearth(["family", "list"], in: folder.url).output.contains("UHRJRTN8ZW2A  en "))
    }

    /// A VIN given as an argument is named as one, not as --vin; an image both given and taken away is refused.
    @Test func carEditNamesItsArgumentsInItsErrors() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let badVIN = try Self.hearth(["car", "edit", "NOPE", "--price", "5", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(badVIN.status == 65)
        #expect(badVIN.errors.contains("VIN: expected 17 characters"), "\(badVIN.errors)")
        #expect(!badVIN.errors.contains("--vin"))
        let both = try Self.hearth(["car", "edit", "1HGCM82633A004352", "--image", "x.png", "--no-image", "--as", "Ana",
                                    "--family", "The Riveras"], in: folder.url)
        #expect(both.status == 64)
        #expect(both.errors.contains("--image and --no-image: give one of them, not both"), "\(both.errors)")
    }

    /// An edit that names nothing to change says so rather than "Changed", as `grocery edit` does; a typo
    /// that looks like a currency code, or a servings list with a gap, is refused rather than taken.
    @Test func commandsThatWouldDoNothingOrTakeATypoSaySo() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try Self.hearth(["export"], in: folder.url).output
        let recipe = try Self.hearth(["recipe", "edit", "Buttermilk pancakes", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(recipe.status == 64)
        #expect(recipe.errors.contains("say what to change: --name, --type"), "\(recipe.errors)")
        #expect(!recipe.errors.contains("Changed"))
        let car = try Self.hearth(["car", "edit", "1HGFA1660BL004321", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(car.status == 64)
        #expect(car.errors.contains("say what to change: --name, --model"), "\(car.errors)")
        let currency = try Self.hearth(["family", "set", "--currency", "EUT", "--family", "The Riveras"], in: folder.url)
        #expect(currency.status == 65)
        #expect(currency.errors.contains("--currency EUT: expected a currency code ISO 4217 lists"), "\(currency.errors)")
        #expect(try Self.hearth(["export"], in: folder.url).output == before)
        #expect(try Self.hearth(["family", "set", "--currency", "eur", "--family", "The Riveras"], in: folder.url).status == 0)

        let gap = try Self.hearth(["build", "--demo", "--servings", "2,,4"], in: folder.url)
        #expect(gap.status == 64)
        #expect(gap.errors.contains("--servings 2,,4: expected whole numbers"), "\(gap.errors)")
        #expect(try Self.hearth(["build", "--demo", "--servings", "2,400"], in: folder.url).status == 65)
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    /// Messages count one thing as one: "1 family", not "1 families".
    @Test func messagesCountOneThingAsOne() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try Self.hearth(["family", "create", "The Parkers", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try Self.hearth(["member", "add", "Peter", "--manager", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try Self.hearth(["family", "list", "--store", "a.sqlite"], in: folder.url).output.contains("  1 member   The Parkers"))
        let added = try Self.hearth(["recipe", "add", "Toast", "--type", "Other", "--servings", "1", "--prep", "5",
                                     "--ingredient", "1 slice bread", "--as", "Peter", "--store", "a.sqlite"], in: folder.url)
        #expect(added.errors.contains("Added the recipe Toast (1 ingredient, serves 1)."), "\(added.errors)")
        #expect(try Self.hearth(["export", "--store", "a.sqlite", "--output", "a.json"], in: folder.url).status == 0)
        #expect(try Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try Self.hearth(["import", "a.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.errors.contains("Imported 1 family, 1 member, "), "\(imported.errors)")
    }

    /// A recipe scaled in the terminal speaks the family's language, as its page does.
    @Test func aScaledRecipeIsWrittenInTheFamilysLanguage() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let scaled = try Self.hearth(["recipe", "scale", "珍珠奶茶", "--servings", "4", "--family", "林家"], in: folder.url)
        #expect(scaled.status == 0, "\(scaled.errors)")
        #expect(scaled.output.hasPrefix("# 珍珠奶茶\n\n飲品 · 4 人份 · 準備 40 分鐘 · 由 2 人份換算\n\n## 材料\n\n- 1000 毫升 紅茶\n"), "\(scaled.output)")
        #expect(scaled.output.contains("\n## 做法\n"))
    }

    /// With `--templates`, a scaled recipe uses the theme's words, as the site built with it does; a
    /// missing folder is an error naming the flag.
    @Test func aScaledRecipeUsesTheWordsOfTheTemplatesFolder() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "theme/i18n"), withIntermediateDirectories: true)
        try Data(#"{"ingredients": "What you need", "method": "How to make it"}"#.utf8).write(to: folder.url.appending(path: "theme/i18n/en.json"))
        let scaled = try Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "2", "--templates", "theme", "--family", "The Riveras"], in: folder.url)
        #expect(scaled.status == 0, "\(scaled.errors)")
        #expect(scaled.output.contains("\n## What you need\n"), "\(scaled.output)")
        #expect(scaled.output.contains("\n## How to make it\n"), "\(scaled.output)")
        let missing = try Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "2", "--templates", "nowhere", "--family", "The Riveras"], in: folder.url)
        #expect(missing.status != 0)
        #expect(missing.errors.contains("--templates"), "\(missing.errors)")
    }

    /// A chore done or an item bought on a day still to come is refused: the week's page showed next
    /// Saturday's laundry as done, and the store is left as it was.
    @Test func aDayStillToComeIsRefusedForWhatHasHappened() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try Self.hearth(["export"], in: folder.url).output
        let done = try Self.hearth(["chore", "done", "sweep", "--date", "2999-01-06", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(done.status == 65)
        #expect(done.errors.contains("--date 2999-01-06: a day still to come; a chore is marked done on a day up to today"), "\(done.errors)")
        let bought = try Self.hearth(["grocery", "purchase", "Milk", "--date", "2999-01-06", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(bought.status == 65)
        #expect(bought.errors.contains("--date 2999-01-06: a day still to come; an item is bought on a day up to today"), "\(bought.errors)")
        #expect(try Self.hearth(["export"], in: folder.url).output == before)
    }

    /// An item marked not available shows so in the whole list too, not only in the list to shop from.
    @Test func theWholeGroceryListMarksWhatIsNotAvailable() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init"], in: folder.url).status == 0)
        #expect(try Self.hearth(["family", "create", "The Parkers"], in: folder.url).status == 0)
        #expect(try Self.hearth(["member", "add", "Peter", "--manager"], in: folder.url).status == 0)
        #expect(try Self.hearth(["grocery", "add", "Milk", "--as", "Peter"], in: folder.url).status == 0)
        #expect(try Self.hearth(["grocery", "add", "Bread", "--as", "Peter"], in: folder.url).status == 0)
        let edit = try Self.hearth(["grocery", "edit", "Milk", "--unavailable", "--as", "Peter"], in: folder.url)
        #expect(edit.status == 0, "\(edit.errors)")

        let shopping = try Self.hearth(["grocery", "list"], in: folder.url)
        #expect(shopping.output.contains("[ ] Milk ×1 · Peter ~ not available"), "\(shopping.output)")
        let whole = try Self.hearth(["grocery", "list", "--all"], in: folder.url).output
        let lines = whole.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("[ ] Milk ×1 · Unknown Location · ~ not available · ") }, "\(whole)")
        #expect(lines.contains { $0.hasPrefix("[ ] Bread ×1 · Unknown Location · ") && !$0.contains("~") }, "\(whole)")

        // Adding an item already on the list with another quantity changes it, and says so.
        #expect(try Self.hearth(["location", "add", "Bakery"], in: folder.url).status == 0)
        let again = try Self.hearth(["grocery", "add", "Bread", "--quantity", "3", "--location", "Bakery", "--as", "Peter"], in: folder.url)
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.errors.contains("Bread was already on the list: changed its quantity from 1 to 3 and its location to Bakery."), "\(again.errors)")
        let onlyQuantity = try Self.hearth(["grocery", "add", "Bread", "--quantity", "4", "--location", "Bakery", "--as", "Peter"], in: folder.url)
        #expect(onlyQuantity.errors.contains("Bread was already on the list: changed its quantity from 3 to 4."), "only what changed: \(onlyQuantity.errors)")
        let same = try Self.hearth(["grocery", "add", "Bread", "--as", "Peter"], in: folder.url)
        #expect(same.errors.contains("Bread is already on the list."), "\(same.errors)")
    }

    /// Another app wrote a name holding terminal escape sequences (one retitles the window, one clears
    /// the screen). Listing it shows them as text; none reaches the terminal.
    @Test func controlCharactersFromTheStoreNeverReachTheTerminal() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try database.write { db in
            try db.execute(sql: "UPDATE members SET display_name = ? WHERE rowid = (SELECT min(rowid) FROM members)",
                           arguments: ["Ana\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}"])
        }
        try database.close()

        let members = try Self.hearth(["member", "list"], in: folder.url)
        #expect(members.status == 0, "\(members.errors)")
        #expect(members.output.contains("Ana\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{D}\\u{9B}\n"), "\(members.output)")
        let sent = members.output.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
        #expect(sent.isEmpty, "control characters reached the terminal: \(sent.map(\.value))")

        // The export to standard output escapes them as JSON does (JSONEncoder leaves U+009B as it is),
        // and still reads back as the same name.
        let export = try Self.hearth(["export"], in: folder.url)
        #expect(!export.output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let document = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any]
        let names = (document?["members"] as? [[String: Any]])?.compactMap { $0["displayName"] as? String } ?? []
        #expect(names.contains("Ana\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}"), "\(names)")
    }

    @Test func aHouseholdMadeByHandBuildsIntoADashboard() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init"], in: folder.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("household.sqlite")))

        let created = try Self.hearth(["family", "create", "The Parkers"], in: folder.url)
        #expect(created.status == 0)
        let familyID = created.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(familyID.count == 12, "family create prints the new ID alone on standard output: \(created.output)")
        #expect(created.errors.contains("The Parkers"))

        let added = try Self.hearth(["member", "add", "Peter", "--family", familyID, "--manager"], in: folder.url)
        #expect(added.status == 0)
        let memberID = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(memberID.count == 12)

        let members = try Self.hearth(["member", "list"], in: folder.url)
        #expect(members.output == "\(memberID)  \(familyID)  manager  Peter\n")

        let build = try Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.output.isEmpty, "a build prints nothing on standard output")
        #expect(build.errors.contains("Wrote 20 pages"), "\(build.errors)")
        #expect(build.errors.contains("The Parkers: site/\(familyID)/index.html"), "\(build.errors)")
        // The family's pages are in its own folder from the start; the root sends the browser there.
        let root = try String(contentsOf: folder.url.appending(path: "site/index.html"), encoding: .utf8)
        #expect(root.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(familyID)/\">"))
        let dashboard = try String(contentsOf: folder.url.appending(path: "site/\(familyID)/index.html"), encoding: .utf8)
        #expect(dashboard.contains("Today is Saturday, 21 November 2026"))
        #expect(dashboard.contains("Peter"))
    }

    /// A member added without --manager leaves a family no one may add a car to: the command says so
    /// and gives the command that mends it, which works as printed.
    @Test func aFamilyWithoutAManagerIsToldHowToNameOne() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init"], in: folder.url).status == 0)
        let familyID = try Self.hearth(["family", "create", "Kim"], in: folder.url).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = try Self.hearth(["member", "add", "Ana", "--family", familyID], in: folder.url)
        let memberID = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let hint = "hearth member promote \(memberID) --as \(memberID) --family \(familyID)"
        #expect(added.errors.contains("Kim has no manager: \(hint)"), "\(added.errors)")

        let promoted = try Self.hearth(Array(hint.split(separator: " ").dropFirst().map(String.init)), in: folder.url)
        #expect(promoted.status == 0, "\(promoted.errors)")
        #expect(promoted.errors.contains("Ana is now a manager of Kim."))
        #expect(try Self.hearth(["member", "list"], in: folder.url).output == "\(memberID)  \(familyID)  manager  Ana\n")

        let second = try Self.hearth(["member", "add", "Bo", "--family", familyID], in: folder.url)
        #expect(!second.errors.contains("no manager"), "\(second.errors)")
        let refused = try Self.hearth(["member", "demote", "Ana", "--as", "Ana"], in: folder.url)
        #expect(refused.status == 77)
        #expect(refused.errors.contains("Ana is the last manager of Kim"), "\(refused.errors)")
    }

    @Test func theStoreIsFoundByFlagOrEnvironment() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo", "--store", "elsewhere.sqlite"], in: folder.url).status == 0)
        let viaEnvironment = try Self.hearth(["family", "list"], in: folder.url, environment: ["HEARTH_STORE": "elsewhere.sqlite"])
        #expect(viaEnvironment.status == 0)
        #expect(viaEnvironment.output.contains("The Riveras"))
        #expect(viaEnvironment.output.contains("林家"))
        let viaFlag = try Self.hearth(["member", "list", "--store", "elsewhere.sqlite", "--family", "林家"], in: folder.url)
        #expect(viaFlag.output.split(separator: "\n").count == 5)
    }

    @Test func exportImportExportThroughTheCommandsIsByteIdentical() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try Self.hearth(["export", "--store", "a.sqlite", "--output", "a.json"], in: folder.url).status == 0)
        #expect(try Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try Self.hearth(["import", "a.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.status == 0)
        // Every kind of row the file held, so that nothing seems left behind.
        #expect(imported.errors.contains("Imported 2 families, 9 members, 15 locations, 31 grocery items, 10 recipes, 5 cars, 39 chores, 19 chores done and 12 wishes from a.json."), "\(imported.errors)")
        let folderImport = try Self.hearth(["import", ".", "--store", "b.sqlite"], in: folder.url)
        #expect(folderImport.status == 66 && folderImport.errors.contains("cannot read .: it is a folder, not a file"), "\(folderImport.errors)")
        #expect(!imported.errors.contains("Released"))
        let second = try Self.hearth(["export", "--store", "b.sqlite"], in: folder.url)
        #expect(second.output == (try String(contentsOf: folder.url.appending(path: "a.json"), encoding: .utf8)))
    }

    /// An export that gives a wish and a grocery item to a member who has since moved is imported, and
    /// the command says what it released.
    @Test func anImportSaysWhatItReleased() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo", "--store", "a.sqlite"], in: folder.url).status == 0)
        let exported = try Self.hearth(["export", "--store", "a.sqlite"], in: folder.url)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        let members = try #require(document["members"] as? [[String: Any]])
        let outsider = try #require(members.first { $0["family"] as? String == "MRGDW3AN3QQ7" }?["id"] as? String)
        for table in ["wishes", "groceryItems"] {
            var rows = try #require(document[table] as? [[String: Any]])
            let index = try #require(rows.firstIndex { $0["family"] as? String == "UHRJRTN8ZW2A" })
            rows[index][table == "wishes" ? "member" : "addedBy"] = outsider
            document[table] = rows
        }
        try JSONSerialization.data(withJSONObject: document).write(to: folder.url.appending(path: "old.json"))
        #expect(try Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try Self.hearth(["import", "old.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.status == 0)
        #expect(imported.errors.contains("Released what the file gave to members of other families, as moving does: 1 wish removed, 1 grocery item made anyone's to change."), "\(imported.errors)")
    }

    @Test func errorsSayWhatWasWrongAndExitWithSysexits() throws {
        let folder = try TemporaryFolder()
        let noStore = try Self.hearth(["family", "list"], in: folder.url)
        #expect(noStore.status == 66)
        #expect(noStore.errors.contains("no store at household.sqlite"))

        #expect(try Self.hearth(["init"], in: folder.url).status == 0)
        let again = try Self.hearth(["init"], in: folder.url)
        #expect(again.status == 73)
        #expect(again.errors.contains("already exists"))

        let badDate = try Self.hearth(["build", "--demo", "--date", "21/11/2026"], in: folder.url)
        #expect(badDate.status == 64)
        #expect(badDate.errors.contains("--date 21/11/2026: expected today, yesterday or a date as YYYY-MM-DD"))

        let badLanguage = try Self.hearth(["family", "create", "X", "--language", "fr"], in: folder.url)
        #expect(badLanguage.status == 64)
        #expect(badLanguage.errors.contains("expected one of en, zh-Hant"))

        try Data("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": 3}], \"members\": []}".utf8)
            .write(to: folder.url.appending(path: "bad.json"))
        let badImport = try Self.hearth(["import", "bad.json"], in: folder.url)
        #expect(badImport.status == 65)
        #expect(badImport.errors.contains("bad.json: families[0].id: expected text"))

        let unknownOption = try Self.hearth(["build", "--colour", "red"], in: folder.url)
        #expect(unknownOption.status == 64)

        // A member no one has is named by the option or argument that named them, not always by --as.
        #expect(try Self.hearth(["family", "create", "The Parkers"], in: folder.url).status == 0)
        let noAssignee = try Self.hearth(["chore", "set", "sweep", "--weekday", "monday", "--fatigue", "3", "--assignee", "Nobody"], in: folder.url)
        #expect(noAssignee.status == 65)
        #expect(noAssignee.errors.contains("--assignee Nobody: no member of The Parkers has that ID or name"), "\(noAssignee.errors)")
        let noMember = try Self.hearth(["member", "qr", "Nobody"], in: folder.url)
        #expect(noMember.errors.contains("MEMBER Nobody: no member of The Parkers"), "\(noMember.errors)")

        try FileManager.default.createDirectory(at: folder.url.appending(path: "mine"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.url.appending(path: "mine/notes.txt"))
        let foreign = try Self.hearth(["build", "--demo", "--output", "mine"], in: folder.url)
        #expect(foreign.status == 73)
        #expect(try String(contentsOf: folder.url.appending(path: "mine/notes.txt"), encoding: .utf8) == "keep")
    }

    @Test func everyCommandHasHelpWithAnExample() throws {
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
            let help = try Self.hearth(command + ["--help"], in: folder.url)
            #expect(help.status == 0)
            #expect(help.output.contains("hearth " + command.joined(separator: " ")), "\(command) --help shows no example")
        }
    }

    @Test func aMemberIsInvitedByTheCodeOnTheirCardAndTheirQRCodeShowsInTheTerminal() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let qr = try Self.hearth(["member", "qr", "阿嬤", "--family", "林家", "--png", "grandma.png"], in: folder.url)
        #expect(qr.status == 0)
        #expect(qr.output.contains("█") && qr.output.contains("▀"), "half blocks on standard output")
        #expect(qr.errors.contains("阿嬤 · RKWG6BN3JNFX"))
        #expect(FileManager.default.fileExists(atPath: folder.path("grandma.png")))

        let invite = try Self.hearth(["family", "invite", "https://home.example/join?member=RKWG6BN3JNFX", "--family", "The Riveras", "--as", "Ana"], in: folder.url)
        #expect(invite.status == 65, "the demo already invited her: \(invite.errors)")
        #expect(invite.errors.contains("already invited into The Riveras"))
        let yourself = try Self.hearth(["family", "invite", "SB2NHJCBUKK8", "--family", "The Riveras", "--as", "Ana"], in: folder.url)
        #expect(yourself.status == 65)
        #expect(yourself.errors.contains("you cannot invite yourself"))

        let accept = try Self.hearth(["family", "accept", "--member", "RKWG6BN3JNFX"], in: folder.url)
        #expect(accept.status == 0)
        #expect(accept.errors.contains("阿嬤 joined The Riveras; their 3 chores in 林家 are now not assigned"), "\(accept.errors)")
        let members = try Self.hearth(["member", "list", "--family", "The Riveras"], in: folder.url)
        #expect(members.output.contains("RKWG6BN3JNFX"))
        let leave = try Self.hearth(["family", "leave", "--member", "RKWG6BN3JNFX"], in: folder.url)
        #expect(leave.errors.contains("阿嬤 is back in 林家."))

        let badURL = try Self.hearth(["build", "--demo", "--join-url", "https://home.example/join"], in: folder.url)
        #expect(badURL.status == 65)
        #expect(badURL.errors.contains("--join-url: expected a URL with {id}"))
    }

    /// `hearth serve --demo --host HOST --port 0` started in `folder`, its messages going to the log file.
    static func serveDemo(host: String, in folder: TemporaryFolder) throws -> (Process, URL) {
        let log = folder.url.appending(path: "serve.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", "--demo", "--host", host, "--port", "0", "--date", "2026-11-19"]
        process.currentDirectoryURL = folder.url
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, log)
    }

    /// "[::1]" is how ::1 is written in a URL, and so how a person copies it: `hearth serve --host [::1]`
    /// listens on ::1 and, being on loopback, still answers only requests that name this machine. It
    /// prints each family's address.
    @Test func serveTakesABracketedIPv6Address() async throws {
        let folder = try TemporaryFolder()
        let (process, log) = try Self.serveDemo(host: "[::1]", in: folder)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var port: Int?
        for _ in 0..<300 where port == nil {
            let text = try String(contentsOf: log, encoding: .utf8)
            if text.contains("林家: http://"), let range = text.range(of: " at http://[::1]:") {
                port = Int(text[range.upperBound...].prefix { $0.isNumber })
            } else {
                #expect(!text.contains("cannot listen"), "\(text)")
                if text.contains("cannot listen") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        let logged = try String(contentsOf: log, encoding: .utf8)
        let listening = try #require(port, "\(logged)")
        // The root page of several families links to none of them: the address of each is printed.
        #expect(logged.contains("  The Riveras: http://[::1]:\(listening)/UHRJRTN8ZW2A/"), "\(logged)")
        #expect(try PreviewServerTests.request(port: listening, path: "/", host: "[::1]:\(listening)", overIPv6: true).status == 200)
        #expect(try PreviewServerTests.request(port: listening, path: "/", host: "attacker.example", overIPv6: true).status == 403)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Listening on every address, `serve` prints addresses a phone on the network can open: the
    /// machine's own, never "http://0.0.0.0:…", which leads nowhere.
    @Test func serveOnEveryAddressPrintsAddressesToVisit() async throws {
        let folder = try TemporaryFolder()
        let (process, log) = try Self.serveDemo(host: "0.0.0.0", in: folder)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var logged = ""
        for _ in 0..<300 where !logged.contains("林家: http://") {
            try await Task.sleep(for: .milliseconds(100))
            logged = try String(contentsOf: log, encoding: .utf8)
        }
        #expect(logged.contains("on every address of this machine, port "), "\(logged)")
        #expect(!logged.contains("http://0.0.0.0"), "\(logged)")
        // The family's printed address opens its dashboard.
        let line = try #require(logged.split(separator: "\n").first { $0.hasPrefix("  The Riveras: http://") }, "\(logged)")
        let address = try #require(URL(string: String(line.dropFirst("  The Riveras: ".count))))
        let (page, response) = try await URLSession.shared.data(from: address)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(address)")
        #expect(String(decoding: page, as: UTF8.self).contains("The Riveras"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    /// A first build that fails leaves `serve` nothing to serve: it stops with the build's own error and
    /// status, as `hearth build` would, and does not speak of a "last good site" there never was.
    @Test func serveWhoseFirstBuildFailsStopsWithTheBuildsError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "mine"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.url.appending(path: "mine/notes.txt"))
        let build = try Self.hearth(["build", "--demo", "--output", "mine"], in: folder.url)
        let serve = try Self.hearth(["serve", "--demo", "--output", "mine", "--port", "0"], in: folder.url, timeout: 20)
        #expect(serve.status == 73)
        #expect(serve.status == build.status)
        let reason = try #require(build.errors.split(separator: "\n").first { $0.hasPrefix("hearth: error:") }, "\(build.errors)")
        #expect(serve.errors.contains(reason), "\(serve.errors)")
        #expect(!serve.errors.contains("last good site"), "\(serve.errors)")
        #expect(!serve.errors.contains("Serving"), "\(serve.errors)")
        #expect(try String(contentsOf: folder.url.appending(path: "mine/notes.txt"), encoding: .utf8) == "keep")
    }

    @Test func buildWatchRebuildsWhenTheStoreChangesAndStopsOnCtrlC() async throws {
        let folder = try TemporaryFolder()
        #expect(try Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["build", "--watch", "--family", "The Riveras", "--date", "2026-11-19"]
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Whatever happens below, the watcher does not outlive the test.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let page = folder.url.appending(path: "site/groceries/index.md")
        for _ in 0..<100 where (try? String(contentsOf: page, encoding: .utf8))?.contains("3 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try String(contentsOf: page, encoding: .utf8).contains("3 of 12 done"))
        #expect(try Self.hearth(["grocery", "check", "Avocados", "--as", "Leo", "--family", "The Riveras"], in: folder.url).status == 0)
        for _ in 0..<100 where (try? String(contentsOf: page, encoding: .utf8))?.contains("4 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try String(contentsOf: page, encoding: .utf8).contains("4 of 12 done"), "the watcher rebuilt after the store changed")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "Ctrl-C stops cleanly: \(log)")
        #expect(log.contains("the store changed: Wrote"))
        #expect(log.contains("Stopped watching."))
    }
}
