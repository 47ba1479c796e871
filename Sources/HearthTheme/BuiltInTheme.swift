import Foundation

/// The built-in theme: the files of the repository's templates/ folder, embedded at build time.
public enum BuiltInTheme {
    /// Paths of every file of the theme, relative to templates/, sorted.
    public static let paths: [String] = embeddedFiles.keys.sorted()

    /// The bytes of one file of the theme, or nil when the theme has no such file.
    public static func file(_ path: String) -> Data? {
        embeddedFiles[path].flatMap { Data(base64Encoded: $0) }
    }
}
