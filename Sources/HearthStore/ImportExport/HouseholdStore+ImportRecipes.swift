import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The recipes of an export document, checked and inserted inside the import's transaction.
    func importRecipes(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database) throws {
        let source = rows.source
        /// Each family's recipe names (`NameBook`), the store's read once per family, then the file's.
        var books: [String: NameBook] = [:]
        /// Each family, and its own recipe types, read once: the types are all in before the recipes.
        var families: [String: (family: Family, types: [String])] = [:]
        for (index, entry) in (document.recipeTypes ?? []).enumerated() {
            let familyID = try rows.family(entry.family, at: "recipeTypes[\(index)].family", db)
            let name = try RecipeType.checkOwn(entry.name, existing: try Self.recipeTypes(db, of: familyID))
                .mapError { rows.fail("recipeTypes[\(index)].name", "expected \($0.expected)") }.get()
            try RecipeTypeRow(familyId: entry.family, name: name).insert(db)
        }
        for (index, entry) in (document.recipes ?? []).enumerated() {
            let place = "recipes[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { rows.fail("\(place).\(field)", expected) }
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            if families[entry.family] == nil {
                families[entry.family] = (try FamilyRow.fetchOneCached(db, key: ["id": entry.family])!.family(),
                                          try Self.recipeTypes(db, of: familyID))
                books[entry.family] = NameBook(try Self.recipeNames(db, of: familyID).map { ($0.key, $0.value) })
            }
            let (family, familyTypes) = families[entry.family]!
            try rows.externalID(entry.id, at: "\(place).id")
            try rows.claim(entry.family + "/" + entry.id, of: "recipe", shown: "the recipe \(entry.id)", at: "\(place).id",
                           inStore: try RecipeRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]))
            let name = try rows.name(entry.name, at: "\(place).name")
            try rows.claimName(name, by: entry.id, keyPrefix: entry.family + "/", in: &books[entry.family]!, kind: "recipe",
                               what: "a recipe", scope: "the family \(entry.family)", at: "\(place).name")
            guard let type = RecipeType.named(entry.type, familyTypes: familyTypes), type.rawValue == entry.type else {
                throw fail("type", "expected one of \(RecipeType.choices(familyTypes: familyTypes)), found \"\(entry.type)\"")
            }
            let servings = try Recipe.checkServings(entry.servings, field: "\(source): \(place).servings").mapError(\.failure).get()
            let prep = try Recipe.checkPrep(entry.prepMinutes, field: "\(source): \(place).prepMinutes").mapError(\.failure).get()
            if let member = entry.addedBy { _ = try rows.member(member, at: "\(place).addedBy", db) }
            guard Self.isTimestamp(entry.created) else { throw fail("created", Self.expectedTimestamp(found: entry.created)) }
            let ingredients = try entry.ingredients.enumerated().map { number, ingredient -> Ingredient in
                if !ingredient.amount.isEmpty, Amount.looksNumeric(ingredient.amount),
                   Amount.parse(prefixOf: ingredient.amount, decimalComma: family.decimalComma)?.rest.trimmed.isEmpty != true {
                    throw fail("ingredients[\(number)].amount", "expected an amount such as 2, 1/2, 1 1/2 or 2-3, found \"\(ingredient.amount)\"")
                }
                guard !ingredient.name.trimmed.isEmpty else { throw fail("ingredients[\(number)].name", "expected a name that is not empty") }
                for (part, value) in [("amount", ingredient.amount), ("unit", ingredient.unit), ("name", ingredient.name), ("note", ingredient.note),
                                      ("amountWritten", ingredient.amountWritten ?? "")] {
                    if let problem = NameRules.checkCharacters(value, field: part) {
                        throw fail("ingredients[\(number)].\(part)", "expected \(problem.expected)")
                    }
                }
                var line = Ingredient(amountText: ingredient.amount, unit: ingredient.unit, name: ingredient.name, note: ingredient.note)
                if let section = ingredient.section {
                    line.section = try NameRules.check(section, field: "\(source): \(place).ingredients[\(number)].section").mapError(\.failure).get()
                }
                line.amountAfterName = ingredient.amountAfterName ?? false
                line.amountWritten = ingredient.amountWritten ?? ""
                return line
            }
            if case .failure(let problem) = NameRules.checkMarkdown(entry.method, field: "method") {
                throw fail("method", "expected \(problem.expected)")
            }
            try Self.checkImageEntry(entry.image, fail: fail, db)
            var recipe = Recipe(id: entry.id, name: name, type: type, servings: servings, prepMinutes: prep, ingredients: ingredients,
                                method: entry.method, addedBy: entry.addedBy.flatMap(HearthID.init), created: entry.created,
                                imageID: entry.image)
            recipe.cookMinutes = try Recipe.checkPrep(entry.cookMinutes ?? 0, field: "\(source): \(place).cookMinutes").mapError(\.failure).get()
            recipe.waitMinutes = try Recipe.checkPrep(entry.waitMinutes ?? 0, field: "\(source): \(place).waitMinutes").mapError(\.failure).get()
            recipe.totalMinutes = try Recipe.checkTotal(entry.totalMinutes ?? 0, field: "\(source): \(place).totalMinutes").mapError(\.failure).get()
            if let text = entry.source {
                guard let checked = Recipe.checkedSource(text), checked == text else { throw fail("source", "expected an http or https address without spaces, found \"\(text)\"") }
                recipe.source = checked
            }
            if let cuisine = entry.cuisine { recipe.cuisine = try Recipe.checkCuisine(cuisine, field: "\(source): \(place).cuisine").mapError(\.failure).get() }
            recipe.tags = try Recipe.checkTags(entry.tags ?? [], field: "\(source): \(place).tags").mapError(\.failure).get()
            let facts = (entry.nutrition ?? [:]).sorted { $0.key < $1.key }.map { NutritionFact(name: $0.key, value: $0.value) }
            recipe.nutrition = try NutritionFact.check(facts, field: "\(source): \(place).nutrition").mapError(\.failure).get()
            recipe.language = try Recipe.checkLanguage(entry.language ?? "", field: "\(source): \(place).language").mapError(\.failure).get()
            try Self.save(recipe, db, in: family, inserting: true)
        }
    }
}
