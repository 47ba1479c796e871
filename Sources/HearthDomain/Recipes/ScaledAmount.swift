/// An ingredient's amount at some number of servings: the text ("½ cup + 2 tbsp") and whether rounding
/// to what a kitchen measures moved it by more than a tenth, which the page says ("about ⅓ egg").
public struct ScaledAmount: Hashable, Sendable {
    public var text: String
    public var isApproximate: Bool
    /// Whether it was converted to the family's units (`RecipeUnits`), which the page says once.
    public var isConverted = false

    public init(text: String, isApproximate: Bool, isConverted: Bool = false) {
        self.text = text
        self.isApproximate = isApproximate
        self.isConverted = isConverted
    }
}
