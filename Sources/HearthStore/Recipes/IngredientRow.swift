import Foundation
import GRDB
import HearthDomain

/// A row of the recipe_ingredients table: one ingredient line, at its place in the recipe.
struct IngredientRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "recipe_ingredients"
    var familyId: String
    var recipeId: String
    var position: Int
    var amountText: String
    var unit: String
    var name: String
    var note: String

    var ingredient: Ingredient { Ingredient(amountText: amountText, unit: unit, name: name, note: note) }

    init(familyId: String, recipeId: String, position: Int, amountText: String, unit: String, name: String, note: String) {
        self.familyId = familyId
        self.recipeId = recipeId
        self.position = position
        self.amountText = amountText
        self.unit = unit
        self.name = name
        self.note = note
    }

    /// The columns, in the order `init(row:)` reads them and `encode(to:)` writes them.
    static let columns = ["family_id", "recipe_id", "position", "amount_text", "unit", "name", "note"]

    /// Read by column position (in the order of `columns`), for speed: recipe books have many lines.
    init(row: Row) throws {
        familyId = try row.decode(atIndex: 0)
        recipeId = try row.decode(atIndex: 1)
        position = try row.decode(atIndex: 2)
        amountText = try row.decode(atIndex: 3)
        unit = try row.decode(atIndex: 4)
        name = try row.decode(atIndex: 5)
        note = try row.decode(atIndex: 6)
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, recipeId, position, amountText, unit, name, note], in: Self.columns)
    }
}
