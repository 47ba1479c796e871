/// How much of an item to get: a count, the ShoppingList apps' whole number from 1 to 99 ("×3"), or an
/// amount with its unit ("500 g", "2 packs", "1.5 kg", "½ dozen"), kept apart in the store as the number
/// as written and the unit, so a list can say what a count cannot.
public struct GroceryQuantity: Hashable, Sendable {
    /// The count; 1 for an amount with a unit.
    public var count: Int
    /// The number as written ("500", "1.5", "½", "1 1/2"), with a unit only.
    public var amount: String?
    public var unit: String?

    public init(count: Int) {
        self.count = count
    }

    public init(amount: String, unit: String) {
        count = 1
        self.amount = amount
        self.unit = unit
    }

    public var hasUnit: Bool { unit != nil }

    /// "3" or "500 g", as `--quantity` takes it.
    public var text: String { unit.map { "\(amount ?? "1") \($0)" } ?? String(count) }

    static let fractions: Set<Character> = ["½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞"]
    /// Room for amounts `meal shop` sets side by side ("can + 200 g + 2 tbsp").
    public static let maximumUnitLength = 40
    /// The largest amount with a unit ("100000 g").
    public static let maximumAmount = 100_000

    /// Part of what `parse` takes, as a regular expression for the API's document (ECMA-262, OpenAPI's
    /// `pattern`): a count, or a whole amount and a unit of ASCII letters ("3", "500 g"), built from the
    /// limits above. Fractions, decimals and units in other scripts are taken too, but not described;
    /// nothing it matches is refused (a test checks).
    public static var pattern: String {
        let countDigits = String(GroceryItem.quantities.upperBound).count
        // One digit fewer than the largest amount has: every amount it matches is below it.
        let amountDigits = String(maximumAmount).count - 1
        return "^ *([1-9][0-9]{0,\(countDigits - 1)}|[1-9][0-9]{0,\(amountDigits - 1)} +[A-Za-z]{1,\(maximumUnitLength)}) *$"
    }

    /// A count ("3") or an amount and a unit ("500 g", "1,5 kg", "½ dozen", "2 packs"), or why it is
    /// neither. `field` names the place for the message ("--quantity").
    public static func parse(_ text: String, field: String) -> Result<GroceryQuantity, InvalidValue> {
        let trimmed = text.trimmed
        let expected = "a whole number from \(GroceryItem.quantities.lowerBound) to \(GroceryItem.quantities.upperBound), or an amount and its unit such as 500 g, 1.5 kg, ½ dozen or 2 packs"
        let numberPart = String(trimmed.prefix { $0.isASCII && ($0.isNumber || ".,/ ".contains($0)) || fractions.contains($0) }).trimmed
        let unit = String(trimmed.dropFirst(trimmed.prefix { $0.isASCII && ($0.isNumber || ".,/ ".contains($0)) || fractions.contains($0) }.count)).trimmed
        guard !numberPart.isEmpty, let value = value(of: numberPart), value > 0 else {
            return .failure(InvalidValue(field: field, expected: "\(expected), not \"\(text)\"", said: .quantity, ["text": text]))
        }
        guard !unit.isEmpty else {
            guard let count = Int(numberPart), GroceryItem.quantities.contains(count) else {
                return .failure(InvalidValue(field: field, expected: "\(expected), not \"\(text)\"", said: .quantity, ["text": text]))
            }
            return .success(GroceryQuantity(count: count))
        }
        guard value <= Double(maximumAmount) else {
            return .failure(InvalidValue(field: field, expected: "an amount up to \(maximumAmount), not \(numberPart)",
                                         said: .amountTooLarge, ["limit": String(maximumAmount), "amount": numberPart]))
        }
        // A letter as its own code point: a mark that stacks on the space before it would join that space
        // into one character, and the unit would not read back from its own text (found by fuzzing).
        let first = unit.unicodeScalars.first?.properties.generalCategory
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter]
        guard unit.count <= maximumUnitLength, let first, letters.contains(first) else {
            return .failure(InvalidValue(field: field, expected: "a unit of 1 to \(maximumUnitLength) characters that starts with a letter, such as g, kg, packs or dozen, after the number; found \"\(unit)\"",
                                         said: .unit, ["limit": String(maximumUnitLength), "unit": unit]))
        }
        // "1e3 g" is a number written another way, not 1 of "e3 g"; "10 m²", "2 A4" and "1 e3" are units.
        let written = trimmed.prefix { $0.isASCII && ($0.isNumber || ".,/ ".contains($0)) || fractions.contains($0) }
        let after = trimmed.dropFirst(written.count)
        if !written.hasSuffix(" "), after.first == "e" || after.first == "E",
           let digit = after.dropFirst().drop(while: { $0 == "+" || $0 == "-" }).first, digit.isASCII, digit.isNumber {
            return .failure(InvalidValue(field: field, expected: "\(expected), not \"\(text)\"", said: .quantity, ["text": text]))
        }
        if let problem = NameRules.checkCharacters(unit, field: field) { return .failure(problem) }
        let amount = numberPart.split(separator: " ").joined(separator: " ")
        return .success(GroceryQuantity(amount: amount, unit: unit))
    }

    /// The value of "500", "1.5", "1,5", "3/4", "½", "1½", "1 ½" or "1 1/2"; nil for anything else.
    static func value(of text: String) -> Double? {
        let parts = text.split(separator: " ")
        switch parts.count {
        case 1:
            let part = parts[0]
            if let fraction = part.last, fractions.contains(fraction) {
                let whole = part.dropLast()
                guard whole.isEmpty || Int(whole) != nil else { return nil }
                return Double(Int(whole) ?? 0) + unicodeValue(fraction)
            }
            if part.contains("/") {
                let sides = part.split(separator: "/", omittingEmptySubsequences: false)
                guard sides.count == 2, let top = Int(sides[0]), let bottom = Int(sides[1]), bottom > 0 else { return nil }
                return Double(top) / Double(bottom)
            }
            let digits = String(part.map { $0 == "," ? "." : $0 })
            guard digits.filter({ $0 == "." }).count <= 1, !digits.hasPrefix("."), !digits.hasSuffix(".") else { return nil }
            return Double(digits)
        case 2:
            // "1 1/2", "1 ½": a whole number and a fraction below one.
            let fraction = parts[1].contains("/") || (parts[1].count == 1 && fractions.contains(parts[1].first!))
            guard let whole = Int(parts[0]), fraction, let rest = value(of: String(parts[1])), rest < 1 else { return nil }
            return Double(whole) + rest
        default:
            return nil
        }
    }

    static func unicodeValue(_ fraction: Character) -> Double {
        let values: [Character: Double] = ["½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 1 / 5, "⅖": 2 / 5, "⅗": 3 / 5,
                                           "⅘": 4 / 5, "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8]
        return values[fraction] ?? 0
    }
}
