import Foundation
import Synchronization

/// The site's version as the rebuild watcher keeps it (it changes with every rebuild) and the last
/// rebuild's error, if it failed (the last good site is still served): what the preview server tells
/// open pages.
public final class RebuildState: Sendable {
    private struct Now {
        var version = 0
        var error: String?
    }
    private let now = Mutex(Now())

    public init() {}

    public func rebuilt() {
        now.withLock { now in
            now.version += 1
            now.error = nil
        }
    }

    public func failed(_ message: String) {
        now.withLock { now in
            now.version += 1
            now.error = message
        }
    }

    /// The last rebuild's error, nil when it succeeded.
    public var lastError: String? { now.withLock { $0.error } }

    /// {"version": 3, "error": null} for the reload script.
    public func json() -> Data {
        let (version, error) = now.withLock { ($0.version, $0.error) }
        let object: [String: Any] = ["version": version, "error": error ?? NSNull()]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
