/// What an imported recipe becomes when one of its values is out of Hearth's rules, so that one odd
/// field does not keep a whole page out: a yield that is no number of servings (750, for grams) gives the
/// default servings, a prep time over a day is left out, a name over 100 characters is cut at a word, and
/// a line that is no ingredient is kept whole as a name (`IngredientSection.parseKeeping`). Each change is
/// said in `warnings`, naming the file's field. Quieter, as they were before: a cook, waiting or total time
/// out of range is unknown (0), a source that is no web address none, and tags, a cuisine or nutrition that
/// are no names or no kept property are left out.
public struct RecipeImportMending: Sendable {
    public var name: String
    public var servings: Int
    public var prepMinutes: Int
    public var cookMinutes: Int
    public var waitMinutes: Int
    public var totalMinutes: Int
    public var source: String?
    public var cuisine: String
    public var tags: [String]
    public var nutrition: [NutritionFact]
    /// The language it is written in: the file's `inLanguage`, else its page's `<html lang>` when the words
    /// do not show another, else what the words show; "" (the family's) when nothing says.
    public var language: String
    public var ingredients: [Ingredient]
    public var warnings: [String] = []

    public init(_ imported: ImportedRecipe, decimalComma: Bool) {
        name = imported.name.trimmed
        if name.count > NameRules.maximumLength {
            let cut = name.prefix(NameRules.maximumLength - 1)
            let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
            warnings.append("\(imported.fields.name): \(name.count) characters, cut to \(atWord.count + 1) (a name has at most \(NameRules.maximumLength))")
            name = atWord.trimmed + "…"
        }
        servings = imported.servings ?? ImportedRecipe.defaultServings
        if !Recipe.servingsRange.contains(servings) {
            warnings.append("\(imported.fields.servings): \(servings) is no number of servings from 1 to 100; the recipe is for \(ImportedRecipe.defaultServings)")
            servings = ImportedRecipe.defaultServings
        }
        prepMinutes = imported.prepMinutes
        if !Recipe.prepRange.contains(prepMinutes) {
            warnings.append("\(imported.fields.prep): \(prepMinutes) minutes is over a day; left out")
            prepMinutes = 0
        }
        cookMinutes = Recipe.prepRange.contains(imported.cookMinutes) ? imported.cookMinutes : 0
        waitMinutes = Recipe.prepRange.contains(imported.waitMinutes) ? imported.waitMinutes : 0
        totalMinutes = Recipe.totalRange.contains(imported.totalMinutes) ? imported.totalMinutes : 0
        source = Recipe.checkedSource(imported.source)
        cuisine = (try? Recipe.checkCuisine(imported.cuisine).get()) ?? ""
        tags = Recipe.keptTags(imported.tags)
        nutrition = NutritionFact.kept(imported.nutrition)
        language = Self.language(of: imported)
        let read = IngredientSection.parseKeeping(imported.ingredientLines, decimalComma: decimalComma)
        ingredients = read.ingredients
        for problem in read.problems {
            let field = problem.index < imported.ingredientFields.count ? imported.ingredientFields[problem.index] : "ingredient \(problem.index + 1)"
            warnings.append("\(field): \(problem.problem.description); " + (problem.keptAsWritten ? "kept as written, without an amount to scale" : "left out"))
        }
    }

    /// A page's `<html lang>` is often the site's, not the recipe's (an English theme around a German
    /// recipe): it is believed only where the words do not show another language.
    private static func language(of imported: ImportedRecipe) -> String {
        if !imported.language.isEmpty { return imported.language }
        let shown = RecipeLanguage.guess(from: [imported.name] + imported.ingredientLines + [imported.method])
        if !imported.pageLanguage.isEmpty, shown.map({ RecipeLanguage.same($0, imported.pageLanguage) }) ?? true { return imported.pageLanguage }
        return shown ?? ""
    }
}
