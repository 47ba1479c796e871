/// A recipe as Tandoor's Default export writes it: `recipe.json` in each recipe's zip.
public enum TandoorRecipe {
    /// Whether an object looks like one: steps that hold the ingredients.
    public static func isOne(_ value: JSONValue) -> Bool {
        value.isObject && value["steps"]?.list != nil && value.first(["working_time", "waiting_time", "keywords", "servings_text"]) != nil
    }

    public static func read(_ recipe: JSONValue) -> Result<ImportedRecipe, InvalidValue> {
        ImportedRecipe.reading {
            guard case .list(let steps) = recipe["steps"] ?? .null else {
                throw (recipe["steps"] ?? .null).mismatch(at: "steps", expected: "a list of steps")
            }
            var lines: [(line: String, field: String)] = []
            var parts: [RecipeMethodText.Part] = []
            var section: String?
            for (index, step) in inOrder(steps) {
                let field = "steps[\(index)]"
                guard step.isObject else { throw step.mismatch(at: field, expected: "a step") }
                let name = try RecipeJSONFields.line(step["name"], at: "\(field).name")
                if let name { parts.append(.heading(name)) }
                if let instruction = step["instruction"], instruction != .null {
                    guard case .text(let text) = instruction else { throw instruction.mismatch(at: "\(field).instruction", expected: "text") }
                    parts += RecipeMethodText.parts(ofMarkdown: text)
                }
                guard let ingredients = step["ingredients"], ingredients != .null else { continue }
                guard case .list(let items) = ingredients else { throw ingredients.mismatch(at: "\(field).ingredients", expected: "a list") }
                // A named step's ingredients are under its name, as Tandoor shows them, unless a header row
                // starts them; a header row starts a section wherever it is.
                if let name, !items.isEmpty, items.first?["is_header"] != .bool(true), name != section {
                    lines.append((name + ":", "\(field).name"))
                    section = name
                }
                for (number, item) in items.enumerated() {
                    let place = "\(field).ingredients[\(number)]"
                    if item["is_header"] == .bool(true) {
                        if let header = try headerName(item, at: place), header != section {
                            lines.append((header + ":", place))
                            section = header
                        }
                    } else if let line = try ingredientLine(item, at: place) {
                        lines.append((line, place))
                    }
                }
            }
            let method = RecipeMethodText(description: try RecipeJSONFields.line(recipe["description"], at: "description") ?? "", parts: parts)
            var imported = ImportedRecipe(name: try RecipeJSONFields.name(recipe), servings: RecipeJSONFields.servings(recipe["servings"]),
                                          prepMinutes: recipe["working_time"].flatMap(RecipeDuration.minutes) ?? 0,
                                          ingredientLines: lines.map(\.line), ingredientFields: lines.map(\.field), method: method.markdown,
                                          categories: try RecipeJSONFields.names(recipe["keywords"], at: "keywords"),
                                          fields: .init(servings: "servings", prep: "working_time"))
            // Tandoor keeps working and waiting time; the whole is their sum.
            imported.waitMinutes = recipe["waiting_time"].flatMap(RecipeDuration.minutes) ?? 0
            imported.source = recipe["source_url"]?.text.flatMap(Recipe.checkedSource)
            imported.tags = imported.categories
            imported.nutrition = try recipe["nutrition"].map { try RecipeJSONFields.nutrition($0, at: "nutrition") } ?? properties(recipe["properties"])

            return imported
        }
    }

    /// The steps by their "order" (a whole number), those without one where they are.
    private static func inOrder(_ steps: [JSONValue]) -> [(Int, JSONValue)] {
        let keyed = steps.enumerated().map { (offset: $0.offset, step: $0.element, order: order($0.element) ?? $0.offset) }
        return keyed.sorted { $0.order != $1.order ? $0.order < $1.order : $0.offset < $1.offset }.map { ($0.offset, $0.step) }
    }

    private static func order(_ step: JSONValue) -> Int? {
        switch step["order"] {
        case .number(let value)?: return Int(exactly: value)
        case .text(let text)?: return Int(text.trimmed)
        default: return nil
        }
    }

    /// A header row's text: its note, else its food's name.
    private static func headerName(_ item: JSONValue, at field: String) throws -> String? {
        try RecipeJSONFields.line(item["note"], at: "\(field).note")
            ?? item["food"].flatMap { $0.isObject ? try RecipeJSONFields.line($0["name"], at: "\(field).food.name") : nil }
    }

    /// Tandoor 1.5's properties (`[{"property_amount": 240, "property_type": {"name": "Calories", "unit": "kcal"}}]`)
    /// as nutrition: those whose name is a kept one, with the unit after the amount. Anything else is left out.
    private static func properties(_ value: JSONValue?) -> [NutritionFact] {
        let facts = (value?.list ?? []).compactMap { property -> NutritionFact? in
            guard let type = property["property_type"], let typeName = type["name"]?.text,
                  let name = NutritionFact.name(forKey: typeName.lowercased()),
                  let amount = property["property_amount"]?.numberText else { return nil }
            let unit = type["unit"]?.text.map(PlainText.line) ?? ""
            return NutritionFact(name: name, value: unit.isEmpty ? amount : amount + " " + unit)
        }
        return NutritionFact.kept(facts)
    }

    /// "800 g canned tomatoes, diced". no_amount leaves the amount out ("salt").
    private static func ingredientLine(_ item: JSONValue, at field: String) throws -> String? {
        guard item.isObject else { throw item.mismatch(at: field, expected: "an ingredient") }
        let amount = item["no_amount"] == .bool(true) ? nil : try RecipeJSONFields.amount(item["amount"], at: "\(field).amount")
        let unit = try item["unit"].flatMap { $0.isObject ? try RecipeJSONFields.line($0["name"], at: "\(field).unit.name") : nil }
        let food = try item["food"].flatMap { $0.isObject ? try RecipeJSONFields.line($0["name"], at: "\(field).food.name") : nil }
        let note = try RecipeJSONFields.line(item["note"], at: "\(field).note")
        let line = RecipeJSONFields.ingredientLine(amount: amount, unit: unit, food: food, note: note)
        return line.isEmpty ? nil : line
    }
}
