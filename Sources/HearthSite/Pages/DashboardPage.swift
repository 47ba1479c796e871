import HearthDomain

/// The family's dashboard: today's date and one tile per area.
struct DashboardPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .groceryList, .chores, .choreRecords, .members, .meals, .recipes, .cars]
    static let route = Route(folder: "", template: "dashboard", section: .dashboard)

    struct FamilyTile {
        var countText: String
        var members: [MemberSummary]
    }

    struct MemberSummary {
        var name: String
        var isManager: Bool
        var roleText: String
    }

    struct GroceryTile {
        var progress: ProgressModel
        var toGetText: String
    }

    struct CarTile {
        var countText: String
        /// The first cars, each a link to its page.
        var cars: [CarLink]
        /// The same cars' texts without links, for themes made before the links (a stored field: templates
        /// see stored fields).
        var names: [String]

        init(countText: String, cars: [CarLink]) {
            self.countText = countText
            self.cars = cars
            self.names = cars.map(\.text)
        }
    }

    struct CarLink {
        var text: String
        var href: String
        var markdownHref: String
    }

    struct RecipeTile {
        var countText: String
        var newest: [RecipeSummary]
        /// `todayMeals`: the day's planned meals ("Tonight: Weeknight chili"), each a link to its recipe.
        var todayMeals: [TodayMeal]
        var hasTodayMeals: Bool
    }

    struct TodayMeal {
        var text: String
        var href: String
        var markdownHref: String
    }

    struct ChoreTile {
        var countsText: String
        /// The first chores still to do today (`shownToDo`), so a busy day does not stretch the tile.
        var toDo: [ChoreModel]
        /// "and 12 more" when today has more to do than the tile shows; "" else.
        var moreToDoText: String
        var hasMoreToDo: Bool
        var hasToday: Bool
        var loads: [MemberLoadModel]
    }

    var todayText: String
    var groceryTile: GroceryTile
    var choreTile: ChoreTile
    var recipeTile: RecipeTile
    var carTile: CarTile
    var familyTile: FamilyTile

    /// How many of today's chores to do the dashboard lists.
    static let shownToDo = 6

    /// Today's chores and this week's fatigue per member.
    static func chores(_ snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> ChoreTile {
        let week = snapshot.week(containing: date)
        let today = week.day(date)!
        let models = today.chores.map { ChoreModel($0, record: today.done[$0.id], snapshot: snapshot, strings: strings, root: "") }
        let toDo = models.filter { !$0.done }
        let more = max(0, toDo.count - shownToDo)
        return ChoreTile(
            countsText: strings.text("today_counts", ["todo": String(toDo.count), "done": String(models.filter(\.done).count)]),
            toDo: Array(toDo.prefix(shownToDo)), moreToDoText: more > 0 ? strings.count("and_more", more) : "", hasMoreToDo: more > 0,
            hasToday: !models.isEmpty,
            loads: MemberLoadModel.loads(in: week, of: snapshot))
    }

    /// The `count` newest recipes, newest first, in one pass: a book of thousands is not sorted for three.
    static func newest(_ recipes: [Recipe], count: Int) -> [Recipe] {
        func isNewer(_ one: Recipe, than other: Recipe) -> Bool { (one.created, one.name) > (other.created, other.name) }
        var newest: [Recipe] = []
        for recipe in recipes {
            let place = newest.firstIndex { isNewer(recipe, than: $0) } ?? newest.count
            guard place < count else { continue }
            newest.insert(recipe, at: place)
            if newest.count > count { newest.removeLast() }
        }
        return newest
    }

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, links: RecipeLinks, strings: ThemeStrings) -> Page {
        // Worked out once: it counts every item, and a tick renders the dashboard of a household of thousands.
        let progress = snapshot.groceries.progress
        // The dashboard is rendered again at every tick: only today's few meals look for their recipes.
        let todayMeals = snapshot.meals.filter { $0.day == date }.compactMap { meal -> TodayMeal? in
            guard let recipe = snapshot.recipes.first(where: { $0.id == meal.recipeID }) else { return nil }
            let text = meal.name == "dinner" ? strings.text("tonight", ["recipe": recipe.name])
                : strings.meal(meal.name) + ": " + recipe.name
            let root = route.link(to: RecipesPage.route)
            return TodayMeal(text: text, href: root + links.href(recipe, servings: meal.servings),
                             markdownHref: root + links.markdownHref(recipe, servings: meal.servings))
        }
        let model = DashboardPage(
            todayText: strings.text("today_is", ["date": strings.longDate(date)]),
            groceryTile: GroceryTile(
                progress: ProgressModel(progress, strings: strings),
                toGetText: strings.count("to_get", progress.total - progress.done)
            ),
            choreTile: chores(snapshot, date: date, strings: strings),
            recipeTile: RecipeTile(
                countText: strings.count("recipes", snapshot.recipes.count),
                newest: newest(snapshot.recipes, count: 3)
                    .map { RecipeSummary($0, links: links, strings: strings, root: route.link(to: RecipesPage.route)) },
                todayMeals: todayMeals,
                hasTodayMeals: !todayMeals.isEmpty
            ),
            carTile: CarTile(countText: strings.count("cars", snapshot.cars.count),
                             cars: snapshot.cars.prefix(4).map { car in
                                 let folder = route.link(to: CarPage.route(for: car))
                                 return CarLink(text: "\(car.name) · \(car.year)", href: folder + "index.html", markdownHref: folder + "index.md")
                             }),
            familyTile: FamilyTile(
                countText: strings.count("members", snapshot.members.count),
                members: snapshot.members.map {
                    MemberSummary(name: $0.displayName, isManager: $0.managesFamily,
                                  roleText: strings.text($0.managesFamily ? "role_manager" : "role_member"))
                }
            )
        )
        return Page(route: route, title: strings.text("dashboard_title"),
                    model: model)
    }
}
