import Foundation
import GRDB
import HearthDomain

/// A row of the recipes table; its ingredients are rows of recipe_ingredients.
struct RecipeRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "recipes"
    /// Its columns, in the order a request selects and `init(row:)` reads them (`ReadByPosition`).
    enum Columns: Int, CaseIterable {
        case familyId, id, name, type, servings, prepMinutes, method, addedBy, created, imageId, cookMinutes
        case waitMinutes, totalMinutes, source, cuisine, tags, nutrition, language
    }
    static let columns = Columns.names
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
    /// Read by column position (`Columns`): Codable decoding by name was a sixth of
    /// reading a household of 10,000 recipes.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: Columns.familyId.rawValue),
                  id: try row.decode(atIndex: Columns.id.rawValue),
                  name: try row.decode(atIndex: Columns.name.rawValue),
                  type: try row.decode(atIndex: Columns.type.rawValue),
                  servings: try row.decode(atIndex: Columns.servings.rawValue),
                  prepMinutes: try row.decode(atIndex: Columns.prepMinutes.rawValue),
                  method: try row.decode(atIndex: Columns.method.rawValue),
                  addedBy: try row.decode(atIndex: Columns.addedBy.rawValue),
                  created: try row.decode(atIndex: Columns.created.rawValue),
                  imageId: try row.decode(atIndex: Columns.imageId.rawValue),
                  cookMinutes: try row.decode(atIndex: Columns.cookMinutes.rawValue),
                  waitMinutes: try row.decode(atIndex: Columns.waitMinutes.rawValue),
                  totalMinutes: try row.decode(atIndex: Columns.totalMinutes.rawValue),
                  source: try row.decode(atIndex: Columns.source.rawValue),
                  cuisine: try row.decode(atIndex: Columns.cuisine.rawValue),
                  tags: try row.decode(atIndex: Columns.tags.rawValue),
                  nutrition: try row.decode(atIndex: Columns.nutrition.rawValue),
                  language: try row.decode(atIndex: Columns.language.rawValue))
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
