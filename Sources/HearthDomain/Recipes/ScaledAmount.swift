/// An ingredient's amount at some number of servings: the text ("½ cup + 2 tbsp") and whether rounding
/// to what a kitchen measures moved it by more than a tenth, which the page says ("about ⅓ egg").
public struct ScaledAmount: Hashable, Sendable {
    public var text: String
    public var isApproximate: Bool

    public init(text: String, isApproximate: Bool) {
        self.text = text
        self.isApproximate = isApproximate
    }
}
