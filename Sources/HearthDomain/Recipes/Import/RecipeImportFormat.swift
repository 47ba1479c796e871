/// The formats of other programs' recipes Hearth reads, told apart by their content.
public enum RecipeImportFormat: String, Sendable {
    case schemaOrg = "schema.org"
    case mealie = "Mealie"
    case tandoor = "Tandoor"

    /// The recipe in a file's JSON values (one for a .json file, one per JSON-LD block of a page): the
    /// first schema.org Recipe among them, else a Mealie or Tandoor recipe.
    public static func read(_ values: [JSONValue]) -> Result<(ImportedRecipe, RecipeImportFormat), InvalidValue> {
        if let recipe = values.lazy.compactMap(SchemaOrgRecipe.find).first {
            return SchemaOrgRecipe.read(recipe).map { ($0, .schemaOrg) }
        }
        if let recipe = values.first(where: TandoorRecipe.isOne) { return TandoorRecipe.read(recipe).map { ($0, .tandoor) } }
        if let recipe = values.first(where: MealieRecipe.isOne) { return MealieRecipe.read(recipe).map { ($0, .mealie) } }
        return .failure(InvalidValue(field: "recipe", expected: "a schema.org Recipe (JSON-LD), a Mealie recipe or a Tandoor recipe.json, found none"))
    }
}
