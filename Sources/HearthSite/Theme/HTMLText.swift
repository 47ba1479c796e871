import Mustache

/// Escapes text from the store for HTML text and attribute values: < > & " ' become entities.
///
/// It reads UTF-8 bytes, as a browser reads code points. swift-mustache's own escaper goes one Swift
/// `Character` at a time, and a quote followed by a combining mark (U+0301, say) is one Character, so
/// the quote was left as it was and could end an attribute: `title="x"́ onmouseover=…`. Here every one
/// of the five is escaped whatever follows it.
///
/// It also leaves out what Hearth never lets into a name but another program may write into the store:
/// control characters (HTML allows none but its whitespace: tab, line feed, form feed and carriage
/// return) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
/// with which "0 / 5" beside a name reads "5 / 0". Text with none of these is returned as it is.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        var text = text
        text.makeContiguousUTF8()  // a no-op for Swift's own strings, which all of Hearth's are
        let result: String?? = text.utf8.withContiguousStorageIfAvailable { buffer in Self.escaped(buffer) }
        return (result ?? nil) ?? text
    }

    /// The escaped text, or nil when nothing in it changes: the exact check first, so that text with
    /// "½" or "·" (whose first bytes also begin what is left out) is not copied for nothing.
    private static func escaped(_ input: UnsafeBufferPointer<UInt8>) -> String? {
        guard input.indices.contains(where: { entity(for: input[$0]) != nil || leftOut(input, at: $0) > 0 }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count + 16)
        var index = 0
        while index < input.count {
            let left = leftOut(input, at: index)
            if left > 0 {
                index += left
                continue
            }
            if let entity = entity(for: input[index]) { bytes += entity.utf8 } else { bytes.append(input[index]) }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// How many bytes at `index` make a code point that is left out; 0 if it is kept.
    static func leftOut(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D: return 0  // HTML's whitespace
        case 0x00..<0x20, 0x7F: return 1
        case 0xC2:
            guard index + 1 < bytes.count else { return 0 }
            return (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0  // U+0080–U+009F
        case 0xE2:
            guard index + 2 < bytes.count else { return 0 }
            let (second, third) = (bytes[index + 1], bytes[index + 2])
            if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }  // U+202A–U+202E
            if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }  // U+2066–U+2069
            return 0
        default: return 0
        }
    }
}

/// The Mustache content type "HTML", replacing swift-mustache's own (see `HTMLText`). Every theme
/// template is read with `{{% CONTENT_TYPE: HTML}}` put before its first line, since swift-mustache
/// starts each template and partial with its built-in escaper otherwise.
struct HTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { HTMLText.escape(text) }

    /// Registers the content type with swift-mustache (a process-wide table) before templates are parsed.
    static let registerOnce: Void = MustacheContentTypes.register(HTMLContentType(), named: "HTML")

    /// The line put before every template; a template that declares another content type (Markdown)
    /// declares it after this one, and the later declaration wins.
    static let declaration = "{{% CONTENT_TYPE: HTML}}\n"
}
