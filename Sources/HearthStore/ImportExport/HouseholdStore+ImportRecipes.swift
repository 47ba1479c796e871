import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The recipes of an export document, checked and inserted inside the import's transaction.
    func importRecipes(_ document: HouseholdDocument, source: String, into db: Database) throws {
        /// This document's names ("<family>/<lowercased name>") and IDs ("<family>/<id>"), and the place
        /// that gave each.
        var names: [String: String] = [:], ids: [String: String] = [:]
        /// The store's names by family, lowercased, read once per family.
        var storedNames: [String: Set<String>] = [:]
        for (index, entry) in (document.recipes ?? []).enumerated() {
            let place = "recipes[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place).\(field): \(expected)") }
            guard let familyRow = try FamilyRow.fetchOneCached(db, key: ["id": entry.family]) else {
                throw fail("family", "expected the ID of a family, found \"\(entry.family)\"")
            }
            let family = try familyRow.family()
            if storedNames[entry.family] == nil {
                storedNames[entry.family] = Set(try Self.recipeNames(db, of: family.id).values.map { $0.lowercased() })
            }
            guard !entry.id.isEmpty else { throw fail("id", "expected an ID that is not empty") }
            if let first = ids[entry.family + "/" + entry.id] { throw fail("id", "the recipe \(entry.id) is listed twice (first at \(first))") }
            ids[entry.family + "/" + entry.id] = place
            if try RecipeRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]) {
                throw fail("id", "the store already has the recipe \(entry.id); import into an empty store, or remove it first")
            }
            let name = try NameRules.check(entry.name, field: "\(source): \(place).name").mapError(\.failure).get()
            let key = entry.family + "/" + name.lowercased()
            if storedNames[entry.family]!.contains(name.lowercased()) { throw fail("name", "\(family.name) already has a recipe named \"\(name)\"") }
            if let first = names[key] { throw fail("name", "the family already has a recipe named \"\(name)\" (at \(first))") }
            names[key] = place
            guard let type = RecipeType(label: entry.type), type.rawValue == entry.type else { throw fail("type", "expected one of \(RecipeType.labels)") }
            let servings = try Recipe.checkServings(entry.servings, field: "\(source): \(place).servings").mapError(\.failure).get()
            let prep = try Recipe.checkPrep(entry.prepMinutes, field: "\(source): \(place).prepMinutes").mapError(\.failure).get()
            if let member = entry.addedBy, !(try MemberRow.existsCached(db, key: ["id": member])) { throw fail("addedBy", "expected the ID of a member, found \"\(member)\"") }
            guard Self.isTimestamp(entry.created) else { throw fail("created", Self.expectedTimestamp(found: entry.created)) }
            let ingredients = try entry.ingredients.enumerated().map { number, ingredient -> Ingredient in
                if !ingredient.amount.isEmpty, Amount.looksNumeric(ingredient.amount),
                   Amount.parse(prefixOf: ingredient.amount, decimalComma: family.decimalComma)?.rest.trimmed.isEmpty != true {
                    throw fail("ingredients[\(number)].amount", "expected an amount such as 2, 1/2, 1 1/2 or 2-3, found \"\(ingredient.amount)\"")
                }
                guard !ingredient.name.trimmed.isEmpty else { throw fail("ingredients[\(number)].name", "expected a name that is not empty") }
                for (part, value) in [("amount", ingredient.amount), ("unit", ingredient.unit), ("name", ingredient.name), ("note", ingredient.note)] {
                    if let problem = NameRules.checkCharacters(value, field: part) {
                        throw fail("ingredients[\(number)].\(part)", "expected \(problem.expected)")
                    }
                }
                return Ingredient(amountText: ingredient.amount, unit: ingredient.unit, name: ingredient.name, note: ingredient.note)
            }
            if case .failure(let problem) = NameRules.checkMarkdown(entry.method, field: "method") {
                throw fail("method", "expected \(problem.expected)")
            }
            let recipe = Recipe(id: entry.id, name: name, type: type, servings: servings, prepMinutes: prep, ingredients: ingredients,
                                method: entry.method, addedBy: entry.addedBy.flatMap(HearthID.init), created: entry.created)
            try Self.save(recipe, db, in: family, inserting: true)
        }
    }
}
