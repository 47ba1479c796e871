/// The order people read names in: letter case aside, and numbers by their value, so "Car 2" comes
/// before "Car 10" (as Finder and file managers sort), not after it as text does.
public enum NaturalOrder {
    /// A text that sorts as the name should: lowercased, each run of digits written with 20 of them
    /// (leading zeros added), so comparing keys as text compares the numbers by value. Made once per
    /// name: a large household sorts 100,000 items.
    public static func key(_ name: String) -> String {
        let lowered = name.lowercased()
        // Most names hold no digit: their key is the name lowercased.
        guard lowered.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return lowered }
        // By UTF-8 bytes: a digit byte is never part of another character's bytes.
        var key: [UInt8] = []
        key.reserveCapacity(lowered.utf8.count + 40)
        var run: [UInt8] = []
        func flush() {
            guard !run.isEmpty else { return }
            let significant = run.drop { $0 == 0x30 }
            key.append(contentsOf: repeatElement(0x30, count: max(0, 20 - significant.count)))
            key.append(contentsOf: significant)
            run.removeAll(keepingCapacity: true)
        }
        for byte in lowered.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                run.append(byte)
            } else {
                flush()
                key.append(byte)
            }
        }
        flush()
        return String(decoding: key, as: UTF8.self)
    }
}
