import Foundation

/// What the previous build made each file from, kept in the site as `.hearth-manifest`: the store's
/// revision, a digest of the theme and the build's options, and per file a fingerprint of its inputs
/// and its size. A file whose fingerprint is unchanged is taken over (hard-linked) rather than rendered
/// and written again, so it keeps its modification time and rsync and web caches see nothing new.
struct BuildManifest {
    static let fileName = ".hearth-manifest"
    static let header = "hearth-manifest 1"

    struct Entry {
        var fingerprint: String
        var size: Int
    }

    var revision: Int?
    var global: String
    var entries: [String: Entry]

    init(revision: Int?, global: String, entries: [String: Entry] = [:]) {
        self.revision = revision
        self.global = global
        self.entries = entries
    }

    /// The manifest of the site at `folder`, or nil when it has none (or one Hearth cannot read).
    static func read(from folder: URL) -> BuildManifest? {
        guard let text = try? String(contentsOf: folder.appending(path: fileName), encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(header),
              let revisionLine = lines.popFirst(), revisionLine.hasPrefix("revision "),
              let globalLine = lines.popFirst(), globalLine.hasPrefix("global ") else { return nil }
        var manifest = BuildManifest(revision: Int(revisionLine.dropFirst("revision ".count)), global: String(globalLine.dropFirst("global ".count)))
        for line in lines where !line.isEmpty {
            let fields = line.split(separator: "\t", maxSplits: 2)
            guard fields.count == 3, let size = Int(fields[1]) else { return nil }
            manifest.entries[String(fields[2])] = Entry(fingerprint: String(fields[0]), size: size)
        }
        return manifest
    }

    /// The manifest's text: sorted by path, so the same site always has the same manifest.
    var text: String {
        var lines = [Self.header, "revision " + (revision.map(String.init) ?? "-"), "global " + global]
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            lines.append("\(entry.fingerprint)\t\(entry.size)\t\(path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
