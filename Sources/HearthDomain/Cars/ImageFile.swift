/// An image told by its bytes, not its file name: PNG, JPEG or WebP, with its size in pixels, so pages
/// can reserve its room and the layout never jumps.
public struct ImageFile: Encodable, Hashable, Sendable {
    public enum Format: String, Encodable, Sendable, CaseIterable {
        case png, jpeg, webp

        public var fileExtension: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpg"
            case .webp: "webp"
            }
        }

        /// "PNG", "JPEG", "WebP": the format as a sentence names it.
        public var name: String { self == .webp ? "WebP" : rawValue.uppercased() }
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
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// Reads the format and size from the first bytes; nil when they are not a PNG, a JPEG or a WebP.
    public static func sniff(_ bytes: [UInt8]) -> ImageFile? {
        switch format(of: bytes) {
        case .png:
            // The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return ImageFile(format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4)).valid
        case .jpeg: return jpegSize(bytes)
        case .webp: return webpSize(bytes)
        case nil: return nil
        }
    }

    /// The first chunk after "WEBP" says the size: the extended format's canvas (VP8X: 24-bit width and
    /// height less one), a lossless bitstream's header (VP8L: 14 bits each, less one) or a lossy key
    /// frame's (VP8: 14 bits each, after the start code 9D 01 2A).
    private static func webpSize(_ bytes: [UInt8]) -> ImageFile? {
        guard bytes.count >= 30 else { return nil }
        func little(_ start: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[start + $1]) << (8 * $1) }
        }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X":
            return ImageFile(format: .webp, width: little(24, 3) + 1, height: little(27, 3) + 1).valid
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = little(21, 4)
            return ImageFile(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1).valid
        case "VP8 ":
            guard Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A] else { return nil }
            return ImageFile(format: .webp, width: little(26, 2) & 0x3FFF, height: little(28, 2) & 0x3FFF).valid
        default:
            return nil
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
        // The RIFF header gives the length of what follows it: a file cut short is shorter.
        case .webp: bytes.count >= 12 && (0..<4).reduce(0) { $0 | Int(bytes[4 + $1]) << (8 * $1) } + 8 <= bytes.count
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
