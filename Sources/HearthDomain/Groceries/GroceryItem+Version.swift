extension GroceryItem {
    /// A short text that is different whenever anything of the item is (its name, quantity, place, who
    /// added it, whether it is on the list, checked, to be had, when it was last bought, the shops it is kept to): the API's ETag,
    /// which a client sends back to change the item only as it saw it. A 64-bit FNV-1a hash of the fields,
    /// in hexadecimal: the same item gives the same text in every run.
    public var version: String {
        let fields: [String] = [id, name, String(quantity), amount ?? "", unit ?? "", locationID, addedBy?.text ?? "",
                                onList ? "1" : "0", completed ? "1" : "0", available ? "1" : "0", lastPurchased?.description ?? ""]
            + (onlyAt.map { ["only at " + $0.joined(separator: " ")] } ?? [])
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Each field ends with a byte no text holds, so "ab" + "c" and "a" + "bc" differ.
        for byte in fields.joined(separator: "\u{0}").utf8 + [0] {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
