import Foundation

/// Finds a key that one JSON object gives twice (`{"name": "Evil", "name": "The Riveras"}`).
/// Foundation's decoders keep one of the two without a word, so a file could show one name to a person
/// reading it and give the store the other; both import formats refuse such a file instead.
///
/// Reads text that has already been parsed as JSON: it only follows the structure, and gives up
/// (nil) on anything it does not expect.
enum JSONDuplicateKey {
    /// The place of the second key, as the import's messages name places ("families[0].name"), or nil
    /// when every object's keys differ.
    static func find(in data: Data) -> String? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.value(path: "", depth: 0)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark, which the decoders skip too.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// Scans one value; returns the place of a duplicate key inside it, if any. A malformed text
        /// ends the scan (index moves to the end) with nil.
        mutating func value(path: String, depth: Int) -> String? {
            skipSpace()
            guard index < bytes.count, depth < 1024 else { index = bytes.count; return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var keys = Set<String>()
                skipSpace()
                if peek(UInt8(ascii: "}")) { index += 1; return nil }
                while index < bytes.count {
                    skipSpace()
                    guard let key = string() else { index = bytes.count; return nil }
                    let place = path.isEmpty ? key : "\(path).\(key)"
                    if !keys.insert(key).inserted { return place }
                    skipSpace()
                    guard peek(UInt8(ascii: ":")) else { index = bytes.count; return nil }
                    index += 1
                    if let found = value(path: place, depth: depth + 1) { return found }
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    if peek(UInt8(ascii: "}")) { index += 1; return nil }
                    index = bytes.count
                }
                return nil
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if peek(UInt8(ascii: "]")) { index += 1; return nil }
                var element = 0
                while index < bytes.count {
                    if let found = value(path: "\(path)[\(element)]", depth: depth + 1) { return found }
                    element += 1
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    if peek(UInt8(ascii: "]")) { index += 1; return nil }
                    index = bytes.count
                }
                return nil
            case UInt8(ascii: "\""):
                _ = string()
                return nil
            default:
                // A number, true, false or null: up to the next delimiter.
                while index < bytes.count, !",]} \t\r\n".utf8.contains(bytes[index]) { index += 1 }
                return nil
            }
        }

        /// A string at `index`, its escapes decoded, so `"na\u006De"` and `"name"` are the same key.
        mutating func string() -> String? {
            guard peek(UInt8(ascii: "\"")) else { return nil }
            index += 1
            var units: [UInt16] = []
            var raw: [UInt8] = []
            func flushRaw() {
                units.append(contentsOf: String(decoding: raw, as: UTF8.self).utf16)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    flushRaw()
                    return String(decoding: units, as: UTF16.self)
                }
                guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                flushRaw()
                switch escaped {
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
                    units.append(unit)
                    index += 4
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                default: units.append(UInt16(escaped))  // \" \\ \/
                }
            }
            return nil
        }

        func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
    }
}
