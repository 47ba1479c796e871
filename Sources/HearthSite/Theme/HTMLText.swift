import Mustache

/// Escapes text from the store for HTML text and attribute values: < > & " ' become entities.
///
/// It reads UTF-8 bytes, as a browser reads code points. swift-mustache's own escaper goes one Swift
/// `Character` at a time, and a quote followed by a combining mark (U+0301, say) is one Character, so
/// the quote was left as it was and could end an attribute: `title="x"́ onmouseover=…`. Here every one
/// of the five is escaped whatever follows it. Text with none of them is returned as it is.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: isEscaped) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
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
