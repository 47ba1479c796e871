import Foundation

/// Finds a key that one JSON object gives twice (`{"name": "Evil", "name": "The Riveras"}`).
/// Foundation's decoders keep one of the two without a word, so a file could show one name to a person
/// reading it and give the store the other; both import formats refuse such a file instead.
///
/// Reads text that has already been parsed as JSON: it only follows the structure, and gives up
/// (nil) on anything it does not expect. A large household's file holds millions of keys, so the
/// place is written out only when a key is found twice, and a key without escapes is compared as it is.
/// The API (`hearth host`) refuses such a body the same way.
public enum JSONDuplicateKey {
    /// The place of the second key, as the import's messages name places ("families[0].name"), or nil
    /// when every object's keys differ.
    public static func find(in data: Data) -> String? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.value(depth: 0) ? scanner.place() : nil
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Where the scan is: the keys and indexes that lead to the value being read.
        var path: [Step] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark, which the decoders skip too.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        func place() -> String {
            var text = ""
            for step in path {
                switch step {
                case .key(let key): text += text.isEmpty ? key : ".\(key)"
                case .index(let number): text += "[\(number)]"
                }
            }
            return text
        }

        /// Scans one value; true when a key is found twice inside it (the path then leads to it). A
        /// malformed text ends the scan (index moves to the end) with false.
        mutating func value(depth: Int) -> Bool {
            skipSpace()
            guard index < bytes.count, depth < 1024 else { index = bytes.count; return false }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var keys = Set<String>()
                skipSpace()
                if peek(UInt8(ascii: "}")) { index += 1; return false }
                while index < bytes.count {
                    skipSpace()
                    guard let key = string() else { index = bytes.count; return false }
                    path.append(.key(key))
                    if !keys.insert(key).inserted { return true }
                    skipSpace()
                    guard peek(UInt8(ascii: ":")) else { index = bytes.count; return false }
                    index += 1
                    if value(depth: depth + 1) { return true }
                    path.removeLast()
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    if peek(UInt8(ascii: "}")) { index += 1; return false }
                    index = bytes.count
                }
                return false
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if peek(UInt8(ascii: "]")) { index += 1; return false }
                var element = 0
                while index < bytes.count {
                    path.append(.index(element))
                    if value(depth: depth + 1) { return true }
                    path.removeLast()
                    element += 1
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    if peek(UInt8(ascii: "]")) { index += 1; return false }
                    index = bytes.count
                }
                return false
            case UInt8(ascii: "\""):
                skipString()
                return false
            default:
                // A number, true, false or null: up to the next delimiter.
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                return false
            }
        }

        static let delimiters: Set<UInt8> = Set(",]} \t\r\n".utf8)

        /// Passes over a string value, which is not a key.
        mutating func skipString() {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += byte == UInt8(ascii: "\\") ? 2 : 1
                if byte == UInt8(ascii: "\"") { return }
            }
        }

        /// A key at `index`, its escapes decoded, so `"na\u006De"` and `"name"` are the same key.
        mutating func string() -> String? {
            guard peek(UInt8(ascii: "\"")) else { return nil }
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                // No escape: the key is its bytes.
                index = end + 1
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            return escapedString()
        }

        mutating func escapedString() -> String? {
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
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        }
    }
}
