import Mustache

/// Escapes text from the store for a CommonMark document, so it reads back as typed and never
/// becomes markup: a name such as "*Ana* [x](y)" stays those characters.
public enum MarkdownText {
    /// Characters that mean something anywhere in a line (emphasis, links, code, HTML, entities,
    /// headings' closing #, GFM tables and strikethrough).
    private static let alwaysEscaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "&", "|", "~", "!"]
    /// Characters that start a block when they open a line (list items, setext headings).
    private static let escapedAtStart: Set<Character> = ["-", "+", "="]

    public static func escape(_ text: String) -> String {
        // Most values (names, amounts, dates) hold nothing to escape: a glance at the bytes says so.
        guard mayNeedEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.count)
        var atStart = true
        var leadingDigits = true
        for character in text {
            if character.isNewline {
                // A line break inside a value would end the list item or table cell it stands in.
                result.append(" ")
            } else if alwaysEscaped.contains(character) || (atStart && escapedAtStart.contains(character)) {
                result.append("\\")
                result.append(character)
            } else if leadingDigits && !atStart && (character == "." || character == ")") {
                // "1. " at the start would open an ordered list.
                result.append("\\")
                result.append(character)
            } else {
                result.append(character)
            }
            leadingDigits = leadingDigits && character.isASCII && character.isNumber
            atStart = false
        }
        return result
    }

    /// False only when `escape` would change nothing: no character above, no line break (bytes 0x0A–0x0D,
    /// and 0xC2 or 0xE2, which begin U+0085, U+2028 and U+2029), no block start, no "1." or "1)".
    private static func mayNeedEscaping(_ text: String) -> Bool {
        var first = true
        var leadingDigits = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "~"),
                 UInt8(ascii: "!"), 0x0A...0x0D, 0xC2, 0xE2:
                return true
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
                if first { return true }
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                if leadingDigits && !first { return true }
            default:
                break
            }
            leadingDigits = leadingDigits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            first = false
        }
        return false
    }
}

/// The Mustache content type for Markdown templates: `{{% CONTENT_TYPE: MARKDOWN}}`.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { MarkdownText.escape(text) }

    /// Registers the content type with swift-mustache (a process-wide table) before templates are parsed.
    static let registerOnce: Void = MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
}
