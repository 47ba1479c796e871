import HearthDomain

/// schema.org Recipe as JSON-LD, so recipe apps and search engines can read a recipe's page, escaped for
/// the page's <script> element.
///
/// Written out here rather than through JSONEncoder because a recipe has a page for each number of
/// servings and they differ only in the yield and the ingredient lines: what they share, above all the
/// method, is escaped once per recipe instead of once per page. The output is what JSONEncoder with
/// `.sortedKeys` writes, with <, >, & and U+2028/U+2029 then written as \u escapes so that no text can end
/// the <script> element early (`RecipePagesTests` compares the two on hostile text).
struct RecipeJSONLD {
    /// The members before the image, in sorted key order.
    private let opening: String
    /// The members after the image, up to the opening of the ingredient list.
    private let head: String
    /// The end of the ingredient list and the steps, which come between the ingredients and the yield.
    private let instructions: String
    /// The members after the yield (totalTime).
    private let closing: String

    /// The method's steps (`MarkdownPlainText.steps`) as HowToStep, in plain text, under its headings as
    /// HowToSection (`MarkdownPlainText.sections`), and its first paragraph as
    /// the description; none when the method has no text (recipe apps read an empty string as a step).
    /// `language`: the BCP 47 tag of the language it is written in (its own, else the family's).
    init(recipe: Recipe, typeName: String, language: String) {
        let (description, steps) = MarkdownPlainText.steps(recipe.method)
        opening = #"{"@context":"# + Self.quoted("https://schema.org") + #","@type":"# + Self.quoted("Recipe")
            + (recipe.cookMinutes == 0 ? "" : #","cookTime":"# + Self.quoted(Recipe.isoDuration(recipe.cookMinutes)))
            + (description.map { #","description":"# + Self.quoted($0) } ?? "")
        head = #","inLanguage":"# + Self.quoted(language)
            + (recipe.source.map { #","isBasedOn":"# + Self.quoted($0) } ?? "")
            + (recipe.tags.isEmpty ? "" : #","keywords":"# + Self.quoted(recipe.tags.joined(separator: ", ")))
            + #","name":"# + Self.quoted(recipe.name)
            + (recipe.nutrition.isEmpty ? "" : #","nutrition":{"@type":"NutritionInformation""#
                + recipe.nutrition.sorted { $0.name < $1.name }.map { "," + Self.quoted($0.name) + ":" + Self.quoted($0.value) }.joined() + "}")
            // No prepTime when none was given (0 minutes), as JSONEncoder leaves out a nil.
            + (recipe.prepMinutes == 0 ? "" : #","prepTime":"# + Self.quoted(recipe.isoPrepTime))
            + #","recipeCategory":"# + Self.quoted(typeName)
            + (recipe.cuisine.isEmpty ? "" : #","recipeCuisine":"# + Self.quoted(recipe.cuisine))
            + #","recipeIngredient":["#
        // The method's headings name its sections (HowToSection), so that an app, and Hearth's own import,
        // keeps a stovetop and a slow-cooker method apart; one heading above all the steps ("Method")
        // divides nothing, and the steps are written alone.
        func howToSteps(_ steps: [String]) -> [String] { steps.map { #"{"@type":"HowToStep","text":"# + Self.quoted($0) + "}" } }
        let sections = MarkdownPlainText.sections(recipe.method)
        let items = sections.count > 1 && sections.contains { $0.name != nil }
            ? sections.flatMap { section in
                section.name.map { [#"{"@type":"HowToSection","itemListElement":["# + howToSteps(section.steps).joined(separator: ",") + #"],"name":"# + Self.quoted($0) + "}"] }
                    ?? howToSteps(section.steps)
            }
            : howToSteps(steps)
        instructions = "]" + (items.isEmpty ? "" : #","recipeInstructions":["# + items.joined(separator: ",") + "]")
        // The whole time whenever any time is known: the writer's own total, else the times added up.
        closing = recipe.shownTotalMinutes == 0 ? "" : #","totalTime":"# + Self.quoted(Recipe.isoDuration(recipe.shownTotalMinutes))
    }

    /// The JSON-LD of the page for one number of servings: `yield` is its "6 servings"; `image` the
    /// address of the recipe's picture from that page (pages at other servings are a folder deeper), if
    /// it has one.
    func scriptText(yield: String, ingredients: [String], image: String? = nil) -> String {
        opening + (image.map { #","image":"# + Self.quoted($0) } ?? "") + head
            + ingredients.map(Self.quoted).joined(separator: ",") + instructions
            + #","recipeYield":"# + Self.quoted(yield) + closing + "}"
    }

    /// A JSON string literal safe inside <script>: quote and backslash escaped, control characters as
    /// JSONEncoder writes them (\b \t \n \f \r, the rest \u00xx), "/" as "\/" as JSONEncoder does, and
    /// <, >, &, U+2028 and U+2029 as \u escapes.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 16)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): bytes += #"\""#.utf8
            case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
            case UInt8(ascii: "/"): bytes += #"\/"#.utf8
            case UInt8(ascii: "<"): bytes += #"\u003c"#.utf8
            case UInt8(ascii: ">"): bytes += #"\u003e"#.utf8
            case UInt8(ascii: "&"): bytes += #"\u0026"#.utf8
            case 0x08: bytes += #"\b"#.utf8
            case 0x09: bytes += #"\t"#.utf8
            case 0x0A: bytes += #"\n"#.utf8
            case 0x0C: bytes += #"\f"#.utf8
            case 0x0D: bytes += #"\r"#.utf8
            case 0x00..<0x20:
                bytes += #"\u00"#.utf8
                bytes += [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)]]
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other character starting with E2 is copied.
                let second = utf8.next(), third = utf8.next()
                if second == 0x80, third == 0xA8 {
                    bytes += #"\u2028"#.utf8
                } else if second == 0x80, third == 0xA9 {
                    bytes += #"\u2029"#.utf8
                } else {
                    bytes.append(byte)
                    if let second { bytes.append(second) }
                    if let third { bytes.append(third) }
                }
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
