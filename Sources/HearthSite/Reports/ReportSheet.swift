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
        /// Columns side by side (the days of a week).
        case columns([Column])
        /// A table: its header, then rows of as many cells.
        case table(header: [String], rows: [[String]])
        /// A bar chart: for each label, what was planned (an outline) and what was done (filled), on one
        /// scale; `legend` says which is which ("planned", "done").
        case bars([Bar], legend: (planned: String, done: String))
    }

    /// One member's bars in `Block.bars`.
    public struct Bar: Sendable {
        public var label: String
        public var planned: Int
        public var done: Int

        public init(label: String, planned: Int, done: Int) {
            self.label = label
            self.planned = planned
            self.done = done
        }
    }

    /// One column of `Block.columns`: a day of the week.
    public struct Column: Sendable {
        /// "Monday".
        public var title: String
        /// "23 Nov".
        public var subtitle: String
        public var lines: [Line]
        /// What the column says with no lines ("Free").
        public var empty: String
        /// The last line, in bold: "Total: 7".
        public var footer: String

        public init(title: String, subtitle: String, lines: [Line], empty: String, footer: String) {
            self.title = title
            self.subtitle = subtitle
            self.lines = lines
            self.empty = empty
            self.footer = footer
        }
    }

    /// A line to tick in a column: its text, the words under it, and whether it is ticked already (a
    /// chore done: its box drawn ticked).
    public struct Line: Sendable {
        public var text: String
        public var detail: String
        public var checked: Bool

        public init(text: String, detail: String, checked: Bool = false) {
            self.text = text
            self.detail = detail
            self.checked = checked
        }
    }

    /// "Shopping list · The Riveras".
    public var title: String
    /// "For Friday, 27 November 2026 · 12 items to get".
    public var subtitle: String
    public var blocks: [Block]
    /// The family's language (a BCP 47 tag), which picks the glyphs of Chinese text.
    public var language: String
    /// A label before its value in the family's language (": ", "："): a table too narrow for its
    /// columns (on a receipt) is written a row at a time, "This week: 10 / 19".
    public var colon: String
    /// How many columns the blocks flow in on a sheet of paper (a shopping list in two, as a page of a
    /// newspaper); a receipt has one.
    public var columnsOnPaper = 1

    public init(title: String, subtitle: String, blocks: [Block], language: String, colon: String) {
        self.title = title
        self.subtitle = subtitle
        self.blocks = blocks
        self.language = language
        self.colon = colon
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
            case .columns(let columns):
                for column in columns {
                    lines += ["", "## " + MarkdownText.escape(column.title) + (column.subtitle.isEmpty ? "" : " " + MarkdownText.escape(column.subtitle)), ""]
                    lines += column.lines.map { ($0.checked ? "- [x] " : "- [ ] ") + MarkdownText.escape($0.text) + ($0.detail.isEmpty ? "" : " (" + MarkdownText.escape($0.detail) + ")") }
                    if column.lines.isEmpty, !column.empty.isEmpty { lines.append(MarkdownText.escape(column.empty)) }
                    lines += ["", "**" + MarkdownText.escape(column.footer) + "**"]
                }
            case .table(let header, let rows):
                lines += ["", "| " + header.map(MarkdownText.escape).joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
                lines += rows.map { "| " + $0.map(MarkdownText.escape).joined(separator: " | ") + " |" }
            case .bars:
                // The table beside the chart holds its numbers.
                break
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
            case .columns(let columns):
                for column in columns {
                    lines += ["", column.title + (column.subtitle.isEmpty ? "" : " " + column.subtitle)]
                    lines += column.lines.map { ($0.checked ? "[x] " : "[ ] ") + $0.text + ($0.detail.isEmpty ? "" : " (" + $0.detail + ")") }
                    if column.lines.isEmpty, !column.empty.isEmpty { lines.append(column.empty) }
                    lines.append(column.footer)
                }
            case .table(let header, let rows):
                lines += [""] + ([header] + rows).map { $0.joined(separator: "  ") }
            case .bars:
                break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
