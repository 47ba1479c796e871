import Foundation
import GRDB
import HearthDomain

/// A row of the recipe_types table: a recipe type of the family's own.
struct RecipeTypeRow: StoreRecord {
    static let databaseTableName = "recipe_types"
    var familyId: String
    var name: String
}
