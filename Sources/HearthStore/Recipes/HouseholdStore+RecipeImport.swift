import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What importing one recipe did.
    public struct RecipeImportResult: Sendable {
        public var recipe: Recipe
        /// The family had a recipe of that name, which now has the file's fields (its ID and time kept).
        public var updated: Bool
        /// A type of the family's own made for it from the file's category.
        public var newType: String?
        /// What was mended to let the recipe in, each naming the file's field ("recipeYield: 750 is no
        /// number of servings from 1 to 100; the recipe is for 4").
        public var warnings: [String] = []
    }

    /// Adds a recipe read from another program's file, or updates the family's recipe of the same name
    /// (any letter case), in one transaction, by the rules `recipe add` and `recipe edit` follow.
    /// Errors start with `source`, the file's name.
    public func importRecipe(_ imported: ImportedRecipe, source: String, by member: Member, in family: Family) throws -> RecipeImportResult {
        let created = timestamp(precise: true)
        return try checkedWrite { db in try Self.importRecipe(imported, source: source, by: member, created: created, db, in: family) }
    }

    /// Imports every recipe or none, in one transaction: the first error (naming its file) undoes all.
    public func importRecipes(_ batch: [(source: String, recipe: ImportedRecipe)], by member: Member, in family: Family) throws -> [RecipeImportResult] {
        let created = timestamp(precise: true)
        return try checkedWrite { db in
            try batch.map { try Self.importRecipe($0.recipe, source: $0.source, by: member, created: created, db, in: family) }
        }
    }

    private static func importRecipe(_ imported: ImportedRecipe, source: String, by member: Member, created: String,
                                     _ db: Database, in family: Family) throws -> RecipeImportResult {
        do {
            let (type, isNew) = imported.type(familyTypes: try recipeTypes(db, of: family.id))
            let newType = isNew ? try addRecipeType(type.rawValue, db, in: family) : nil
            // One odd value does not keep a recipe out (a yield of 750 g, a two-day prep, a name of 105
            // characters, a line that is no ingredient): it is mended, and the import says so.
            let mended = RecipeImportMending(imported, decimalComma: family.decimalComma)
            var input = RecipeInput(name: mended.name, type: newType ?? type.rawValue,
                                    servings: mended.servings, prepMinutes: mended.prepMinutes,
                                    ingredients: nil, method: imported.method)
            input.parsedIngredients = mended.ingredients
            input.cookMinutes = mended.cookMinutes
            input.waitMinutes = mended.waitMinutes
            input.totalMinutes = mended.totalMinutes
            input.source = mended.source ?? ""
            input.cuisine = mended.cuisine
            input.language = mended.language
            input.tags = mended.tags
            input.nutrition = mended.nutrition
            // A picture found beside the file (`RecipeImportPicture`); without one an update keeps the recipe's own.
            input.image = imported.picture.map { (bytes: $0.bytes, source: $0.file) }
            // A value out of range is named as the file names it ("recipeYield"), not as the command's option.
            (input.nameField, input.servingsField, input.prepField) = (imported.fields.name, imported.fields.servings, imported.fields.prep)
            let names = NameBook(try recipeNames(db, of: family.id).map { ($0.key, $0.value) })
            if let existing = names.holder(of: mended.name) {
                let recipe = try editRecipe(try recipe(existing.id, db, in: family), input, by: member, db, in: family)
                return RecipeImportResult(recipe: recipe, updated: true, newType: newType, warnings: mended.warnings)
            }
            let recipe = try addRecipe(input, by: member, created: created, db, in: family)
            return RecipeImportResult(recipe: recipe, updated: false, newType: newType, warnings: mended.warnings)
        } catch let failure as Failure {
            throw Failure(failure.kind, "\(source): \(failure.message)")
        }
    }
}
