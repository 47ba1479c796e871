import Foundation
import GRDB
import HearthDomain

/// A row of the recipe_types table: a recipe type of the family's own.
struct RecipeTypeRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "recipe_types"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var name: String
}
