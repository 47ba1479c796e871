/// A vehicle identification number as ISO 3779 writes it: 17 characters from 0-9 and A-Z without
/// I, O and Q. North American and Chinese VINs carry a check digit in position 9; a wrong one is worth
/// a warning, not a refusal (cars from elsewhere have none).
public struct VIN: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let text: String

    /// Upper-cases and checks the characters; says what is wrong otherwise.
    public static func check(_ input: String, field: String = "--vin") -> Result<VIN, InvalidValue> {
        let text = input.trimmed.uppercased()
        guard text.count == 17 else {
            return .failure(InvalidValue(field: field, expected: "17 characters, not \(text.count) (\"\(text)\")"))
        }
        if let bad = text.first(where: { !($0.isASCII && ($0.isNumber || $0.isLetter)) || "IOQ".contains($0) }) {
            let why = "IOQ".contains(bad) ? " (VINs leave out I, O and Q, which look like 1 and 0)" : ""
            return .failure(InvalidValue(field: field, expected: "only 0-9 and A-Z without I, O and Q, found \"\(bad)\" in \(text)\(why)"))
        }
        return .success(VIN(text: text))
    }

    private init(text: String) { self.text = text }

    /// The check digit position 9 should hold, by the North American rule (0-9, or X for 10).
    public var expectedCheckDigit: Character {
        let weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
        let sum = zip(text, weights).reduce(0) { $0 + Self.value(of: $1.0) * $1.1 }
        let remainder = sum % 11
        return remainder == 10 ? "X" : Character(String(remainder))
    }

    public var hasValidCheckDigit: Bool { Array(text)[8] == expectedCheckDigit }

    /// Whether the VIN must carry a check digit: one made for North America (its first character, the
    /// region of ISO 3780's manufacturer code, is 1 to 5) or for China (L). Elsewhere position 9 may hold
    /// anything, so a check digit that does not match says nothing there.
    public var carriesCheckDigit: Bool { "12345L".contains(text.first!) }

    /// The transliteration of ISO 3779's North American check: letters count as digits.
    private static func value(of character: Character) -> Int {
        if let digit = character.wholeNumberValue { return digit }
        let table: [Character: Int] = [
            "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
            "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9,
            "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9,
        ]
        return table[character] ?? 0
    }

    public var description: String { text }
    public static func < (a: VIN, b: VIN) -> Bool { a.text < b.text }
}
