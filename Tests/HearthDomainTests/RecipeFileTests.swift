import Testing
@testable import HearthDomain

@Suite struct RecipeFileTests {
    static let pancakes = """
        ---
        name: Pancakes
        type: breakfast
        servings: 4
        prep: 20
        ingredients:
          - 1 1/2 cups flour
          - "a pinch of salt"
        ---
        1. Whisk.
        2. Fry.
        """

    @Test func aRecipeFileIsReadFromItsFrontMatter() throws {
        let file = try RecipeFile.parse(Self.pancakes, source: "pancakes.md").get()
        #expect(file.name == "Pancakes")
        #expect(file.type == .breakfastBrunch)
        #expect(file.servings == 4 && file.prepMinutes == 20)
        #expect(file.ingredients.map(\.name) == ["flour", "salt"])
        #expect(file.method == "1. Whisk.\n2. Fry.")
    }

    @Test(arguments: [
        ("servings: 4", "servings: 0", "pancakes.md:4: servings: expected a whole number from 1 to 100, found \"0\""),
        ("servings: 4", "servings: four", "pancakes.md:4: servings: expected a whole number from 1 to 100, found \"four\""),
        ("type: breakfast", "type: Lunch", "pancakes.md:3: type: expected one of Desserts, Drinks, Breakfast/Brunch, Dinner, Other"),
        ("  - 1 1/2 cups flour", "  - 1//2 cups flour", "pancakes.md:7: ingredient \"1//2 cups flour\": expected an amount"),
        ("prep: 20", "colour: red", "pancakes.md:5: colour: expected one of the keys name, type, servings, prep, cook, wait, total, source, cuisine, tags, language, image, ingredients"),
        ("prep: 20", "total: 20000", "pancakes.md:5: total: expected minutes from 0 to 10080, found \"20000\""),
        ("prep: 20", "source: ftp://example.org/x", "pancakes.md:5: source: expected an http or https address"),
        // A list on the key's own line was read as no ingredients at all.
        ("ingredients:", "ingredients: [2 cups beans, 1 onion]",
         "pancakes.md:6: ingredients: expected one ingredient a line below \"ingredients:\", each after \"- \", found \"[2 cups beans, 1 onion]\""),
        ("ingredients:", "ingredients: 2 cups flour", "pancakes.md:6: ingredients: expected one ingredient a line below"),
    ])
    func aBadValueNamesTheLine(original: String, replacement: String, message: String) {
        let text = Self.pancakes.replacingOccurrences(of: original, with: replacement)
        switch RecipeFile.parse(text, source: "pancakes.md") {
        case .success: Issue.record("accepted: \(replacement)")
        case .failure(let error): #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// The times, the source, the cuisine and the tags a page shows, and sections, can be typed too (issue 45).
    @Test func timesSourceCuisineTagsAndSectionsAreRead() throws {
        let text = Self.pancakes.replacingOccurrences(of: "prep: 20\n", with: "prep: 20\ncook: 15 min\nwait: 10\nsource: https://example.org/p\ncuisine: American\ntags: weekend, Quick, quick\nlanguage: en-us\n")
            .replacingOccurrences(of: "  - 1 1/2 cups flour", with: "  - Dry:\n  - 1 1/2 cups flour")
        let file = try RecipeFile.parse(text, source: "pancakes.md").get()
        #expect((file.prepMinutes, file.cookMinutes, file.waitMinutes, file.totalMinutes) == (20, 15, 10, nil))
        #expect(file.source == "https://example.org/p" && file.cuisine == "American" && file.tags == ["weekend", "Quick"])
        #expect(file.ingredients.map(\.section) == ["Dry", "Dry"])
        #expect(file.language == "en-US", "a language tag is kept as BCP 47 writes it")
        let wrong = Self.pancakes.replacingOccurrences(of: "prep: 20\n", with: "prep: 20\nlanguage: Deutsch\n")
        guard case .failure(let error) = RecipeFile.parse(wrong, source: "pancakes.md") else { Issue.record("accepted"); return }
        #expect(error.description.hasPrefix("pancakes.md:6: language: expected a language tag such as de, pt-BR or zh-Hant"))
    }

    /// "ingredients: []" says there are none, as an empty "ingredients:" does; a list on that line is refused.
    @Test func anEmptyListOfIngredientsIsRead() throws {
        let text = Self.pancakes.replacingOccurrences(of: "ingredients:\n  - 1 1/2 cups flour\n  - \"a pinch of salt\"", with: "ingredients: []")
        #expect(text.contains("ingredients: []\n---"))
        #expect(try RecipeFile.parse(text, source: "pancakes.md").get().ingredients.isEmpty)
    }

    @Test func aFileWithoutFrontMatterSaysWhatItNeeds() {
        guard case .failure(let error) = RecipeFile.parse("Just some text", source: "x.md") else { Issue.record("accepted"); return }
        #expect(error.description.hasPrefix("x.md:1: front matter: expected the file to start with a line \"---\""))
    }

    @Test func prepTimeIsAnISO8601Duration() {
        func recipe(_ minutes: Int) -> Recipe {
            Recipe(id: "r", name: "R", type: .other, servings: 1, prepMinutes: minutes, ingredients: [], method: "", addedBy: nil, created: "")
        }
        #expect(recipe(20).isoPrepTime == "PT20M")
        #expect(recipe(90).isoPrepTime == "PT1H30M")
        #expect(recipe(120).isoPrepTime == "PT2H")
        #expect(recipe(0).isoPrepTime == "PT0M")
    }

    @Test func slugsAreStableUniqueAndNeverEmpty() {
        #expect(Slug.make("Buttermilk Pancakes!") == "buttermilk-pancakes")
        #expect(Slug.make("麻婆豆腐") == "麻婆豆腐")
        #expect(Slug.make("../..") == "")
        #expect(Slug.make("Crème brûlée") == "crème-brûlée")
        #expect(Slug.unique(["Soup", "soup", "!!!", "???", "Soup 2"], fallback: "recipe") == ["soup", "soup-3", "recipe", "recipe-2", "soup-2"],
                "\"Soup 2\" keeps its own slug; the second soup is numbered around it")
        #expect(Slug.make(String(repeating: "a", count: 500)).count == 60)
        #expect(Slug.make("a\u{202E}b\u{200B}c") == "a-b-c", "bidirectional overrides and zero-width spaces never reach an address")
        #expect(Slug.make("CON") == "con-1" && Slug.make("lpt1") == "lpt1-1", "names Windows keeps for devices")
        for name in ["COM¹", "LPT²", "com0", "Lpt³"] {
            #expect(Slug.make(name) == name.lowercased() + "-1", "\(name): Windows keeps it for a device too")
        }
        #expect(Slug.make("COM10") == "com10", "not a device name")
        #expect(Slug.make("a<b>c:d\"e|f?g*h\\i/j") == "a-b-c-d-e-f-g-h-i-j", "no character a file system refuses")
        for name in ["..", ".", "...", "/", "\u{0}", "   "] { #expect(Slug.unique([name], fallback: "recipe") == ["recipe"]) }
    }
}
