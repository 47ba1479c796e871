/// An image told by its bytes, not its file name: PNG or JPEG, with its size in pixels, so pages can
/// reserve its room and the layout never jumps.
public struct ImageFile: Hashable, Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg

        public var fileExtension: String { self == .png ? "png" : "jpg" }
    }

    public var format: Format
    public var width: Int
    public var height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the format and size from the first bytes; nil when they are not a PNG or a JPEG.
    public static func sniff(_ bytes: [UInt8]) -> ImageFile? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return ImageFile(format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4)).valid
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            return jpegSize(bytes)
        }
        return nil
    }

    /// Walks the JPEG markers to the first start-of-frame, which holds the size.
    private static func jpegSize(_ bytes: [UInt8]) -> ImageFile? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = bigEndian(bytes, index + 2, 2)
            let startOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if startOfFrame {
                return ImageFile(format: .jpeg, width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2)).valid
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private var valid: ImageFile? { width > 0 && height > 0 && width <= 20_000 && height <= 20_000 ? self : nil }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        guard start + count <= bytes.count else { return 0 }
        return bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
