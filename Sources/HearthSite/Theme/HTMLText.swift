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
        let utf8 = text.utf8
        guard utf8.contains(where: mayChange) else { return text }
        let input = Array(utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count + 16)
        var index = 0
        while index < input.count {
            let byte = input[index]
            let left = leftOut(input, at: index)
            if left > 0 {
                index += left
                continue
            }
            switch byte {
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the byte is one of the five, or may begin something left out (0xC2 and 0xE2 begin
    /// U+0080–U+009F and the bidirectional controls, among others).
    private static func mayChange(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// How many bytes at `index` make a code point that is left out; 0 if it is kept.
    static func leftOut(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 { return [0x09, 0x0A, 0x0C, 0x0D].contains(byte) ? 0 : 1 }
        if byte == 0x7F { return 1 }
        guard index + 1 < bytes.count else { return 0 }
        let second = bytes[index + 1]
        if byte == 0xC2 { return (0x80...0x9F).contains(second) ? 2 : 0 }  // U+0080–U+009F
        guard byte == 0xE2, index + 2 < bytes.count else { return 0 }
        let third = bytes[index + 2]
        if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }  // U+202A–U+202E
        if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }  // U+2066–U+2069
        return 0
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
