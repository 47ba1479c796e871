/// The order people read names in: letter case aside, and numbers by their value, so "Car 2" comes
/// before "Car 10" (as Finder and file managers sort), not after it as text does.
public enum NaturalOrder {
    /// A text that sorts as the name should: lowercased, each run of digits written with 20 of them
    /// (leading zeros added), so comparing keys as text compares the numbers by value. Made once per
    /// name: a large household sorts 100,000 items.
    public static func key(_ name: String) -> String {
        var key = ""
        key.reserveCapacity(name.utf8.count + 8)
        var digits = ""
        func flush() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == "0" }
            key += String(repeating: "0", count: max(0, 20 - significant.count)) + significant
            digits = ""
        }
        for character in name.lowercased() {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else {
                flush()
                key.append(character)
            }
        }
        flush()
        return key
    }
}
