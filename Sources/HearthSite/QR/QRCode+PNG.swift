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

        return try GreyPNG.encode(pixels, width: side, height: side, what: "the QR code")
    }
}
