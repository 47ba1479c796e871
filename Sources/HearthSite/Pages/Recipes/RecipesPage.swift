import HearthDomain

/// The recipe book by type, in the app's order of types.
struct RecipesPage {
    static let route = Route(folder: "recipes/", template: "recipes", section: .recipes)

    struct TypeGroup {
        var typeName: String
        var recipes: [RecipeSummary]
    }

    var groups: [TypeGroup]
    var hasRecipes: Bool
    var sortLinks: [SortLink]

    static func page(for snapshot: FamilySnapshot, links: RecipeLinks, strings: ThemeStrings) -> Page {
        let groups = RecipeType.allCases.compactMap { type -> TypeGroup? in
            let recipes = snapshot.recipes.filter { $0.type == type }
            guard !recipes.isEmpty else { return nil }
            return TypeGroup(typeName: strings.text(type.stringKey),
                             recipes: recipes.map { RecipeSummary($0, links: links, strings: strings, root: route.link(to: RecipesPage.route)) })
        }
        let model = RecipesPage(groups: groups, hasRecipes: !snapshot.recipes.isEmpty,
                                    sortLinks: SortLink.all(current: nil, strings: strings, root: ""))
        return Page(route: route, title: strings.text("recipes_title"), model: model)
    }
}
