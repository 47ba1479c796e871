import CPNG
import Foundation
import HearthDomain

/// An 8-bit greyscale picture as a PNG file, written with libpng's simplified API and nothing that
/// changes from run to run (no time stamp): a QR code's picture, a report drawn for a receipt.
public enum GreyPNG {
    /// `pixels`: `width` × `height` bytes, row by row, 0 black to 255 white. `what` names the picture in
    /// an error ("the QR code").
    public static func encode(_ pixels: [UInt8], width: Int, height: Int, what: String) throws -> Data {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_GRAY)
        // Compressing is most of the cost, so the picture is written once into a buffer that is almost
        // always large enough (a QR code compresses to well under a kilobyte); libpng says when it was not,
        // and how large it must be, and then the second call writes into a buffer of that size.
        var output = [UInt8](repeating: 0, count: max(16 * 1024, pixels.count / 8))
        var length = png_alloc_size_t(output.count)
        var written = write(&image, pixels, width: width, into: &output, length: &length)
        if written == 0, length > output.count {
            output = [UInt8](repeating: 0, count: Int(length))
            written = write(&image, pixels, width: width, into: &output, length: &length)
        }
        guard written != 0 else {
            let message = withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&image)
            throw Failure(.inputOutput, "libpng could not write \(what): \(message)")
        }
        return Data(output.prefix(Int(length)))
    }

    private static func write(_ image: inout png_image, _ pixels: [UInt8], width: Int, into output: inout [UInt8],
                              length: inout png_alloc_size_t) -> Int32 {
        output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { buffer in
                png_image_write_to_memory(&image, out.baseAddress, &length, 0, buffer.baseAddress, png_int_32(width), nil)
            }
        }
    }
}
