/// Bytes written as lowercase hexadecimal digits, two a byte: how the store names images by their
/// content hash and the site keeps its fingerprints. Through a table: a large build writes a hundred
/// thousand digests, and String(format:) for each byte took longer than the hash.
public enum HexText {
    private static let digits = Array("0123456789abcdef".utf8)

    /// The first `length` digits of the bytes.
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes, length: Int = .max) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text.prefix(length), as: UTF8.self)
    }
}
