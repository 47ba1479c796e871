import Foundation

/// What a build wrote, for its closing line.
public struct BuildReport: Sendable {
    /// HTML pages written (each has a Markdown twin besides).
    public var pages: Int
    /// Every file written, pages, twins and assets.
    public var files: Int
    public var bytes: Int
    public var seconds: Double
    public var output: URL
    /// Each family's dashboard, when the site has a folder per family.
    public var familyEntrances: [(name: String, path: String)]

    /// "Wrote 6 pages (15 files, 48.2 kB) in 0.04 s into site/"
    public var summary: String {
        let size = bytes < 1000 ? "\(bytes) bytes"
            : bytes < 1_000_000 ? String(format: "%.1f kB", Double(bytes) / 1000)
            : String(format: "%.1f MB", Double(bytes) / 1_000_000)
        return "Wrote \(pages) pages (\(files) files, \(size)) in \(String(format: "%.2f", seconds)) s into \(output.relativePath)/"
    }
}
