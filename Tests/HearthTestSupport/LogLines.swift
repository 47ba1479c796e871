import Synchronization

/// The lines a program's part logs (a watcher's `log`), kept for a test to read.
public final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    public init() {}

    public func append(_ line: String) { lines.withLock { $0.append(line) } }

    public var all: [String] { lines.withLock { $0 } }
}
