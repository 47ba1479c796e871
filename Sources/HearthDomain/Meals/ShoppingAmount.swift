/// How much of one ingredient to buy, summed exactly from recipes at their planned servings: amounts in
/// one kind of unit are added together (500 g + 500 g is 1 kg; 1 cup + 2 tbsp of milk is one amount;
/// 2 eggs + 3 eggs are 5 eggs); amounts that cannot be added (a can and 200 g) stay side by side, and
/// the grocery item says "1 can + 200 g".
public struct ShoppingAmount: Encodable, Hashable, Sendable {
    /// The amount in one kind of unit.
    public struct Part: Encodable, Hashable, Sendable {
        /// What the part is summed in (`Kind`).
        public var kind: Kind
        /// Exact, in the kind's smallest unit (teaspoons, ounces, grams, millilitres; else the unit itself).
        public var value: Rational
        /// The unit as the first recipe wrote it ("cups", "大匙"), so the result is spelled in its script.
        public var writtenUnit: String
    }

    /// A kind of unit: the amounts of one kind add up.
    public enum Kind: Encodable, Hashable, Sendable {
        /// Counted with no unit: "3 eggs", the seed app's "1x onion".
        case counted
        case spoons
        case ounces
        case grams
        case millilitres
        /// Any other unit, by its key ("can", "clove") or, for a word Hearth does not know, the word
        /// lower-cased ("bunch").
        case unit(String)
    }

    /// The parts, one a kind, in the order they were first added.
    public private(set) var parts: [Part]

    public init(parts: [Part] = []) {
        self.parts = []
        for part in parts { add(part) }
    }

    public var isEmpty: Bool { parts.isEmpty }

    /// What `ingredient` needs at `factor` times its recipe's servings; nil when its amount is no number
    /// ("a pinch", "to taste"). A range counts at its larger end: enough for either.
    public static func of(_ ingredient: Ingredient, scaledBy factor: Rational, decimalComma: Bool = false) -> ShoppingAmount? {
        guard let (amount, rest) = Amount.parse(prefixOf: ingredient.amountText, decimalComma: decimalComma), rest.trimmed.isEmpty else {
            return nil
        }
        let value: Rational
        switch amount.scaled(by: factor) {
        case .single(let single): value = single
        case .range(_, let high): value = high
        }
        let (kind, size) = kindAndSize(of: ingredient.unit)
        return ShoppingAmount(parts: [Part(kind: kind, value: value * size, writtenUnit: ingredient.unit)])
    }

    /// What a grocery item's quantity says: a count, or an amount whose unit may hold further parts
    /// ("1", "can + 200 g"); nil when it cannot be read as one.
    public static func of(_ quantity: GroceryQuantity, decimalComma: Bool = false) -> ShoppingAmount? {
        guard quantity.hasUnit, let unit = quantity.unit else {
            return ShoppingAmount(parts: [Part(kind: .counted, value: Rational(quantity.count), writtenUnit: "")])
        }
        var total = ShoppingAmount()
        for text in "\(quantity.amount ?? "1") \(unit)".split(separator: " + ") {
            let trimmed = String(text).trimmed
            guard let (amount, rest) = Amount.parse(prefixOf: trimmed, decimalComma: decimalComma), case .single(let value) = amount else {
                return nil
            }
            let (kind, size) = kindAndSize(of: rest.trimmed)
            total.add(Part(kind: kind, value: value * size, writtenUnit: rest.trimmed))
        }
        return total
    }

    /// This amount and `other`, added together kind by kind.
    public func adding(_ other: ShoppingAmount) -> ShoppingAmount {
        var sum = self
        for part in other.parts { sum.add(part) }
        return sum
    }

    private mutating func add(_ part: Part) {
        if let index = parts.firstIndex(where: { $0.kind == part.kind }) {
            parts[index].value = parts[index].value + part.value
        } else {
            parts.append(part)
        }
    }

    // MARK: Kinds of unit

    /// The kind a unit as written is summed in, and how many of the kind's smallest unit one of it is: the
    /// sizes a kitchen measures by (`KitchenAmount.Kind`). Counted things are one kind (no unit, the seed
    /// app's "1x", pieces: 個, 塊, 根); any other unit (a can, a clove) is a kind of its own.
    static func kindAndSize(of written: String) -> (Kind, Rational) {
        let trimmed = written.trimmed
        guard !trimmed.isEmpty else { return (.counted, .one) }
        guard let unit = MeasureUnit.named(trimmed) else {
            return (.unit(EnglishPlural.singular(of: trimmed.lowercased())), .one)
        }
        switch KitchenAmount.Kind.of(unit) {
        case .spoons(let size): return (.spoons, size)
        case .ounces(let size): return (.ounces, size)
        case .grams(let size): return (.grams, size)
        case .millilitres(let size): return (.millilitres, size)
        case .counted where ["x", "piece"].contains(unit.key): return (.counted, .one)
        case .counted, .other: return (.unit(unit.key), .one)
        }
    }

    // MARK: Written as a cook buys

    /// The amount as a grocery item's quantity: a whole count from 1 to 99 alone stays a count (as the
    /// export has always kept it); anything else is an amount and its unit, the parts joined by " + ",
    /// counted things last ("1 can + 200 g", "500 g + 2").
    public func quantity(decimalComma: Bool = false) -> GroceryQuantity {
        let written = parts.sorted { ($0.kind == .counted ? 1 : 0) < ($1.kind == .counted ? 1 : 0) }.flatMap { writtenParts($0, decimalComma) }
        if written.count == 1, written[0].unit.isEmpty, let count = Int(written[0].number), GroceryItem.quantities.contains(count) {
            return GroceryQuantity(count: count)
        }
        guard let first = written.first else { return GroceryQuantity(count: 1) }
        let rest = written.dropFirst().map { [$0.number, $0.unit].filter { !$0.isEmpty }.joined(separator: " ") }
        // A count over 99 has no unit to stand beside: the seed app's "x" counts.
        let unit = ([first.unit.isEmpty ? "x" : first.unit] + rest).joined(separator: " + ")
        return GroceryQuantity(amount: first.number, unit: unit)
    }

    /// The text a page and a command show: "1 kg", "5", "1 can + 200 g".
    public func text(decimalComma: Bool = false) -> String { quantity(decimalComma: decimalComma).text }

    /// One part as the numbers and units a cook buys: spoons as cups and spoons, metric amounts as a
    /// scale shows them (in the larger unit from 1000), counted things and other units whole.
    private func writtenParts(_ part: Part, _ decimalComma: Bool) -> [(number: String, unit: String)] {
        let measured: [KitchenAmount.Part]
        switch part.kind {
        case .spoons: measured = KitchenAmount.spoonsAndCups(part.value, cups: KitchenWords.of(part.writtenUnit)?.hasCups ?? true)
        case .ounces: measured = KitchenAmount.poundsAndOunces(part.value)
        case .grams: measured = KitchenAmount.metric(part.value, small: .gram, large: .kilogram, own: MeasureUnit.named(part.writtenUnit))
        case .millilitres: measured = KitchenAmount.metric(part.value, small: .millilitre, large: .litre, own: MeasureUnit.named(part.writtenUnit))
        case .counted, .unit:
            let whole = (part.value.numerator + part.value.denominator - 1) / part.value.denominator
            let number = String(max(whole, 1))
            let unit = part.kind == .counted ? "" : Ingredient.displayUnit(part.writtenUnit, singular: number == "1")
            return [(number, unit)]
        }
        let writer = Ingredient(amountText: "", unit: part.writtenUnit, name: "", note: "")
        return measured.map { measuredPart in
            let system: MeasureUnit.System = measuredPart.unit?.system == .metric ? .metric : .customary
            var number = AmountFormatter.format(measuredPart.value, system: system)
            if decimalComma { number = number.replacingOccurrences(of: ".", with: ",") }
            guard let unit = measuredPart.unit else { return (number, "") }
            if MeasureUnit.named(part.writtenUnit) == unit { return (number, writer.displayUnit(singular: Ingredient.takesSingular(number))) }
            return (number, writer.spelling(of: unit, after: number))
        }
    }

    // MARK: Kept exactly

    /// The exact amount as the store keeps a meal's share: "1000/1 grams g + 3/2 counted" (value, kind,
    /// unit as written), read back by `init(exactText:)` with nothing rounded.
    public var exactText: String {
        parts.map { part in
            let kind: String
            switch part.kind {
            case .counted: kind = "counted"
            case .spoons: kind = "spoons"
            case .ounces: kind = "ounces"
            case .grams: kind = "grams"
            case .millilitres: kind = "millilitres"
            case .unit(let key): kind = "unit:" + key.replacingOccurrences(of: "|", with: "/")
            }
            return [part.value.description, kind, part.writtenUnit.replacingOccurrences(of: "|", with: "/")].joined(separator: "|")
        }.joined(separator: "||")
    }

    /// Reads `exactText`; nil for text it did not write.
    public init?(exactText: String) {
        self.init()
        guard !exactText.isEmpty else { return }
        for text in exactText.split(separator: "||") {
            let fields = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { return nil }
            let fraction = fields[0].split(separator: "/").compactMap { Int($0) }
            guard (1...2).contains(fraction.count), fraction.last != 0 else { return nil }
            let value = Rational(fraction[0], fraction.count == 2 ? fraction[1] : 1)
            let kind: Kind
            switch fields[1] {
            case "counted": kind = .counted
            case "spoons": kind = .spoons
            case "ounces": kind = .ounces
            case "grams": kind = .grams
            case "millilitres": kind = .millilitres
            case let other where other.hasPrefix("unit:"): kind = .unit(String(other.dropFirst(5)))
            default: return nil
            }
            add(Part(kind: kind, value: value, writtenUnit: fields[2]))
        }
    }
}
