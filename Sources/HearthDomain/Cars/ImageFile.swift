/// An image told by its bytes, not its file name: PNG or JPEG, with its size in pixels, so pages can
/// reserve its room and the layout never jumps.
public struct ImageFile: Encodable, Hashable, Sendable {
    public enum Format: String, Encodable, Sendable, CaseIterable {
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

    /// The format its signature (the first bytes) claims, whether or not the rest follows.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Reads the format and size from the first bytes; nil when they are not a PNG or a JPEG.
    public static func sniff(_ bytes: [UInt8]) -> ImageFile? {
        switch format(of: bytes) {
        case .png:
            // The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return ImageFile(format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4)).valid
        case .jpeg: return jpegSize(bytes)
        case nil: return nil
        }
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

    /// Whether the file runs to its end: a PNG's chunks reach IEND, a JPEG's scans reach the end-of-image
    /// marker. A file cut short in a copy or a download has the right first bytes, but a browser shows it
    /// broken or half drawn.
    public static func isWhole(_ bytes: [UInt8], format: Format) -> Bool {
        switch format {
        case .png: pngReachesIEND(bytes)
        case .jpeg: jpegReachesEndOfImage(bytes)
        }
    }

    /// Walks the chunks after the signature: length, type, data, CRC.
    private static func pngReachesIEND(_ bytes: [UInt8]) -> Bool {
        var index = 8
        while index + 12 <= bytes.count {
            let length = bigEndian(bytes, index, 4)
            let type = Array(bytes[(index + 4)..<(index + 8)])
            let next = index + 12 + length
            guard next <= bytes.count else { return false }
            if type == Array("IEND".utf8) { return true }
            index = next
        }
        return false
    }

    /// Walks the marker segments; after each start of scan, the entropy-coded data, where a 0xFF byte is
    /// followed by 0x00 (a stuffed byte), a restart marker or another 0xFF (fill), until the next marker.
    /// The end-of-image marker counts only there: a thumbnail inside an EXIF segment has its own.
    private static func jpegReachesEndOfImage(_ bytes: [UInt8]) -> Bool {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return false }
            let marker = bytes[index + 1]
            if marker == 0xD9 { return true }
            if marker == 0xFF { index += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            guard index + 3 < bytes.count else { return false }
            let length = bigEndian(bytes, index + 2, 2)
            guard length >= 2 else { return false }
            index += 2 + length
            if marker == 0xDA {
                // Entropy-coded data up to the next marker that is not a stuffed byte, a restart or fill.
                while index + 1 < bytes.count {
                    if bytes[index] == 0xFF {
                        let next = bytes[index + 1]
                        if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { break }
                        index += next == 0xFF ? 1 : 2
                    } else {
                        index += 1
                    }
                }
            }
        }
        return false
    }

    private var valid: ImageFile? { width > 0 && height > 0 && width <= 20_000 && height <= 20_000 ? self : nil }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        guard start + count <= bytes.count else { return 0 }
        return bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
