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
    /// A car's image (or a recipe's picture) from a file someone gives, checked (`CarImage.check`; a WebP
    /// decoded too, `WebPDecoding`) and named by its content.
    static func named(_ bytes: [UInt8], field: String) -> Result<CarImage, InvalidValue> {
        CarImage.check(bytes, field: field).flatMap { file in
            guard file.format != .webp || WebPDecoding.decodes(bytes, as: file) else {
                return .failure(InvalidValue(field: field, expected: "a whole WebP image; this one does not decode (damaged, or cut off in a copy or a download)"))
            }
            return .success(CarImage(id: ContentHash.hex(bytes, length: 16), file: file, bytes: bytes))
        }
    }
}
