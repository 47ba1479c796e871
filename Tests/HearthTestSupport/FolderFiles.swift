import Foundation

/// The files of a folder, to compare two sites.
public enum FolderFiles {
    /// Every file below a folder, by relative path.
    public static func read(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }
}
