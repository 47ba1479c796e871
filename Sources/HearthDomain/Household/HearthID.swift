/// The identifier of a family or a member: what a QR code carries and what a person may have to type.
///
/// Twelve characters from an alphabet without look-alikes (no 0/O, 1/I/L), drawn from the system's
/// secure random source: 31^12 ≈ 7.9 × 10^17 possibilities, so an ID cannot be guessed.
public struct HearthID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Digits 2–9 and upper-case letters without I, L and O.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    public static let length = 12
    /// The alphabet as a table by UTF-8 byte (all its characters are ASCII).
    private static let isAlphabetByte: [Bool] = (0...255).map { alphabet.contains(Character(Unicode.Scalar(UInt8($0)))) }

    public let text: String

    /// Accepts an ID as typed or scanned: spaces (around it, or between the groups it is printed in, see
    /// `grouped`) and lower case are forgiven.
    public init?(_ text: String) {
        // IDs read from the store are already clean: a glance at the bytes accepts them without trimming
        // and upper-casing (a household of 100,000 items reads a quarter of a million IDs).
        if text.utf8.count == Self.length, text.utf8.allSatisfy({ Self.isAlphabetByte[Int($0)] }) {
            self.text = text
            return
        }
        let cleaned = String(text.filter { !$0.isWhitespace }).uppercased()
        guard cleaned.count == Self.length, cleaned.allSatisfy({ Self.alphabet.contains($0) }) else { return nil }
        self.text = cleaned
    }

    /// A new random ID. `SystemRandomNumberGenerator` reads the operating system's secure source.
    public static func generate() -> HearthID {
        var generator = SystemRandomNumberGenerator()
        return generate(using: &generator)
    }

    public static func generate<G: RandomNumberGenerator>(using generator: inout G) -> HearthID {
        let characters = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        return HearthID(unchecked: String(characters))
    }

    private init(unchecked text: String) { self.text = text }

    public var description: String { text }

    /// The ID in groups of four, as join cards and the family page print it ("SB2N HJCB UKK8"): easier to
    /// read out and to type, and accepted back with its spaces.
    public var grouped: String {
        stride(from: 0, to: text.count, by: 4).map { String(text.dropFirst($0).prefix(4)) }.joined(separator: " ")
    }
    public static func < (a: HearthID, b: HearthID) -> Bool { a.text < b.text }
}
