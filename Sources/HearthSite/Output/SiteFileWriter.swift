import Foundation
import HearthDomain

/// Writes one file of the site. Replaceable (as in Saga), so tests and later tools can watch, fail or
/// redirect the writing; the build only ever writes inside its staging folder.
public protocol SiteFileWriter: Sendable {
    func write(_ data: Data, to file: URL) throws
    /// Writes a file rendered in pieces (`FileBytes`); a writer that has no way of its own joins them.
    func write(_ bytes: FileBytes, to file: URL) throws
}

extension SiteFileWriter {
    public func write(_ bytes: FileBytes, to file: URL) throws {
        try write(bytes.data, to: file)
    }
}

/// Writes new files to disk, making folders as needed. A file already there is an error, never
/// overwritten: in a staging folder that is the spare, it could be a file of the live site (hard links).
public struct DiskFileWriter: SiteFileWriter {
    public init() {}

    public func write(_ data: Data, to file: URL) throws {
        try write(FileBytes(data), to: file)
    }

    public func write(_ bytes: FileBytes, to file: URL) throws {
        let path = file.path
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(path, flags, 0o666)
        // Open first and make the folder only when it is missing: once per folder, not per file.
        if descriptor < 0 && errno == ENOENT && Self.makeFolders(above: path) {
            descriptor = open(path, flags, 0o666)
        }
        guard descriptor >= 0 else { throw Self.failure(path) }
        do {
            try bytes.forEachRun { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { throw Self.failure(path) }  // errno of the write, before close changes it
                    offset += count
                }
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw Self.failure(path) }
    }

    /// Makes the folders above the file at `path` that are missing (mkdir -p); false when one cannot be made.
    /// A relative `path` is taken from the open folder `directory`.
    static func makeFolders(above path: String, in directory: Int32 = AT_FDCWD) -> Bool {
        guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return false }
        let folder = String(path[..<slash])
        if mkdirat(directory, folder, 0o777) == 0 || errno == EEXIST { return true }
        return errno == ENOENT && makeFolders(above: folder, in: directory) && (mkdirat(directory, folder, 0o777) == 0 || errno == EEXIST)
    }

    private static func failure(_ path: String) -> Failure {
        Failure(.inputOutput, "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
