import Foundation
import HearthDomain

/// A file the user named on the command line (an import, a picture, a Markdown file), read with an
/// error that names it.
enum InputFile {
    static func data(_ path: String) throws -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure(.missingInput, "cannot read \(path): it is a folder, not a file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(.missingInput, "cannot read \(path): \(error.localizedDescription)")
        }
    }

    static func text(_ path: String) throws -> String {
        guard let text = String(data: try data(path), encoding: .utf8) else {
            throw Failure(.badData, "\(path): expected UTF-8 text")
        }
        return text
    }
}
