import HearthDomain

/// The book in one of its orders, as a table.
struct RecipesSortedPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.recipes, .carImages]
    /// The book in one order: recipes/sorted/name/, …
    static func route(for order: RecipeOrder) -> Route {
        RecipesPage.route.below("sorted/\(order.rawValue)/", template: "recipes-sorted")
    }

    var heading: String
    var recipes: [RecipeSummary]
    var sortLinks: [SortLink]

    static func page(for snapshot: FamilySnapshot, order: RecipeOrder, links: RecipeLinks, strings: ThemeStrings) -> Page {
        let model = RecipesSortedPage(
            heading: strings.text(order.labelKey),
            recipes: order.sorted(snapshot.recipes).map {
                RecipeSummary($0, links: links, strings: strings, root: route(for: order).link(to: RecipesPage.route),
                              pictures: (snapshot.carImages, route(for: order).toRoot))
            },
            sortLinks: SortLink.all(current: order, strings: strings, root: route(for: order).link(to: RecipesPage.route)))
        return Page(route: route(for: order),
                    title: strings.text("recipes_title"), model: model)
    }
}
