import Foundation
import HearthTestSupport
import HearthDomain
import HearthSite
import HearthStore

/// Helpers to build sites in tests and read them back.
enum SiteFiles {
    /// The repository's root, found from this file's place in Tests/HearthSiteTests/.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Builds the demo household with the demo's date into `output`.
    @discardableResult
    static func buildDemo(into output: URL, templates: URL? = nil, writer: any SiteFileWriter = DiskFileWriter(),
                          familyID: HearthID? = nil, date: CalendarDay = DemoHousehold.date) throws -> BuildReport {
        let (families, revision) = try DemoHousehold.store().snapshotAndRevision()
        let options = BuildOptions(output: output, templates: templates, date: date, familyID: familyID,
                                   storeRevision: revision, writer: writer)
        return try SiteBuilder().build(families, options: options)
    }

    /// Every file below a folder, by relative path.
    static func read(_ folder: URL) throws -> [String: Data] { try FolderFiles.read(folder) }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appending(path: path), encoding: .utf8)
    }
}

/// A writer that stops at its first file until told to go on, to do something while a build is running.
final class PausingWriter: SiteFileWriter, @unchecked Sendable {
    let started = DispatchSemaphore(value: 0)
    let resume = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var first = true

    func write(_ data: Data, to file: URL) throws {
        let isFirst = lock.withLock { defer { first = false }; return first }
        if isFirst {
            started.signal()
            resume.wait()
        }
        try DiskFileWriter().write(data, to: file)
    }
}

/// The errors of work done on other threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [Error] = []
    var all: [Error] { lock.withLock { errors } }

    func record(_ work: () throws -> Void) {
        do { try work() } catch { lock.withLock { errors.append(error) } }
    }
}

/// A writer that fails after writing a number of files, like a disk that fills up halfway through.
final class FailingWriter: SiteFileWriter, @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int

    init(failAfter files: Int) { remaining = files }

    func write(_ data: Data, to file: URL) throws {
        try lock.withLock {
            if remaining == 0 { throw Failure(.inputOutput, "the disk is full (test)") }
            remaining -= 1
        }
        try DiskFileWriter().write(data, to: file)
    }
}
