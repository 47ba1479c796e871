import HearthDomain

/// What the list's pages (the grocery page and the shopping lists) show of the meals and the recipes: the
/// meals each item on the list is for, and those recipes' names ("for Tue Weeknight chili, Sat Pancakes").
/// A meal planned or removed that no item is for, or a recipe edited that no such meal cooks, leaves the
/// list's pages as they were, and a refresh does not render them (`SitePlan.RefreshScope`): at a large
/// household they are the two largest pages of the site.
struct MealsOnTheList: Equatable {
    /// The parts the list's pages show only through this.
    static let parts: Set<FamilyData> = [.meals, .recipes]

    /// The meals each item waits for, by the item's ID, in the menu's order (`FamilySnapshot.mealsByItem`).
    let byItem: [String: [Meal]]
    /// The names of those meals' recipes, by the recipe's ID.
    let recipeNames: [String: String]

    init(meals: [Meal], shares: [MealShare], recipes: [Recipe]) {
        byItem = FamilySnapshot.mealsByItem(meals: meals, shares: shares)
        let cooked = Set(byItem.values.joined().map(\.recipeID))
        var names: [String: String] = [:]
        // By index: a filter took a copy of each of ten thousand recipes to look at its ID (a tenth of the
        // shopping page's making at N = 1000).
        if !cooked.isEmpty {
            for index in recipes.indices where cooked.contains(recipes[index].id) && names[recipes[index].id] == nil {
                names[recipes[index].id] = recipes[index].name
            }
        }
        recipeNames = names
    }

    init(_ snapshot: FamilySnapshot) {
        self.init(meals: snapshot.meals, shares: snapshot.mealShares, recipes: snapshot.recipes)
    }
}
