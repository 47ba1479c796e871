import Crypto
import HearthDomain

/// A short digest of a build's inputs (a page's fingerprint text, a theme's files), SHA-256 by
/// swift-crypto, written in hexadecimal: what the build manifest keeps to tell whether a file changed.
enum Digest {
    static func hex(_ bytes: [UInt8], length: Int) -> String {
        HexText.of(SHA256.hash(data: bytes), length: length)
    }
}
