import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// Recipes from other apps' files (Tests/Fixtures/recipes) as the store keeps them, and the family's own
/// recipe types.
@Suite struct RecipeImportStoreTests {
    static func importing(_ name: String, into store: HouseholdStore, family: Family, by member: Member) throws -> HouseholdStore.RecipeImportResult {
        let data = Data(Fixtures.bytes("recipes/" + name))
        let read = try RecipeImportFile.read(data, source: name).get()
        return try store.importRecipe(read.recipe, source: name, by: member, in: family)
    }

    static func lines(_ recipe: Recipe) -> [String] { recipe.ingredients.map { $0.line(scaledBy: Rational(1, 1)) } }

    @Test func aSchemaOrgPageWithAGraphAndSections() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let recipe = try Self.importing("pancakes-graph.html", into: store, family: family, by: ana).recipe
        #expect(recipe.name == "Pancakes & Syrup")
        #expect(recipe.type == .breakfastBrunch, "the category \"breakfast\"")
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.ingredients.map(\.name) == ["flour", "egg", "milk", "salt"])
        #expect(recipe.ingredients.map(\.amountText) == ["2", "1", "1 1/4", "a pinch"])
        #expect(recipe.method == """
            Fluffy and quick.

            ### Batter

            1. Whisk the flour and salt.
            2. Beat in the egg & milk.

            ### Cook

            1. Fry in a hot pan.
            """)
    }

    @Test func aPlainJSONWithStepsAsText() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let recipe = try Self.importing("lemonade.json", into: store, family: family, by: ana).recipe
        #expect(recipe.name == "Lemonade")
        #expect(recipe.type == .drinks)
        #expect(recipe.servings == 6, "Makes 6 glasses")
        #expect(recipe.prepMinutes == 65, "PT1H5M")
        #expect(Self.lines(recipe) == ["4 lemons", "1/2 cup sugar", "1 l cold water"])
        #expect(recipe.method == "1. Squeeze the lemons.\n2. Stir in the sugar until it dissolves.\n3. Add the water and chill.")
    }

    @Test func mealiesZipJSONInSnakeCaseMakesAFamilyType() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let result = try Self.importing("banana-bread.mealie.json", into: store, family: family, by: ana)
        let recipe = result.recipe
        #expect(recipe.name == "Banana Bread")
        #expect(result.newType == "Baking")
        #expect(recipe.type == .own("Baking"))
        #expect(try store.recipeTypes(of: family) == ["Baking"])
        #expect(recipe.servings == 1, "the first whole number of \"1 loaf (8 slices)\"")
        #expect(recipe.prepMinutes == 15)
        #expect(recipe.ingredients.map(\.name) == ["very ripe bananas", "flour", "eggs"])
        #expect(recipe.ingredients.map(\.note) == ["mashed", "", "beaten"])
        #expect(recipe.ingredients[1].amountText == "1.5" && recipe.ingredients[1].unit == "cup")
        #expect(recipe.ingredients.map(\.section) == ["Batter", "Batter", "Batter"], "the first line's title heads it and the lines after it")
        #expect(recipe.nutrition.map { "\($0.name)=\($0.value)" } == ["calories=250 kcal", "fatContent=9 g", "proteinContent=4 g"])
        #expect(recipe.method == """
            A loaf for ripe bananas.

            ### Batter

            1. Mash the bananas and stir in the flour.
            2. Fold in the eggs.

            ### Bake

            1. Bake at 175 °C for 60 minutes.
            """)
    }

    @Test func mealiesAPIJSONInCamelCase() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let recipe = try Self.importing("iced-tea.mealie-api.json", into: store, family: family, by: ana).recipe
        #expect(recipe.name == "Iced Tea")
        #expect(recipe.type == .drinks, "the category \"drinks\" in lower case")
        #expect(recipe.servings == 6, "recipeServings")
        #expect(recipe.prepMinutes == 70, "1 hour 10 minutes")
        #expect(Self.lines(recipe) == ["4 black tea bags", "1 l water, boiling"])
        #expect(recipe.method == "1. Steep the tea in the water for 5 minutes.\n2. Cool, then chill over ice.")
    }

    @Test func tandoorsRecipeJSON() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let recipe = try Self.importing("tomato-soup.tandoor.json", into: store, family: family, by: ana).recipe
        #expect(recipe.name == "Tomato Soup")
        #expect(recipe.type == .own("Soups"))
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10, "working_time")
        #expect(Self.lines(recipe) == ["1 onion, diced", "800 g canned tomatoes", "salt"], "the header row left out, no amount for salt")
        #expect(recipe.ingredients.map(\.section) == ["For the base", "For the base", "For the base"], "the header row heads the lines")
        #expect(recipe.tags == ["Soups"])
        #expect(recipe.method == "Quick weeknight soup.\n\n### Base\n\n1. Sweat the onion in oil, then add the tomatoes.\n2. Simmer for 20 minutes and blend.")
    }

    @Test func aBrokenFileNamesItsField() throws {
        let result = RecipeImportFile.read(Data(Fixtures.bytes("recipes/broken-soup.json")), source: "broken-soup.json")
        guard case .failure(let failure) = result else { Issue.record("a broken file was read"); return }
        #expect(failure.message == "broken-soup.json: recipeIngredient[2]: expected text, found a number")
        let notJSON = RecipeImportFile.read(Data("{\"name\": ".utf8), source: "cut.json")
        guard case .failure(let cut) = notJSON else { Issue.record("JSON cut short was read"); return }
        #expect(cut.message.hasPrefix("cut.json: not valid JSON at line 1"), "\(cut.message)")
    }

    @Test func aFileWithoutServingsServesFour() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let json = #"{"@context":"https://schema.org","@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"]}"#
        let read = try RecipeImportFile.read(Data(json.utf8), source: "toast.json").get()
        #expect(read.recipe.servings == nil)
        let recipe = try store.importRecipe(read.recipe, source: "toast.json", by: ana, in: family).recipe
        #expect(recipe.servings == ImportedRecipe.defaultServings)
        #expect(recipe.type == .other, "no category")
        #expect(recipe.prepMinutes == 0)
    }

    /// One value out of Hearth's rules no longer keeps a page out (issue 45; real pages give a yield of 750
    /// for grams, names of 105 characters, "1, 14 oz can of milk"): it is mended, and the warning names the
    /// file's field, not the command's option (it said "--servings" for a page that serves 150).
    @Test func anOutOfRangeValueIsMendedAndNamedAsTheFileNamesIt() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let longName = String(repeating: "Chocolate ", count: 11) + "Turrón"
        for (json, expected) in [
            (#"{"@context":"https://schema.org","@type":"Recipe","name":"Feast","recipeYield":"Serves 150","recipeIngredient":["1 ox"]}"#,
             ["recipeYield: 150 is no number of servings from 1 to 100; the recipe is for 4"]),
            (#"{"@context":"https://schema.org","@type":"Recipe","name":"Stock","prepTime":"P2D","recipeIngredient":["1 bone"]}"#,
             ["prepTime: 2880 minutes is over a day; left out"]),
            (#"{"@type":"Recipe","name":"Fudge","recipeIngredient":["Sauce:", "1, 14 oz can of sweetened condensed milk", "2", "1 cup sugar"]}"#,
             [#"recipeIngredient[1]: ingredient "1, 14 oz can of sweetened condensed milk": expected a name after the amount, such as "2 cups flour"; kept as written, without an amount to scale"#,
              #"recipeIngredient[2]: ingredient "2": expected a name after the amount, such as "2 cups flour"; left out"#]),
            (#"{"@type":"Recipe","name":"\#(longName)","recipeIngredient":["1 bar chocolate"]}"#,
             ["name: 116 characters, cut to 90 (a name has at most 100)"]),
        ] {
            let read = try RecipeImportFile.read(Data(json.utf8), source: "feast.json").get()
            let result = try store.importRecipe(read.recipe, source: "feast.json", by: ana, in: family)
            #expect(result.warnings == expected)
            if result.recipe.name == "Fudge" {
                #expect(result.recipe.ingredients.map(\.name) == ["1, 14 oz can of sweetened condensed milk", "sugar"])
                #expect(result.recipe.ingredients.map(\.section) == ["Sauce", "Sauce"])
            }
        }
        #expect(try store.recipe("Feast", in: family).servings == 4)
        #expect(try store.recipes(of: family).contains { $0.name == String(repeating: "Chocolate ", count: 8) + "Chocolate…" }, "cut at a word")
    }

    /// Importing the same recipe again replaces its fields and keeps its ID and time.
    @Test func importingTwiceUpdates() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let first = try Self.importing("lemonade.json", into: store, family: family, by: ana)
        var changed = try RecipeImportFile.read(Data(Fixtures.bytes("recipes/lemonade.json")), source: "lemonade.json").get().recipe
        changed.name = "LEMONADE"
        changed.servings = 8
        let second = try store.importRecipe(changed, source: "lemonade.json", by: ana, in: family)
        #expect(!first.updated && second.updated)
        #expect(second.recipe.id == first.recipe.id && second.recipe.created == first.recipe.created)
        #expect(try store.recipes(of: family).map(\.name) == ["LEMONADE"])
        #expect(try store.recipe("lemonade", in: family).servings == 8)
    }

    @Test func allOrNothingChangesNothingWhenOneFails() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let good = try RecipeImportFile.read(Data(Fixtures.bytes("recipes/tomato-soup.tandoor.json")), source: "soup.json").get().recipe
        var bad = good
        bad.name = "Bad"
        // A hidden character in the method: no import mends that (an ingredient line it could not read is kept as written).
        bad.method = "Stir.\u{7}"
        let before = try store.exportJSON()
        #expect(throws: Failure.self) { try store.importRecipes([("soup.json", good), ("bad.json", bad)], by: ana, in: family) }
        do {
            _ = try store.importRecipes([("soup.json", good), ("bad.json", bad)], by: ana, in: family)
        } catch let failure as Failure {
            #expect(failure.message.hasPrefix("bad.json: method: expected no control characters but tabs and line breaks (found U+7)"), "\(failure.message)")
        }
        #expect(try store.exportJSON() == before, "not even the new type Soups")
    }

    @Test func familyTypesExportAndImportByteForByte() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        try store.addRecipeType("湯品", in: family)
        try store.addRecipe(.init(name: "Soup", type: "湯品", servings: 2), by: ana, in: family)
        #expect(throws: Failure.self) { try store.addRecipeType("甜點", in: family) }
        #expect(throws: Failure.self) { try store.removeRecipeType("湯品", in: family) }
        let exported = try store.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains("\"recipeTypes\""))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "export.json")
        #expect(try copy.exportJSON() == exported)
    }

    @Test func anImportedRecipeMayNameOnlyTypesItsFamilyHas() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        try store.addRecipe(.init(name: "Soup", type: "Dinner", servings: 2), by: ana, in: family)
        let text = String(decoding: try store.exportJSON(), as: UTF8.self).replacingOccurrences(of: "\"Dinner\"", with: "\"Soups\"")
        let copy = try HouseholdStore.inMemory()
        #expect(throws: Failure.self) { try copy.importJSON(Data(text.utf8), source: "export.json") }
    }
}
