import HearthDomain
import Mustache

/// Escapes text from the store for a CommonMark document, so it reads back as typed and never
/// becomes markup: a name such as "*Ana* [x](y)" stays those characters.
///
/// It goes code point by code point, as a CommonMark parser reads: a "[" followed by a combining mark is
/// one Swift `Character` but still opens a link.
///
/// GitHub-flavoured readers (GitHub, Gitea, many editors) also make links of bare addresses: the ":" of
/// "https://" and the "." of "www." are escaped, which stops them ("see https\://x" reads "see
/// https://x", as text). They make a mailto: link of an e-mail address whatever is escaped, since they
/// look for it in the text after unescaping; such a link only opens a mail program.
public enum MarkdownText {
    /// Characters that mean something anywhere in a line (emphasis, links, code, HTML, entities,
    /// headings' closing #, GFM tables and strikethrough).
    private static let alwaysEscaped: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "&", "|", "~", "!"]
    /// Characters that start a block when they open a line (list items, setext headings).
    private static let escapedAtStart: Set<Unicode.Scalar> = ["-", "+", "="]
    /// Line breaks: inside a value they would end the list item or table cell it stands in.
    private static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    public static func escape(_ text: String) -> String {
        // Most values (names, amounts, dates) hold nothing to escape: a glance at the bytes says so.
        guard mayNeedEscaping(text) else { return text }
        var result = String.UnicodeScalarView()
        var leadingDigits = true
        var wsBefore = 0
        var previous: Unicode.Scalar?
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            let atStart = previous == nil
            if isLeftOut(scalar) {
                // As HTMLText: control characters and bidirectional controls never reach a page.
                continue
            } else if lineBreaks.contains(scalar) {
                // One space for a line break, "\r\n" included.
                if !(scalar == "\n" && previous == "\r") { result.append(" ") }
            } else if alwaysEscaped.contains(scalar) || (atStart && escapedAtStart.contains(scalar)) {
                result.append("\\")
                result.append(scalar)
            } else if leadingDigits && !atStart && (scalar == "." || scalar == ")") && endsListMarker(after: next) {
                // "1. " at the start would open an ordered list; "0.25" would not, and stays as typed.
                result.append("\\")
                result.append(scalar)
            } else if (scalar == ":" && next == "/") || (scalar == "." && wsBefore >= 3) {
                // A bare address ("https://…", "www.…") that GitHub-flavoured readers would make a link of.
                result.append("\\")
                result.append(scalar)
            } else {
                result.append(scalar)
            }
            leadingDigits = leadingDigits && ("0"..."9").contains(scalar)
            wsBefore = scalar == "w" || scalar == "W" ? wsBefore + 1 : 0
            previous = scalar
        }
        return String(result)
    }

    /// Control characters other than tab and line breaks, and the bidirectional embeddings, overrides
    /// and isolates, which Hearth never lets into a name but another program may write (see HTMLText).
    private static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
        // The control characters are U+0000–U+001F and U+007F–U+009F.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return scalar != "\t" && !lineBreaks.contains(scalar) }
        return NameRules.isBidirectionalControl(scalar)
    }

    /// Whether digits and "." or ")" followed by this make an ordered list's marker: CommonMark wants a
    /// space or a tab after it, or the end of the line. The end of the value counts as one, since the
    /// template may put a space after it.
    private static func endsListMarker(after next: Unicode.Scalar?) -> Bool {
        guard let next else { return true }
        return next == " " || next == "\t" || lineBreaks.contains(next)
    }

    /// The same characters as a table by byte (all are ASCII), for the glance below; line breaks too,
    /// by the first byte of their UTF-8 (0xC2 and 0xE2 begin U+0085, U+2028 and U+2029).
    /// Bytes below 0x20 and 0x7F are control characters; 0xC2 and 0xE2 also begin U+0080–U+009F and
    /// the bidirectional controls.
    private static let meaningfulByte: [Bool] = (0...255).map { (byte: Int) -> Bool in
        let mayBeLeftOut: Bool = (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        return mayBeLeftOut || alwaysEscaped.contains(Unicode.Scalar(UInt8(byte)))
            || lineBreaks.contains { String($0).utf8.first == UInt8(byte) }
    }
    private static let meaningfulFirstByte: [Bool] = (0...255).map { byte in
        meaningfulByte[byte] || escapedAtStart.contains(Unicode.Scalar(UInt8(byte)))
    }

    /// False only when `escape` would change nothing: no byte of the tables above, no "1. " or "1)",
    /// no ":/" and no "www.".
    private static func mayNeedEscaping(_ text: String) -> Bool {
        var first = true
        var leadingDigits = true
        var markerBefore = false
        var colonBefore = false
        var wsBefore = 0
        for byte in text.utf8 {
            if markerBefore && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) { return true }
            if (first ? meaningfulFirstByte : meaningfulByte)[Int(byte)] { return true }
            if colonBefore && byte == UInt8(ascii: "/") { return true }
            if wsBefore >= 3 && byte == UInt8(ascii: ".") { return true }
            markerBefore = leadingDigits && !first && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")"))
            leadingDigits = leadingDigits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            colonBefore = byte == UInt8(ascii: ":")
            wsBefore = byte == UInt8(ascii: "w") || byte == UInt8(ascii: "W") ? wsBefore + 1 : 0
            first = false
        }
        return markerBefore
    }
}

/// The Mustache content type for Markdown templates: `{{% CONTENT_TYPE: MARKDOWN}}`.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { MarkdownText.escape(text) }

    /// Registers the content type with swift-mustache (a process-wide table) before templates are parsed.
    static let registerOnce: Void = MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
}
