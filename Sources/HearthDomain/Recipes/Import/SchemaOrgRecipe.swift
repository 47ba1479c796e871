/// A schema.org Recipe (JSON-LD, as recipe sites and Hearth's own recipe pages carry it).
public enum SchemaOrgRecipe {
    /// The first Recipe in a JSON-LD value: the value itself, an item of a list, a node of "@graph", or a
    /// page's "mainEntity"; "@type" may be one name or a list of them.
    public static func find(in value: JSONValue) -> JSONValue? {
        switch value {
        case .list(let items): return items.lazy.compactMap(find).first
        case .object:
            if value.types.contains(where: { $0.lowercased() == "recipe" || $0.lowercased().hasSuffix("/recipe") }) { return value }
            for key in ["@graph", "mainEntity"] {
                if let inner = value[key], let found = find(in: inner) { return found }
            }
            return nil
        default: return nil
        }
    }

    /// A Recipe node as a recipe, or the first field that cannot be read.
    public static func read(_ recipe: JSONValue) -> Result<ImportedRecipe, InvalidValue> {
        ImportedRecipe.reading {
            let ingredientKey = recipe["recipeIngredient"] == nil && recipe["ingredients"] != nil ? "ingredients" : "recipeIngredient"
            let ingredients = try RecipeJSONFields.textLines(recipe[ingredientKey], at: ingredientKey)
            let instructionsKey = recipe["recipeInstructions"] == nil && recipe["RecipeInstructions"] != nil ? "RecipeInstructions" : "recipeInstructions"
            // A field a cook can do without, of a type no reader expects (a number for recipeCategory,
            // `false` for a description), is skipped with a warning: the recipe still comes in.
            var warnings: [String] = []
            func optional<Value>(_ empty: Value, _ read: () throws -> Value) -> Value {
                do { return try read() } catch let problem as InvalidValue {
                    warnings.append("\(problem.description); skipped")
                    return empty
                } catch {
                    return empty
                }
            }
            let method = RecipeMethodText(description: optional("") { try RecipeJSONFields.line(recipe["description"], at: "description") ?? "" },
                                          parts: try parts(recipe[instructionsKey], at: instructionsKey))
            let yield = recipe.first(["recipeYield", "yield", "recipeServings"])
            var imported = ImportedRecipe(name: try RecipeJSONFields.name(recipe),
                                          servings: RecipeJSONFields.servings(yield?.value),
                                          prepMinutes: recipe["prepTime"].flatMap(RecipeDuration.minutes) ?? 0,
                                          ingredientLines: ingredients.map(\.line), ingredientFields: ingredients.map(\.field),
                                          method: method.markdown,
                                          categories: optional([]) { try RecipeJSONFields.names(recipe["recipeCategory"], at: "recipeCategory") },
                                          fields: .init(servings: yield?.key ?? "recipeYield"))
            imported.cookMinutes = (recipe["cookTime"] ?? recipe["performTime"]).flatMap(RecipeDuration.minutes) ?? 0
            imported.totalMinutes = recipe["totalTime"].flatMap(RecipeDuration.minutes) ?? 0
            imported.source = [recipe["url"], recipe["isBasedOn"], recipe["mainEntityOfPage"]].lazy.compactMap { $0?.text ?? $0?["@id"]?.text }
                .compactMap(Recipe.checkedSource).first
            imported.cuisine = optional([]) { try RecipeJSONFields.names(recipe["recipeCuisine"], at: "recipeCuisine") }.joined(separator: ", ")
            imported.tags = optional([]) { try RecipeJSONFields.names(recipe["keywords"], at: "keywords") }
            imported.nutrition = optional([]) { try RecipeJSONFields.nutrition(recipe["nutrition"], at: "nutrition") }
            // A tag ("de-DE"), or a Language object naming one ({"@type": "Language", "alternateName": "de"}).
            let language = recipe["inLanguage"].flatMap { $0.text ?? $0["alternateName"]?.text }
            imported.language = language.flatMap { try? Recipe.checkLanguage($0).get() } ?? ""
            imported.imageAddresses = imageAddresses(recipe["image"])
            imported.warnings = warnings
            return imported
        }
    }

    /// The picture's addresses: a text, an ImageObject's `url` or `contentUrl`, or a list of those (a site
    /// lists one picture at several sizes, the largest usually first); anything else gives none.
    static func imageAddresses(_ value: JSONValue?) -> [String] {
        switch value {
        case .text(let address)?: return address.trimmed.isEmpty ? [] : [address.trimmed]
        case .list(let items)?: return items.flatMap { imageAddresses($0) }
        case let node? where node.isObject: return imageAddresses(node["url"] ?? node["contentUrl"])
        default: return []
        }
    }

    /// The steps: one text (a step a line), a list, an ItemList, HowToSteps and HowToSections with their
    /// names as headings.
    static func parts(_ value: JSONValue?, at field: String) throws -> [RecipeMethodText.Part] {
        switch value {
        case nil, .null?: return []
        case .text(let text)?: return RecipeMethodText.parts(ofText: text)
        case .list(let items)?:
            return try items.enumerated().flatMap { index, item in try parts(item, at: "\(field)[\(index)]") }
        case let node? where node.isObject:
            let types = node.types.map { $0.lowercased() }
            if types.contains("howtosection") || types.contains("itemlist") || (node["text"] == nil && node["itemListElement"] != nil) {
                let heading = types.contains("howtosection") ? try RecipeJSONFields.line(node["name"], at: "\(field).name") : nil
                return (heading.map { [.heading($0)] } ?? []) + (try parts(node["itemListElement"], at: "\(field).itemListElement"))
            }
            guard let text = try RecipeJSONFields.line(node["text"] ?? node["name"], at: "\(field).text") else {
                throw InvalidValue(field: "\(field).text", expected: "the step's text")
            }
            return [.step(text)]
        case let other?: throw other.mismatch(at: field, expected: "text, a HowToStep or a HowToSection")
        }
    }
}
