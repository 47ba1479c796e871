import Foundation
import GRDB
import HearthDomain

/// A row of the recipe_ingredients table: one ingredient line, at its place in the recipe.
struct IngredientRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "recipe_ingredients"
    /// Its columns, in the order a request selects and `init(row:)` reads them (`ReadByPosition`).
    enum Columns: Int, CaseIterable {
        case familyId, recipeId, position, amountText, unit, name, note, section, amountAfterName, amountWritten
    }
    static let columns = Columns.names
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

    /// Read by column position (`Columns`), for speed: recipe books have many lines.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: Columns.familyId.rawValue),
                  recipeId: try row.decode(atIndex: Columns.recipeId.rawValue),
                  position: try row.decode(atIndex: Columns.position.rawValue),
                  amountText: try row.decode(atIndex: Columns.amountText.rawValue),
                  unit: try row.decode(atIndex: Columns.unit.rawValue),
                  name: try row.decode(atIndex: Columns.name.rawValue),
                  note: try row.decode(atIndex: Columns.note.rawValue),
                  section: try row.decode(atIndex: Columns.section.rawValue),
                  amountAfterName: try row.decode(atIndex: Columns.amountAfterName.rawValue),
                  amountWritten: try row.decode(atIndex: Columns.amountWritten.rawValue))
    }

    /// Written under each column's name (`ReadByPosition.put`), for speed like the reading above.
    func encode(to container: inout PersistenceContainer) {
        put(into: &container) { column in
            switch column {
            case .familyId: familyId
            case .recipeId: recipeId
            case .position: position
            case .amountText: amountText
            case .unit: unit
            case .name: name
            case .note: note
            case .section: section
            case .amountAfterName: amountAfterName
            case .amountWritten: amountWritten
            }
        }
    }

    var ingredient: Ingredient {
        var ingredient = Ingredient(amountText: amountText, unit: unit, name: name, note: note)
        ingredient.section = section
        ingredient.amountAfterName = amountAfterName
        ingredient.amountWritten = amountWritten
        return ingredient
    }
}
