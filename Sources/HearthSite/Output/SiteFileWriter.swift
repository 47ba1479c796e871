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
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            throw Failure(.inputOutput, "cannot write \(file.path): \(error.localizedDescription)")
        }
    }
}
