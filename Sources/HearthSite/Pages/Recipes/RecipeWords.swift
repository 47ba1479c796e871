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
        // 0 is what the app stores when no one set the time: "Prep 0 min" would claim there is none. The
        // other times follow when known, then the whole: "Prep 20 min · Cook 30 min · Total 50 min".
        let times = [("prep_line", recipe.prepMinutes), ("cook_line", recipe.cookMinutes), ("wait_line", recipe.waitMinutes)]
            .filter { $0.1 > 0 }.map { strings.text($0.0, ["minutes": String($0.1)]) }
        let total = recipe.shownTotalMinutes
        let withTotal = times.count > 1 || recipe.totalMinutes > 0 ? times + [strings.text("total_line", ["minutes": String(total)])] : times
        prepText = withTotal.isEmpty ? strings.text("prep_line_none") : withTotal.joined(separator: " · ")
        scaledFromText = strings.count("scaled_from", recipe.servings)
        self.strings = strings
    }

    func servingsText(_ servings: Int) -> String {
        strings.text("serves", ["count": String(servings)])
    }
}
