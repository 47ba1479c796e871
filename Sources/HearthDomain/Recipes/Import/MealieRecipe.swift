/// A recipe as Mealie exports it: its zip's `<slug>.json` (snake_case keys) or its API's raw JSON
/// (camelCase). Each field is looked for under both spellings.
public enum MealieRecipe {
    /// Whether an object looks like one: keys only Mealie writes.
    public static func isOne(_ value: JSONValue) -> Bool {
        value.isObject && value.first(["recipe_ingredient", "recipe_instructions", "recipeIngredient", "recipeInstructions", "slug"]) != nil
    }

    public static func read(_ recipe: JSONValue) -> Result<ImportedRecipe, InvalidValue> {
        ImportedRecipe.reading {
            var lines: [(line: String, field: String)] = []
            if let (key, value) = recipe.first(["recipe_ingredient", "recipeIngredient"]) {
                guard case .list(let items) = value else { throw value.mismatch(at: key, expected: "a list of ingredients") }
                var section: String?
                for (index, item) in items.enumerated() {
                    let field = "\(key)[\(index)]"
                    // An ingredient's title starts a section: it and the lines after it are under it.
                    if item.isObject, let title = try RecipeJSONFields.line(item["title"], at: "\(field).title"), title != section {
                        lines.append((title + ":", "\(field).title"))
                        section = title
                    }
                    if let line = try ingredientLine(item, at: field) { lines.append((line, field)) }
                }
            }
            var parts: [RecipeMethodText.Part] = []
            if let (key, value) = recipe.first(["recipe_instructions", "recipeInstructions"]) {
                guard case .list(let steps) = value else { throw value.mismatch(at: key, expected: "a list of steps") }
                var section: String?
                for (index, step) in steps.enumerated() {
                    let field = "\(key)[\(index)]"
                    if case .text(let text) = step { parts += RecipeMethodText.parts(ofText: text); continue }
                    guard step.isObject else { throw step.mismatch(at: field, expected: "a step") }
                    // A step's title names the section it starts; the steps after it without one are in it too.
                    if let title = try RecipeJSONFields.line(step["title"], at: "\(field).title"), title != section {
                        parts.append(.heading(title))
                        section = title
                    }
                    // A step's text is Markdown in Mealie: its paragraphs, lists and headings are kept.
                    switch step["text"] {
                    case nil, .null?: break
                    case .text(let text)?: parts += RecipeMethodText.parts(ofMarkdown: text)
                    case let other?: throw other.mismatch(at: "\(field).text", expected: "text")
                    }
                }
            }
            let servingsField = recipe.first(["recipe_servings", "recipeServings"]).flatMap { RecipeJSONFields.servings($0.value) == nil ? nil : $0 }
                ?? recipe.first(["recipe_yield", "recipeYield"])
            let servings = RecipeJSONFields.servings(servingsField?.value)
            let prep = recipe.first(["prep_time", "prepTime"])
            let method = RecipeMethodText(description: try RecipeJSONFields.line(recipe["description"], at: "description") ?? "", parts: parts)
            let categories = recipe.first(["recipe_category", "recipeCategory"])
            var imported = ImportedRecipe(name: try RecipeJSONFields.name(recipe), servings: servings,
                                          prepMinutes: prep.flatMap { RecipeDuration.minutes($0.value) } ?? 0,
                                          ingredientLines: lines.map(\.line), ingredientFields: lines.map(\.field), method: method.markdown,
                                          categories: try RecipeJSONFields.names(categories?.value, at: categories?.key ?? "recipe_category"),
                                          fields: .init(servings: servingsField?.key ?? "recipe_yield", prep: prep?.key ?? "prep_time"))
            // Mealie's "perform_time" is the cooking; its "total_time" the whole.
            imported.cookMinutes = recipe.first(["perform_time", "performTime", "cook_time", "cookTime"]).flatMap { RecipeDuration.minutes($0.value) } ?? 0
            imported.totalMinutes = recipe.first(["total_time", "totalTime"]).flatMap { RecipeDuration.minutes($0.value) } ?? 0
            imported.source = recipe.first(["org_url", "orgURL"])?.value.text.flatMap(Recipe.checkedSource)
            imported.tags = try RecipeJSONFields.names(recipe["tags"], at: "tags")
            imported.nutrition = try RecipeJSONFields.nutrition(recipe["nutrition"], at: "nutrition")
            return imported
        }
    }

    /// An ingredient's line: from its food, unit and quantity when it names a food, else the text it
    /// was written as. A section's title alone (no food, no text; read by `read`) is no ingredient: nil.
    private static func ingredientLine(_ item: JSONValue, at field: String) throws -> String? {
        // An empty line is no ingredient, as in the other readers.
        if case .text = item { return try RecipeJSONFields.line(item, at: field) }
        guard item.isObject else { throw item.mismatch(at: field, expected: "an ingredient") }
        let note = try RecipeJSONFields.line(item["note"], at: "\(field).note")
        if let food = item["food"], food.isObject, let foodName = try RecipeJSONFields.line(food["name"], at: "\(field).food.name") {
            let unit = try item["unit"].flatMap { $0.isObject ? try RecipeJSONFields.line($0["name"], at: "\(field).unit.name") : nil }
            let noAmount = item.first(["disable_amount", "disableAmount"])?.value == .bool(true)
            let amount = noAmount ? nil : try RecipeJSONFields.amount(item["quantity"], at: "\(field).quantity")
            return RecipeJSONFields.ingredientLine(amount: amount, unit: unit, food: foodName, note: note)
        }
        return try note ?? RecipeJSONFields.line(item.first(["original_text", "originalText"])?.value, at: "\(field).original_text")
            ?? RecipeJSONFields.line(item["display"], at: "\(field).display")
    }
}
