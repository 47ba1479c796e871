import HearthDomain

/// A recipe scaled to a number of servings, as Markdown for the terminal (`hearth recipe scale`), in the
/// family's language and laid out as the recipe page's Markdown twin is.
public enum RecipeText {
    public static func markdown(_ recipe: Recipe, servings: Int, decimalComma: Bool, strings: ThemeStrings) -> String {
        let factor = recipe.factor(for: servings)
        let words = RecipeWords(recipe: recipe, strings: strings)
        var lines = ["# " + MarkdownText.escape(recipe.name), ""]
        var meta = [words.typeName, words.servingsText(servings), words.prepText]
        if servings != recipe.servings { meta.append(words.scaledFromText) }
        lines += [MarkdownText.escape(meta.joined(separator: " · ")), "", "## " + MarkdownText.escape(strings.text("ingredients")), ""]
        lines += recipe.ingredients.map { "- " + MarkdownText.escape($0.line(scaledBy: factor, decimalComma: decimalComma)) }
        if !recipe.method.isEmpty {
            lines += ["", "## " + MarkdownText.escape(strings.text("method")), "", MarkdownRenderer.commonMark(recipe.method).trimmed]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
