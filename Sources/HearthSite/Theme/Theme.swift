import Foundation
import HearthDomain
import HearthTheme

/// Where the files of the theme come from: a user's templates folder first, file by file, then the
/// built-in theme (Hugo's "the user's folder wins"). Paths are relative, with "/" separators,
/// such as "dashboard.html.mustache", "i18n/en.json" or "assets/hearth.css".
public struct Theme: Sendable {
    public let userFolder: URL?
    private let userPaths: Set<String>

    public init(userFolder: URL?) throws {
        self.userFolder = userFolder
        guard let userFolder else {
            userPaths = []
            return
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: userFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(.missingInput, "--templates \(userFolder.path): no such folder")
        }
        userPaths = Set(Self.files(under: userFolder))
    }

    /// Every path the theme has, built-in and user's, sorted.
    public var paths: [String] { Set(BuiltInTheme.paths).union(userPaths).sorted() }

    /// The bytes of a theme file, the user's when they have one.
    public func file(_ path: String) throws -> Data? {
        if let userFolder, userPaths.contains(path) {
            do {
                return try Data(contentsOf: userFolder.appending(path: path))
            } catch {
                throw Failure(.inputOutput, "cannot read \(location(of: path)): \(error.localizedDescription)")
            }
        }
        return BuiltInTheme.file(path)
    }

    /// Whether the user's folder has this file.
    func hasUserFile(_ path: String) -> Bool { userFolder != nil && userPaths.contains(path) }

    /// A digest of every file of the theme, the user's and the built-in: a build whose theme changed
    /// renders everything again.
    public func fingerprint() throws -> String {
        var bytes: [UInt8] = []
        for path in paths {
            bytes += Array(path.utf8) + [0]
            bytes += [UInt8](try file(path) ?? Data()) + [0]
        }
        return ContentHash.hex(bytes, length: 32)
    }

    /// A theme file as UTF-8 text.
    public func text(_ path: String) throws -> String? {
        guard let data = try file(path) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(.badData, "\(location(of: path)): expected UTF-8 text")
        }
        return text
    }

    /// Where a theme file comes from, for messages: the user's file, or the built-in one.
    public func location(of path: String) -> String {
        if let userFolder, userPaths.contains(path) { return userFolder.appending(path: path).path }
        return "templates/\(path) (built-in theme)"
    }

    /// Files below a folder, relative to it; hidden files and editor backups are not part of a theme.
    private static func files(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) || relative.hasSuffix("~") { continue }
            found.append(relative)
        }
        return found
    }
}
