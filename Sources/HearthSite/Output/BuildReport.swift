import Foundation
import HearthDomain

/// What a build wrote, for its closing line.
public struct BuildReport: Sendable {
    /// HTML pages in the site (each has a Markdown twin besides).
    public var pages: Int
    /// Every file in the site, pages, twins and assets, whether rendered or taken over.
    public var files: Int
    public var bytes: Int
    /// Files rendered and written by this build; the others were taken over unchanged from the last one.
    public var renderedFiles: Int
    public var seconds: Double
    public var output: URL
    /// Each family's dashboard, in its folder.
    public var familyEntrances: [(name: String, path: String)]
    /// Nothing had changed since the last build, which left the site exactly as it was.
    public var unchanged = false
    /// Families whose pages this build put at a new address (redirect pages stay at the old ones).
    public var moves: [Move] = []

    public struct Move: Sendable {
        public var name: String
        public var from: [String]
        public var to: String
    }

    /// "The Riveras moved from / to riveras/: …", one line per family whose pages moved.
    public var moveLines: [String] {
        moves.map { move in
            let from = move.from.map { $0.isEmpty ? "the site's root" : $0 }.joined(separator: " and ")
            return "\(move.name) moved from \(from) to \(move.to): redirect pages stay at the old addresses, and the calendar feed too"
        }
    }

    /// "Wrote 6 pages (15 files, 3 rendered, 12 unchanged, 48.2 kB) in 0.04 s into site/"
    public var summary: String {
        let size = bytes < 1000 ? "\(bytes) bytes"
            : bytes < 1_000_000 ? String(format: "%.1f kB", Double(bytes) / 1000)
            : String(format: "%.1f MB", Double(bytes) / 1_000_000)
        let seconds = String(format: "%.2f", self.seconds)
        if unchanged {
            return "Nothing changed since the last build: \(output.relativePath)/ is as it was (\(pages) pages, \(files) files, \(size)); checked in \(seconds) s"
        }
        let made = renderedFiles == files ? "" : ", \(renderedFiles) rendered, \(files - renderedFiles) unchanged"
        return "Wrote \(Counted.text(pages, "page", "pages")) (\(Counted.text(files, "file", "files"))\(made), \(size)) in \(seconds) s into \(output.relativePath)/"
    }
}
