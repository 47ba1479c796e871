import Crypto
import HearthDomain

/// Names a file by its content (SHA-256, swift-crypto): the same image always gets the same name, and a
/// changed image a new one, so web caches never show a stale picture.
enum ContentHash {
    /// The first `length` hexadecimal digits of the SHA-256 of `bytes`.
    static func hex(_ bytes: [UInt8], length: Int = 64) -> String {
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

extension CarImage {
    /// A car's image from a file someone gives, checked (`CarImage.check`) and named by its content.
    static func named(_ bytes: [UInt8], field: String) -> Result<CarImage, InvalidValue> {
        CarImage.check(bytes, field: field).map { CarImage(id: ContentHash.hex(bytes, length: 16), file: $0, bytes: bytes) }
    }
}
