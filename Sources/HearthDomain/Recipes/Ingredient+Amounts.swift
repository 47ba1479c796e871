/// How an ingredient's amount reads at other servings (`KitchenAmount` measures it).
extension Ingredient {
    /// The amount and unit for `factor` times the servings, as text: "½ cup + 2 tbsp", "145 ml", "1½",
    /// "a pinch" (never scaled). Empty when the line has no amount.
    public func amountLine(scaledBy factor: Rational, decimalComma: Bool = false) -> String {
        scaledAmounts(by: [factor], decimalComma: decimalComma)[0].text
    }

    /// The amount for each factor (a recipe's pages show it at several servings; the amount text is read
    /// once for all of them). The recipe's own servings (factor 1) keep the writer's unit and value; other
    /// servings are measured as a kitchen measures (`KitchenAmount`), and say when rounding moved them by
    /// more than a tenth.
    public func scaledAmounts(by factors: [Rational], decimalComma: Bool = false) -> [ScaledAmount] {
        guard let (amount, rest) = Amount.parse(prefixOf: amountText, decimalComma: decimalComma), rest.trimmed.isEmpty else {
            // "a pinch" was read from "a pinch of salt": it reads back the same way.
            let lowered = amountText.lowercased()
            let asWritten = unit.isEmpty && (lowered.hasPrefix("a ") || lowered.hasPrefix("an "))
                ? amountText + " of" : [amountText, unit].filter { !$0.isEmpty }.joined(separator: " ")
            return factors.map { _ in ScaledAmount(text: asWritten, isApproximate: false) }
        }
        // The seed app's "1x" is a count, not a unit: "½ cucumber", never "½x cucumber".
        let measure = isCountedTimes ? nil : measureUnit
        return factors.map { factor in
            guard factor != .one else {
                let number = written(AmountFormatter.format(amount, system: measure?.system ?? .count), decimalComma)
                return ScaledAmount(text: number + unitText(measure, after: number), isApproximate: false)
            }
            switch amount.scaled(by: factor) {
            case .single(let value):
                let (parts, approximate) = KitchenAmount.measure(value, in: measure)
                let text = parts.map { part in
                    let number = written(part, decimalComma)
                    return number + unitText(part.unit, after: number)
                }.joined(separator: " + ")
                return ScaledAmount(text: text, isApproximate: approximate)
            case .range(let low, let high):
                let range = KitchenAmount.measureRange(low, high, in: measure)
                let (lowText, highText) = (written(range.low, decimalComma), written(range.high, decimalComma))
                let numbers = lowText == highText ? highText : lowText + "–" + highText
                return ScaledAmount(text: numbers + unitText(range.high.unit, after: numbers), isApproximate: range.approximate)
            }
        }
    }

    /// Whether the unit is the seed app's "x" ("1x onion"), which counts.
    var isCountedTimes: Bool { unit.lowercased() == "x" }

    /// A part's number: decimals for metric units, fractions otherwise ("1½", "⅔").
    private func written(_ part: KitchenAmount.Part, _ decimalComma: Bool) -> String {
        (part.isBelow ? "< " : "") + written(AmountFormatter.format(part.value, system: part.unit?.system == .metric ? .metric : .customary), decimalComma)
    }

    private func written(_ number: String, _ decimalComma: Bool) -> String {
        decimalComma ? number.replacingOccurrences(of: ".", with: ",") : number
    }

    /// The unit after a number, with its space: the writer's own spelling in the singular or plural the
    /// number needs ("1 cup", "2 cups", "2 tablespoons"); another unit in the script of the writer's
    /// ("tbsp" beside "cups", 大匙 beside 杯). Nothing for a count; a unit Hearth does not know ("bunch")
    /// as written.
    private func unitText(_ part: MeasureUnit?, after number: String) -> String {
        guard let part else { return isCountedTimes || unit.isEmpty ? "" : " " + unit }
        let singular = Self.takesSingular(number)
        if part == measureUnit { return " " + displayUnit(singular: singular) }
        if MeasureUnit.isChinese(unit) { return " " + spelling(of: part) }
        return " " + (singular ? part.singular : part.plural)
    }

}
