import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct RecipePagesTests {
    static func riverasSite(_ folder: TemporaryFolder) throws -> URL {
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID("UHRJRTN8ZW2A"))
        return output
    }

    /// The navigation's link to the recipe book is "the current page" on the book's own page only; on a
    /// recipe it marks the section the page is in, and the one "current page" is the servings link.
    @Test func theNavigationSaysWhichLinkIsThisPageAndWhichItsSection() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let book = try SiteFiles.text(site, "recipes/index.html")
        #expect(book.contains("<a href=\"../recipes/index.html\" aria-current=\"page\">Recipes</a>"), "\(book.prefix(2000))")
        for path in ["recipes/buttermilk-pancakes/index.html", "recipes/buttermilk-pancakes/serves-6/index.html", "recipes/sorted/prep-ascending/index.html"] {
            let page = try SiteFiles.text(site, path)
            let depth = path.split(separator: "/").count - 1
            let href = String(repeating: "../", count: depth) + "recipes/index.html"
            #expect(page.contains("<a href=\"\(href)\" aria-current=\"true\">Recipes</a>"), "\(path)")
            #expect(page.components(separatedBy: "aria-current=\"page\"").count <= 2, "at most one current page: \(path)")
        }
    }

    @Test func eachChosenServingsHasItsOwnPrintablePage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let base = try SiteFiles.text(site, "recipes/buttermilk-pancakes/index.html")
        #expect(base.contains("<strong>Serves 4</strong>"))
        #expect(base.contains("<li><span class=\"recipe__amount\">1 1/2 cups</span> flour</li>"), "the writer's own servings as written")
        for servings in [2, 6, 8] {
            #expect(base.contains("href=\"../buttermilk-pancakes/serves-\(servings)/index.html\""))
        }
        let six = try SiteFiles.text(site, "recipes/buttermilk-pancakes/serves-6/index.html")
        #expect(six.contains("<strong>Serves 6</strong>"))
        #expect(six.contains("<li><span class=\"recipe__amount\">2¼ cups</span> flour</li>"))
        #expect(six.contains("<li><span class=\"recipe__amount\">a pinch of</span> salt</li>"), "a pinch stays a pinch")
        #expect(six.contains("<a href=\"../../buttermilk-pancakes/serves-6/index.html\" aria-current=\"page\">6</a>"))
        let twin = try SiteFiles.text(site, "recipes/buttermilk-pancakes/serves-6/index.md")
        #expect(twin.contains("- 2¼ cups flour"))
        #expect(twin.contains("- 3 eggs"))
        // The twin links to the other servings' twins, as the page does to theirs.
        #expect(twin.contains("Servings: [2](../../buttermilk-pancakes/serves-2/index.md) · [4](../../buttermilk-pancakes/index.md) · **6** · [8](../../buttermilk-pancakes/serves-8/index.md)"))
    }

    /// A recipe offers half, its own, one and a half times and twice its servings (pancakes for 4: 2, 4, 6,
    /// 8), and the family's usual numbers besides.
    @Test func theServingsComeFromTheRecipeAndTheFamily() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        let options = BuildOptions(output: output, date: DemoHousehold.date, familyID: HearthID("UHRJRTN8ZW2A"), servings: [3, 12])
        _ = try SiteBuilder().build(try DemoHousehold.store().snapshot(), options: options)
        let files = try SiteFiles.read(output)
        for servings in [2, 3, 6, 8, 12] {
            #expect(files["recipes/buttermilk-pancakes/serves-\(servings)/index.html"] != nil, "serves \(servings)")
        }
        #expect(files["recipes/buttermilk-pancakes/serves-4/index.html"] == nil, "its own servings are the recipe's page")
        #expect(files["recipes/buttermilk-pancakes/serves-5/index.html"] == nil)
        let cookies = Recipe(id: "c", name: "Cookies", type: .desserts, servings: 24, prepMinutes: 0, ingredients: [], method: "", addedBy: nil,
                             created: "2026-01-01T00:00:00Z")
        #expect(cookies.offeredServings == [12, 24, 36, 48])
        var single = cookies
        single.servings = 1
        #expect(single.offeredServings == [1, 2], "half of one is not a serving; one and a half is rounded up")
        single.servings = 80
        #expect(single.offeredServings == [40, 80], "no more than 100")
    }

    @Test func eachRecipePageCarriesSchemaOrgJSONLD() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let page = try SiteFiles.text(site, "recipes/buttermilk-pancakes/serves-6/index.html")
        let start = try #require(page.range(of: "<script type=\"application/ld+json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        #expect(json?["@type"] as? String == "Recipe")
        #expect(json?["name"] as? String == "Buttermilk pancakes")
        #expect(json?["recipeYield"] as? String == "6 servings")
        #expect(json?["prepTime"] as? String == "PT20M")
        #expect(json?["recipeCategory"] as? String == "Breakfast/Brunch")
        #expect((json?["recipeIngredient"] as? [String])?.first == "2¼ cups flour")
        // Steps recipe apps read: HowToStep in plain text, never the method's Markdown.
        let steps = try #require(json?["recipeInstructions"] as? [[String: String]])
        #expect(steps.first?["@type"] == "HowToStep")
        #expect(steps.contains { $0["text"]?.contains("Whisk the dry ingredients") == true }, "\(steps)")
        #expect(!steps.contains { ($0["text"] ?? "").contains("**") || ($0["text"] ?? "").isEmpty })
    }

    /// A method written with its own heading, bold and a link: under the page's "Method" its heading is one
    /// level below; its relative link works from the pages at other servings, one folder deeper; recipe
    /// apps read its steps as plain text and its first paragraph as the description.
    @Test func aMethodWithHeadingsBoldAndLinksReadsRightEverywhere() throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let method = "# Method\n\nHeat the oven. See [the list](../../groceries/index.html).\n\n1. **Mix** the flour.\n2. Bake for 10 min.\n"
        let recipe = Recipe(id: "r", name: "Scones", type: .other, servings: 4, prepMinutes: 0, ingredients: [], method: method,
                            addedBy: nil, created: "")
        let family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: "T", language: "en", created: "")
        let pages = RecipePage.pages(for: recipe, servingsChoices: [], family: family, links: RecipeLinks([recipe]), strings: strings)
        let own = try #require(pages.first { $0.folder == "recipes/scones/" }?.model as? RecipePage)
        let deeper = try #require(pages.first { $0.folder == "recipes/scones/serves-8/" }?.model as? RecipePage)
        #expect(own.methodHTML.contains("<h3>Method</h3>") && !own.methodHTML.contains("<h1>"))
        #expect(own.methodHTML.contains(#"href="../../groceries/index.html""#))
        #expect(deeper.methodHTML.contains(#"href="../../../groceries/index.html""#), "one folder deeper")
        #expect(deeper.methodMarkdown.contains("(../../../groceries/index.html)") && deeper.methodMarkdown.contains("### Method"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(own.jsonLD.utf8)) as? [String: Any])
        #expect(json["description"] as? String == "Heat the oven. See the list.")
        #expect((json["recipeInstructions"] as? [[String: String]])?.map { $0["text"] ?? "" } == ["Mix the flour.", "Bake for 10 min."])
        // A method of paragraphs only: each is a step; a recipe without a method has no steps at all.
        #expect(MarkdownPlainText.steps("Boil.\n\nServe *hot*.\n") == (nil, ["Boil.", "Serve hot."]))
        var plain = recipe
        plain.method = ""
        let none = try #require(try JSONSerialization.jsonObject(with: Data(RecipeJSONLD(recipe: plain, typeName: "Other", language: "en").scriptText(yield: "4", ingredients: []).utf8)) as? [String: Any])
        #expect(none["recipeInstructions"] == nil && none["description"] == nil)
    }

    @Test func jsonLDCannotEndItsScriptEarly() throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let recipe = Recipe(id: "r", name: "</script><script>alert(1)</script>", type: .other, servings: 1, prepMinutes: 0,
                            ingredients: [], method: "a & b \u{2028} c \u{2029} d", addedBy: nil, created: "")
        let text = RecipeJSONLD(recipe: recipe, typeName: strings.name(of: recipe.type), language: "en").scriptText(yield: "1", ingredients: [])
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
        #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}") && text.contains(#"\u2028 c \u2029"#), "the separators as escapes")
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(decoded?["name"] as? String == "</script><script>alert(1)</script>", "the text reads back as typed")
        #expect((decoded?["recipeInstructions"] as? [[String: String]])?.first?["text"] == "a & b \u{2028} c \u{2029} d")
    }

    /// The JSON-LD is written by hand, once per recipe for what its pages share; it must be what
    /// JSONEncoder writes (sorted keys) with the script-breaking characters escaped after, for any text.
    @Test func jsonLDIsWhatJSONEncoderWritesThenEscapedForScript() throws {
        struct Step: Encodable {
            enum CodingKeys: String, CodingKey { case type = "@type", text }
            var type = "HowToStep", text: String
        }
        struct Encoded: Encodable {
            enum CodingKeys: String, CodingKey {
                case context = "@context", type = "@type", name, recipeYield, prepTime, recipeIngredient, recipeInstructions, recipeCategory, description, image
                case cookTime, totalTime, isBasedOn, keywords, recipeCuisine, nutrition, inLanguage
            }
            var context = "https://schema.org", type = "Recipe", name: String, recipeYield: String, prepTime: String?
            var recipeIngredient: [String], recipeInstructions: [Step]?, recipeCategory: String, description: String?, image: String?
            var cookTime: String?
            var totalTime: String?
            var isBasedOn: String?
            var keywords: String?
            var recipeCuisine: String?
            var nutrition: [String: String]?
            var inLanguage: String
        }
        let controls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let texts = [controls, "</script><!-- \"quoted\" \\ back/slash & more -->", "a\u{2028}b\u{2029}c\u{2027}\u{202A}",
                     "麻婆豆腐 😀 é\u{7F}\u{85}\u{FEFF}", "", "plain"]
        for (index, text) in texts.enumerated() {
            var recipe = Recipe(id: "r", name: text, type: .other, servings: 2, prepMinutes: index.isMultiple(of: 2) ? 90 : 0, ingredients: [],
                                method: texts[(index + 1) % texts.count], addedBy: nil, created: "")
            // Cook time and a source on some (an address: the JSON escapes its slashes and "&").
            recipe.cookMinutes = index % 3 == 1 ? 45 : 0
            recipe.source = index % 2 == 1 ? "https://example.org/a?b=1&c=<2>" : nil
            // Tags, a cuisine and nutrition on some, in the hostile texts too.
            recipe.tags = index % 2 == 0 ? [text, "quick"] : []
            recipe.cuisine = index % 3 == 0 ? text : ""
            recipe.nutrition = index % 2 == 1 ? [NutritionFact(name: "calories", value: text), NutritionFact(name: "fatContent", value: "9 g")] : []
            let ingredients = [texts[(index + 2) % texts.count], texts[(index + 3) % texts.count]]
            // A picture's address from the page (its slashes written "\/" as JSONEncoder writes them), or none.
            let image = index.isMultiple(of: 3) ? nil : String(repeating: "../", count: 2 + index % 2) + "images/0b5c18aaaa1d2d93.png"
            let written = RecipeJSONLD(recipe: recipe, typeName: text + "type", language: text + "-lang").scriptText(yield: text + " servings", ingredients: ingredients, image: image)
            let (description, steps) = MarkdownPlainText.steps(recipe.method)

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let expected = String(decoding: try encoder.encode(Encoded(name: text, recipeYield: text + " servings", prepTime: recipe.prepMinutes == 0 ? nil : recipe.isoPrepTime,
                                                                       recipeIngredient: ingredients, recipeInstructions: steps.isEmpty ? nil : steps.map { Step(text: $0) },
                                                                       recipeCategory: text + "type", description: description, image: image,
                                                                       cookTime: recipe.cookMinutes == 0 ? nil : Recipe.isoDuration(recipe.cookMinutes),
                                                                       totalTime: recipe.shownTotalMinutes == 0 ? nil : Recipe.isoDuration(recipe.shownTotalMinutes),
                                                                       isBasedOn: recipe.source,
                                                                       keywords: recipe.tags.isEmpty ? nil : recipe.tags.joined(separator: ", "),
                                                                       recipeCuisine: recipe.cuisine.isEmpty ? nil : recipe.cuisine,
                                                                       nutrition: recipe.nutrition.isEmpty ? nil
                                                                           : Dictionary(uniqueKeysWithValues: [("@type", "NutritionInformation")] + recipe.nutrition.map { ($0.name, $0.value) }),
                                                                       inLanguage: text + "-lang")),
                                           as: UTF8.self)
                .replacingOccurrences(of: "<", with: #"\u003c"#).replacingOccurrences(of: ">", with: #"\u003e"#)
                .replacingOccurrences(of: "&", with: #"\u0026"#).replacingOccurrences(of: "\u{2028}", with: #"\u2028"#)
                .replacingOccurrences(of: "\u{2029}", with: #"\u2029"#)
            #expect(written == expected, "text \(index)")
        }
    }

    @Test func theBookIsByTypeAndEveryOrderIsItsOwnPage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let index = try SiteFiles.text(site, "recipes/index.html")
        let types = ["Desserts", "Drinks", "Breakfast/Brunch", "Dinner", "Other"].map { index.range(of: "<h2>\($0)</h2>")?.lowerBound }
        #expect(types.allSatisfy { $0 != nil } && types.compactMap { $0 } == types.compactMap { $0 }.sorted(), "the app's order of types")
        let quickest = try SiteFiles.text(site, "recipes/sorted/prep-ascending/index.md")
        let names = quickest.split(separator: "\n").filter { $0.hasPrefix("| [") }.map { $0.split(separator: "]")[0].dropFirst(3) }
        #expect(names == ["Overnight oats", "Fresh lemonade", "Greek salad", "Buttermilk pancakes", "Chocolate chip cookies", "Weeknight chili"])
        let most = try SiteFiles.text(site, "recipes/sorted/servings-descending/index.md")
        #expect(most.firstRange(of: "Chocolate chip cookies")!.lowerBound < most.firstRange(of: "Fresh lemonade")!.lowerBound)
        // Each order's twin links to the others' twins, the current one in bold.
        #expect(quickest.contains("Sort: [By type](../../index.md) · [Name A–Z](../../sorted/name-ascending/index.md)"))
        #expect(quickest.contains(" · **Quickest** · [Longest prep](../../sorted/prep-descending/index.md)"))
    }

    /// A family's own type is shown by its own words, after the defaults, in the book and beside the recipe.
    @Test func aFamilysOwnTypeShowsByItsOwnName() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let family = try store.families().first { $0.language == "zh-Hant" }!
        let member = try store.members(of: family.id).first!
        try store.addRecipeType("湯品", in: family)
        try store.addRecipe(.init(name: "番茄蛋花湯", type: "湯品", servings: 4, ingredients: ["2 顆 番茄"]), by: member, in: family)
        let (families, revision) = try store.snapshotAndRevision()
        let output = folder.url.appending(path: "site")
        try SiteBuilder().build(families, options: BuildOptions(output: output, date: DemoHousehold.date, familyID: family.id, storeRevision: revision))
        let index = try SiteFiles.text(output, "recipes/index.html")
        let dinner = try #require(index.range(of: "<h2>晚餐</h2>")), soups = try #require(index.range(of: "<h2>湯品</h2>"))
        #expect(dinner.lowerBound < soups.lowerBound)
        #expect(try SiteFiles.text(output, "recipes/sorted/name-ascending/index.md").contains("| 湯品 |"))
    }

    @Test func chineseRecipesGetChineseAddressesAndWords() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID("MRGDW3AN3QQ7"))
        let page = try SiteFiles.text(output, "recipes/麻婆豆腐/serves-6/index.html")
        #expect(page.contains("<strong>6 人份</strong>"))
        #expect(page.contains("<span class=\"recipe__amount\">450 克</span> 豬絞肉"))
        let index = try SiteFiles.text(output, "recipes/index.html")
        #expect(index.contains("href=\"%E9%BA%BB%E5%A9%86%E8%B1%86%E8%85%90/index.html\""), "the address is percent-encoded in the link")
    }

    @Test func theDashboardTileShowsTheNewestRecipes() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let dashboard = try SiteFiles.text(site, "index.md")
        let tile = dashboard[dashboard.firstRange(of: "## [Recipes]")!.lowerBound...]
        let newest = tile.split(separator: "\n").filter { $0.hasPrefix("- [") }.prefix(3).map { String($0.split(separator: "]")[0].dropFirst(3)) }
        #expect(newest == ["Tonight: Greek salad", "Greek salad", "Overnight oats"], "tonight's meal first (the demo plans a Greek salad on its Thursday), then the newest recipes")
    }
}
