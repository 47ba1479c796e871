/// A recipe typed as a Markdown file with a small front matter, the natural way to write one:
///
///     ---
///     name: Pancakes
///     type: Breakfast/Brunch
///     servings: 4
///     prep: 20
///     cook: 15
///     tags: weekend, vegetarian
///     image: pancakes.jpg
///     ingredients:
///       - "Dry:"
///       - 1 1/2 cups flour
///       - a pinch of salt
///     ---
///     1. Whisk the dry ingredients...
///
/// Errors name the file and the line.
public struct RecipeFile: Sendable {
    public var name: String
    public var type: RecipeType
    public var servings: Int
    public var prepMinutes: Int
    public var ingredients: [Ingredient]
    /// The ingredient lines as written in the file.
    public var ingredientLines: [String]
    public var method: String
    /// The picture's file as the front matter names it (`image: pancakes.jpg`), relative to the recipe
    /// file's folder; whoever reads the file reads the picture.
    public var image: String?

    /// Cook, waiting and total minutes as the front matter gives them (`cook: 40`); nil when it does not.
    public var cookMinutes: Int?
    public var waitMinutes: Int?
    public var totalMinutes: Int?
    /// `source: https://…`, `cuisine: Italian`, `tags: quick, vegetarian` (commas between tags).
    public var source: String?
    public var cuisine = ""
    public var tags: [String] = []
    /// `language: de`: the language the recipe is written in ("" when the file does not say).
    public var language = ""

    static let keys = ["name", "type", "servings", "prep", "cook", "wait", "total", "source", "cuisine", "tags", "language", "image", "ingredients"]

    /// `familyTypes`: the family's own recipe types, which the file's type may name besides the defaults.
    public static func parse(_ text: String, source: String, decimalComma: Bool = false,
                             familyTypes: [String] = []) -> Result<RecipeFile, InvalidValue> {
        // "\r\n" is one Character in Swift, which a split at "\n" does not split: a file saved on
        // Windows was one long line, refused for its front matter.
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        func fail(_ line: Int, _ field: String, _ expected: String) -> Result<RecipeFile, InvalidValue> {
            .failure(InvalidValue(field: "\(source):\(line): \(field)", expected: expected))
        }
        guard lines.first?.trimmed == "---" else {
            return fail(1, "front matter", "the file to start with a line \"---\", then name, type, servings, prep and ingredients, then \"---\"")
        }
        var values: [String: (String, Int)] = [:]
        var keyLines: [String: Int] = [:]
        var ingredientLines: [(String, Int)] = []
        var inIngredients = false
        var end: Int?
        for index in 1..<lines.count {
            let line = lines[index], number = index + 1
            let trimmed = line.trimmed
            if trimmed == "---" { end = index; break }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if inIngredients, trimmed.hasPrefix("- ") || trimmed == "-" {
                ingredientLines.append((unquote(String(trimmed.dropFirst(1)).trimmed), number))
                continue
            }
            guard let colon = trimmed.firstIndex(of: ":") else {
                return fail(number, "front matter", "a line \"key: value\", found \"\(trimmed)\"")
            }
            let key = trimmed[..<colon].trimmed.lowercased()
            let value = unquote(trimmed[trimmed.index(after: colon)...].trimmed)
            guard keys.contains(key) else {
                return fail(number, key, "one of the keys \(keys.joined(separator: ", "))")
            }
            // A key given twice would keep one of its values without a word; which one the writer meant
            // is theirs to say.
            if let first = keyLines[key] {
                return fail(number, key, "each key once, but \(key) is also on line \(first)")
            }
            keyLines[key] = number
            inIngredients = key == "ingredients"
            // "ingredients: [2 cups beans, 1 onion]" or "ingredients: 2 cups flour" would otherwise be a
            // recipe with no ingredients; commas belong to ingredient lines ("1 egg, beaten"), so a list
            // on one line cannot be split. "[]" says there are none, as an empty "ingredients:" does.
            if inIngredients, !value.isEmpty, value != "[]" {
                return fail(number, "ingredients", "one ingredient a line below \"ingredients:\", each after \"- \", found \"\(value)\" on the same line")
            }
            if !inIngredients { values[key] = (value, number) }
        }
        guard let end else { return fail(lines.count, "front matter", "a closing line \"---\"") }

        guard let (name, _) = values["name"], !name.isEmpty else { return fail(1, "name", "a recipe name, as \"name: Pancakes\"") }
        guard let (typeText, _) = values["type"], let type = RecipeType.named(typeText, familyTypes: familyTypes) else {
            return fail(values["type"]?.1 ?? 1, "type", "one of \(RecipeType.choices(familyTypes: familyTypes))")
        }
        guard let (servingsText, servingsLine) = values["servings"] else { return fail(1, "servings", "a line \"servings: 4\"") }
        guard let servings = Int(servingsText), Recipe.servingsRange.contains(servings) else {
            return fail(servingsLine, "servings", "a whole number from 1 to 100, found \"\(servingsText)\"")
        }
        var minutes: [String: Int] = [:]
        for (key, range) in [("prep", Recipe.prepRange), ("cook", Recipe.prepRange), ("wait", Recipe.prepRange), ("total", Recipe.totalRange)] {
            guard let (text, line) = values[key] else { continue }
            guard let value = Int(text.replacingOccurrences(of: " min", with: "")), range.contains(value) else {
                return fail(line, key, "minutes from \(range.lowerBound) to \(range.upperBound), found \"\(text)\"")
            }
            minutes[key] = value
        }
        var source: String?
        if let (text, line) = values["source"], !text.isEmpty {
            guard let checked = Recipe.checkedSource(text) else { return fail(line, "source", "an http or https address without spaces, found \"\(text)\"") }
            source = checked
        }
        var cuisine = ""
        if let (text, line) = values["cuisine"] {
            switch Recipe.checkCuisine(text, field: "cuisine") {
            case .success(let checked): cuisine = checked
            case .failure(let problem): return fail(line, problem.field, problem.expected)
            }
        }
        var tags: [String] = []
        if let (text, line) = values["tags"] {
            switch Recipe.checkTags(text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }, field: "tags") {
            case .success(let checked): tags = checked
            case .failure(let problem): return fail(line, problem.field, problem.expected)
            }
        }
        var language = ""
        if let (text, line) = values["language"] {
            switch Recipe.checkLanguage(text, field: "language") {
            case .success(let checked): language = checked
            case .failure(let problem): return fail(line, problem.field, problem.expected)
            }
        }
        let ingredients: [Ingredient]
        switch IngredientSection.parse(ingredientLines.map(\.0), decimalComma: decimalComma) {
        case .success(let parsed): ingredients = parsed
        case .failure(let wrong): return fail(ingredientLines[wrong.index].1, wrong.problem.field, wrong.problem.expected)
        }
        let method = lines[(end + 1)...].joined(separator: "\n").trimmed
        let image = values["image"].map(\.0).flatMap { $0.isEmpty ? nil : $0 }
        var file = RecipeFile(name: name, type: type, servings: servings, prepMinutes: minutes["prep"] ?? 0, ingredients: ingredients,
                              ingredientLines: ingredientLines.map(\.0), method: method, image: image)
        file.cookMinutes = minutes["cook"]
        file.waitMinutes = minutes["wait"]
        file.totalMinutes = minutes["total"]
        file.source = source
        file.cuisine = cuisine
        file.tags = tags
        file.language = language
        return .success(file)
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
