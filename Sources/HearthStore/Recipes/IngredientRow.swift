import Foundation
import GRDB
import HearthDomain

/// A row of the recipe_ingredients table: one ingredient line, at its place in the recipe.
struct IngredientRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "recipe_ingredients"
    /// The columns, in the order of the properties, which `init(row:)` reads and `encode(to:)` writes.
    static let columns = ["family_id", "recipe_id", "position", "amount_text", "unit", "name", "note", "section", "amount_after_name", "amount_written"]
    var familyId: String
    var recipeId: String
    var position: Int
    var amountText: String
    var unit: String
    var name: String
    var note: String
    /// The heading the line is under; "" for none.
    var section: String
    var amountAfterName: Bool
    /// `Ingredient.amountWritten`: "半个", "150克"; "" for most lines.
    var amountWritten: String
}

extension IngredientRow {
    init(_ ingredient: Ingredient, at position: Int, of recipeID: String, family: HearthID) {
        self.init(familyId: family.text, recipeId: recipeID, position: position, amountText: ingredient.amountText,
                  unit: ingredient.unit, name: ingredient.name, note: ingredient.note, section: ingredient.section,
                  amountAfterName: ingredient.amountAfterName, amountWritten: ingredient.amountWritten)
    }

    /// Read by column position (in the order of `columns`), for speed: recipe books have many lines.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: 0), recipeId: try row.decode(atIndex: 1), position: try row.decode(atIndex: 2),
                  amountText: try row.decode(atIndex: 3), unit: try row.decode(atIndex: 4), name: try row.decode(atIndex: 5),
                  note: try row.decode(atIndex: 6), section: try row.decode(atIndex: 7),
                  amountAfterName: try row.decode(atIndex: 8), amountWritten: try row.decode(atIndex: 9))
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, recipeId, position, amountText, unit, name, note, section, amountAfterName, amountWritten], in: Self.columns)
    }

    var ingredient: Ingredient {
        var ingredient = Ingredient(amountText: amountText, unit: unit, name: name, note: note)
        ingredient.section = section
        ingredient.amountAfterName = amountAfterName
        ingredient.amountWritten = amountWritten
        return ingredient
    }
}
