import Foundation
import HearthDomain
import HearthTheme
import Synchronization

/// Where the files of the theme come from: a user's templates folder first, file by file, then the
/// built-in theme (Hugo's "the user's folder wins"). Paths are relative, with "/" separators,
/// such as "dashboard.html.mustache", "i18n/en.json" or "assets/hearth.css".
public struct Theme: Sendable {
    public let userFolder: URL?
    private let userPaths: Set<String>
    /// What was worked out from the files once, for as long as this theme is used (a build, or the resident
    /// site between two builds): a change reads no theme file. An edited user's file makes a new theme
    /// (`RebuildWatcher` sees the folder change and builds in full).
    private let remembered = Remembered()

    private final class Remembered: Sendable {
        let fingerprint = Mutex<String?>(nil)
        let strings = Mutex<[Language: ThemeStrings]>([:])
    }

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
        userPaths = Set(try Self.files(under: userFolder))
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
        if let known = remembered.fingerprint.withLock({ $0 }) { return known }
        var bytes: [UInt8] = []
        for path in paths {
            bytes += Array(path.utf8) + [0]
            bytes += [UInt8](try file(path) ?? Data()) + [0]
        }
        let fingerprint = Digest.hex(bytes, length: 32)
        remembered.fingerprint.withLock { $0 = fingerprint }
        return fingerprint
    }

    /// The theme's words in `language` (`ThemeStrings`), read from its files the first time they are asked for.
    func strings(in language: Language) throws -> ThemeStrings {
        if let known = remembered.strings.withLock({ $0[language] }) { return known }
        let strings = try ThemeStrings(reading: self, language: language)
        remembered.strings.withLock { $0[language] = strings }
        return strings
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

    /// The most files a theme folder may hold in the places a theme's files go.
    static let maximumFiles = 2_000

    /// The theme's files in a user's folder, relative to it: its own files, and those in the folders
    /// the built-in theme has (assets/, i18n/, partials/, …), nothing else: `--templates /` or `~`
    /// would otherwise read every file below it. Hidden files and editor backups are not part of a theme.
    private static func files(under folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath()
        let themeFolders = Set(BuiltInTheme.paths.compactMap { path in path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : nil })
        var found: [String] = []
        func isPart(_ relative: String) -> Bool {
            !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) && !relative.hasSuffix("~")
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] where isPart(name) {
            let url = base.appending(path: name)
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(name)
            } else if themeFolders.contains(name), let walker = FileManager.default.enumerator(at: url.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) {
                let inside = url.resolvingSymlinksInPath().path
                for case let file as URL in walker {
                    guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                    let relative = name + "/" + String(file.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(inside.count + 1))
                    guard isPart(relative) else { continue }
                    found.append(relative)
                    if found.count > maximumFiles {
                        throw Failure(.badData, "--templates \(folder.path) holds more than \(maximumFiles) files where a theme's files go (\(name)/): is it a theme folder? A theme holds templates (*.mustache) and the folders \(themeFolders.sorted().joined(separator: ", "))")
                    }
                }
            }
            if found.count > maximumFiles {
                throw Failure(.badData, "--templates \(folder.path) holds more than \(maximumFiles) files: is it a theme folder? A theme holds templates (*.mustache) and the folders \(themeFolders.sorted().joined(separator: ", "))")
            }
        }
        return found
    }
}
