import Foundation
import HearthDomain

/// Writes one file of the site. Replaceable (as in Saga), so tests and later tools can watch, fail or
/// redirect the writing; the build only ever writes inside its staging folder.
public protocol SiteFileWriter: Sendable {
    func write(_ data: Data, to file: URL) throws
}

/// Writes files to disk, making folders as needed.
public struct DiskFileWriter: SiteFileWriter {
    public init() {}

    public func write(_ data: Data, to file: URL) throws {
        let path = file.path
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        if descriptor < 0 && errno == ENOENT {
            // Open first and make the folder only when it is missing: once per folder, not per file.
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else { throw Self.failure(path) }
        var written = 0
        let complete = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let failure = complete ? nil : Self.failure(path)
        guard close(descriptor) == 0 || failure != nil else { throw Self.failure(path) }
        if let failure { throw failure }
    }

    private static func failure(_ path: String) -> Failure {
        Failure(.inputOutput, "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
