import HearthDomain

// How a refresh looks closer than by parts at what a family's change did, comparing what the family had
// before it with what it has now: which pages it need not render (`SitePlan.RefreshScope`), and which
// files the family may no longer have (`Fewer`, `gone`).
extension ResidentSite {
    /// What a family had before a change, each part kept by reference: no work on a tick's path, and not
    /// the whole snapshot, whose grocery list a tick changes in place (holding it would copy the list).
    struct BeforeChange {
        let meals: [Meal]
        let shares: [MealShare]
        let recipes: [Recipe]
        let itemCount: Int
        let shops: [Shop]

        init(_ snapshot: FamilySnapshot) {
            meals = snapshot.meals
            shares = snapshot.mealShares
            recipes = snapshot.recipes
            itemCount = snapshot.groceries.items.count
            shops = snapshot.groceries.shops
        }
    }

    /// A meal planned renders the pages of the recipes whose servings it changed, not every recipe's, and
    /// the list's pages only when an item is for it.
    static func scope(of parts: Set<FamilyData>, before: BeforeChange, now: FamilySnapshot) -> SitePlan.RefreshScope {
        var scope = SitePlan.RefreshScope()
        if parts.contains(.meals) {
            scope.recipes = RecipePage.changedByMeals(parts, planned: MenuPage.plannedServings(of: before.meals), now: MenuPage.plannedServings(now))
        }
        // Only when it decides something: a change that touched the list's other parts renders its pages anyway.
        let listShown = parts.intersection(ShoppingPage.shows)
        if !listShown.isEmpty, listShown.isSubset(of: MealsOnTheList.parts) {
            scope.mealsOnTheListChanged = MealsOnTheList(meals: before.meals, shares: before.shares, recipes: before.recipes) != MealsOnTheList(now)
        }
        return scope
    }

    /// Where a family may have fewer files after a change than the site holds, below each of its folders.
    struct Fewer {
        /// Folders of one page and its twin that may be gone: a page of the list of every item that items
        /// removed made one too many, a shop's list (the shop closed or renamed), a recipe's page at servings
        /// no meal is planned at any more.
        var pages: [String] = []
        /// Folders whose every file shows a part the change touched (`SitePlan.foldersOfOnePart`: a recipe
        /// renamed, a car sold). Each costs `gone` a look at every file of the site (7 ms at N = 1000).
        var folders: [SitePlan.FolderOfOnePart] = []

        var isEmpty: Bool { pages.isEmpty && folders.isEmpty }
    }

    /// `links`: the recipes' addresses kept from the last refresh, if any; `servings`: those every recipe is
    /// rendered at (`BuildOptions.servings`).
    static func fewer(_ parts: Set<FamilyData>, before: BeforeChange, now: FamilySnapshot, links: RecipeLinks?,
                      servings: [Int]) -> Fewer {
        var fewer = Fewer(folders: SitePlan.foldersOfOnePart.filter { parts.contains($0.part) })
        let (pagesBefore, pagesNow) = (AllItemsPage.pageCount(items: before.itemCount), AllItemsPage.pageCount(items: now.groceries.items.count))
        if pagesNow < pagesBefore {
            fewer.pages += [AllItemsPage.Order.name, .purchase].flatMap { order in
                (pagesNow + 1...pagesBefore).map { AllItemsPage.route(order, number: $0).folder }
            }
        }
        if now.groceries.shops != before.shops {
            fewer.pages += before.shops.map { ShoppingPage.shopRoute(for: $0, among: before.shops).folder }
        }
        guard parts.contains(.meals), !parts.contains(.recipes) else { return fewer }
        let (plannedBefore, plannedNow) = (MenuPage.plannedServings(of: before.meals), MenuPage.plannedServings(now))
        let changed = Set(plannedBefore.keys).union(plannedNow.keys).filter { plannedBefore[$0] != plannedNow[$0] }
        // Made only when a recipe has fewer pages, and no refresh kept them yet.
        lazy var recipeLinks = links ?? RecipeLinks(before.recipes)
        for recipe in before.recipes where changed.contains(recipe.id) {
            let servingsBefore = RecipePage.servingsChoices(for: recipe, chosen: servings + (plannedBefore[recipe.id] ?? []))
            let servingsNow = Set(RecipePage.servingsChoices(for: recipe, chosen: servings + (plannedNow[recipe.id] ?? [])))
            for dropped in servingsBefore where !servingsNow.contains(dropped) {
                fewer.pages.append(RecipePage.route(folder: recipeLinks.folder(recipe, servings: dropped)).folder)
            }
        }
        return fewer
    }

    /// The files below the family's folders `prefixes` that a refresh which planned `planned` leaves without
    /// a page, of those `fewer` names. A full build would not write them.
    static func gone(below prefixes: [String], _ fewer: Fewer, planned: Set<String>, in manifest: BuildManifest) -> [String] {
        var files: [String] = []
        for prefix in prefixes {
            for folder in fewer.pages {
                for file in ["index.html", "index.md"] where manifest.entries[prefix + folder + file] != nil && !planned.contains(prefix + folder + file) {
                    files.append(prefix + folder + file)
                }
            }
        }
        guard !fewer.folders.isEmpty else { return files }
        let starts = prefixes.flatMap { prefix in fewer.folders.map { (prefix + $0.folder, $0.besides.map { prefix + $0 }) } }
        // The folder first: most of the site's paths are in none, and that is cheaper to see than the set
        // (at N = 1000, 7 ms for the site's 86,000 files, where the set first took 19).
        return files + manifest.entries.keys.filter { path in
            starts.contains { start, besides in path.hasPrefix(start) && path != besides } && !planned.contains(path)
        }
    }
}
