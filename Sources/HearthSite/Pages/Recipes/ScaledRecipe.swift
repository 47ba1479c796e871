import HearthDomain

/// A recipe at some servings as its page at those servings shows it, in the family's words: what a
/// recipe card on paper (`RecipeReport`) and the API (`getRecipe`) give.
public struct ScaledRecipe: Sendable {
    /// Ingredient lines under a heading ("Dough"; "" for none).
    public struct Group: Sendable {
        public var heading: String
        public var lines: [String]
    }

    public var servings: Int
    /// Its type, servings, times, and the servings it was scaled from, each a short text ("Serves 6").
    public var about: [String]
    /// Said when the amounts were converted to the family's units ("In metric units"); nil when not.
    public var unitsNote: String?
    public var groups: [Group]
    /// The method's words before its first step, if any.
    public var description: String?
    public var steps: [String]

    public init(_ recipe: Recipe, servings: Int, family: Family, strings: ThemeStrings) {
        let page = RecipePage.model(of: recipe, servings: servings, family: family, strings: strings)
        self.servings = servings
        about = ([page.typeName, page.servingsText, page.prepText] + (page.isScaled ? [page.scaledFromText] : [])).filter { !$0.isEmpty }
        unitsNote = page.isConverted ? page.unitsText : nil
        groups = page.ingredientGroups.map { Group(heading: $0.hasHeading ? $0.heading : "", lines: $0.lines.map(\.text)) }
        let method = MarkdownPlainText.steps(recipe.method)
        description = method.description
        steps = method.steps
    }
}
