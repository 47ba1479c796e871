import Foundation
import Testing
@testable import HearthDomain

/// The readers of other apps' recipes, without a store: times, yields, HTML, where a Recipe hides.
@Suite struct RecipeImportReadingTests {
    static func json(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    @Test(arguments: [("PT1H30M", 90), ("PT90M", 90), ("P0DT1H", 60), ("PT1H30M20S", 91), ("P1D", 1440), ("PT0S", 0),
                      ("P0Y0M0DT0H15M0.000S", 15), ("P0Y0M0DT1H5M30.5S", 66),
                      ("1 hour 15 minutes", 75), ("20 min", 20), ("15", 15), ("1½ hours", 90), ("1h30", 90), ("1小時30分鐘", 90)])
    func timesAreReadInMinutes(text: String, minutes: Int) {
        #expect(RecipeDuration.minutes(text) == minutes)
    }

    @Test func unreadableTimesAreUnknown() {
        #expect(RecipeDuration.minutes("overnight") == nil)
        #expect(RecipeDuration.minutes("PTXM") == nil)
        #expect(RecipeDuration.minutes("P1Y0M0DT0H15M") == nil, "a year is no recipe's time")
    }

    /// A saved page whose JSON-LD names no address says where it was saved from in its head (issue 68).
    @Test func aPagesCanonicalLinkElseItsOpenGraphAddressIsItsAddress() {
        let both = #"<html><head><meta property="og:url" content="https://example.org/og"><link href='https://example.org/soup?a=1&amp;b=2' rel="alternate canonical"></head>"#
        #expect(PageAddress.declared(inPage: both) == "https://example.org/soup?a=1&b=2")
        #expect(PageAddress.declared(inPage: #"<meta content="https://example.org/og" property=og:url />"#) == "https://example.org/og")
        #expect(PageAddress.declared(inPage: #"<link rel="stylesheet" href="a.css"><meta name="description" content="Soup">"#) == nil)
        #expect(PageAddress.declared(inPage: "<link rel=\"canonical\" href=") == nil, "a tag cut short names nothing")
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
        // A default in the words of other languages' sites, after the family's own (issue 68).
        #expect(recipe(["Hauptgericht", "Schwein"]).type(familyTypes: []).type == .dinner)
        #expect(recipe(["Postres"]).type(familyTypes: []).type == .desserts)
        #expect(recipe(["デザート"]).type(familyTypes: []) == (.desserts, false))
        #expect(recipe(["mains"]).type(familyTypes: ["Mains"]).type == .own("Mains"), "the family's own first")
        #expect(recipe(["Hauptgericht"]).type(familyTypes: ["Hauptgericht"]).type == .own("Hauptgericht"))
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

/// What a cook keeps besides the lines (issue 45): sections, tags, the cuisine, nutrition, a method's paragraphs.
@Suite struct RecipeImportKeepsTests {
    static func json(_ text: String) throws -> JSONValue { try RecipeImportReadingTests.json(text) }

    @Test func aPagesTagsCuisineAndNutritionAreRead() throws {
        let page = try SchemaOrgRecipe.read(try Self.json(#"""
            {"@type": "Recipe", "name": "Zwiebelkuchen", "keywords": "herbst, vegetarisch, Blech", "recipeCuisine": ["Deutsch", "Schwäbisch"],
             "nutrition": {"@type": "NutritionInformation", "calories": "320 kcal", "fatContent": "18 g", "proteinContent": 9, "servingSize": "1 Stück",
                           "potassiumContent": "300 mg", "sodiumContent": "0,4 g"},
             "recipeIngredient": ["Für den Teig:", "250 g Mehl", "Für den Belag:", "1 kg Zwiebeln"]}
            """#)).get()
        #expect(page.tags == ["herbst", "vegetarisch", "Blech"])
        #expect(page.cuisine == "Deutsch, Schwäbisch")
        #expect(page.nutrition.map { "\($0.name)=\($0.value)" } == ["servingSize=1 Stück", "calories=320 kcal", "fatContent=18 g", "sodiumContent=0,4 g", "proteinContent=9 g"],
                "a label's order; a bare number with its unit; a property Hearth does not show left out")
        #expect(page.ingredientLines == ["Für den Teig:", "250 g Mehl", "Für den Belag:", "1 kg Zwiebeln"], "the store reads the headings")
        #expect(page.warnings.isEmpty)
    }

    @Test func anOddCuisineKeywordsOrNutritionIsSkippedWithAWarning() throws {
        let page = try SchemaOrgRecipe.read(try Self.json(#"""
            {"@type": "Recipe", "name": "Flan", "recipeCuisine": false, "keywords": 3, "nutrition": "lots", "recipeIngredient": ["4 eggs"]}
            """#)).get()
        #expect((page.cuisine, page.tags, page.nutrition) == ("", [], []))
        #expect(page.warnings == ["recipeCuisine: expected text or a list of names, found true or false; skipped",
                                  "keywords: expected text or a list of names, found a number; skipped",
                                  "nutrition: expected a NutritionInformation object, found text; skipped"])
    }

    @Test func mealiesIngredientTitlesStartSections() throws {
        let mealie = try MealieRecipe.read(try Self.json(#"""
            {"name": "Tart", "slug": "tart", "tags": [{"name": "Baking", "slug": "baking"}, {"name": "Sunday"}],
             "nutrition": {"calories": "410", "fat_content": "22", "sodium_content": "150", "sugar_content": null},
             "recipe_ingredient": [
              {"title": "Pastry", "note": "200 g flour", "display": "200 g flour"},
              {"title": "", "note": "100 g butter"},
              {"title": "Filling", "note": "", "display": ""},
              {"note": "3 eggs"}],
             "recipe_instructions": [{"title": "", "text": "Rub in the butter.\n\nChill for **1 hour**."}, {"text": "Bake."}]}
            """#)).get()
        #expect(mealie.method == "Rub in the butter.\n\nChill for **1 hour**.\n\n1. Bake.", "a step's paragraphs kept, as Tandoor's are")
        #expect(mealie.ingredientLines == ["Pastry:", "200 g flour", "100 g butter", "Filling:", "3 eggs"])
        #expect(mealie.ingredientFields == ["recipe_ingredient[0].title", "recipe_ingredient[0]", "recipe_ingredient[1]", "recipe_ingredient[2].title", "recipe_ingredient[3]"])
        #expect(mealie.tags == ["Baking", "Sunday"])
        #expect(mealie.nutrition.map { "\($0.name)=\($0.value)" } == ["calories=410 kcal", "fatContent=22 g", "sodiumContent=150 mg"], "as Mealie shows them")
    }

    @Test func tandoorsHeadersStepsAndParagraphsAreKept() throws {
        let tandoor = try TandoorRecipe.read(try Self.json(#"""
            {"name": "Ramen", "keywords": [{"name": "Soups"}, {"name": "Japanese"}], "working_time": 30,
             "properties": [{"property_amount": 540, "property_type": {"name": "Calories", "unit": "kcal"}},
                            {"property_amount": 21.5, "property_type": {"name": "Proteins", "unit": "g"}},
                            {"property_amount": 2, "property_type": {"name": "Price", "unit": "€"}}],
             "steps": [
              {"name": "Broth", "instruction": "Roast the bones.\n\nSimmer for **6 hours**:\n\n- skim often\n- top up with water\n\n## Seasoning\nAdd the tare.",
               "ingredients": [{"food": {"name": "pork bones"}, "unit": {"name": "kg"}, "amount": 1.5, "note": "", "is_header": false, "no_amount": false}]},
              {"name": "", "instruction": "Cook the noodles.", "ingredients": [
                {"food": null, "unit": null, "amount": 0, "note": "Toppings", "is_header": true, "no_amount": true},
                {"food": {"name": "eggs"}, "unit": null, "amount": 4, "note": "soft-boiled", "is_header": false, "no_amount": false}]}]}
            """#)).get()
        #expect(tandoor.ingredientLines == ["Broth:", "1.5 kg pork bones", "Toppings:", "4 eggs, soft-boiled"])
        #expect(tandoor.tags == ["Soups", "Japanese"])
        #expect(tandoor.nutrition.map { "\($0.name)=\($0.value)" } == ["calories=540 kcal", "proteinContent=21.5 g"])
        #expect(tandoor.method == """
            ### Broth

            Roast the bones.

            Simmer for **6 hours**:

            - skim often
            - top up with water

            ### Seasoning

            Add the tare.

            1. Cook the noodles.
            """, "a step of paragraphs keeps them, a heading in it is a heading, a step of one paragraph is a numbered step")
    }
}

extension RecipeImportKeepsTests {
    /// Real pages write a whole list into one text (recipe-scrapers' barefootcontessa.com page: fourteen
    /// lines in one, read as one ingredient): each line is an ingredient.
    @Test func aTextOfSeveralLinesIsSeveralIngredients() throws {
        let page = try SchemaOrgRecipe.read(try Self.json(#"""
            {"@type": "Recipe", "name": "Lasagna", "recipeIngredient": ["1½ pounds eggplant\n¾ pound zucchini\n", "⅔ cup good olive oil"]}
            """#)).get()
        #expect(page.ingredientLines == ["1½ pounds eggplant", "¾ pound zucchini", "⅔ cup good olive oil"])
        #expect(page.ingredientFields == ["recipeIngredient[0]", "recipeIngredient[0]", "recipeIngredient[1]"])
    }
}

extension RecipeImportKeepsTests {
    /// A page's plugin lists the lines under headings its JSON-LD cannot hold (WP Recipe Maker's group names,
    /// Tasty Recipes' h4s): each line is found by its letters and is under the heading before it. Its list
    /// title ("Ingredients") is no section, and nothing is said when a line is not found.
    @Test func aPagesIngredientHeadingsAreFoundInItsList() {
        let style = "<style>.wprm-recipe-ingredients-container { margin: 0 }</style>"
        let wprm = style + #"""
            <div class="wprm-recipe-ingredients-container wprm-block-text-normal"><h3 class="wprm-recipe-header">Ingredients</h3>
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the crust:</h4><ul>
            <li class="wprm-recipe-ingredient"><span>1&#32;½</span> cups flour</li><li class="wprm-recipe-ingredient">½ cup butter, cold</li></ul></div>
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Filling</h4><ul>
            <li class="wprm-recipe-ingredient">3 eggs</li><li class="wprm-recipe-ingredient">2</li><li class="wprm-recipe-ingredient">1 cup jalape&ntilde;os</li></ul></div></div>
            <div class="wprm-recipe-instructions-container"><h3>For the crust</h3><ul><li>Rub the butter into the flour.</li></ul></div>
            """#
        let lines = ["1 1/2 cups flour", "1/2 cup butter, cold", "3 eggs", "2", "1 cup jalapeños"]
        #expect(PageIngredientGroups.sections(in: wprm, lines: lines) == ["For the crust", "For the crust", "Filling", "Filling", "Filling"])
        #expect(PageIngredientGroups.sections(in: wprm, lines: lines + ["1 cup cream"]) == nil, "a line the list does not have")
        let tasty = #"""
            <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body">
            <h4>Tikka Paste</h4><p>&frac12; TB ground coriander</p><p>1 lemon, zested &amp; juiced</p>
            <h4>Tikka Masala</h4><p>16 oz paneer</p></div></div><div class="tasty-recipes-instructions"><h4>Tikka Paste</h4></div>
            """#
        #expect(PageIngredientGroups.sections(in: tasty, lines: ["½ TB ground coriander", "1 lemon, zested & juiced", "16 oz paneer"])
                == ["Tikka Paste", "Tikka Paste", "Tikka Masala"])
        let oneHeading = #"<div class="tasty-recipes-ingredients"><h4>Cake</h4><p>1 cup flour</p></div>"#
        #expect(PageIngredientGroups.sections(in: oneHeading, lines: ["1 cup flour"]) == nil, "one heading sorts nothing")
    }
}
