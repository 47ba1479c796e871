import Crypto
import HearthDomain

/// Names a file by its content (SHA-256, swift-crypto): the same image always gets the same name, and a
/// changed image a new one, so web caches never show a stale picture.
enum ContentHash {
    /// The first `length` hexadecimal digits of the SHA-256 of `bytes`.
    static func hex(_ bytes: [UInt8], length: Int = 64) -> String {
        HexText.of(SHA256.hash(data: bytes), length: length)
    }
}

extension CarImage {
    /// A car's image from a file someone gives, checked (`CarImage.check`) and named by its content.
    static func named(_ bytes: [UInt8], field: String) -> Result<CarImage, InvalidValue> {
        CarImage.check(bytes, field: field).map { CarImage(id: ContentHash.hex(bytes, length: 16), file: $0, bytes: bytes) }
    }
}
