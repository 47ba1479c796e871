/// Writes amounts the way a cook would: fractions with small denominators for customary units, about
/// three significant digits for metric ones, whole numbers or halves for counted things, and never
/// "0" or a blank for a tiny amount.
public enum AmountFormatter {
    /// How far (relative) a fraction may be from the true value and still be written for it: ⅝ for 7/12
    /// (7 % off) reads right, ⅜ for 0.41 (8.5 % off) would not.
    static let tolerance = 0.08

    public static func format(_ amount: Amount, system: MeasureUnit.System) -> String {
        switch amount {
        case .single(let value): return format(value, system: system)
        case .range(let low, let high): return format(low, system: system) + "–" + format(high, system: system)
        }
    }

    /// The fractions cups and spoons are written in by default: wholes, halves, thirds, quarters, eighths.
    static let customaryDenominators = [1, 2, 3, 4, 8]

    public static func format(_ value: Rational, system: MeasureUnit.System) -> String {
        guard value > .zero else { return "0" }
        switch system {
        case .customary: return customary(value)
        case .metric: return metric(value)
        case .count: return value < .one ? customary(value, denominators: [1, 2, 3, 4, 6, 8]) : count(value)
        }
    }

    /// "1½", "⅔", "2⅛"; below ⅛, "< ⅛"; a value no small fraction is close to, as a decimal.
    /// Counted things below one may also be sixths ("⅙ egg" of a dozen-egg recipe for two), which no
    /// cup or spoon measures.
    static func customary(_ value: Rational, denominators: [Int] = customaryDenominators) -> String {
        if value < Rational(1, 8) && !isClose(Rational(1, 8), to: value) { return "< ⅛" }
        if let best = closeFraction(value, denominators: denominators) { return mixed(best) }
        return decimal(value, significantDigits: 2)
    }

    /// The closest of the nearest wholes, halves, thirds, quarters and eighths within the tolerance; on
    /// a tie the smaller denominator, which comes first. Nil if none is close: "0.41".
    static func closeFraction(_ value: Rational, denominators: [Int] = customaryDenominators) -> Rational? {
        let candidates = denominators.map { nearest(value, denominator: $0) }.filter { $0 > .zero && isClose($0, to: value) }
        return candidates.min(by: { abs(($0 - value).approximateValue) < abs(($1 - value).approximateValue) })
    }

    /// "12.5", "250", "1.33"; below 0.01, "< 0.01".
    static func metric(_ value: Rational) -> String {
        if value < Rational(1, 100) { return "< 0.01" }
        if value >= Rational(100) { return String(rounded(value, decimals: 0)) }
        return decimal(value, significantDigits: 3)
    }

    /// Whole numbers, or below 3 halves where they are close: "3", "1½" (but "5", never "4½ cloves").
    static func count(_ value: Rational) -> String {
        let half = nearest(value, denominator: 2)
        if value < Rational(3), isClose(half, to: value, within: 0.05) { return mixed(half) }
        return String(max(1, rounded(value, decimals: 0)))
    }

    private static func isClose(_ candidate: Rational, to value: Rational, within tolerance: Double = tolerance) -> Bool {
        KitchenAmount.isWithin(candidate, of: value, tolerance)
    }

    /// The multiple of 1/denominator nearest to the value (halves round up), exactly.
    private static func nearest(_ value: Rational, denominator: Int) -> Rational {
        KitchenAmount.fractions(value, denominators: [denominator])
    }

    private static func mixed(_ value: Rational) -> String {
        let whole = value.wholePart
        let fraction = value - Rational(whole)
        guard fraction > .zero else { return String(whole) }
        let glyph = Amount.glyphs.first { $0.value == fraction }.map { String($0.key) } ?? fraction.description
        return whole == 0 ? glyph : "\(whole)\(glyph)"
    }

    /// round(value × 10^decimals), half up, in integers only.
    private static func rounded(_ value: Rational, decimals: Int) -> Int {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        return (2 * value.numerator * scale + value.denominator) / (2 * value.denominator)
    }

    /// The value with `significantDigits` digits, trailing zeros dropped: "0.58", "12.5", "2".
    private static func decimal(_ value: Rational, significantDigits: Int) -> String {
        var integerDigits = 0
        var probe = value.wholePart
        while probe > 0 { integerDigits += 1; probe /= 10 }
        var decimals = max(0, significantDigits - integerDigits)
        if integerDigits == 0 {
            // Leading zeros after the point do not count as significant.
            var scaled = value
            while scaled < Rational(1, 10) && decimals < 6 { scaled = scaled * Rational(10); decimals += 1 }
        }
        let units = rounded(value, decimals: decimals)
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        var text = String(units / scale)
        var fraction = String(units % scale)
        if decimals > 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return text
    }
}
