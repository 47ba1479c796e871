import Foundation
import GRDB
import HearthDomain

/// A row of the recipes table; its ingredients are rows of recipe_ingredients.
struct RecipeRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "recipes"
    /// The columns, in the order of the properties, which `init(row:)` reads.
    static let columns = ["family_id", "id", "name", "type", "servings", "prep_minutes", "method", "added_by", "created", "image_id",
                          "cook_minutes", "wait_minutes", "total_minutes", "source", "cuisine", "tags", "nutrition", "language"]
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
    var cuisine: String
    /// One tag a line (a tag has no line break).
    var tags: String
    /// "calories: 240 kcal", one a line: a kept name has no colon, a value no line break.
    var nutrition: String
    /// A BCP 47 tag; "" for the family's language.
    var language: String
}

extension RecipeRow {
    /// Read by column position (in the order of `columns`): Codable decoding by name was a sixth of
    /// reading a household of 10,000 recipes.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: 0), id: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2),
                  type: try row.decode(atIndex: 3), servings: try row.decode(atIndex: 4), prepMinutes: try row.decode(atIndex: 5),
                  method: try row.decode(atIndex: 6), addedBy: try row.decode(atIndex: 7), created: try row.decode(atIndex: 8),
                  imageId: try row.decode(atIndex: 9), cookMinutes: try row.decode(atIndex: 10), waitMinutes: try row.decode(atIndex: 11),
                  totalMinutes: try row.decode(atIndex: 12), source: try row.decode(atIndex: 13), cuisine: try row.decode(atIndex: 14),
                  tags: try row.decode(atIndex: 15), nutrition: try row.decode(atIndex: 16), language: try row.decode(atIndex: 17))
    }

    init(_ recipe: Recipe, family: HearthID) {
        self.init(familyId: family.text, id: recipe.id, name: recipe.name, type: recipe.type.rawValue, servings: recipe.servings,
                  prepMinutes: recipe.prepMinutes, method: recipe.method, addedBy: recipe.addedBy?.text, created: recipe.created,
                  imageId: recipe.imageID, cookMinutes: recipe.cookMinutes, waitMinutes: recipe.waitMinutes, totalMinutes: recipe.totalMinutes,
                  source: recipe.source, cuisine: recipe.cuisine, tags: recipe.tags.joined(separator: "\n"),
                  nutrition: recipe.nutrition.map { "\($0.name): \($0.value)" }.joined(separator: "\n"), language: recipe.language)
    }

    func recipe(ingredients: [Ingredient]) -> Recipe {
        var recipe = Recipe(id: id, name: name, type: RecipeType.stored(type), servings: servings, prepMinutes: prepMinutes, ingredients: ingredients,
                            method: method, addedBy: addedBy.flatMap(HearthID.init), created: created, imageID: imageId)
        recipe.cookMinutes = cookMinutes
        recipe.waitMinutes = waitMinutes
        recipe.totalMinutes = totalMinutes
        recipe.source = source
        recipe.cuisine = cuisine
        recipe.language = language
        recipe.tags = tags.isEmpty ? [] : tags.components(separatedBy: "\n")
        recipe.nutrition = nutrition.isEmpty ? [] : nutrition.components(separatedBy: "\n").compactMap { line in
            line.firstRange(of: ": ").map { NutritionFact(name: String(line[..<$0.lowerBound]), value: String(line[$0.upperBound...])) }
        }
        return recipe
    }
}
