import Foundation
import GRDB
import HearthDomain

/// A row of the recipes table; its ingredients are rows of recipe_ingredients.
struct RecipeRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "recipes"
    /// The columns, in the order of the properties, which `init(row:)` reads.
    static let columns = ["family_id", "id", "name", "type", "servings", "prep_minutes", "method", "added_by", "created", "image_id",
                          "cook_minutes", "wait_minutes", "total_minutes", "source"]
    var familyId: String
    var id: String
    var name: String
    var type: String
    var servings: Int
    var prepMinutes: Int
    var method: String
    var addedBy: String?
    var created: String
    var imageId: String?
    var cookMinutes: Int
    var waitMinutes: Int
    var totalMinutes: Int
    var source: String?
}

extension RecipeRow {
    /// Read by column position (in the order of `columns`): Codable decoding by name was a sixth of
    /// reading a household of 10,000 recipes.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: 0), id: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2),
                  type: try row.decode(atIndex: 3), servings: try row.decode(atIndex: 4), prepMinutes: try row.decode(atIndex: 5),
                  method: try row.decode(atIndex: 6), addedBy: try row.decode(atIndex: 7), created: try row.decode(atIndex: 8),
                  imageId: try row.decode(atIndex: 9), cookMinutes: try row.decode(atIndex: 10), waitMinutes: try row.decode(atIndex: 11),
                  totalMinutes: try row.decode(atIndex: 12), source: try row.decode(atIndex: 13))
    }

    init(_ recipe: Recipe, family: HearthID) {
        self.init(familyId: family.text, id: recipe.id, name: recipe.name, type: recipe.type.rawValue, servings: recipe.servings,
                  prepMinutes: recipe.prepMinutes, method: recipe.method, addedBy: recipe.addedBy?.text, created: recipe.created,
                  imageId: recipe.imageID, cookMinutes: recipe.cookMinutes, waitMinutes: recipe.waitMinutes, totalMinutes: recipe.totalMinutes,
                  source: recipe.source)
    }

    func recipe(ingredients: [Ingredient]) -> Recipe {
        var recipe = Recipe(id: id, name: name, type: RecipeType.stored(type), servings: servings, prepMinutes: prepMinutes, ingredients: ingredients,
                            method: method, addedBy: addedBy.flatMap(HearthID.init), created: created, imageID: imageId)
        recipe.cookMinutes = cookMinutes
        recipe.waitMinutes = waitMinutes
        recipe.totalMinutes = totalMinutes
        recipe.source = source
        return recipe
    }
}
