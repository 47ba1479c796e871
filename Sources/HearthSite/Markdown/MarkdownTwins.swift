import Foundation
import HearthDomain

/// The Markdown twins of a family's pages one at a time, rendered from a snapshot by the same plan, page
/// models and layout as a build (`SitePlan.addFamily`), for a reader that asks for one page at a time (an
/// assistant through `hearth mcp`): the dashboard, the list, the shopping list (and each shop's), the
/// chores' week, the menu and each recipe at its own servings. Paths are the site's, in the family's folder:
/// "index.md", "shopping/index.md", "recipes/pancakes/index.md".
public enum MarkdownTwins {
    /// The twins an assistant reads, in the order the site's navigation has them; each with its page's title.
    public static func pages(of snapshot: FamilySnapshot, theme: Theme) throws -> [(path: String, title: String)] {
        let strings = try ThemeStrings(theme: theme, language: snapshot.family.language)
        var pages: [(String, String)] = [
            (DashboardPage.route.folder, snapshot.family.name),
            (GroceriesPage.route.folder, strings.text("nav_groceries")),
            (ShoppingPage.route.folder, strings.text("nav_shopping")),
        ]
        for shop in snapshot.groceries.shops {
            pages.append((ShoppingPage.shopRoute(for: shop, among: snapshot.groceries.shops).folder, strings.text("nav_shopping") + " · " + shop.name))
        }
        pages.append((ChoresPage.route.folder, strings.text("nav_chores")))
        pages.append((MenuPage.route.folder, strings.text("menu_title")))
        let links = RecipeLinks(snapshot.recipes)
        for recipe in Recipe.sortedByName(snapshot.recipes) {
            pages.append((RecipePage.route(folder: links.folder(recipe, servings: recipe.servings)).folder, recipe.name))
        }
        return pages.map { (path: $0.0 + "index.md", title: $0.1) }
    }

    /// The Markdown twin at `path` (one of `pages`' paths) as a build on `date` writes it; nil for any other path.
    public static func markdown(at path: String, of snapshot: FamilySnapshot, theme: Theme, date: CalendarDay) throws -> String? {
        guard try pages(of: snapshot, theme: theme).contains(where: { $0.path == path }) else { return nil }
        var plan = SitePlan()
        // The page's Markdown alone, and no key worked out: it is rendered once, now.
        plan.formatsApart = true
        plan.keysPagesByParts = false
        try plan.addFamily(snapshot, under: "", theme: theme, options: BuildOptions(output: URL(fileURLWithPath: "/"), date: date))
        // A recipe's pages in every servings are one item: its own servings' among them.
        guard let item = plan.items.first(where: { $0.paths.contains(path) && $0.paths.allSatisfy { $0.hasSuffix(".md") } }) else { return nil }
        let files = try item.render(try ThemeTemplates(theme: theme), theme)
        return files.first { $0.0 == path }.map { String(decoding: $0.1.data, as: UTF8.self) }
    }
}
