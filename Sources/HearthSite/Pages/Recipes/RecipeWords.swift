import HearthDomain

/// The words about a recipe in the family's language, the same on its pages, their Markdown twins and in
/// `hearth recipe scale`: its type, the prep time, "Serves 6" and "Scaled from 4 servings".
struct RecipeWords {
    let typeName: String
    let prepText: String
    let scaledFromText: String
    private let strings: ThemeStrings

    init(recipe: Recipe, strings: ThemeStrings) {
        typeName = strings.name(of: recipe.type)
        // 0 is what the app stores when no one set the time: "Prep 0 min" would claim there is none.
        prepText = recipe.prepMinutes == 0 ? strings.text("prep_line_none") : strings.text("prep_line", ["minutes": String(recipe.prepMinutes)])
        scaledFromText = strings.count("scaled_from", recipe.servings)
        self.strings = strings
    }

    func servingsText(_ servings: Int) -> String {
        strings.text("serves", ["count": String(servings)])
    }
}
