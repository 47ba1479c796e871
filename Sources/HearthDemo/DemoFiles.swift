import Foundation

/// The demo household's files (the repository's demo/ folder), embedded at build time.
public enum DemoFiles {
    /// Paths of every demo file, relative to demo/, sorted.
    public static let paths: [String] = embeddedFiles.keys.sorted()

    /// The bytes of one demo file, or nil when there is none at that path.
    public static func file(_ path: String) -> Data? {
        embeddedFiles[path].flatMap { Data(base64Encoded: $0) }
    }
}
