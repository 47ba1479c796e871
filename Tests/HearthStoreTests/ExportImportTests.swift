import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct ExportImportTests {
    @Test func exportImportExportGivesTheSameBytes() throws {
        let original = try DemoHousehold.store()
        let first = try original.exportJSON()

        let copy = try HouseholdStore.inMemory()
        let summary = try copy.importJSON(first, source: "first.json")
        #expect(summary == .init(families: 2, members: 9, locations: 15, groceryItems: 31, recipes: 10, cars: 5, chores: 39, choreRecords: 19, wishes: 12, meals: 7))
        let second = try copy.exportJSON()
        #expect(first == second)
    }

    @Test func theDemoFileIsExactlyWhatExportWrites() throws {
        let exported = try DemoHousehold.store().exportJSON()
        #expect(String(decoding: exported, as: UTF8.self) == String(decoding: DemoHousehold.document, as: UTF8.self),
                "demo/household.json should be kept in the export format: hearth init --demo, then hearth export")
    }

    /// A recipe's cook, waiting and total times and its source (issue 45) are exported and imported back.
    @Test func aRecipesTimesAndSourceRoundTrip() throws {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        var imported = ImportedRecipe(name: "Brioche", servings: 8, prepMinutes: 30, ingredientLines: ["500 g flour"], ingredientFields: ["recipeIngredient[0]"],
                                      method: "Knead.", categories: [])
        imported.cookMinutes = 25
        imported.waitMinutes = 720
        imported.totalMinutes = 780
        imported.source = "https://example.org/brioche"
        try store.importRecipe(imported, source: "brioche.html", by: try store.member(matching: "Ana", in: family), in: family)
        let exported = try store.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains(#""cookMinutes" : 25"#))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        #expect(try copy.exportJSON() == exported)
        let brioche = try copy.recipe("Brioche", in: try copy.family(matching: "The Riveras"))
        #expect((brioche.cookMinutes, brioche.waitMinutes, brioche.totalMinutes, brioche.source) == (25, 720, 780, "https://example.org/brioche"))
    }

    /// A recipe's sections, cuisine, tags and nutrition (issue 45) are in the export, one entry per
    /// ingredient line still (a section is the line's, not a line of its own); one that is no name or no
    /// kept property is refused by its place.
    @Test func aRecipesSectionsTagsAndNutritionRoundTripAndAreChecked() throws {
        let exported = try DemoHousehold.store().exportJSON()
        var document = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
        var recipes = try #require(document["recipes"] as? [[String: Any]])
        let index = try #require(recipes.firstIndex { $0["name"] as? String == "Buttermilk pancakes" })
        let pancakes = recipes[index]
        #expect((pancakes["ingredients"] as? [[String: String]])?.map { $0["section"] ?? "" } == ["Dry", "Dry", "Dry", "Dry", "Dry", "Wet", "Wet", "Wet"])
        #expect(pancakes["tags"] as? [String] == ["weekend", "vegetarian"] && pancakes["cuisine"] as? String == "American")
        #expect(pancakes["nutrition"] as? [String: String] == ["calories": "310 kcal", "carbohydrateContent": "42 g", "proteinContent": "9 g"])
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        let read = try copy.recipe("Buttermilk pancakes", in: try copy.family(matching: "The Riveras"))
        #expect(read.nutrition.map(\.name) == ["calories", "carbohydrateContent", "proteinContent"], "a food label's order")
        for (key, value, expected) in [("nutrition", ["vitamins": "lots"] as Any, "recipes[\(index)].nutrition: expected one of servingSize, calories"),
                                       ("tags", ["ok", String(repeating: "t", count: 51)] as Any, "recipes[\(index)].tags 2: expected at most 50 characters, not 51"),
                                       ("cuisine", "\u{202E}Greek" as Any, "recipes[\(index)].cuisine: expected no characters that turn the text's direction")] {
            var bad = pancakes
            bad[key] = value
            recipes[index] = bad
            document["recipes"] = recipes
            let store = try HouseholdStore.inMemory()
            #expect(throws: Failure.self, "\(key)") { try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "bad.json") }
            do {
                try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "bad.json")
            } catch let failure as Failure {
                #expect(failure.message.contains(expected), "\(failure.message)")
            }
            #expect(try store.families().isEmpty, "nothing of the file came in")
        }
    }

    /// A line with its amount after the name keeps it there through an export, and its amount as the
    /// writer wrote it ("半顆", a unit on its number) too (issue 46).
    @Test func anAmountAfterTheNameRoundTrips() throws {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "林家")
        let cook = try store.member(matching: "老媽", in: family)
        try store.addRecipe(.init(name: "紅燒肉", type: "晚餐", servings: 4, ingredients: ["五花肉 600克", "醬油 2 大匙", "冰糖 30克", "洋蔥 半顆"]), by: cook, in: family)
        let exported = try store.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains(#""amountAfterName" : true"#))
        #expect(String(decoding: exported, as: UTF8.self).contains(#""amountWritten" : "半顆""#))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        #expect(try copy.exportJSON() == exported)
        let pork = try copy.recipe("紅燒肉", in: try copy.family(matching: "林家"))
        #expect(pork.ingredients.map { $0.line(scaledBy: Rational(3, 2)) } == ["五花肉 900克", "醬油 3 大匙", "冰糖 45克", "洋蔥 ¾顆"])
        #expect(pork.ingredients.map { $0.line(scaledBy: .one) } == ["五花肉 600克", "醬油 2 大匙", "冰糖 30克", "洋蔥 半顆"])
    }

    /// A recipe's language (issue 46) is set by `--language`, kept through an export as written by BCP 47,
    /// and refused by its place when it is no tag.
    @Test func aRecipesLanguageRoundTripsAndIsChecked() throws {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let ana = try store.member(matching: "Ana", in: family)
        var input = HouseholdStore.RecipeInput(name: "Hackbraten", type: "Dinner", servings: 4, ingredients: ["2 EL Zitronensaft", "600 g Hackfleisch"])
        input.language = "DE-de"
        try store.addRecipe(input, by: ana, in: family)
        #expect(try store.recipe("Hackbraten", in: family).language == "de-DE")
        var wrong = HouseholdStore.RecipeInput()
        wrong.language = "Deutsch"
        #expect(throws: Failure.self) { try store.editRecipe("Hackbraten", wrong, by: ana, in: family) }
        #expect(try store.recipe("Hackbraten", in: family).language == "de-DE", "a refused edit changes nothing")
        let exported = try store.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains(#""language" : "de-DE""#))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        #expect(try copy.exportJSON() == exported)
        let bad = String(decoding: exported, as: UTF8.self).replacingOccurrences(of: #""language" : "de-DE""#, with: #""language" : "German""#)
        let other = try HouseholdStore.inMemory()
        do {
            try other.importJSON(Data(bad.utf8), source: "bad.json")
            Issue.record("accepted")
        } catch let failure as Failure {
            #expect(failure.message.contains(".language: expected a language tag such as de, pt-BR or zh-Hant"), "\(failure.message)")
        }
    }

    @Test func aFileStoreRoundTripsToo() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("a.sqlite"))
        let family = try store.createFamily(name: "Quote \" and \\ slash / family", language: "zh-Hant")
        try store.addMember(name: "阿嬤 👵", to: family, isManager: false)
        let first = try store.exportJSON()
        let other = try HouseholdStore.create(at: folder.path("b.sqlite"))
        try other.importJSON(first, source: "a.json")
        #expect(try other.exportJSON() == first)
        #expect(try other.families().first?.name == "Quote \" and \\ slash / family")
    }

    /// Each bad document: the message must name the place, and the store must be as it was.
    @Test(arguments: [
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [], \"members\": [{]}", "not valid JSON at line 1, column 75"),
        // A comma too many on line 3: the line and column a person finds it at in an editor, the column in characters.
        ("{\"format\": \"hearth-household\", \"version\": 1,\n \"families\": [\n  {\"name\": \"Ωmega\",, }\n]}", "not valid JSON at line 3, column 20 (invalid value)"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [", "not valid JSON at line 1, column 59: the file ends before the JSON does (cut short?)"),
        ("{\"format\": \"hearth-household\",\n \"families\": [{\"name\": \"林", "not valid JSON at line 2, column 26: the file ends before the JSON does (cut short?)"),
        ("\u{FEFF}{\"format\": \"hearth-household\", \"version\": 1,\n \"families\": [\n  {\"name\": \"Ωmega\",, }\n]}", "not valid JSON at line 3, column 20 (invalid value)"),
        ("[1, 2]", "the document: expected an object"),
        ("{\"format\": \"other\", \"version\": 1}", "format: expected \"hearth-household\", found \"other\""),
        ("{\"format\": \"hearth-household\", \"version\": 9, \"families\": [], \"members\": []}", "version: expected 1 to 2 (the versions this hearth reads), found 9"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": 5}], \"members\": []}", "families[0].id: expected text"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [], \"members\": [{\"id\": \"SB2NHJCBUKK8\", \"displayName\": \"Ana\", \"family\": \"UHRJRTN8ZW2A\", \"originFamily\": \"UHRJRTN8ZW2A\", \"manager\": \"yes\", \"created\": \"2025-09-06T10:12:00Z\"}]}", "members[0].manager: expected true or false"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [], \"members\": [{\"id\": \"SB2NHJCBUKK8\", \"displayName\": \"Ana\", \"family\": \"UHRJRTN8ZW2A\", \"originFamily\": \"UHRJRTN8ZW2A\", \"manager\": true, \"created\": \"2025-09-06T10:12:00Z\"}]}", "members[0].family: expected the ID of a family"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2025-09-06T10:12:00Z\"}, {\"id\": \"UHRJRTN8ZW2A\", \"name\": \"B\", \"language\": \"en\", \"created\": \"2025-09-06T10:12:00Z\"}], \"members\": []}", "families[1].id: the ID UHRJRTN8ZW2A is listed twice (first at families[0])"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"tlh\", \"created\": \"2025-09-06T10:12:00Z\"}], \"members\": []}", "families[0].language: expected one of de, en, es, fr, it, ja, nl, pt-BR, zh-Hans, zh-Hant, found \"tlh\""),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \" \", \"language\": \"en\", \"created\": \"2025-09-06T10:12:00Z\"}], \"members\": []}", "families[0].name: expected a name that is not empty"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"yesterday\"}], \"members\": []}", "families[0].created: expected an ISO 8601 time"),
        // Foundation read 30 February as 2 March, and took an hour 25 and a time with an offset.
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2026-02-30T10:00:00Z\"}], \"members\": []}", "families[0].created: expected an ISO 8601 time"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2026-01-01T25:00:00Z\"}], \"members\": []}", "families[0].created: expected an ISO 8601 time"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2026-01-01T10:00:00+08:00\"}], \"members\": []}", "families[0].created: expected an ISO 8601 time"),
        // A number with a fraction where a whole number goes was "not valid JSON", with no place.
        ("{\"format\": \"hearth-household\", \"version\": 1.5, \"families\": []}", "version: expected a whole number, found 1.5"),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2025-09-06T10:12:00Z\"}], \"members\": [], \"locations\": [{\"family\": \"UHRJRTN8ZW2A\", \"id\": \"unknown\", \"name\": \"Attic\", \"position\": 2147483647, \"red\": 0.5, \"green\": 0.5, \"blue\": 0.5, \"opacity\": 1}]}", "locations[0].name: the Unknown Location keeps its name \"Unknown Location\", found \"Attic\""),
        ("{\"format\": \"hearth-household\", \"version\": 1, \"families\": [{\"id\": \"UHRJRTN8ZW2A\", \"name\": \"A\", \"language\": \"en\", \"created\": \"2025-09-06T10:12:00Z\"}], \"members\": [], \"locations\": [{\"family\": \"UHRJRTN8ZW2A\", \"id\": \"L1\", \"name\": \"Attic\", \"position\": 2.5, \"red\": 0.5, \"green\": 0.5, \"blue\": 0.5, \"opacity\": 1}]}", "locations[0].position: expected a whole number, found 2.5"),
    ])
    func aBadDocumentNamesThePlaceAndChangesNothing(document: String, expected: String) throws {
        let store = try HouseholdStore.inMemory()
        let existing = try store.createFamily(name: "Existing", language: "en")
        let before = try store.exportJSON()
        do {
            try store.importJSON(Data(document.utf8), source: "bad.json")
            Issue.record("imported a bad document")
        } catch let failure as Failure {
            #expect(failure.kind == .badData)
            #expect(failure.message.hasPrefix("bad.json: "))
            #expect(failure.message.contains(expected), "\(failure.message)")
        }
        #expect(try store.exportJSON() == before)
        #expect(try store.families() == [existing])
    }

    /// A row listed twice in one file is named as such, with where it came first, as for families and
    /// items; a chore said "a new chore ID" and a recipe "the store already has" it, in an empty store.
    @Test(arguments: [("chores", "chore"), ("wishes", "wish"), ("recipes", "recipe")])
    func aRowListedTwiceNamesWhereItCameFirst(table: String, kind: String) throws {
        let demo = try DemoHousehold.store()
        var document = try #require(try JSONSerialization.jsonObject(with: demo.exportJSON()) as? [String: Any])
        var rows = try #require(document[table] as? [[String: Any]])
        let id = try #require(rows[0]["id"] as? String)
        rows.append(rows[0])
        document[table] = rows
        let store = try HouseholdStore.inMemory()
        let failure = #expect(throws: Failure.self) {
            try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "x.json")
        }
        #expect(failure?.message == "x.json: \(table)[\(rows.count - 1)].id: the \(kind) \(id) is listed twice (first at \(table)[0])")
        #expect(try store.families().isEmpty, "nothing imported")
    }

    /// A file written before moving released anything (or edited by hand) can give a chore, a wish or a
    /// grocery item to a member of another family. The import takes the file and releases that row as
    /// moving does, says so, and leaves every other row as the file has it.
    @Test(arguments: ["chores", "wishes", "groceryItems"])
    func whatAMemberOfAnotherFamilyHoldsIsReleasedOnImport(table: String) throws {
        let demo = try DemoHousehold.store()
        let lin = try #require(try demo.members(of: HearthID("MRGDW3AN3QQ7")).first)
        var document = try #require(try JSONSerialization.jsonObject(with: demo.exportJSON()) as? [String: Any])
        var rows = try #require(document[table] as? [[String: Any]])
        let index = try #require(rows.firstIndex { $0["family"] as? String == "UHRJRTN8ZW2A" })
        let field = ["chores": "assignee", "wishes": "member", "groceryItems": "addedBy"][table]!
        let id = try #require(rows[index]["id"] as? String)
        rows[index][field] = lin.id.text
        document[table] = rows
        let store = try HouseholdStore.inMemory()

        let summary = try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "x.json")

        var expected = HouseholdStore.MovedMembersRelease()
        switch table {
        case "chores": expected.chores = 1
        case "wishes": expected.wishes = 1
        default: expected.groceryItems = 1
        }
        #expect(summary.released == expected)
        let family = try #require(try store.families().first { $0.id.text == "UHRJRTN8ZW2A" })
        switch table {
        case "chores":
            let chore = try #require(try store.chores(of: family).first { $0.id == id })
            #expect(chore.assignee == nil)
        case "wishes":
            #expect(try !store.wishes(of: family).contains { $0.id == id })
        default:
            // The item keeps its adder's name; anyone in the family may change it (GroceryStoreTests).
            let item = try #require(try store.groceryItems(of: family).first { $0.id == id })
            #expect(item.addedBy == lin.id)
        }
        // Everything else is as the file has it: the row released as the demo's export writes it unheld.
        if table == "wishes" { rows.remove(at: index) } else if table == "chores" { rows[index][field] = nil }
        document[table] = rows
        let reexported = try #require(try JSONSerialization.jsonObject(with: store.exportJSON()) as? [String: Any])
        #expect(NSDictionary(dictionary: reexported).isEqual(to: document))
    }

    /// The import decides for the file's own rows only: a wish already in the store held by a member of
    /// another family (another program wrote it) stays, and is not counted as the file's.
    @Test func anImportLeavesTheStoresOwnRowsAsTheyAre() throws {
        let store = try HouseholdStore.inMemory()
        try store.importJSON(try DemoHousehold.store().exportJSON(), source: "demo.json")
        let lin = try #require(try store.members(of: HearthID("MRGDW3AN3QQ7")).first)
        try store.database.write { db in
            try db.execute(sql: "INSERT INTO wishes (family_id, id, member_id, text, created) VALUES ('UHRJRTN8ZW2A', 'w-outside', ?, 'Kites', '2026-11-01T10:00:00Z')",
                           arguments: [lin.id.text])
        }
        let other = """
            {"format": "hearth-household", "version": 1, "members": [],
             "families": [{"id": "K3M7Q9T2W4XZ", "name": "The Okafors", "language": "en", "created": "2026-11-01T10:00:00Z"}]}
            """
        let summary = try store.importJSON(Data(other.utf8), source: "other.json")
        #expect(summary.families == 1)
        #expect(summary.released.isEmpty)
        let riveras = try #require(try store.families().first { $0.id.text == "UHRJRTN8ZW2A" })
        #expect(try store.wishes(of: riveras).contains { $0.id == "w-outside" })
    }

    /// A file whose rows all belong where they are releases nothing.
    @Test func theDemoReleasesNothingOnImport() throws {
        let store = try HouseholdStore.inMemory()
        let summary = try store.importJSON(try DemoHousehold.store().exportJSON(), source: "demo.json")
        #expect(summary.released.isEmpty)
        #expect(summary.members > 0)
    }

    @Test func aSecondMemberFailingUndoesTheFirstFamily() throws {
        let store = try HouseholdStore.inMemory()
        let document = try DemoHousehold.store().exportJSON()
        var text = String(decoding: document, as: UTF8.self)
        // Break the last member only: the families and the first members before it must not stay.
        let lastManager = text.range(of: "\"manager\" : false", options: .backwards)!
        text.replaceSubrange(lastManager, with: "\"manager\" : 3")
        #expect(throws: Failure.self) { try store.importJSON(Data(text.utf8), source: "x.json") }
        #expect(try store.families().isEmpty)
        #expect(try store.members().isEmpty)
    }

    /// Family and member IDs are one kind: a member may not have a family's ID.
    @Test func aMemberWithAFamilysIDIsRefused() throws {
        var document = try #require(try JSONSerialization.jsonObject(with: DemoHousehold.store().exportJSON()) as? [String: Any])
        var members = try #require(document["members"] as? [[String: Any]])
        members[0]["id"] = "MRGDW3AN3QQ7"
        document["members"] = members
        let store = try HouseholdStore.inMemory()
        let failure = #expect(throws: Failure.self) { try store.importJSON(try JSONSerialization.data(withJSONObject: document), source: "x.json") }
        #expect(failure?.message.contains("members[0].id: the ID MRGDW3AN3QQ7 is listed twice (first at families[") == true, "\(failure?.message ?? "")")
    }
}
