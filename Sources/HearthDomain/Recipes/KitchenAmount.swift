/// A scaled amount as a kitchen measures it (docs/recipes.md has the rules and a table of examples):
/// counted things in halves, thirds and quarters; cups and spoons in the measure a cook would pick, a
/// cup amount with the tablespoons over it ("½ cup + 2 tbsp"); metric amounts rounded to what a scale or
/// a jug shows, in grams or kilograms, millilitres or litres. An amount that rounding moved by more than
/// a tenth is marked approximate, and the page says "about".
public enum KitchenAmount {
    /// One measured part: "½ cup" of "½ cup + 2 tbsp". No unit: counted.
    public struct Part: Hashable, Sendable {
        public var value: Rational
        public var unit: MeasureUnit?
        /// Less than `value`, the smallest amount written ("< ⅛ tsp"): a few grains of salt.
        public var isBelow = false
    }

    /// How far (relative) rounding may move an amount before it is said to be approximate.
    static let aboutBeyond = 0.10

    /// `value`, in `unit` (nil: counted), as the parts a cook measures, and whether they are approximate.
    /// Without `cups`, spoons stay spoons however many. Decilitres and centilitres stay what they are, as
    /// a Scandinavian cook's measures are marked in decilitres.
    public static func measure(_ value: Rational, in unit: MeasureUnit?, cups: Bool = true) -> (parts: [Part], approximate: Bool) {
        guard value > .zero else { return ([Part(value: .zero, unit: unit)], false) }
        let parts: [Part]
        switch Kind.of(unit) {
        case .counted: parts = [Part(value: counted(value), unit: unit)]
        case .spoons(let teaspoons): parts = spoonsAndCups(value * teaspoons, cups: cups)
        case .ounces(let ounces): parts = poundsAndOunces(value * ounces)
        // Milligrams are weighed as milligrams (`metric` takes its base in the small unit it is given).
        case .grams where unit?.key == "mg": parts = metric(value, small: .milligram, large: .kilogram, own: unit)
        case .grams(let grams): parts = metric(value * grams, small: .gram, large: .kilogram, own: unit)
        case .millilitres where unit?.key == "dl" || unit?.key == "cl": parts = [Part(value: rounded(value, in: unit), unit: unit)]
        case .millilitres(let millilitres): parts = metric(value * millilitres, small: .millilitre, large: .litre, own: unit)
        case .other: parts = [Part(value: fractions(value, denominators: [1, 2, 3, 4, 8]), unit: unit)]
        }
        return (parts, isApproximate(parts, of: value, in: unit))
    }

    /// The two ends of a range, each as one part in the unit the larger end is measured in (a range of
    /// cups and spoons would not read), and whether either is approximate.
    public static func measureRange(_ low: Rational, _ high: Rational, in unit: MeasureUnit?, cups: Bool = true) -> (low: Part, high: Part, approximate: Bool) {
        let target = measure(high, in: unit, cups: cups).parts[0].unit
        let ends = [low, high].map { end in Part(value: rounded(end * factor(from: unit, to: target), in: target), unit: target) }
        return (ends[0], ends[1], zip(ends, [low, high]).contains { isApproximate([$0], of: $1, in: unit) })
    }

    /// A value rounded as one part in `unit`, as the ends of a range are.
    private static func rounded(_ value: Rational, in unit: MeasureUnit?) -> Rational {
        switch Kind.of(unit) {
        case .counted: return counted(value)
        case .grams(let size), .millilitres(let size):
            // Kilograms, litres, decilitres and centilitres in tenths (halves from ten), grams and
            // millilitres by `metricStep`.
            guard size >= Rational(1000) || ["dl", "cl"].contains(unit?.key) else { return metricStep(value) }
            return fractions(value, denominators: value < Rational(10) ? [10] : [2])
        case .spoons, .ounces, .other: return fractions(value, denominators: unit?.key == "tbsp" ? [1, 2] : [1, 2, 3, 4, 8])
        }
    }

    // MARK: Counted things

    /// Below one: the nearest quarter, third, half, two thirds or three quarters (an eighth for very
    /// little); up to three, with those fractions; up to ten, in halves; then whole.
    static func counted(_ value: Rational) -> Rational {
        if value < .one {
            var candidates = [Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4), .one]
            if value < Rational(3, 16) { candidates.insert(Rational(1, 8), at: 0) }
            return nearest(value, among: candidates)
        }
        if value < Rational(3) { return fractions(value, denominators: [1, 2, 3, 4]) }
        if value < Rational(10) { return fractions(value, denominators: [1, 2]) }
        return fractions(value, denominators: [1])
    }

    // MARK: Cups and spoons

    /// Teaspoons in the measure a cook would pick: a quarter cup or more in cups (and the tablespoons
    /// over a cup amount), a tablespoon or more in tablespoons (halves, and teaspoons over them), less in
    /// teaspoons down to the ⅛ spoon. Without `cups`, any amount from a tablespoon is in tablespoons.
    static func spoonsAndCups(_ teaspoons: Rational, cups: Bool = true) -> [Part] {
        if cups, teaspoons >= Rational(23, 2) {
            let cups = teaspoons / Rational(48)
            let nice = niceCups(near: cups)
            let closest = nearest(cups, among: nice)
            if isWithin(closest, of: cups, 0.05) { return [Part(value: closest, unit: .cup)] }
            // A cup amount and the spoons over it: the largest cup amount whose rest the spoons measure
            // within 2 % of the whole, else the one they measure best (⅜ cup is "¼ cup + 2 tbsp", not
            // "⅓ cup + ½ tbsp").
            let options = nice.filter { $0 <= cups && cups - $0 <= Rational(1, 4) }.map { under -> [Part] in
                (under > .zero ? [Part(value: under, unit: .cup)] : []) + spoons(teaspoons - under * Rational(48))
            }
            func miss(_ parts: [Part]) -> Double {
                let miss = abs((parts.reduce(Rational.zero) { $0 + $1.value * factor(from: $1.unit, to: .teaspoon) } - teaspoons).approximateValue)
                return miss <= 0.02 * teaspoons.approximateValue ? 0 : miss
            }
            return options.reversed().min { miss($0) < miss($1) } ?? [Part(value: closest, unit: .cup)]
        }
        if teaspoons >= Rational(11, 4) {
            let tablespoons = teaspoons / Rational(3)
            let halves = fractions(tablespoons, denominators: [1, 2])
            if isWithin(halves, of: tablespoons, 0.05) { return [Part(value: halves, unit: .tablespoon)] }
            // The tablespoons and the teaspoons over them: "1 tbsp + 2¼ tsp", never "1 tbsp + ½ tbsp", which
            // halves would have said already had they measured it.
            let whole = Rational(tablespoons.wholePart)
            let over = fractions(teaspoons - whole * Rational(3), denominators: [1, 2, 4])
            if over >= Rational(3) { return [Part(value: whole + .one, unit: .tablespoon)] }
            return [Part(value: whole, unit: .tablespoon)] + (over > .zero ? [Part(value: over, unit: .teaspoon)] : [])
        }
        // No spoon is smaller than ⅛ teaspoon: less is "< ⅛ tsp".
        if teaspoons < Rational(1, 16) { return [Part(value: Rational(1, 8), unit: .teaspoon, isBelow: true)] }
        // An exact third stays one: the writer measured in thirds ("小さじ1/3" for four is 小さじ⅔).
        if (teaspoons * Rational(3)).denominator == 1 { return [Part(value: teaspoons, unit: .teaspoon)] }
        return [Part(value: max(Rational(1, 8), fractions(teaspoons, denominators: [1, 2, 4, 8])), unit: .teaspoon)]
    }

    /// What is over a cup or tablespoon amount: tablespoons (in halves) from half a tablespoon, else
    /// teaspoons in quarters; nothing for less than an eighth of a teaspoon.
    private static func spoons(_ teaspoons: Rational) -> [Part] {
        if teaspoons >= Rational(3, 2) { return [Part(value: fractions(teaspoons / Rational(3), denominators: [1, 2]), unit: .tablespoon)] }
        let quarters = fractions(teaspoons, denominators: [1, 2, 4])
        return quarters > .zero ? [Part(value: quarters, unit: .teaspoon)] : []
    }

    /// The cup amounts a set of measuring cups makes around `cups`: its whole cups with ¼, ⅓, ½, ⅔ and ¾,
    /// and the next whole.
    private static func niceCups(near cups: Rational) -> [Rational] {
        let whole = Rational(cups.wholePart)
        return [Rational.zero, Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4), .one].map { whole + $0 }
    }

    // MARK: Pounds and ounces

    /// A pound or more in quarter pounds, or pounds and the ounces over them; less in half ounces.
    static func poundsAndOunces(_ ounces: Rational) -> [Part] {
        if ounces >= Rational(16) {
            let pounds = ounces / Rational(16)
            let quarters = fractions(pounds, denominators: [1, 2, 4])
            if isWithin(quarters, of: pounds, 0.03) { return [Part(value: quarters, unit: .pound)] }
            let whole = Rational(pounds.wholePart)
            return [Part(value: whole, unit: .pound), Part(value: fractions(ounces - whole * Rational(16), denominators: [1, 2]), unit: .ounce)]
        }
        return [Part(value: max(Rational(1, 4), fractions(ounces, denominators: ounces < .one ? [4] : [1, 2])), unit: .ounce)]
    }

    // MARK: Metric

    /// Grams (or millilitres) to what a scale or a jug shows: below 1 in tenths, below 10 in halves, below
    /// 50 whole, below 250 in fives, below 1000 in tens; from 1000 in the large unit, in tenths below 10
    /// (quarters where one is exact: 1.25 kg), halves above.
    static func metric(_ base: Rational, small: MeasureUnit, large: MeasureUnit, own: MeasureUnit?) -> [Part] {
        // A catty (斤) of a pound or more stays in catties, in halves, and a tael (兩) of one or more in
        // taels; less is weighed in grams.
        if let own, ["斤", "兩"].contains(own.key), case let size = Kind.of(own).size, base >= size {
            let count = base / size
            let halves = fractions(count, denominators: [1, 2])
            if isWithin(halves, of: count, 0.05) { return [Part(value: halves, unit: own)] }
        }
        if small.key == "mg" {
            return base < Rational(1000) ? [Part(value: metricStep(base), unit: small)] : metric(base / Rational(1000), small: .gram, large: large, own: own)
        }
        // Less than a twentieth is "< 0.1 g": a few threads of saffron.
        if base < Rational(1, 20) { return [Part(value: Rational(1, 10), unit: small, isBelow: true)] }
        let rounded = metricStep(base)
        guard rounded >= Rational(1000) else { return [Part(value: rounded, unit: small)] }
        let inLarge = base / Rational(1000)
        let quarters = fractions(inLarge, denominators: [4])
        if inLarge < Rational(10), isWithin(quarters, of: inLarge, 0.01) { return [Part(value: quarters, unit: large)] }
        return [Part(value: inLarge < Rational(10) ? fractions(inLarge, denominators: [10]) : fractions(inLarge, denominators: [2]), unit: large)]
    }

    /// The rounding of `metric` below 1000 of the small unit. A whole number of grams or millilitres is what
    /// a kitchen scale shows, and stays as it is (250 g for 6 from 4 is 375 g, not 380 g).
    static func metricStep(_ value: Rational) -> Rational {
        if value >= .one, value.denominator == 1 { return value }
        if value < .one { return max(Rational(1, 10), fractions(value, denominators: [10])) }
        if value < Rational(10) { return fractions(value, denominators: [2]) }
        if value < Rational(50) { return fractions(value, denominators: [1]) }
        if value < Rational(250) { return fractions(value / Rational(5), denominators: [1]) * Rational(5) }
        return fractions(value / Rational(10), denominators: [1]) * Rational(10)
    }

    // MARK: Arithmetic

    /// What a unit is measured against, with its size in that family's smallest unit.
    /// Also what `ShoppingAmount` adds amounts up in.
    enum Kind {
        case counted, other
        case spoons(Rational), ounces(Rational), grams(Rational), millilitres(Rational)

        static func of(_ unit: MeasureUnit?) -> Kind {
            guard let unit else { return .counted }
            switch unit.key {
            case "cup": return .spoons(Rational(48))
            case "tbsp": return .spoons(Rational(3))
            case "tsp": return .spoons(.one)
            case "lb": return .ounces(Rational(16))
            case "oz": return .ounces(.one)
            case "kg": return .grams(Rational(1000))
            case "g": return .grams(.one)
            case "mg": return .grams(Rational(1, 1000))
            case "斤": return .grams(Rational(600))
            case "兩": return .grams(Rational(75, 2))
            case "l": return .millilitres(Rational(1000))
            case "dl": return .millilitres(Rational(100))
            case "cl": return .millilitres(Rational(10))
            case "ml": return .millilitres(.one)
            default: return unit.system == .count ? .counted : .other
            }
        }

        var size: Rational {
            switch self {
            case .counted, .other: return .one
            case .spoons(let size), .ounces(let size), .grams(let size), .millilitres(let size): return size
            }
        }
    }

    /// `first` in `firstUnit` and `second` in `secondUnit` added up, in `secondUnit` ("½ cup + 2 tbsp" is 10
    /// tbsp); nil when the two units do not measure alike (a cup and a gram).
    static func sum(_ first: Rational, in firstUnit: MeasureUnit, _ second: Rational, in secondUnit: MeasureUnit) -> Rational? {
        switch (Kind.of(firstUnit), Kind.of(secondUnit)) {
        case (.spoons, .spoons), (.ounces, .ounces), (.grams, .grams), (.millilitres, .millilitres):
            return first * factor(from: firstUnit, to: secondUnit) + second
        default:
            return nil
        }
    }

    /// How many of `target` one `unit` is (both of one family).
    private static func factor(from unit: MeasureUnit?, to target: MeasureUnit?) -> Rational {
        Kind.of(unit).size / Kind.of(target).size
    }

    private static func isApproximate(_ parts: [Part], of value: Rational, in unit: MeasureUnit?) -> Bool {
        // "< ⅛ tsp" says what it is.
        if parts.contains(where: \.isBelow) { return false }
        let total = parts.reduce(Rational.zero) { $0 + $1.value * factor(from: $1.unit, to: unit) }
        return !isWithin(total, of: value, aboutBeyond)
    }

    static func isWithin(_ candidate: Rational, of value: Rational, _ tolerance: Double) -> Bool {
        abs((candidate - value).approximateValue) <= tolerance * value.approximateValue + 1e-12
    }

    /// The nearest multiple of 1/d for any d in `denominators` (on a tie, the first denominator's).
    static func fractions(_ value: Rational, denominators: [Int]) -> Rational {
        nearest(value, among: denominators.map { denominator in
            Rational((2 * value.numerator * denominator + value.denominator) / (2 * value.denominator), denominator)
        })
    }

    static func nearest(_ value: Rational, among candidates: [Rational]) -> Rational {
        candidates.min { abs(($0 - value).approximateValue) < abs(($1 - value).approximateValue) } ?? value
    }
}

extension MeasureUnit {
    static let cup = MeasureUnit.named("cup")!, tablespoon = MeasureUnit.named("tbsp")!, teaspoon = MeasureUnit.named("tsp")!
    static let pound = MeasureUnit.named("lb")!, ounce = MeasureUnit.named("oz")!
    static let gram = MeasureUnit.named("g")!, kilogram = MeasureUnit.named("kg")!, milligram = MeasureUnit.named("mg")!
    static let millilitre = MeasureUnit.named("ml")!, litre = MeasureUnit.named("l")!
}
