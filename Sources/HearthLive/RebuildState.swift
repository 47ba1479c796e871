import Foundation

/// The site's version as the rebuild watcher keeps it (it changes with every rebuild) and the last
/// rebuild's error, if it failed (the last good site is still served): what the preview server tells
/// open pages.
public final class RebuildState: @unchecked Sendable {
    private let lock = NSLock()
    private var version = 0
    private var error: String?

    public func rebuilt() {
        lock.withLock {
            version += 1
            error = nil
        }
    }

    public func failed(_ message: String) {
        lock.withLock {
            version += 1
            error = message
        }
    }

    /// The last rebuild's error, nil when it succeeded.
    public var lastError: String? { lock.withLock { error } }

    /// {"version": 3, "error": null} for the reload script.
    public func json() -> Data {
        lock.withLock {
            let object: [String: Any] = ["version": version, "error": error ?? NSNull()]
            return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        }
    }
}
