import Crypto

/// A short digest of a build's inputs (a page's fingerprint text, a theme's files), SHA-256 by
/// swift-crypto, written in hexadecimal: what the build manifest keeps to tell whether a file changed.
enum Digest {
    static func hex(_ bytes: [UInt8], length: Int) -> String {
        // Written through a table: a large build takes a hundred thousand digests, and String(format:)
        // for each byte was slower than the hash.
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text.prefix(length), as: UTF8.self)
    }
}
