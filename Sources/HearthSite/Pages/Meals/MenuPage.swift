import HearthDomain

/// The week's menu (seven days from the family's first weekday, the week of the build's date): a row a day, each meal a link to its
/// recipe's page at the planned servings, and the staples the week's recipes use, to check before the
/// shop. It prints on one sheet for the fridge.
struct MenuPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.meals, .recipes, .staples]
    /// Beside recipes/, not in it, where a recipe named "Menu" has its folder.
    static let route = Route(folder: "menu/", template: "menu", section: .recipes)

    struct DayRow {
        var dayText: String
        /// `isToday`: the build's date (the row is marked).
        var isToday: Bool
        var meals: [MealModel]
        var hasMeals: Bool
    }

    struct MealModel {
        /// `id`: which a hosted page's move and remove forms send.
        var id: String
        /// `mealText`: "Dinner", "晚餐", or the family's own name for it.
        var mealText: String
        var recipeName: String
        var href: String
        var markdownHref: String
        var servingsText: String
    }

    var weekText: String
    var days: [DayRow]
    var hasMeals: Bool
    /// `staples`: the family's staples the week's recipes use ("check you have").
    var staples: [String]
    var hasStaples: Bool
    /// `weekStart`: the week's first day (`Family.firstWeekday`), YYYY-MM-DD, which a hosted page's "Put this week on the list" sends.
    var weekStart: String

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, links: RecipeLinks, strings: ThemeStrings) -> Page {
        let start = date.startOfWeek(snapshot.family.firstWeekday)
        let recipes = Dictionary(snapshot.recipes.map { ($0.id, $0) }) { first, _ in first }
        let week = snapshot.meals.filter { $0.isInWeek(startingOn: start) }
        let days = (0..<7).map { offset -> DayRow in
            let day = start.adding(days: offset)
            let meals = week.filter { $0.day == day }.compactMap { meal -> MealModel? in
                guard let recipe = recipes[meal.recipeID] else { return nil }
                return MealModel(id: meal.id, mealText: strings.meal(meal.name), recipeName: recipe.name,
                                 href: route.link(to: RecipesPage.route) + links.href(recipe, servings: meal.servings),
                                 markdownHref: route.link(to: RecipesPage.route) + links.markdownHref(recipe, servings: meal.servings),
                                 servingsText: strings.text("serves", ["count": String(meal.servings)]))
            }
            return DayRow(dayText: strings.weekday(day.weekday) + " · " + strings.shortDate(day), isToday: day == date, meals: meals,
                          hasMeals: !meals.isEmpty)
        }
        var staples: [String] = []
        let stapleKeys = snapshot.staples.map(ShoppingName.key)
        for meal in week {
            for ingredient in recipes[meal.recipeID]?.ingredients ?? [] where Staples.covers(keys: stapleKeys, ingredient: ingredient.name) {
                if !staples.contains(where: { ShoppingName.same($0, ingredient.name) }) { staples.append(ingredient.name) }
            }
        }
        let model = MenuPage(weekText: strings.text("menu_week", ["date": strings.longDate(start)]), days: days, hasMeals: !week.isEmpty,
                             staples: staples, hasStaples: !staples.isEmpty, weekStart: start.iso)
        return Page(route: route, title: strings.text("menu_title"), model: model)
    }



    /// The servings each recipe is planned at, which its pages are rendered at too.
    static func plannedServings(_ snapshot: FamilySnapshot) -> [String: [Int]] { plannedServings(of: snapshot.meals) }

    static func plannedServings(of meals: [Meal]) -> [String: [Int]] {
        Dictionary(grouping: meals, by: \.recipeID).mapValues { Array(Set($0.map(\.servings))).sorted() }
    }
}
