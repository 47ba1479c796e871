import HearthDomain
import Mustache

/// A recipe scaled to a number of servings, as Markdown for the terminal (`hearth recipe scale`), in the
/// family's language, laid out by the same template as the recipe page's Markdown twin
/// (`partials/recipe.md`), so a theme's `--templates` changes both.
public enum RecipeText {
    public static func markdown(_ recipe: Recipe, servings: Int, family: Family, theme: Theme) throws -> String {
        let strings = try ThemeStrings(theme: theme, language: family.language)
        let templates = try ThemeTemplates(theme: theme)
        var model = RecipePage.model(of: recipe, servings: servings, family: family, strings: strings)
        model.showsServingsLinks = false
        let context = PageContext(site: NoLayout(), t: strings.table, page: TemplateModel.make(model))
        return SitePlan.endingWithNewline(try templates.render("partials/recipe.md", context)).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The scaled recipe has no site around it: no navigation, no footer.
    private struct NoLayout: MustacheParent {
        func child(named name: String) -> Any? { nil }
    }
}
