import Foundation
import Testing
@testable import HearthDomain

/// The readers of other apps' recipes, without a store: times, yields, HTML, where a Recipe hides.
@Suite struct RecipeImportReadingTests {
    static func json(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    @Test(arguments: [("PT1H30M", 90), ("PT90M", 90), ("P0DT1H", 60), ("PT1H30M20S", 91), ("P1D", 1440), ("PT0S", 0),
                      ("1 hour 15 minutes", 75), ("20 min", 20), ("15", 15), ("1½ hours", 90), ("1h30", 90), ("1小時30分鐘", 90)])
    func timesAreReadInMinutes(text: String, minutes: Int) {
        #expect(RecipeDuration.minutes(text) == minutes)
    }

    @Test func unreadableTimesAreUnknown() {
        #expect(RecipeDuration.minutes("overnight") == nil)
        #expect(RecipeDuration.minutes("PTXM") == nil)
    }

    /// A time too long to be one ("99999999999999999999" minutes) is kept at a million minutes, which the
    /// recipe's rules refuse by its field's name, rather than stopping the program.
    @Test func anEndlessTimeIsAMillionMinutes() throws {
        #expect(RecipeDuration.minutes("99999999999999999999") == 1_000_000)
        #expect(RecipeDuration.minutes("PT99999999999999999999H") == 1_000_000)
        #expect(RecipeDuration.minutes(try Self.json("1e300")) == 1_000_000)
    }

    /// An empty text line among a Mealie recipe's ingredients is no ingredient, as in the other readers.
    @Test func anEmptyMealieIngredientLineIsSkipped() throws {
        let recipe = try Self.json(#"{"name": "Toast", "recipe_ingredient": ["1 slice bread", "  ", "butter"], "recipe_instructions": []}"#)
        let read = try MealieRecipe.read(recipe).get()
        #expect(read.ingredientLines == ["1 slice bread", "butter"])
    }

    @Test func servingsAreTheFirstWholeNumber() throws {
        #expect(RecipeJSONFields.servings(try Self.json(#""4-6 servings""#)) == 4)
        #expect(RecipeJSONFields.servings(try Self.json(#""Serves 6 to 8""#)) == 6)
        #expect(RecipeJSONFields.servings(try Self.json(#"["people", "12 muffins"]"#)) == 12)
        #expect(RecipeJSONFields.servings(try Self.json("3")) == 3)
        #expect(RecipeJSONFields.servings(try Self.json(#""a few""#)) == nil)
    }

    @Test func htmlIsReducedToPlainText() {
        #expect(PlainText.line("<b>1</b> egg") == "1 egg")
        #expect(PlainText.line("Pancakes &amp;amp; Syrup") == "Pancakes & Syrup")
        #expect(PlainText.line("Bake at < 200 &#176;C") == "Bake at < 200 °C")
        #expect(PlainText.lines("<p>Mix.</p><p>Fry.</p>") == ["Mix.", "Fry."])
    }

    @Test func onlyJSONLDScriptsAreTaken() {
        let page = #"<script>var a = 1;</script><SCRIPT type=application/ld+json>{"a":1}</SCRIPT><script type="application/ld+json" id="x">[2]</script>"#
        #expect(JSONLDScripts.texts(in: page) == [#"{"a":1}"#, "[2]"])
        // The attribute named type, not the word elsewhere in the tag.
        let other = #"<script id="recipe-type" data-type="x" type="application/ld+json">{"b":2}</script><script data-type="application/ld+json">[3]</script>"#
        #expect(JSONLDScripts.texts(in: other) == [#"{"b":2}"#])
    }

    @Test func aRecipeIsFoundInAListInAGraphOrAsAPagesMainEntity() throws {
        let inList = try Self.json(#"[{"@type":"WebSite"},{"@type":"Recipe","name":"A"}]"#)
        let inPage = try Self.json(#"{"@type":"WebPage","mainEntity":{"@type":["Recipe","Thing"],"name":"B"}}"#)
        let inGraph = try Self.json(#"{"@graph":[[{"@type":"Person"}],{"@type":"Recipe","name":"C"}]}"#)
        #expect([inList, inPage, inGraph].compactMap { SchemaOrgRecipe.find(in: $0)?["name"]?.text } == ["A", "B", "C"])
    }

    @Test func stepsAsOneTextLoseTheirNumbersAndKeepHeadings() throws {
        let recipe = try Self.json(####"{"@type":"Recipe","name":"R","recipeInstructions":"### Dough\n1. Mix.\n2. Knead.\n\n- Rest."}"####)
        let read = try SchemaOrgRecipe.read(recipe).get()
        #expect(read.method == "### Dough\n\n1. Mix.\n2. Knead.\n3. Rest.")
    }

    @Test func theTypeIsTheFirstKnownCategoryElseANewOne() {
        func recipe(_ categories: [String]) -> ImportedRecipe {
            ImportedRecipe(name: "R", servings: nil, prepMinutes: 0, ingredientLines: [], ingredientFields: [], method: "", categories: categories)
        }
        let desserts = recipe(["Soup", "DESSERTS"]).type(familyTypes: [])
        #expect(desserts.type == .desserts && !desserts.isNew)
        #expect(recipe(["Soup", "soups"]).type(familyTypes: ["Soups"]).type == .own("Soups"))
        #expect(recipe(["Soup", "Dinner"]).type(familyTypes: []).type == .dinner)
        #expect(recipe(["湯品"]).type(familyTypes: []).isNew)
        #expect(recipe(["早午餐"]).type(familyTypes: []).type == .breakfastBrunch)
        #expect(recipe([]).type(familyTypes: []).type == .other)
    }

    /// Yields in every form schema.org gives them (issue 45): a QuantitativeValue was read as "no servings",
    /// and the recipe became 4 servings.
    @Test(arguments: [(#"6"#, 6), (#""6 servings""#, 6), (#"["8", "8 muffins"]"#, 8), (#"{"@type": "QuantitativeValue", "value": 6}"#, 6),
                      (#"{"@type": "QuantitativeValue", "value": "10"}"#, 10), (#"{"@type": "QuantitativeValue", "minValue": 4, "maxValue": 6}"#, 4)])
    func yieldsAreReadInEveryForm(yield: String, servings: Int) throws {
        let recipe = try Self.json(#"{"@type": "Recipe", "name": "Flan", "recipeYield": "# + yield + #"}"#)
        #expect(try SchemaOrgRecipe.read(recipe).get().servings == servings)
    }

    /// A field a recipe can do without, of a type nobody expects, no longer refuses the page: it is skipped
    /// and said, and the rest comes in.
    @Test func anOddFieldIsSkippedWithAWarning() throws {
        let recipe = try Self.json(#"{"@type": "Recipe", "name": "Flan", "recipeCategory": 7, "description": false, "recipeIngredient": ["4 eggs"]}"#)
        let read = try SchemaOrgRecipe.read(recipe).get()
        #expect(read.ingredientLines == ["4 eggs"])
        #expect(read.categories.isEmpty)
        #expect(read.warnings == ["description: expected text, found true or false; skipped",
                                  "recipeCategory: expected text or a list of names, found a number; skipped"])
    }

    /// HTML's named letters decode as the pages show them: a Hungarian method was stored with "&oacute;".
    @Test func namedLettersOfEveryEuropeanLanguageAreDecoded() {
        #expect(PlainText.line("Pisk&oacute;ta, toj&aacute;s, &Uuml;ber, cr&egrave;me br&ucirc;l&eacute;e, Stra&szlig;e, &oelig;uf, 5 &euro;") ==
                "Piskóta, tojás, Über, crème brûlée, Straße, œuf, 5 €")
        #expect(PlainText.line("&yuml; &nbsp;x &iexcl;") == "ÿ x ¡")
    }

    /// An imported category in the singular or plural of a type the family has is that type: "Dessert" was
    /// made a new type beside Desserts.
    @Test func aCategoryInTheSingularIsTheTypeInThePlural() {
        #expect(RecipeType.named("Dessert", familyTypes: []) == .desserts)
        #expect(RecipeType.named("drink", familyTypes: []) == .drinks)
        #expect(RecipeType.named("Soup", familyTypes: ["Soups"]) == .own("Soups"))
        #expect(RecipeType.named("Salad", familyTypes: ["Soups"]) == nil)
    }

    /// Cook, waiting and total times and the source address, from each format (issue 45): they were dropped.
    @Test func timesAndTheSourceAreKeptFromEveryFormat() throws {
        let page = try SchemaOrgRecipe.read(try Self.json(#"""
            {"@type": "Recipe", "name": "Bread", "url": "https://example.org/bread", "prepTime": "PT20M", "cookTime": "PT40M", "totalTime": "PT3H"}
            """#)).get()
        #expect((page.prepMinutes, page.cookMinutes, page.totalMinutes, page.source) == (20, 40, 180, "https://example.org/bread"))
        let mealie = try MealieRecipe.read(try Self.json(#"""
            {"name": "Soup", "prep_time": "10 minutes", "perform_time": "1 hour", "total_time": "1 hour 15 minutes",
             "org_url": "https://example.org/soup", "recipe_ingredient": [], "recipe_instructions": []}
            """#)).get()
        #expect((mealie.prepMinutes, mealie.cookMinutes, mealie.totalMinutes, mealie.source) == (10, 60, 75, "https://example.org/soup"))
        let tandoor = try TandoorRecipe.read(try Self.json(#"""
            {"name": "Brioche", "working_time": 30, "waiting_time": 720, "source_url": "javascript:alert(1)", "steps": []}
            """#)).get()
        #expect((tandoor.prepMinutes, tandoor.waitMinutes, tandoor.source) == (30, 720, nil), "only an http(s) address is a source")
    }

    @Test func aTotalIsTheWritersOwnElseTheTimesAddedUp() {
        var recipe = Recipe(id: "r", name: "Brioche", type: .other, servings: 8, prepMinutes: 30, ingredients: [], method: "", addedBy: nil, created: "")
        recipe.cookMinutes = 25
        recipe.waitMinutes = 720
        #expect(recipe.shownTotalMinutes == 775)
        recipe.totalMinutes = 780
        #expect(recipe.shownTotalMinutes == 780)
        #expect(Recipe.isoDuration(780) == "PT13H")
        #expect(Recipe.checkedSource("https://example.org/a b") == nil)
        #expect(Recipe.checkedSource(" http://example.org/x ") == "http://example.org/x")
    }
}
