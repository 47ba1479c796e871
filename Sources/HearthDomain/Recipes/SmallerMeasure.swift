/// A scaled customary volume too small to measure in its own unit, written in the next spoon down, as a
/// cook would measure it: a twelfth of a cup is "1⅓ tbsp", not "< ⅛ cup"; 0.19 cup is "3 tbsp"; a
/// sixth of a tablespoon is "½ tsp". (1 cup = 16 tbsp, 1 tbsp = 3 tsp.)
public enum SmallerMeasure {
    /// The amount in a smaller unit, or nil when its own unit suits it: at least ¼ cup written as a
    /// fraction (0.41 cup is "6½ tbsp"), or at least 1 tbsp (or ½ tbsp exactly, a spoon many sets have).
    /// A range moves by its larger end, whole.
    public static func of(_ amount: Amount, in unit: MeasureUnit) -> (amount: Amount, unit: MeasureUnit)? {
        let largest: Rational
        switch amount {
        case .single(let value): largest = value
        case .range(_, let high): largest = high
        }
        switch unit.key {
        case "cup":
            // The amount as a cup would be written decides: 0.24 cup is "¼ cup", within the tolerance.
            let asWritten = AmountFormatter.closeFraction(largest)
            guard (asWritten ?? largest) < Rational(1, 4) || (largest < .one && asWritten == nil) else { return nil }
            let tablespoons = amount.scaled(by: Rational(16))
            return of(tablespoons, in: tablespoon) ?? (tablespoons, tablespoon)
        case "tbsp" where largest < .one && largest != Rational(1, 2):
            return (amount.scaled(by: Rational(3)), teaspoon)
        default:
            return nil
        }
    }

    /// The fractions spoons measure: tablespoons in halves, thirds and quarters ("8⅞ tbsp" is no
    /// amount a cook can measure), teaspoons down to the ⅛ spoon.
    public static func fractions(of unit: MeasureUnit) -> [Int] {
        unit.key == "tbsp" ? [1, 2, 3, 4] : [1, 2, 4, 8]
    }

    private static let tablespoon = MeasureUnit.named("tbsp")!
    private static let teaspoon = MeasureUnit.named("tsp")!
}
