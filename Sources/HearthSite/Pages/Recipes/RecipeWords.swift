import HearthDomain

/// The words about a recipe in the family's language, the same on its pages, their Markdown twins and in
/// `hearth recipe scale`: its type, the prep time, "Serves 6" and "Scaled from 4 servings".
struct RecipeWords {
    let typeName: String
    let prepText: String
    let scaledFromText: String
    private let strings: ThemeStrings

    init(recipe: Recipe, strings: ThemeStrings) {
        typeName = strings.text(recipe.type.stringKey)
        prepText = strings.text("prep_line", ["minutes": String(recipe.prepMinutes)])
        scaledFromText = strings.count("scaled_from", recipe.servings)
        self.strings = strings
    }

    func servingsText(_ servings: Int) -> String {
        strings.text("serves", ["count": String(servings)])
    }
}
