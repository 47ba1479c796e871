import Foundation

/// The files in Tests/Fixtures: real files other programs wrote (a ShoppingList17 archive, a PNG and a
/// JPEG drawn by Chromium), which the tests read as Hearth's users' files would be read.
public enum Fixtures {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    public static func url(_ name: String) -> URL { folder.appending(path: name) }

    /// The file's bytes; a fixture missing from the checkout stops the tests, naming it.
    public static func bytes(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url(name).path) else {
            fatalError("\(url(name).path) is missing: the tests need the files in Tests/Fixtures")
        }
        return [UInt8](data)
    }
}
