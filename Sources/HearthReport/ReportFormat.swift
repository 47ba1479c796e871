import HearthDomain

/// What a report is written as (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// A PDF document: pages of the paper's size, or one long page of a receipt's width (for `lp`).
    case pdf
    /// The report drawn as a picture: a receipt as wide as its printer's dots, a sheet at 150 dpi.
    case png
    /// The receipt picture as ESC/POS raster (`GS v 0`), then a feed and a cut: the bytes a receipt
    /// printer takes.
    case escpos
    /// The same content as Markdown.
    case md
    /// The same content as plain text.
    case txt

    /// The format a file's name asks for: report.pdf, list.png, list.bin (or .escpos), list.md, list.txt.
    public static func of(fileName: String) -> ReportFormat? {
        let lowered = fileName.lowercased()
        guard let dot = lowered.lastIndex(of: ".") else { return nil }
        switch lowered[lowered.index(after: dot)...] {
        case "pdf": return .pdf
        case "png": return .png
        case "bin", "escpos", "prn": return .escpos
        case "md", "markdown": return .md
        case "txt", "text": return .txt
        default: return nil
        }
    }
}
