/// The JSON-LD blocks of a saved web page: the text of each <script type="application/ld+json">.
public enum JSONLDScripts {
    public static func texts(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var texts: [String] = []
        var index = 0
        while let open = find("<script", in: bytes, from: index) {
            // The tag ends at the first ">" outside quotes.
            var end = open + 7, quote: UInt8?
            while end < bytes.count, quote != nil || bytes[end] != UInt8(ascii: ">") {
                if let open = quote { if bytes[end] == open { quote = nil } } else if bytes[end] == 0x22 || bytes[end] == 0x27 { quote = bytes[end] }
                end += 1
            }
            guard end < bytes.count, let close = find("</script", in: bytes, from: end + 1) else { break }
            let tag = String(decoding: bytes[open..<end], as: UTF8.self).lowercased()
            if isJSONLD(tag) { texts.append(String(decoding: bytes[(end + 1)..<close], as: UTF8.self)) }
            index = close + 8
        }
        return texts
    }

    /// Whether a <script …> tag's type attribute is application/ld+json, quoted or not, in any letter
    /// case: the attribute named `type` itself, not "data-type" or an id holding the word.
    private static func isJSONLD(_ tag: String) -> Bool {
        var rest = Substring(tag)
        while let type = rest.firstRange(of: "type") {
            let before = rest[..<type.lowerBound].last
            let after = rest[type.upperBound...].drop { $0 == " " }
            rest = rest[type.upperBound...]
            guard before == " " || before == "\t" || before == "\n", after.first == "=" else { continue }
            return after.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }.hasPrefix("application/ld+json")
        }
        return false
    }

    /// Where `needle` (lowercase ASCII) starts in `bytes` at or after `start`, in any letter case.
    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where pattern.indices.allSatisfy({ lowered(bytes[index + $0]) == pattern[$0] }) {
            return index
        }
        return nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
