/// An amount as a cook writes it: a number or a range, read exactly.
public enum Amount: Hashable, Sendable {
    case single(Rational)
    case range(Rational, Rational)

    public func scaled(by factor: Rational) -> Amount {
        switch self {
        case .single(let value): return .single(value * factor)
        case .range(let low, let high): return .range(low * factor, high * factor)
        }
    }

    /// Unicode's vulgar fractions, read and written.
    static let glyphs: [Character: Rational] = [
        "½": Rational(1, 2), "⅓": Rational(1, 3), "⅔": Rational(2, 3), "¼": Rational(1, 4), "¾": Rational(3, 4),
        "⅛": Rational(1, 8), "⅜": Rational(3, 8), "⅝": Rational(5, 8), "⅞": Rational(7, 8),
        "⅕": Rational(1, 5), "⅖": Rational(2, 5), "⅗": Rational(3, 5), "⅘": Rational(4, 5), "⅙": Rational(1, 6), "⅚": Rational(5, 6),
    ]

    /// Reads the amount at the start of `text`: "2", "1/2", "1 1/2", "1½", "½", "0.75", "1,5", "1,500"
    /// (fifteen hundred unless the family writes a decimal comma), and ranges "2-3", "2–3", "2 to 3". Returns the amount and the rest of the text,
    /// or nil when the text does not start with one.
    public static func parse(prefixOf text: String, decimalComma: Bool = false) -> (amount: Amount, rest: Substring)? {
        var reader = Reader(Substring(text), decimalComma: decimalComma)
        guard let low = reader.number() else { return nil }
        var afterLow = reader
        afterLow.skipSpaces()
        for separator in ["-", "–", "—", "~", "～", "to "] where afterLow.rest.hasPrefix(separator) {
            var rangeReader = afterLow
            rangeReader.rest = rangeReader.rest.dropFirst(separator.count)
            rangeReader.skipSpaces()
            if let high = rangeReader.number(), low < high {
                return (.range(low, high), rangeReader.rest)
            }
        }
        return (.single(low), reader.rest)
    }

    /// An amount text as the family writes it once it changes its decimal mark to `decimalComma`, with
    /// the same value: "1,500" (fifteen hundred in a family that wrote decimal points) becomes "1500", and
    /// "1.5" becomes "1,5". Read with the new mark as written, "1,500" would be one and a half. Text
    /// without a mark between digits ("1 1/2", "a pinch") stays as written.
    public static func rewritten(_ text: String, forDecimalComma decimalComma: Bool) -> String {
        guard hasMarkBetweenDigits(text), let (amount, rest) = parse(prefixOf: text, decimalComma: !decimalComma), rest.trimmed.isEmpty else {
            return text
        }
        return amount.plainText(decimalComma: decimalComma)
    }

    /// Whether a "." or "," stands between two digits: a decimal or grouping mark, not punctuation.
    static func hasMarkBetweenDigits(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.indices.dropFirst().dropLast().contains { index in
            (characters[index] == "." || characters[index] == ",") && characters[index - 1].isNumber && characters[index + 1].isNumber
        }
    }

    /// The amount written plainly for a family's decimal mark, with no grouping: "1500", "1,5", "2-3".
    func plainText(decimalComma: Bool) -> String {
        switch self {
        case .single(let value): return Self.plain(value, decimalComma: decimalComma)
        case .range(let low, let high): return Self.plain(low, decimalComma: decimalComma) + "-" + Self.plain(high, decimalComma: decimalComma)
        }
    }

    /// A decimal when the value has one of at most six decimals, otherwise a whole number and a fraction
    /// ("2 1/3"). Its values (see `rewritten`) are read from texts, which have at most four decimals
    /// (`Reader.maximumDecimals`), so a decimal is written back as a decimal.
    private static func plain(_ value: Rational, decimalComma: Bool) -> String {
        let whole = value.wholePart
        let fraction = value - Rational(whole)
        guard fraction > .zero else { return String(whole) }
        var scale = 1
        for _ in 0..<6 where (fraction.numerator * scale) % fraction.denominator != 0 { scale *= 10 }
        guard (fraction.numerator * scale) % fraction.denominator == 0 else {
            return whole == 0 ? fraction.description : "\(whole) \(fraction.description)"
        }
        var digits = String(fraction.numerator * scale / fraction.denominator)
        digits = String(repeating: "0", count: String(scale).count - 1 - digits.count) + digits
        return "\(whole)\(decimalComma ? "," : ".")\(digits)"
    }

    /// Whether `text` begins like a number (a digit or a fraction glyph): such a text must parse.
    public static func looksNumeric(_ text: String) -> Bool {
        guard let first = text.trimmed.first else { return false }
        return (first.isASCII && first.isNumber) || glyphs[first] != nil
    }

    private struct Reader {
        var rest: Substring
        let decimalComma: Bool

        init(_ text: Substring, decimalComma: Bool) {
            rest = text
            self.decimalComma = decimalComma
        }

        mutating func skipSpaces() {
            while let first = rest.first, first == " " || first == "\u{00A0}" { rest = rest.dropFirst() }
        }

        /// At most six digits, and at most four after a decimal mark: enough for any kitchen, and small
        /// enough that scaling by up to 100 servings and writing the result cannot overflow an `Int`.
        static let maximumDigits = 6, maximumDecimals = 4

        mutating func digits() -> Int? {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            guard !run.isEmpty, run.count <= Self.maximumDigits else { return nil }
            rest = rest.dropFirst(run.count)
            return Int(run)
        }

        /// A whole number, a fraction, a mixed number, a decimal, or a fraction glyph.
        mutating func number() -> Rational? {
            skipSpaces()
            if let first = rest.first, let glyph = Amount.glyphs[first] {
                rest = rest.dropFirst()
                return glyph
            }
            var reader = self
            let wholeRun = reader.rest.prefix { $0.isASCII && $0.isNumber }
            guard var whole = reader.digits() else { return nil }
            // Either mark is read, so a recipe pasted from elsewhere ("1.5 kg" in a family that writes
            // "1,5 kg") is what it says. The family's other mark before exactly three digits groups
            // thousands ("1,500 g", "1,234.5 g" where decimals are written with a point); before any
            // other number of digits it can only be a decimal mark.
            let familyMark: Character = decimalComma ? "," : "."
            let otherMark: Character = decimalComma ? "." : ","
            var grouped = false
            if reader.rest.first == otherMark, wholeRun.count <= 3, wholeRun.first != "0" {
                let group = reader.rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                if group.count == 3 {
                    whole = whole * 1000 + Int(group)!
                    reader.rest = reader.rest.dropFirst(4)
                    grouped = true
                }
            }
            var value = Rational(whole)
            var decimal = grouped
            if let mark = reader.rest.first, mark == familyMark || (mark == otherMark && !grouped),
               reader.rest.dropFirst().first.map({ $0.isASCII && $0.isNumber }) == true {
                reader.rest = reader.rest.dropFirst()
                let run = reader.rest.prefix { $0.isASCII && $0.isNumber }
                guard run.count <= Self.maximumDecimals, let fraction = Int(run) else { return nil }
                reader.rest = reader.rest.dropFirst(run.count)
                var scale = 1
                for _ in 0..<run.count { scale *= 10 }
                value = value + Rational(fraction, scale)
                decimal = true
            }
            if decimal {
                // Nothing may follow that looks like more of the number ("1.000.000", "1,234.5.6"):
                // read in part, it would scale to "2 .000 g".
                if let next = reader.rest.first, next == "." || next == ",", reader.rest.dropFirst().first?.isNumber == true { return nil }
                self = reader
                return value
            }
            if reader.rest.first == "/" {
                reader.rest = reader.rest.dropFirst()
                guard let denominator = reader.digits(), denominator != 0 else { return nil }
                self = reader
                return Rational(whole, denominator)
            }
            if let first = reader.rest.first, let glyph = Amount.glyphs[first] {
                reader.rest = reader.rest.dropFirst()
                self = reader
                return Rational(whole) + glyph
            }
            // A mixed number: "1 1/2" is one number, never two; so is "1-1/2", as American recipes write
            // it (a range's second number is larger than its first, and ½ is not larger than 1).
            var mixed = reader
            mixed.skipSpaces()
            if mixed.rest.count == reader.rest.count, mixed.rest.first == "-" { mixed.rest = mixed.rest.dropFirst() }
            // "1 e 1/2" (Portuguese), "1 y 1/2" (Spanish), "2 and 1/2" (`AmountWords.and`): a whole number "and" a fraction.
            if mixed.rest.count < reader.rest.count, let and = AmountWords.and.first(where: { mixed.rest.hasPrefix($0 + " ") }) {
                mixed.rest = mixed.rest.dropFirst(and.count + 1)
                mixed.skipSpaces()
            }
            // "1 ½", as Scandinavian recipes write it.
            if mixed.rest.count < reader.rest.count, let first = mixed.rest.first, let glyph = Amount.glyphs[first] {
                mixed.rest = mixed.rest.dropFirst()
                self = mixed
                return Rational(whole) + glyph
            }
            if mixed.rest.count < reader.rest.count, let numerator = mixed.digits(), mixed.rest.first == "/" {
                mixed.rest = mixed.rest.dropFirst()
                if let denominator = mixed.digits(), denominator != 0, numerator < denominator {
                    self = mixed
                    return Rational(whole) + Rational(numerator, denominator)
                }
            }
            self = reader
            return Rational(whole)
        }
    }
}
