import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
public final class TemporaryFolder {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "hearth-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appending(path: name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
