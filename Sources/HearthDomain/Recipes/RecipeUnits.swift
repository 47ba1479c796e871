/// The units a family wants its recipes' amounts in (`hearth family set --recipe-units`): as each writer
/// wrote them, or converted to what a metric or an American kitchen measures with. Volumes convert to
/// volumes and weights to weights (a cup of flour has no one weight); spoons and counted things stay.
public enum RecipeUnits: String, Encodable, CaseIterable, Sendable {
    case asWritten = "as-written"
    case metric
    case us

    /// "as-written, metric, us".
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension KitchenAmount {
    /// `value` in `unit` in a kitchen of `units`, measured as that kitchen measures, and whether rounding
    /// moved it by more than a tenth; nil when the unit is one that kitchen measures with already, a
    /// spoon, counted or unknown. A metric kitchen's cup is 240 ml and its ounce 28.35 g, as labels
    /// round them; an American one measures millilitres in teaspoons of 5 ml, cups of 48 of them.
    public static func converted(_ value: Rational, in unit: MeasureUnit?, to units: RecipeUnits) -> (parts: [Part], approximate: Bool)? {
        guard let unit else { return nil }
        switch units {
        case .asWritten:
            return nil
        case .metric:
            if let millilitres = customaryMillilitres[unit.key] {
                let base = value * millilitres
                return measured(metric(base, small: .millilitre, large: .litre, own: nil), base, .millilitre)
            }
            if let grams = customaryGrams[unit.key] {
                let base = value * grams
                return measured(metric(base, small: .gram, large: .kilogram, own: nil), base, .gram)
            }
        case .us:
            if let millilitres = metricMillilitres[unit.key] {
                let teaspoons = value * millilitres / Rational(5)
                return measured(spoonsAndCups(teaspoons), teaspoons, .teaspoon)
            }
            // Less than half an ounce stays in grams: a scale shows them, and "¼ oz saffron" is no measure.
            if let grams = metricGrams[unit.key], value * grams >= Rational(14) {
                let ounces = value * grams * Rational(20, 567)
                return measured(poundsAndOunces(ounces), ounces, .ounce)
            }
        }
        return nil

        /// The parts, and whether they are more than a tenth from `base` (in `baseUnit`).
        func measured(_ parts: [Part], _ base: Rational, _ baseUnit: MeasureUnit) -> (parts: [Part], approximate: Bool) {
            let total = parts.reduce(Rational.zero) { $0 + $1.value * Kind.of($1.unit).size / Kind.of(baseUnit).size }
            return (parts, !parts.contains(where: \.isBelow) && !isWithin(total, of: base, aboutBeyond))
        }
    }

    /// Millilitres in a measure a metric kitchen does not use.
    private static let customaryMillilitres: [String: Rational] = ["cup": Rational(240), "fl oz": Rational(30), "pint": Rational(480),
                                                                   "quart": Rational(960), "カップ": Rational(200),
                                                                   "glass": Rational(250)]
    /// Grams in a weight a metric kitchen does not use.
    private static let customaryGrams: [String: Rational] = ["oz": Rational(567, 20), "lb": Rational(2268, 5), "斤": Rational(600), "兩": Rational(75, 2)]
    /// Millilitres in a measure an American kitchen does not use.
    private static let metricMillilitres: [String: Rational] = ["ml": .one, "cl": Rational(10), "dl": Rational(100), "l": Rational(1000), "カップ": Rational(200),
                                                                 "glass": Rational(250)]
    /// Grams in a weight an American kitchen does not use (milligrams stay: a pinch of saffron).
    private static let metricGrams: [String: Rational] = ["g": .one, "kg": Rational(1000), "斤": Rational(600), "兩": Rational(75, 2)]
}
