import HearthDomain

/// `hearth report recipe NAME [--servings N]`: one recipe card, as its page at those servings shows it
/// (`ScaledRecipe`): the ingredients with a box each (under their sections), then the method's steps.
public enum RecipeReport {
    public static func sheet(for recipe: Recipe, servings: Int, family: Family, strings: ThemeStrings) -> ReportSheet {
        let scaled = ScaledRecipe(recipe, servings: servings, family: family, strings: strings)
        var blocks: [ReportSheet.Block] = [.heading(strings.text("ingredients"))]
        if let note = scaled.unitsNote { blocks.append(.text(note)) }
        for group in scaled.groups {
            if !group.heading.isEmpty { blocks.append(.text(group.heading)) }
            blocks += group.lines.map { .tick(text: $0, detail: "", marked: false) }
        }
        if scaled.description != nil || !scaled.steps.isEmpty {
            blocks.append(.heading(strings.text("method")))
            if let description = scaled.description { blocks.append(.text(description)) }
            blocks += scaled.steps.enumerated().map { .text("\($0.offset + 1). \($0.element)") }
        }
        return ReportSheet(title: recipe.name, subtitle: scaled.about.joined(separator: " · "), blocks: blocks,
                           language: family.language.tag, colon: strings.text("colon"))
    }
}
