import HearthDomain

extension SitePlan {
    /// Which of the pages that show what a change touched a refresh renders, where it looked closer than
    /// by parts (`ResidentSite`): a meal planned changes the pages of the recipes whose servings it
    /// changed, and the list's pages only when an item on the list is for it. A full build plans them all.
    struct RefreshScope: Sendable {
        /// The recipes whose pages are planned; nil: every recipe's (`RecipePage.changedByMeals`).
        var recipes: Set<String>? = nil
        /// Whether what the list's pages show of the meals and recipes changed (`MealsOnTheList`); when
        /// not, a change that touched only those of their parts leaves them as they are.
        var mealsOnTheListChanged = true
    }
}
