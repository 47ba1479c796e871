import CPNG
import Foundation
import HearthDomain

extension QRCode {
    /// The quiet zone the QR standard asks for around a symbol, in modules.
    public static let quietZone = 4

    /// The code as an 8-bit greyscale PNG, written with libpng's simplified API: `pixelsPerModule`
    /// whole pixels for each module (crisp when printed), a quiet zone of 4 modules, and nothing that
    /// changes from build to build (no time stamp), so the same payload always gives the same bytes.
    public func png(pixelsPerModule: Int = 8) throws -> Data {
        let side = (size + 2 * Self.quietZone) * pixelsPerModule
        var pixels = [UInt8](repeating: 255, count: side * side)
        for row in 0..<size {
            for column in 0..<size where isDark(row: row, column: column) {
                let top = (row + Self.quietZone) * pixelsPerModule
                let left = (column + Self.quietZone) * pixelsPerModule
                for y in top..<(top + pixelsPerModule) {
                    for x in left..<(left + pixelsPerModule) { pixels[y * side + x] = 0 }
                }
            }
        }

        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(side)
        image.height = png_uint_32(side)
        image.format = png_uint_32(PNG_FORMAT_GRAY)
        // Compressing is most of the cost, so the code is written once into a buffer that is almost always
        // large enough (a QR code compresses to well under a kilobyte); libpng says when it was not, and
        // how large it must be, and then the second call writes into a buffer of that size.
        var output = [UInt8](repeating: 0, count: 16 * 1024)
        var length = png_alloc_size_t(output.count)
        var written = write(&image, pixels, side: side, into: &output, length: &length)
        if written == 0, length > output.count {
            output = [UInt8](repeating: 0, count: Int(length))
            written = write(&image, pixels, side: side, into: &output, length: &length)
        }
        guard written != 0 else { throw Self.pngFailure(&image) }
        return Data(output.prefix(Int(length)))
    }

    private func write(_ image: inout png_image, _ pixels: [UInt8], side: Int, into output: inout [UInt8],
                       length: inout png_alloc_size_t) -> Int32 {
        output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { buffer in
                png_image_write_to_memory(&image, out.baseAddress, &length, 0, buffer.baseAddress, png_int_32(side), nil)
            }
        }
    }

    private static func pngFailure(_ image: inout png_image) -> Failure {
        let message = withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        return Failure(.inputOutput, "libpng could not write the QR code: \(message)")
    }
}
