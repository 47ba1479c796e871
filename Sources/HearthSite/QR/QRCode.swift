import CQRencode
import Foundation
import HearthDomain

/// A QR code symbol made by libqrencode: a square of dark and light modules, at error correction
/// level M (about 15 % of the symbol may be damaged and it still scans).
public struct QRCode: Sendable {
    /// Modules per side, without the quiet zone.
    public let size: Int
    /// Row by row, true for a dark module.
    public let modules: [Bool]
    public let payload: String

    public init(_ payload: String) throws {
        guard let symbol = QRcode_encodeString(payload, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            throw Failure(.badData, "cannot make a QR code of \(payload.utf8.count) bytes (at most about 2,300 fit at level M)")
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        // The lowest bit of each byte says dark (1) or light (0); the other bits describe the module's role.
        let bytes = UnsafeBufferPointer(start: symbol.pointee.data, count: width * width)
        self.size = width
        self.modules = bytes.map { $0 & 1 == 1 }
        self.payload = payload
    }

    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }
}
