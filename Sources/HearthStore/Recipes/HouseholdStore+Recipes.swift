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
        /// Ingredients read already (an import's, `RecipeImportMending`), used instead of `ingredients`.
        public var parsedIngredients: [Ingredient]?
        /// What each ingredient line is called in messages (an imported file's `recipeIngredient[2]`);
        /// nil: `--ingredient N`.
        public var ingredientFields: [String]?
        /// The picture file's bytes and what messages call it (`--image photo.jpg`); `removeImage` takes
        /// the picture away.
        public var image: (bytes: [UInt8], source: String)?
        public var removeImage = false
        /// Cook, waiting and total minutes (0: unknown), as an imported page gives them; nil leaves them.
        public var cookMinutes: Int?
        public var waitMinutes: Int?
        public var totalMinutes: Int?
        /// Where the recipe came from, an http(s) address; "" takes it away.
        public var source: String?
        /// The cuisine ("" takes it away), the tags and the nutrition; given ones replace all.
        public var cuisine: String?
        public var tags: [String]?
        public var nutrition: [NutritionFact]?
        /// The language it is written in, a BCP 47 tag ("" takes it away: the family's).
        public var language: String?
        /// What messages call the name, the servings and the prep time: an imported file's own fields
        /// (`recipeYield`); nil: the command's options.
        public var nameField: String?
        public var servingsField = "--servings"
        public var prepField = "--prep"

        public init(name: String? = nil, type: String? = nil, servings: Int? = nil, prepMinutes: Int? = nil,
                    ingredients: [String]? = nil, method: String? = nil, ingredientFields: [String]? = nil,
                    image: (bytes: [UInt8], source: String)? = nil, removeImage: Bool = false) {
            self.name = name
            self.type = type
            self.servings = servings
            self.prepMinutes = prepMinutes
            self.ingredients = ingredients
            self.method = method
            self.ingredientFields = ingredientFields
            self.image = image
            self.removeImage = removeImage
        }
    }

    /// The family's recipes, by name.
    public func recipes(of family: Family) throws -> [Recipe] {
        Recipe.sortedByName(try checkedRead { db in try Self.recipes(db, of: family.id) })
    }

    /// In no particular order: the snapshot sorts them, and so do the public readers. With `ids`, only
    /// those (a week's meals name a few of a book of thousands).
    static func recipes(_ db: Database, of familyID: HearthID, ids: Set<String>? = nil) throws -> [Recipe] {
        var ingredientRows = IngredientRow.filter(Column("family_id") == familyID.text)
        var recipeRows = RecipeRow.filter(Column("family_id") == familyID.text)
        if let ids {
            ingredientRows = ingredientRows.filter(ids.contains(Column("recipe_id")))
            recipeRows = recipeRows.filter(ids.contains(Column("id")))
        }
        let ingredients = Dictionary(grouping: try ingredientRows.order(Column("recipe_id"), Column("position")).fetchAll(db), by: \.recipeId)
        return try recipeRows.fetchAll(db).map { $0.recipe(ingredients: (ingredients[$0.id] ?? []).map(\.ingredient)) }
    }

    /// A recipe found by name (any letter case) or ID.
    public func recipe(_ text: String, in family: Family) throws -> Recipe {
        try checkedRead { db in try Self.recipe(text, db, in: family) }
    }

    /// Adds a recipe: a name the family has not used, a type, 1 to 100 servings, its ingredients.
    @discardableResult
    public func addRecipe(_ input: RecipeInput, by member: Member, in family: Family) throws -> Recipe {
        let created = timestamp(precise: true)
        return try checkedWrite { db in try Self.addRecipe(input, by: member, created: created, db, in: family) }
    }

    static func addRecipe(_ input: RecipeInput, by member: Member, created: String, _ db: Database, in family: Family) throws -> Recipe {
        guard input.name != nil, input.type != nil, input.servings != nil else {
            throw Failure(.usage, "a recipe needs a name, --type and --servings (or --file RECIPE.md)")
        }
        _ = try current(member, in: family, db)
        let blank = Recipe(id: UUID().uuidString, name: "", type: .other, servings: 1, prepMinutes: 0, ingredients: [], method: "",
                           addedBy: member.id, created: created)
        var complete = input
        complete.prepMinutes = input.prepMinutes ?? 0
        complete.ingredients = input.ingredients ?? []
        complete.method = input.method ?? ""
        let recipe = try applying(complete, to: blank, db, in: family, nameField: "recipe name")
        try save(recipe, db, in: family, inserting: true)
        return recipe
    }

    /// Changes a recipe: the member who added it, or a manager, may.
    @discardableResult
    public func editRecipe(_ text: String, _ input: RecipeInput, by member: Member, in family: Family) throws -> Recipe {
        try checkedWrite { db in
            let found = try Self.recipe(text, db, in: family)
            return try Self.editRecipe(found, input, by: member, db, in: family)
        }
    }

    static func editRecipe(_ found: Recipe, _ input: RecipeInput, by member: Member, _ db: Database, in family: Family) throws -> Recipe {
        try checkMayChange(found, by: member, in: family, db, doing: "change")
        let recipe = try applying(input, to: found, db, in: family, nameField: "--name")
        try save(recipe, db, in: family, inserting: false)
        if let old = found.imageID, old != recipe.imageID { try removeImageIfUnused(old, db) }
        return recipe
    }

    /// `recipe` with the fields `input` gives, each checked by the rules every way in shares.
    private static func applying(_ input: RecipeInput, to recipe: Recipe, _ db: Database, in family: Family, nameField: String) throws -> Recipe {
        var recipe = recipe
        if let name = input.name {
            recipe.name = try NameRules.check(name, field: input.nameField ?? nameField).mapError(\.failure).get()
            try checkNameFree(recipe.name, except: recipe.id, db, in: family)
        }
        if let type = input.type { recipe.type = try recipeType(type, db, in: family) }
        if let servings = input.servings { recipe.servings = try Recipe.checkServings(servings, field: input.servingsField).mapError(\.failure).get() }
        if let prep = input.prepMinutes { recipe.prepMinutes = try Recipe.checkPrep(prep, field: input.prepField).mapError(\.failure).get() }
        if let cook = input.cookMinutes { recipe.cookMinutes = try Recipe.checkPrep(cook, field: "--cook").mapError(\.failure).get() }
        if let wait = input.waitMinutes { recipe.waitMinutes = try Recipe.checkPrep(wait, field: "--wait").mapError(\.failure).get() }
        if let total = input.totalMinutes { recipe.totalMinutes = try Recipe.checkTotal(total).mapError(\.failure).get() }
        // An empty source takes it away.
        if let source = input.source {
            guard source.trimmed.isEmpty || Recipe.checkedSource(source) != nil else {
                throw Failure(.badData, "--source: expected an http or https address without spaces, quotes or angle brackets, found \"\(source)\"")
            }
            recipe.source = Recipe.checkedSource(source)
        }
        if let cuisine = input.cuisine { recipe.cuisine = try Recipe.checkCuisine(cuisine).mapError(\.failure).get() }
        if let tags = input.tags { recipe.tags = try Recipe.checkTags(tags).mapError(\.failure).get() }
        if let nutrition = input.nutrition { recipe.nutrition = try NutritionFact.check(nutrition).mapError(\.failure).get() }
        if let language = input.language { recipe.language = try Recipe.checkLanguage(language).mapError(\.failure).get() }
        if let lines = input.ingredients { recipe.ingredients = try parseIngredients(lines, family: family, fields: input.ingredientFields) }
        if let ingredients = input.parsedIngredients { recipe.ingredients = ingredients }
        if let method = input.method { recipe.method = try NameRules.checkMarkdown(method, field: "method").mapError(\.failure).get() }
        if input.removeImage { recipe.imageID = nil }
        if let file = input.image {
            let image = try checkImage(file)
            try CarImageRow(image).save(db)
            recipe.imageID = image.id
        }
        return recipe
    }

    @discardableResult
    public func removeRecipe(_ text: String, by member: Member, in family: Family) throws -> Recipe {
        try checkedWrite { db in
            let recipe = try Self.recipe(text, db, in: family)
            try Self.checkMayChange(recipe, by: member, in: family, db, doing: "remove")
            try RecipeRow(recipe, family: family.id).delete(db)
            if let image = recipe.imageID { try Self.removeImageIfUnused(image, db) }
            return recipe
        }
    }

    static func save(_ recipe: Recipe, _ db: Database, in family: Family, inserting: Bool) throws {
        let row = RecipeRow(recipe, family: family.id)
        if inserting { try row.insert(db) } else { try row.update(db) }
        try db.execute(sql: "DELETE FROM recipe_ingredients WHERE family_id = ? AND recipe_id = ?", arguments: [family.id.text, recipe.id])
        for (position, ingredient) in recipe.ingredients.enumerated() {
            try IngredientRow(ingredient, at: position, of: recipe.id, family: family.id).insert(db)
        }
    }

    /// Found among the names alone, then read whole: planning a meal read a book of 10,000 recipes with
    /// their ingredients to find one.
    static func recipe(_ text: String, _ db: Database, in family: Family) throws -> Recipe {
        let wanted = text.trimmed, lowercased = text.trimmed.lowercased()
        let ids = try recipeNames(db, of: family.id).filter { $0.key == wanted || $0.value.lowercased() == lowercased }.keys
        if let match = Recipe.sortedByName(try recipes(db, of: family.id, ids: Set(ids))).first { return match }
        throw Failure(.badData, "\(family.name) has no recipe \"\(text)\" (see `hearth recipe list`)",
                      wording: Wording(.noRecipe, ["family": family.name]))
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

    /// Each line read as an ingredient, or as the heading of the lines after it ("Dough:",
    /// `IngredientSection`); an error names the line by `fields` (where a file has it), else by its number.
    static func parseIngredients(_ lines: [String], family: Family, fields: [String]? = nil) throws -> [Ingredient] {
        try IngredientSection.parse(lines, decimalComma: family.decimalComma).mapError { wrong in
            let field = fields.flatMap { wrong.index < $0.count ? $0[wrong.index] : nil } ?? "--ingredient \(wrong.index + 1)"
            return Failure(.badData, "\(field): \(wrong.problem.description)")
        }.get()
    }

    private static func checkMayChange(_ recipe: Recipe, by member: Member, in family: Family, _ db: Database,
                                               doing action: String) throws {
        let member = try current(member, in: family, db)
        guard member.managesFamily || recipe.addedBy == nil || recipe.addedBy == member.id else {
            throw Failure(.notPermitted, "only the member who added \"\(recipe.name)\", or a manager, may \(action) it")
        }
    }
}
