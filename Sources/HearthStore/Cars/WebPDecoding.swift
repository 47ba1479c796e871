import CWebP
import HearthDomain

/// A WebP picture decoded by libwebp when it is taken in (a car's image, an imported recipe's picture): its
/// header and RIFF length can look whole while its data is damaged, which only decoding tells. The picture
/// is kept as it came, as a PNG or a JPEG is; browsers show WebP themselves.
enum WebPDecoding {
    /// Whether libwebp decodes `bytes` to pixels of the size their header gives.
    static func decodes(_ bytes: [UInt8], as file: ImageFile) -> Bool {
        var width: Int32 = 0, height: Int32 = 0
        return bytes.withUnsafeBufferPointer { buffer in
            guard let pixels = WebPDecodeRGBA(buffer.baseAddress, buffer.count, &width, &height) else { return false }
            WebPFree(pixels)
            return Int(width) == file.width && Int(height) == file.height
        }
    }
}
