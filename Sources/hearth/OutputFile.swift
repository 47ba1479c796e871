import Foundation
import HearthDomain
import HearthReport
import HearthSite
import HearthStore

/// A file a command writes for the user: an export (`hearth export --output`) or a QR code's picture
/// (`hearth member qr --png`).
///
/// Hearth never writes over the store, and over any other file only when it holds what Hearth writes
/// there (an export, a PNG) or `--force` is given. A regular file is replaced atomically (a new file
/// beside it, renamed over it), so a failed write leaves it as it was; a symbolic link is followed and
/// stays a link; a device, a FIFO or standard output (`-`) is written through, and a failed write (a
/// full disk, `/dev/full`) is an error. New files are readable by their owner only (0600), or by
/// `group` too (0660): an export holds the whole household.
struct OutputFile {
    enum Kind: Equatable {
        case householdExport, png
        /// A report (`hearth report`) in a format; `firstLine`: the report's own first line, by which a
        /// Markdown or text report Hearth wrote before is known.
        case report(ReportFormat, firstLine: String)

        var name: String {
            switch self {
            case .householdExport: return "a Hearth export"
            case .png: return "a PNG picture"
            case .report(let format, _): return "a Hearth report as \(format.rawValue)"
            }
        }

        /// A file name a message gives as an example.
        var exampleName: String {
            switch self {
            case .householdExport: return "backup.json"
            case .png: return "member.png"
            case .report(let format, _): return "report." + (format == .escpos ? "bin" : format.rawValue)
            }
        }

        /// Whether the bytes of a file already there are of this kind, so writing over them loses nothing.
        func recognises(_ data: Data) -> Bool {
            switch self {
            case .householdExport: return HouseholdStore.isExport(data)
            case .png, .report(.png, _): return data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            case .report(.pdf, _): return data.starts(with: Array("%PDF-".utf8))
            case .report(.escpos, _): return data.starts(with: ESCPOS.initialize + [0x1D, 0x76, 0x30])
            case .report(_, let firstLine): return data.starts(with: Array((firstLine + "\n").utf8))
            }
        }
    }

    var path: String
    var kind: Kind
    /// `--force`: write over a file of another kind (never over the store).
    var force = false
    /// `--group`: the new file's group, which may read it too.
    var group: String?
    /// The store the command read, which is never written over.
    var storePath: String?

    /// What a message calls where it went.
    var shownPath: String { path == "-" ? "standard output" : path }

    func write(_ data: Data) throws {
        if path == "-" {
            try writeThrough(data, to: STDOUT_FILENO)
            return
        }
        // Where a link leads, as a build follows its --output (a link to a file not made yet: its target).
        let target = OutputFolder.followingLinks(URL(fileURLWithPath: path)).path
        var status = stat()
        guard stat(target, &status) == 0 else {
            try replace(target, with: data)  // a new file
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw Failure(.cannotCreate, "\(path) is a folder: give a file name, such as \(path)/\(kind.exampleName)")
        case S_IFREG:
            try checkMayReplace(target, status)
            try replace(target, with: data)
        default:
            // A device, a FIFO or a socket: written into as it is, never replaced by a file.
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(.cannotCreate, "cannot write \(path): \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try writeThrough(data, to: descriptor)
        }
    }

    /// Refuses to write over the store (whatever `--force` says) or a file that is not of this kind.
    private func checkMayReplace(_ target: String, _ status: stat) throws {
        if let storePath {
            for file in [storePath, storePath + "-wal", storePath + "-shm"] {
                var store = stat()
                if stat(file, &store) == 0, store.st_dev == status.st_dev, store.st_ino == status.st_ino {
                    throw Failure(.cannotCreate, "\(path) is the store \(storePath)\(file == storePath ? "" : " (its \(file.suffix(3)) file)"): Hearth never writes over it; choose another file")
                }
            }
        }
        guard !force, status.st_size > 0 else { return }
        let head = FileHandle(forReadingAtPath: target).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.readToEnd()
        } ?? Data()
        guard !kind.recognises(head) else { return }
        throw Failure(.cannotCreate, "\(path) already exists and is not \(kind.name): Hearth writes over only its own files; choose another file, or add --force to replace it")
    }

    /// Writes a new file beside `target` and renames it over it: readers see the old file or the new one.
    private func replace(_ target: String, with data: Data) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).hearth-\(UUID().uuidString.prefix(8))"
        let mode: mode_t = group == nil ? 0o600 : 0o660
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw Failure(.cannotCreate, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        do {
            defer { close(descriptor) }
            try FilePermissions.apply(group: group, mode: mode, to: descriptor, path: path)
            try writeThrough(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw Failure(.inputOutput, "cannot write \(path): \(String(cString: strerror(errno)))") }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(.cannotCreate, "cannot write \(path): \(reason)")
        }
    }

    private func writeThrough(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(.inputOutput, "cannot write \(shownPath): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }
}
