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
    typealias Run = HearthProcess.Run
    static var binary: URL { HearthProcess.binary }

    static func hearth(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 120,
                       executable: URL? = nil) async throws -> Run {
        try await HearthProcess.run(arguments, in: folder, environment: environment, timeout: timeout, executable: executable)
    }

    /// A store another program wrote with text where a number belongs: the build names the file, the
    /// row and the column, exits 65 (bad data) and leaves the site it built before as it was.
    @Test func aWrongValueInTheStoreFailsTheBuildAndKeepsTheSite() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["build", "--date", "2026-11-21"], in: folder.url).status == 0)
        let page = folder.url.appending(path: "site/index.html")
        let before = try Data(contentsOf: page)

        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await database.write { db in
            try db.execute(sql: "UPDATE cars SET year = 'abc' WHERE rowid = (SELECT min(rowid) FROM cars)")
        }
        try database.close()
        let build = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 65)
        #expect(build.errors.contains("household.sqlite: cars row "), "\(build.errors)")
        #expect(build.errors.contains(": year holds the text 'abc'; expected a whole number"), "\(build.errors)")
        #expect(try Data(contentsOf: page) == before)

        // What the error quotes from the store reaches the terminal without its control characters.
        let escape = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await escape.write { db in
            try db.execute(sql: "UPDATE cars SET year = 'x' || char(27) || '[2J' WHERE typeof(year) = 'text'")
        }
        try escape.close()
        let cleared = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(cleared.status == 65)
        #expect(!cleared.errors.contains("\u{1B}"), "no escape character on the terminal")
        #expect(cleared.errors.contains(#"year holds the text 'x\u{1B}[2J'"#), "\(cleared.errors)")
    }

    /// A car image's ID names its file in the site. One written by another program as a path
    /// ("../../../escaped") must not put a file outside the output folder: the build refuses the row.
    @Test func aCarImageWhoseIDIsAPathFailsTheBuildAndWritesNothingOutside() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await database.write { db in
            let image = try #require(try Row.fetchOne(db, sql: "SELECT format, width, height, data FROM car_images"))
            try db.execute(sql: "INSERT INTO car_images (id, format, width, height, data) VALUES ('../../../escaped', ?, ?, ?, ?)",
                           arguments: [image["format"], image["width"], image["height"], image["data"]])
            try db.execute(sql: "UPDATE cars SET image_id = '../../../escaped' WHERE image_id IS NOT NULL")
        }
        try database.close()
        let build = try await Self.hearth(["build", "--output", "out/site", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 65)
        #expect(build.errors.contains(#"car_images row ../../../escaped: expected id "#), "\(build.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("escaped.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/escaped.png")))
    }

    /// The tags of the theme's language files (templates/i18n/<tag>.json): the languages Hearth speaks.
    static func languageTags() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: HearthProcess.repository.appending(path: "templates/i18n").path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// Issue 66: every language file's tag is a family's language and a member's, and the help lists them
    /// all; `member set --language` needs no --family for a name no other member has, and "" gives the
    /// member back their family's language.
    @Test func everyLanguageFileIsAFamilysAndAMembersLanguage() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let tags = try Self.languageTags()
        #expect(tags.contains("en") && tags.contains("zh-Hant"), "\(tags)")
        let help = try await Self.hearth(["family", "create", "--help"], in: folder.url).output.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        #expect(help.contains(tags.joined(separator: ", ")), "\(help)")
        for (index, tag) in tags.enumerated() {
            let made = try await Self.hearth(["family", "create", "Family \(index)", "--language", tag.uppercased()], in: folder.url)
            #expect(made.status == 0, "\(tag): \(made.errors)")
        }
        let list = try await Self.hearth(["family", "list"], in: folder.url).output
        for (index, tag) in tags.enumerated() {
            #expect(list.split(separator: "\n").contains { $0.contains("  \(tag) ") && $0.contains("  Family \(index) · site/") }, "\(tag): \(list)")
        }

        let set = try await Self.hearth(["member", "set", "哥哥", "--language", "en"], in: folder.url)
        #expect(set.status == 0 && set.errors.contains("哥哥 reads en now."), "\(set.errors)")
        #expect(try await Self.hearth(["member", "list"], in: folder.url).output.contains("哥哥  (en)"))
        let export = try await #require(try JSONSerialization.jsonObject(with: Data(try Self.hearth(["export"], in: folder.url).output.utf8)) as? [String: Any])
        let members = try #require(export["members"] as? [[String: Any]])
        #expect(members.first { $0["displayName"] as? String == "哥哥" }?["language"] as? String == "en", "the member's language is exported")
        #expect(members.first { $0["displayName"] as? String == "阿嬤" }?["language"] == nil)
        let unknown = try await Self.hearth(["member", "set", "哥哥", "--language", "xx"], in: folder.url)
        #expect(unknown.status == 64 && unknown.errors.contains("--language xx: expected one of"), "\(unknown.errors)")
        let back = try await Self.hearth(["member", "set", "哥哥", "--language", ""], in: folder.url)
        #expect(back.status == 0 && back.errors.contains("哥哥 reads the family's language (zh-Hant) now."), "\(back.errors)")
        #expect(!(try await Self.hearth(["member", "list"], in: folder.url).output.contains("(en)")))
    }

    /// `family set` with one bad value saves none of the others: the command is one transaction.
    @Test func familySetWithABadValueChangesNothing() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try await Self.hearth(["export"], in: folder.url).output
        let set = try await Self.hearth(["family", "set", "--language", "zh-Hant", "--decimal-mark", ",", "--currency", "XX",
                                   "--family", "The Riveras"], in: folder.url)
        #expect(set.status == 65)
        #expect(set.errors.contains("--currency"), "\(set.errors)")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before)
        #expect(try await Self.hearth(["family", "list"], in: folder.url).output.contains("UHRJRTN8ZW2A  en "))
    }

    /// A family that asks for metric units sees its recipes converted, said once on the page; a recipe's
    /// language set by `recipe edit --language` shows beside its type; both come through an export and back
    /// (issue 46). A unit setting that is none is refused, naming the choices.
    @Test func recipeUnitsAndARecipesLanguageAreSetAndKept() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let wrong = try await Self.hearth(["family", "set", "--recipe-units", "kilos", "--family", "The Riveras"], in: folder.url)
        #expect(wrong.status == 64 && wrong.errors.contains("--recipe-units kilos: expected one of as-written, metric, us"), "\(wrong.errors)")
        #expect(try await Self.hearth(["family", "set", "--recipe-units", "metric", "--family", "The Riveras"], in: folder.url).status == 0)
        let edit = try await Self.hearth(["recipe", "edit", "Greek salad", "--language", "el", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(edit.status == 0, "\(edit.errors)")
        #expect(try await Self.hearth(["build", "--output", "site", "--date", "2026-11-21"], in: folder.url).status == 0)
        let pancakes = try String(contentsOf: folder.url.appending(path: "site/UHRJRTN8ZW2A/recipes/buttermilk-pancakes/index.html"), encoding: .utf8)
        #expect(pancakes.components(separatedBy: "Amounts converted to metric units").count == 2, "said once")
        #expect(pancakes.contains("<span class=\"recipe__amount\">300 ml</span> buttermilk"))
        let salad = try String(contentsOf: folder.url.appending(path: "site/UHRJRTN8ZW2A/recipes/greek-salad/index.html"), encoding: .utf8)
        #expect(salad.contains(#"<span class="badge" lang="el">el</span>"#) && salad.contains(#""inLanguage":"el""#))
        #expect(try await Self.hearth(["export", "--output", "a.json"], in: folder.url).status == 0)
        let exported = try String(contentsOf: folder.url.appending(path: "a.json"), encoding: .utf8)
        #expect(exported.contains(#""recipeUnits" : "metric""#) && exported.contains(#""language" : "el""#))
        #expect(try await Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["import", "a.json", "--store", "b.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["export", "--store", "b.sqlite"], in: folder.url).output == exported)
    }

    /// A VIN given as an argument is named as one, not as --vin; an image both given and taken away is refused.
    @Test func carEditNamesItsArgumentsInItsErrors() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let badVIN = try await Self.hearth(["car", "edit", "NOPE", "--price", "5", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(badVIN.status == 65)
        #expect(badVIN.errors.contains("VIN: expected 17 characters"), "\(badVIN.errors)")
        #expect(!badVIN.errors.contains("--vin"))
        let both = try await Self.hearth(["car", "edit", "1HGCM82633A004352", "--image", "x.png", "--no-image", "--as", "Ana",
                                    "--family", "The Riveras"], in: folder.url)
        #expect(both.status == 64)
        #expect(both.errors.contains("--image and --no-image: give one of them, not both"), "\(both.errors)")
    }

    /// An edit that names nothing to change says so rather than "Changed", as `grocery edit` does; a typo
    /// that looks like a currency code, or a servings list with a gap, is refused rather than taken.
    @Test func commandsThatWouldDoNothingOrTakeATypoSaySo() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try await Self.hearth(["export"], in: folder.url).output
        let recipe = try await Self.hearth(["recipe", "edit", "Buttermilk pancakes", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(recipe.status == 64)
        #expect(recipe.errors.contains("say what to change: --name, --type"), "\(recipe.errors)")
        #expect(!recipe.errors.contains("Changed"))
        let car = try await Self.hearth(["car", "edit", "1HGFA1660BL004321", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(car.status == 64)
        #expect(car.errors.contains("say what to change: --name, --model"), "\(car.errors)")
        let currency = try await Self.hearth(["family", "set", "--currency", "EUT", "--family", "The Riveras"], in: folder.url)
        #expect(currency.status == 65)
        #expect(currency.errors.contains("--currency EUT: expected a currency code ISO 4217 lists"), "\(currency.errors)")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before)
        #expect(try await Self.hearth(["family", "set", "--currency", "eur", "--family", "The Riveras"], in: folder.url).status == 0)

        let gap = try await Self.hearth(["build", "--demo", "--servings", "2,,4"], in: folder.url)
        #expect(gap.status == 64)
        #expect(gap.errors.contains("--servings 2,,4: expected whole numbers"), "\(gap.errors)")
        #expect(try await Self.hearth(["build", "--demo", "--servings", "2,400"], in: folder.url).status == 65)
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    /// Messages count one thing as one: "1 family", not "1 families".
    @Test func messagesCountOneThingAsOne() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "create", "The Parkers", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["member", "add", "Peter", "--manager", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "list", "--store", "a.sqlite"], in: folder.url).output.contains("  1 member   The Parkers"))
        let added = try await Self.hearth(["recipe", "add", "Toast", "--type", "Other", "--servings", "1", "--prep", "5",
                                     "--ingredient", "1 slice bread", "--as", "Peter", "--store", "a.sqlite"], in: folder.url)
        #expect(added.errors.contains("Added the recipe Toast (1 ingredient, serves 1)."), "\(added.errors)")
        #expect(try await Self.hearth(["export", "--store", "a.sqlite", "--output", "a.json"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try await Self.hearth(["import", "a.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.errors.contains("Imported 1 family, 1 member, "), "\(imported.errors)")
    }

    /// A recipe scaled in the terminal speaks the family's language, as its page does: plain text, and with
    /// --markdown the page's Markdown twin, both laid out by the theme's partials/recipe.md.
    @Test func aScaledRecipeIsWrittenInTheFamilysLanguage() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let markdown = try await Self.hearth(["recipe", "scale", "珍珠奶茶", "--servings", "4", "--family", "林家", "--markdown"], in: folder.url)
        #expect(markdown.status == 0, "\(markdown.errors)")
        #expect(markdown.output.hasPrefix("# 珍珠奶茶\n\n飲品 · 4 人份 · 準備 40 分鐘 · 由 2 人份換算\n\n## 材料\n\n- 1 公升 紅茶\n"), "\(markdown.output)")
        #expect(markdown.output.contains("\n## 做法\n"))
        let plain = try await Self.hearth(["recipe", "scale", "珍珠奶茶", "--servings", "4", "--family", "林家"], in: folder.url)
        #expect(plain.output.hasPrefix("珍珠奶茶\n========\n\n飲品 · 4 人份 · 準備 40 分鐘 · 由 2 人份換算\n\n材料\n----\n\n- 1 公升 紅茶\n"), "\(plain.output)")
    }

    /// Plain text in a terminal has no Markdown escapes ("\\*smoked\\* paprika" was printed before).
    @Test func aScaledRecipeInTheTerminalHasNoMarkdownEscapes() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let added = try await Self.hearth(["recipe", "add", "Smoky beans", "--type", "Dinner", "--servings", "2", "--ingredient", "1 tsp *smoked* paprika",
                                     "--ingredient", "2 tbsp fish_sauce", "--family", "The Riveras", "--as", "Ana"], in: folder.url)
        #expect(added.status == 0, "\(added.errors)")
        let plain = try await Self.hearth(["recipe", "scale", "Smoky beans", "--servings", "4", "--family", "The Riveras"], in: folder.url)
        #expect(plain.output.contains("- 2 tsp *smoked* paprika\n") && plain.output.contains("- ¼ cup fish_sauce\n"), "\(plain.output)")
        let markdown = try await Self.hearth(["recipe", "scale", "Smoky beans", "--servings", "4", "--family", "The Riveras", "--markdown"], in: folder.url)
        #expect(markdown.output.contains(#"\*smoked\* paprika"#), "Markdown keeps its escapes: \(markdown.output)")
    }

    /// With `--templates`, a scaled recipe uses the theme's words, as the site built with it does; a
    /// missing folder is an error naming the flag.
    @Test func aScaledRecipeUsesTheWordsOfTheTemplatesFolder() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "theme/i18n"), withIntermediateDirectories: true)
        try Data(#"{"ingredients": "What you need", "method": "How to make it"}"#.utf8).write(to: folder.url.appending(path: "theme/i18n/en.json"))
        let scaled = try await Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "2", "--templates", "theme", "--family", "The Riveras", "--markdown"], in: folder.url)
        #expect(scaled.status == 0, "\(scaled.errors)")
        #expect(scaled.output.contains("\n## What you need\n"), "\(scaled.output)")
        #expect(scaled.output.contains("\n## How to make it\n"), "\(scaled.output)")
        // The layout is the theme's too: the page's Markdown twin and the terminal share partials/recipe.md.
        try FileManager.default.createDirectory(at: folder.url.appending(path: "theme/partials"), withIntermediateDirectories: true)
        try Data("{{% CONTENT_TYPE: MARKDOWN}}\nRECIPE: {{page.name}} for {{page.servingsText}}\n{{#page.ingredients}}* {{text}}\n{{/page.ingredients}}".utf8)
            .write(to: folder.url.appending(path: "theme/partials/recipe.md.mustache"))
        let themed = try await Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "2", "--templates", "theme", "--family", "The Riveras", "--markdown"], in: folder.url)
        #expect(themed.output.hasPrefix("RECIPE: Buttermilk pancakes for Serves 2\n* "), "\(themed.output)")
        #expect(try await Self.hearth(["build", "--demo", "--templates", "theme", "--output", "themed"], in: folder.url).status == 0)
        let twin = try String(contentsOf: folder.url.appending(path: "themed/UHRJRTN8ZW2A/recipes/buttermilk-pancakes/index.md"), encoding: .utf8)
        #expect(twin.contains("RECIPE: Buttermilk pancakes for Serves 4"), "the twin uses the same partial")
        let missing = try await Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "2", "--templates", "nowhere", "--family", "The Riveras"], in: folder.url)
        #expect(missing.status != 0)
        #expect(missing.errors.contains("--templates"), "\(missing.errors)")
    }

    /// A chore done or an item bought on a day still to come is refused: the week's page showed next
    /// Saturday's laundry as done, and the store is left as it was.
    @Test func aDayStillToComeIsRefusedForWhatHasHappened() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let before = try await Self.hearth(["export"], in: folder.url).output
        let done = try await Self.hearth(["chore", "done", "sweep", "--date", "2999-01-06", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(done.status == 65)
        #expect(done.errors.contains("--date 2999-01-06: a day still to come; a chore is marked done on a day up to today"), "\(done.errors)")
        let bought = try await Self.hearth(["grocery", "purchase", "Milk", "--date", "2999-01-06", "--as", "Ana", "--family", "The Riveras"], in: folder.url)
        #expect(bought.status == 65)
        #expect(bought.errors.contains("--date 2999-01-06: a day still to come; an item is bought on a day up to today"), "\(bought.errors)")
        #expect(try await Self.hearth(["export"], in: folder.url).output == before)
    }

    /// An item marked not available shows so in the whole list too, not only in the list to shop from.
    @Test func theWholeGroceryListMarksWhatIsNotAvailable() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "create", "The Parkers"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["member", "add", "Peter", "--manager"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["grocery", "add", "Milk", "--as", "Peter"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["grocery", "add", "Bread", "--as", "Peter"], in: folder.url).status == 0)
        let edit = try await Self.hearth(["grocery", "edit", "Milk", "--unavailable", "--as", "Peter"], in: folder.url)
        #expect(edit.status == 0, "\(edit.errors)")

        let shopping = try await Self.hearth(["grocery", "list"], in: folder.url)
        #expect(shopping.output.contains("[ ] Milk ×1 · Peter ~ not available"), "\(shopping.output)")
        let whole = try await Self.hearth(["grocery", "list", "--all"], in: folder.url).output
        let lines = whole.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("[ ] Milk ×1 · Unknown Location · ~ not available · ") }, "\(whole)")
        #expect(lines.contains { $0.hasPrefix("[ ] Bread ×1 · Unknown Location · ") && !$0.contains("~") }, "\(whole)")

        // Adding an item already on the list with another quantity changes it, and says so.
        #expect(try await Self.hearth(["location", "add", "Bakery"], in: folder.url).status == 0)
        let again = try await Self.hearth(["grocery", "add", "Bread", "--quantity", "3", "--location", "Bakery", "--as", "Peter"], in: folder.url)
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.errors.contains("Bread was already on the list: changed its quantity from 1 to 3 and its location to Bakery."), "\(again.errors)")
        let onlyQuantity = try await Self.hearth(["grocery", "add", "Bread", "--quantity", "4", "--location", "Bakery", "--as", "Peter"], in: folder.url)
        #expect(onlyQuantity.errors.contains("Bread was already on the list: changed its quantity from 3 to 4."), "only what changed: \(onlyQuantity.errors)")
        let same = try await Self.hearth(["grocery", "add", "Bread", "--as", "Peter"], in: folder.url)
        #expect(same.errors.contains("Bread is already on the list."), "\(same.errors)")
    }

    /// Another app wrote a name holding terminal escape sequences (one retitles the window, one clears
    /// the screen). Listing it shows them as text; none reaches the terminal.
    @Test func controlCharactersFromTheStoreNeverReachTheTerminal() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let database = try DatabaseQueue(path: folder.path("household.sqlite"))
        try await database.write { db in
            try db.execute(sql: "UPDATE members SET display_name = ? WHERE rowid = (SELECT min(rowid) FROM members)",
                           arguments: ["Ana\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}"])
        }
        try database.close()

        let members = try await Self.hearth(["member", "list"], in: folder.url)
        #expect(members.status == 0, "\(members.errors)")
        #expect(members.output.contains("Ana\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{D}\\u{9B}\n"), "\(members.output)")
        let sent = members.output.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
        #expect(sent.isEmpty, "control characters reached the terminal: \(sent.map(\.value))")

        // The export to standard output escapes them as JSON does (JSONEncoder leaves U+009B as it is),
        // and still reads back as the same name.
        let export = try await Self.hearth(["export"], in: folder.url)
        #expect(!export.output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let document = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any]
        let names = (document?["members"] as? [[String: Any]])?.compactMap { $0["displayName"] as? String } ?? []
        #expect(names.contains("Ana\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}"), "\(names)")
    }

    @Test func aHouseholdMadeByHandBuildsIntoADashboard() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("household.sqlite")))

        let created = try await Self.hearth(["family", "create", "The Parkers"], in: folder.url)
        #expect(created.status == 0)
        let familyID = created.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(familyID.count == 12, "family create prints the new ID alone on standard output: \(created.output)")
        #expect(created.errors.contains("The Parkers"))

        let added = try await Self.hearth(["member", "add", "Peter", "--family", familyID, "--manager"], in: folder.url)
        #expect(added.status == 0)
        let memberID = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(memberID.count == 12)

        let members = try await Self.hearth(["member", "list"], in: folder.url)
        #expect(members.output == "\(memberID)  \(familyID)  manager  Peter\n")

        let build = try await Self.hearth(["build", "--date", "2026-11-21"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.output.isEmpty, "a build prints nothing on standard output")
        #expect(build.errors.contains("Wrote 22 pages"), "the landing page and the family's pages, its menu and household report too: \(build.errors)")
        #expect(build.errors.contains("The Parkers: site/\(familyID)/index.html"), "\(build.errors)")
        // The family's pages are in its own folder from the start; the root sends the browser there.
        let root = try String(contentsOf: folder.url.appending(path: "site/index.html"), encoding: .utf8)
        // To its index.html, so that a site opened from disk opens the page, not the folder's listing (issue 64).
        #expect(root.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(familyID)/index.html\">"))
        let dashboard = try String(contentsOf: folder.url.appending(path: "site/\(familyID)/index.html"), encoding: .utf8)
        #expect(dashboard.contains("Today is Saturday, 21 November 2026"))
        #expect(dashboard.contains("Peter"))
    }

    /// A member added without --manager leaves a family no one may add a car to: the command says so
    /// and gives the command that mends it, which works as printed.
    @Test func aFamilyWithoutAManagerIsToldHowToNameOne() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder.url).status == 0)
        let familyID = try await Self.hearth(["family", "create", "Kim"], in: folder.url).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = try await Self.hearth(["member", "add", "Ana", "--family", familyID], in: folder.url)
        let memberID = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let hint = "hearth member promote \(memberID) --as \(memberID) --family \(familyID)"
        #expect(added.errors.contains("Kim has no manager: \(hint)"), "\(added.errors)")

        let promoted = try await Self.hearth(Array(hint.split(separator: " ").dropFirst().map(String.init)), in: folder.url)
        #expect(promoted.status == 0, "\(promoted.errors)")
        #expect(promoted.errors.contains("Ana is now a manager of Kim."))
        #expect(try await Self.hearth(["member", "list"], in: folder.url).output == "\(memberID)  \(familyID)  manager  Ana\n")

        let second = try await Self.hearth(["member", "add", "Bo", "--family", familyID], in: folder.url)
        #expect(!second.errors.contains("no manager"), "\(second.errors)")
        let refused = try await Self.hearth(["member", "demote", "Ana", "--as", "Ana"], in: folder.url)
        #expect(refused.status == 77)
        #expect(refused.errors.contains("Ana is the last manager of Kim"), "\(refused.errors)")
    }

    @Test func theStoreIsFoundByFlagOrEnvironment() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo", "--store", "elsewhere.sqlite"], in: folder.url).status == 0)
        let viaEnvironment = try await Self.hearth(["family", "list"], in: folder.url, environment: ["HEARTH_STORE": "elsewhere.sqlite"])
        #expect(viaEnvironment.status == 0)
        #expect(viaEnvironment.output.contains("The Riveras"))
        #expect(viaEnvironment.output.contains("林家"))
        let viaFlag = try await Self.hearth(["member", "list", "--store", "elsewhere.sqlite", "--family", "林家"], in: folder.url)
        #expect(viaFlag.output.split(separator: "\n").count == 5)
    }

    @Test func exportImportExportThroughTheCommandsIsByteIdentical() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo", "--store", "a.sqlite"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["export", "--store", "a.sqlite", "--output", "a.json"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try await Self.hearth(["import", "a.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.status == 0)
        // Every kind of row the file held, so that nothing seems left behind.
        #expect(imported.errors.contains("Imported 2 families, 9 members, 15 locations, 31 grocery items, 10 recipes, 5 cars, 39 chores, 19 chores done, 12 wishes and 7 meals from a.json."), "\(imported.errors)")
        let folderImport = try await Self.hearth(["import", ".", "--store", "b.sqlite"], in: folder.url)
        #expect(folderImport.status == 66 && folderImport.errors.contains("cannot read .: it is a folder, not a file"), "\(folderImport.errors)")
        #expect(!imported.errors.contains("Released"))
        let second = try await Self.hearth(["export", "--store", "b.sqlite"], in: folder.url)
        #expect(second.output == (try String(contentsOf: folder.url.appending(path: "a.json"), encoding: .utf8)))
    }

    /// An export that gives a wish and a grocery item to a member who has since moved is imported, and
    /// the command says what it released.
    @Test func anImportSaysWhatItReleased() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo", "--store", "a.sqlite"], in: folder.url).status == 0)
        let exported = try await Self.hearth(["export", "--store", "a.sqlite"], in: folder.url)
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
        #expect(try await Self.hearth(["init", "--store", "b.sqlite"], in: folder.url).status == 0)
        let imported = try await Self.hearth(["import", "old.json", "--store", "b.sqlite"], in: folder.url)
        #expect(imported.status == 0)
        #expect(imported.errors.contains("Released what the file gave to members of other families, as moving does: 1 wish removed, 1 grocery item made anyone's to change."), "\(imported.errors)")
    }
}
