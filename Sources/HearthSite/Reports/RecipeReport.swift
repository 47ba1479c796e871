import HearthDomain

/// `hearth report recipe NAME [--servings N]`: one recipe card, as its page at those servings shows it:
/// the ingredients with a box each (under their sections), then the method's steps.
public enum RecipeReport {
    public static func sheet(for recipe: Recipe, servings: Int, family: Family, strings: ThemeStrings) -> ReportSheet {
        let choices = RecipePage.servingsChoices(for: recipe, chosen: [servings])
        let pages = RecipePage.pages(for: recipe, servingsChoices: [servings], family: family, links: RecipeLinks([recipe]), strings: strings)
        guard let index = choices.firstIndex(of: servings), let page = pages[index].model as? RecipePage else {
            preconditionFailure("a recipe has a page at every servings it is asked for")
        }
        var blocks: [ReportSheet.Block] = [.heading(strings.text("ingredients"))]
        if page.isConverted { blocks.append(.text(page.unitsText)) }
        for group in page.ingredientGroups {
            if group.hasHeading { blocks.append(.text(group.heading)) }
            blocks += group.lines.map { .tick(text: $0.text, detail: "", marked: false) }
        }
        let method = MarkdownPlainText.steps(recipe.method)
        if method.description != nil || !method.steps.isEmpty {
            blocks.append(.heading(strings.text("method")))
            if let description = method.description { blocks.append(.text(description)) }
            blocks += method.steps.enumerated().map { .text("\($0.offset + 1). \($0.element)") }
        }
        let about = [page.typeName, page.servingsText, page.prepText] + (page.isScaled ? [page.scaledFromText] : [])
        return ReportSheet(title: recipe.name, subtitle: about.filter { !$0.isEmpty }.joined(separator: " · "), blocks: blocks,
                           language: family.language.tag, colon: strings.text("colon"))
    }
}
