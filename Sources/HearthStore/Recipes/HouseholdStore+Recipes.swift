import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What `recipe add` and `recipe edit` are given; nil leaves a field as it is (edit).
    public struct RecipeInput: Sendable {
        public var name: String?
        public var type: String?
        public var servings: Int?
        public var prepMinutes: Int?
        /// Ingredient lines as typed; on edit, given ones replace all.
        public var ingredients: [String]?
        public var method: String?

        public init(name: String? = nil, type: String? = nil, servings: Int? = nil, prepMinutes: Int? = nil,
                    ingredients: [String]? = nil, method: String? = nil) {
            self.name = name
            self.type = type
            self.servings = servings
            self.prepMinutes = prepMinutes
            self.ingredients = ingredients
            self.method = method
        }
    }

    /// The family's recipes, by name.
    public func recipes(of family: Family) throws -> [Recipe] {
        Recipe.sortedByName(try checkedRead { db in try Self.recipes(db, of: family.id) })
    }

    /// In no particular order: the snapshot sorts them, and so do the public readers.
    static func recipes(_ db: Database, of familyID: HearthID) throws -> [Recipe] {
        let ingredients = Dictionary(grouping: try IngredientRow.filter(Column("family_id") == familyID.text)
            .order(Column("recipe_id"), Column("position")).fetchAll(db), by: \.recipeId)
        return try RecipeRow.filter(Column("family_id") == familyID.text).fetchAll(db)
            .map { try $0.recipe(ingredients: (ingredients[$0.id] ?? []).map(\.ingredient)) }
    }

    /// A recipe found by name (any letter case) or ID.
    public func recipe(_ text: String, in family: Family) throws -> Recipe {
        try checkedRead { db in try Self.recipe(text, db, in: family) }
    }

    /// Adds a recipe: a name the family has not used, a type, 1 to 100 servings, its ingredients.
    @discardableResult
    public func addRecipe(_ input: RecipeInput, by member: Member, in family: Family) throws -> Recipe {
        guard let name = input.name, let type = input.type, let servings = input.servings else {
            throw Failure(.usage, "a recipe needs a name, --type and --servings (or --file RECIPE.md)")
        }
        let recipe = Recipe(id: UUID().uuidString, name: try NameRules.check(name, field: "recipe name").mapError(\.failure).get(),
                            type: try Self.checkType(type), servings: try Recipe.checkServings(servings).mapError(\.failure).get(),
                            prepMinutes: try Recipe.checkPrep(input.prepMinutes ?? 0).mapError(\.failure).get(),
                            ingredients: try Self.parseIngredients(input.ingredients ?? [], family: family),
                            method: try NameRules.checkMarkdown(input.method ?? "", field: "method").mapError(\.failure).get(),
                            addedBy: member.id, created: timestamp())
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            try Self.checkNameFree(recipe.name, except: nil, db, in: family)
            try Self.save(recipe, db, in: family, inserting: true)
        }
        return recipe
    }

    /// Changes a recipe: the member who added it, or a manager, may.
    @discardableResult
    public func editRecipe(_ text: String, _ input: RecipeInput, by member: Member, in family: Family) throws -> Recipe {
        try checkedWrite { db in
            var recipe = try Self.recipe(text, db, in: family)
            try Self.checkMayChange(recipe, by: member, in: family, db, doing: "change")
            if let name = input.name {
                recipe.name = try NameRules.check(name, field: "--name").mapError(\.failure).get()
                try Self.checkNameFree(recipe.name, except: recipe.id, db, in: family)
            }
            if let type = input.type { recipe.type = try Self.checkType(type) }
            if let servings = input.servings { recipe.servings = try Recipe.checkServings(servings).mapError(\.failure).get() }
            if let prep = input.prepMinutes { recipe.prepMinutes = try Recipe.checkPrep(prep).mapError(\.failure).get() }
            if let lines = input.ingredients { recipe.ingredients = try Self.parseIngredients(lines, family: family) }
            if let method = input.method { recipe.method = try NameRules.checkMarkdown(method, field: "method").mapError(\.failure).get() }
            try Self.save(recipe, db, in: family, inserting: false)
            return recipe
        }
    }

    @discardableResult
    public func removeRecipe(_ text: String, by member: Member, in family: Family) throws -> Recipe {
        try checkedWrite { db in
            let recipe = try Self.recipe(text, db, in: family)
            try Self.checkMayChange(recipe, by: member, in: family, db, doing: "remove")
            try RecipeRow(recipe, family: family.id).delete(db)
            return recipe
        }
    }

    static func save(_ recipe: Recipe, _ db: Database, in family: Family, inserting: Bool) throws {
        let row = RecipeRow(recipe, family: family.id)
        if inserting { try row.insert(db) } else { try row.update(db) }
        try db.execute(sql: "DELETE FROM recipe_ingredients WHERE family_id = ? AND recipe_id = ?", arguments: [family.id.text, recipe.id])
        for (position, ingredient) in recipe.ingredients.enumerated() {
            try IngredientRow(familyId: family.id.text, recipeId: recipe.id, position: position, amountText: ingredient.amountText,
                              unit: ingredient.unit, name: ingredient.name, note: ingredient.note).insert(db)
        }
    }

    private static func recipe(_ text: String, _ db: Database, in family: Family) throws -> Recipe {
        let all = Recipe.sortedByName(try recipes(db, of: family.id))
        if let match = all.first(where: { $0.id == text.trimmed || $0.name.lowercased() == text.trimmed.lowercased() }) { return match }
        throw Failure(.badData, "\(family.name) has no recipe \"\(text)\" (see `hearth recipe list`)")
    }

    private static func checkNameFree(_ name: String, except id: String?, _ db: Database, in family: Family) throws {
        if let other = NameBook(try recipeNames(db, of: family.id).map { ($0.key, $0.value) }).holder(of: name, except: id) {
            throw Failure(.badData, "\(family.name) already has a recipe named \"\(other.name)\": recipe names are unique in a family")
        }
    }

    /// The family's recipe names by ID: checking a name needs neither the ingredients nor an order.
    static func recipeNames(_ db: Database, of familyID: HearthID) throws -> [String: String] {
        let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM recipes WHERE family_id = ?", arguments: [familyID.text])
        return Dictionary(uniqueKeysWithValues: try rows.map { (try $0.decode(String.self, atIndex: 0), try $0.decode(String.self, atIndex: 1)) })
    }

    private static func checkType(_ text: String) throws -> RecipeType {
        guard let type = RecipeType(label: text) else { throw Failure(.usage, "--type \(text): expected one of \(RecipeType.labels)") }
        return type
    }

    /// Each line read as an ingredient; an error names the ingredient's number.
    static func parseIngredients(_ lines: [String], family: Family) throws -> [Ingredient] {
        try lines.enumerated().map { index, line in
            try Ingredient.parse(line, decimalComma: family.decimalComma)
                .mapError { Failure(.badData, "--ingredient \(index + 1): \($0.description)") }.get()
        }
    }

    private static func checkMayChange(_ recipe: Recipe, by member: Member, in family: Family, _ db: Database,
                                               doing action: String) throws {
        let member = try current(member, in: family, db)
        guard member.managesFamily || recipe.addedBy == nil || recipe.addedBy == member.id else {
            throw Failure(.notPermitted, "only the member who added \"\(recipe.name)\", or a manager, may \(action) it")
        }
    }
}
