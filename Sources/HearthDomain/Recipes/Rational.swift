/// An exact fraction, so that scaling never passes through a floating-point number:
/// 1/3 cup for 3 servings scaled to 9 is exactly 1 cup, and 24 → 23 servings is exactly 23/24.
public struct Rational: Encodable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let numerator: Int
    /// Always positive.
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "a fraction with denominator 0")
        let divisor = Swift.max(Rational.gcd(abs(numerator), abs(denominator)), 1)
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    public static func + (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + Rational(-b.numerator, b.denominator) }

    public static func * (a: Rational, b: Rational) -> Rational {
        // Cross-reduce first so the products stay small.
        let g1 = Swift.max(gcd(abs(a.numerator), b.denominator), 1), g2 = Swift.max(gcd(abs(b.numerator), a.denominator), 1)
        return Rational((a.numerator / g1) * (b.numerator / g2), (a.denominator / g2) * (b.denominator / g1))
    }

    public static func / (a: Rational, b: Rational) -> Rational { a * Rational(b.denominator, b.numerator) }

    public static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// For measuring how far a rounded value is from the true one; never used on the way to a result.
    public var approximateValue: Double { Double(numerator) / Double(denominator) }

    public var wholePart: Int { numerator / denominator }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
