import Foundation

/// What the previous build made each file from, kept in the site as `.hearth-manifest`: the store's
/// revision, a digest of the theme and the build's options, and per file a fingerprint of its inputs
/// and its size. A file whose fingerprint is unchanged is taken over (hard-linked) rather than rendered
/// and written again, so it keeps its modification time and rsync and web caches see nothing new.
struct BuildManifest {
    static let fileName = ".hearth-manifest"
    static let header = "hearth-manifest 1"
    /// Files `ResidentSite` was replacing when it stopped before writing the manifest, one path a line:
    /// their entries may not say what they hold, so a build renders them again.
    static let touchedFileName = ".hearth-touched"

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
        guard let data = FileManager.default.contents(atPath: folder.appending(path: fileName).path) else { return nil }
        // A large site lists 100,000 files: read as bytes, a line at a time, without splitting into arrays.
        return data.withUnsafeBytes { bytes -> BuildManifest? in
            var lines = ByteLines(bytes)
            guard var manifest = header(&lines) else { return nil }
            // One entry a line: room for all of them at once, rather than growing the table step by step.
            manifest.entries.reserveCapacity(bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
            while let line = lines.nextFields() {
                // A path that could lead out of the site (absolute, "..", empty parts) makes the manifest unreadable.
                guard let fields = line, isInside(fields.path) else { return nil }
                manifest.entries[fields.path] = Entry(fingerprint: fields.fingerprint, size: fields.size)
            }
            manifest.forgetTouched(in: folder)
            return manifest
        }
    }

    /// Takes the fingerprints of the files listed in the folder's `.hearth-touched`, if it has one: no
    /// build takes such a file over as it is.
    private mutating func forgetTouched(in folder: URL) {
        guard let list = try? String(contentsOf: folder.appending(path: Self.touchedFileName), encoding: .utf8) else { return }
        for path in list.split(separator: "\n") {
            entries[String(path)]?.fingerprint = "touched"
        }
    }

    /// Whether `path` names something inside the site: relative, without ".", ".." or empty parts.
    /// It looks at the bytes, part by part, without making strings: an unchanged rebuild checks all
    /// 100,000 paths, and splitting them was a third of its time.
    static func isInside(_ path: String) -> Bool {
        var partLength = 0
        var partIsDots = true
        // A part that is empty, "." or "..".
        func partIsBad() -> Bool { partLength == 0 || (partIsDots && partLength <= 2) }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if partIsBad() { return false }
                partLength = 0
                partIsDots = true
            } else {
                partLength += 1
                partIsDots = partIsDots && byte == UInt8(ascii: ".")
            }
        }
        return !partIsBad()
    }

    /// The manifest of the site at `folder` without its entries (only its first bytes are read): enough
    /// to tell that nothing changed.
    static func readHeader(from folder: URL) -> BuildManifest? {
        guard let file = FileHandle(forReadingAtPath: folder.appending(path: fileName).path) else { return nil }
        defer { try? file.close() }
        guard let data = try? file.read(upToCount: 512) else { return nil }
        return data.withUnsafeBytes { bytes in
            var lines = ByteLines(bytes)
            return header(&lines)
        }
    }

    /// The first three lines: the format, the store's revision and the global key.
    private static func header(_ lines: inout ByteLines) -> BuildManifest? {
        guard lines.next() == header,
              let revisionLine = lines.next(), revisionLine.hasPrefix("revision "),
              let globalLine = lines.next(), globalLine.hasPrefix("global ") else { return nil }
        return BuildManifest(revision: Int(revisionLine.dropFirst("revision ".count)), global: String(globalLine.dropFirst("global ".count)))
    }

    /// The lines of a manifest's bytes.
    private struct ByteLines {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        private mutating func nextLine() -> Range<Int>? {
            guard position < bytes.count else { return nil }
            let start = position
            while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            defer { position += 1 }
            return start..<position
        }

        mutating func next() -> String? {
            nextLine().map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }

        /// The next entry "fingerprint TAB size TAB path": nil at the end, .some(nil) for a malformed line.
        mutating func nextFields() -> (fingerprint: String, size: Int, path: String)?? {
            while let range = nextLine() {
                if range.isEmpty { continue }
                let line = UnsafeRawBufferPointer(rebasing: bytes[range])
                guard let firstTab = line.firstIndex(of: UInt8(ascii: "\t")),
                      let secondTab = line[(firstTab + 1)...].firstIndex(of: UInt8(ascii: "\t")),
                      let size = Int(String(decoding: UnsafeRawBufferPointer(rebasing: line[(firstTab + 1)..<secondTab]), as: UTF8.self))
                else { return .some(nil) }
                return (String(decoding: UnsafeRawBufferPointer(rebasing: line[..<firstTab]), as: UTF8.self), size,
                        String(decoding: UnsafeRawBufferPointer(rebasing: line[(secondTab + 1)...]), as: UTF8.self))
            }
            return nil
        }
    }

    /// The manifest's text as bytes, sorted by path (so the same site always has the same manifest), and
    /// its paths in order: `earlier` (an earlier manifest's of the same
    /// site) when they are this one's paths. A refresh changes files, rarely which there are: sorting
    /// forty thousand paths after each change was a twentieth of a trip paused at N = 1000, and making a
    /// string of each line to join them a twentieth of a chore done.
    func bytes(sortedAs earlier: [String]?) -> (bytes: Data, paths: [String]) {
        var bytes = Data()
        bytes.reserveCapacity(entries.count * 96)
        bytes.append(contentsOf: "\(Self.header)\nrevision \(revision.map(String.init) ?? "-")\nglobal \(global)\n".utf8)
        let head = bytes.count
        if let earlier, earlier.count == entries.count {
            var complete = true
            for path in earlier {
                guard let entry = entries[path] else {
                    complete = false
                    break
                }
                Self.append(path, entry, to: &bytes)
            }
            if complete { return (bytes, earlier) }
            bytes.removeSubrange(head...)
        }
        let paths = entries.keys.sorted()
        for path in paths { Self.append(path, entries[path]!, to: &bytes) }
        return (bytes, paths)
    }

    /// A file's line: its fingerprint, size and path, between tabs.
    private static func append(_ path: String, _ entry: Entry, to bytes: inout Data) {
        bytes.append(contentsOf: entry.fingerprint.utf8)
        bytes.append(UInt8(ascii: "\t"))
        bytes.append(contentsOf: String(entry.size).utf8)
        bytes.append(UInt8(ascii: "\t"))
        bytes.append(contentsOf: path.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }
}
