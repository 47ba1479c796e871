import HearthDomain

/// A recipe scaled to a number of servings, as Markdown for the terminal (`hearth recipe scale`).
public enum RecipeText {
    public static func markdown(_ recipe: Recipe, servings: Int, decimalComma: Bool = false) -> String {
        let factor = recipe.factor(for: servings)
        var lines = ["# " + MarkdownText.escape(recipe.name), ""]
        var meta = "\(recipe.type.rawValue) · serves \(servings)"
        if servings != recipe.servings { meta += " (scaled from \(recipe.servings))" }
        meta += " · prep \(recipe.prepMinutes) min"
        lines += [MarkdownText.escape(meta), "", "## Ingredients", ""]
        lines += recipe.ingredients.map { "- " + MarkdownText.escape($0.line(scaledBy: factor, decimalComma: decimalComma)) }
        if !recipe.method.isEmpty {
            lines += ["", "## Method", "", MarkdownRenderer.commonMark(recipe.method).trimmed]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
