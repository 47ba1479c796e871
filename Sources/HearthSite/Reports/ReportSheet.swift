import HearthDomain

/// A report as it goes on paper (`hearth report`), its texts already in the family's language: a title,
/// a line under it, and blocks from top to bottom. `HearthReport` lays it out on a page or a receipt;
/// `markdown` and `plainText` write the same content as text.
public struct ReportSheet: Sendable {
    /// One part of the sheet, in reading order.
    public enum Block: Sendable {
        /// A heading over the lines after it ("Produce").
        case heading(String)
        /// A line to tick on paper: a box, the text, and smaller words under it ("added by Ana"). A
        /// `marked` line ("not available" last time) has its words in bold, and is struck through in Markdown.
        case tick(text: String, detail: String, marked: Bool)
        /// A paragraph.
        case text(String)
        /// A QR code with the address it holds written under it.
        case code(QRCode, caption: String)
    }

    /// "Shopping list · The Riveras".
    public var title: String
    /// "For Friday, 27 November 2026 · 12 items to get".
    public var subtitle: String
    public var blocks: [Block]
    /// The family's language (a BCP 47 tag), which picks the glyphs of Chinese text.
    public var language: String

    public init(title: String, subtitle: String, blocks: [Block], language: String) {
        self.title = title
        self.subtitle = subtitle
        self.blocks = blocks
        self.language = language
    }

    /// The sheet as Markdown: the title as a heading, ticks as task list items. Text from the store is
    /// escaped for Markdown (`MarkdownText.escape`), so an item named "*" stays a star.
    public var markdown: String {
        var lines = ["# " + MarkdownText.escape(title), "", MarkdownText.escape(subtitle)]
        for block in blocks {
            switch block {
            case .heading(let text): lines += ["", "**" + MarkdownText.escape(text) + "**", ""]
            case .tick(let text, let detail, let marked):
                let shown = marked ? "~~" + MarkdownText.escape(text) + "~~" : MarkdownText.escape(text)
                lines.append("- [ ] " + shown + (detail.isEmpty ? "" : " (" + MarkdownText.escape(detail) + ")"))
            case .text(let text): lines += ["", MarkdownText.escape(text)]
            case .code(_, let caption): lines += ["", "<" + caption + ">"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sheet as plain text, for a terminal or a printer that prints text (the command shows a control
    /// character from the store as its code): a box "[ ]" before each
    /// line to tick, the details after it.
    public var plainText: String {
        var lines = [title, subtitle]
        for block in blocks {
            switch block {
            case .heading(let text): lines += ["", text]
            case .tick(let text, let detail, _): lines.append("[ ] " + text + (detail.isEmpty ? "" : " (" + detail + ")"))
            case .text(let text): lines += ["", text]
            case .code(_, let caption): lines += ["", caption]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
