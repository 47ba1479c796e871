import HearthDomain

/// The recipe book by type: the app's types in its order, then the family's own by name.
struct RecipesPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.recipes, .carImages]
    static let route = Route(folder: "recipes/", template: "recipes", section: .recipes)

    struct TypeGroup {
        var typeName: String
        var recipes: [RecipeSummary]
    }

    var groups: [TypeGroup]
    var hasRecipes: Bool
    var sortLinks: [SortLink]

    static func page(for snapshot: FamilySnapshot, links: RecipeLinks, strings: ThemeStrings) -> Page {
        let ownTypes = Set(snapshot.recipes.map(\.type).filter { !$0.isDefault }).sorted { NaturalOrder.key($0.rawValue) < NaturalOrder.key($1.rawValue) }
        let byType = Dictionary(grouping: snapshot.recipes, by: \.type)
        let groups = (RecipeType.defaults + ownTypes).compactMap { type -> TypeGroup? in
            guard let recipes = byType[type] else { return nil }
            return TypeGroup(typeName: strings.name(of: type),
                             recipes: recipes.map {
                                 RecipeSummary($0, links: links, strings: strings, root: route.link(to: RecipesPage.route),
                                               pictures: (snapshot.carImages, route.toRoot))
                             })
        }
        let model = RecipesPage(groups: groups, hasRecipes: !snapshot.recipes.isEmpty,
                                    sortLinks: SortLink.all(current: nil, strings: strings, root: ""))
        return Page(route: route, title: strings.text("recipes_title"), model: model)
    }
}
