import Foundation
import Synchronization

/// Which folders below an open folder are folders of their own and not symbolic links, each looked at
/// once and remembered, for one build.
///
/// The rebuild takes unchanged files over from the live site by hard link. `linkat` does not follow a
/// link that is the file itself, but it follows every folder on the way; a folder of the site replaced
/// by hand with a link would bring files from outside into the new site. A file is taken over only
/// when every folder above it is a real one.
final class RealFolderCache: Sendable {
    private let root: Int32
    /// The folders found real so far.
    private let real: Mutex<Set<Substring>>

    /// `root`: the open folder the paths are inside; `capacity`: about how many folders it holds (sized
    /// once, since growing the set of a large site's folders was half of its cost).
    init(below root: Int32, capacity: Int) {
        self.root = root
        var folders = Set<Substring>()
        folders.reserveCapacity(capacity)
        real = Mutex(folders)
    }

    /// Whether every folder on the way to `path` (relative to the root, its parts separated by "/") is a
    /// real folder.
    func allAreReal(above path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        return isReal(path[..<slash])
    }

    private func isReal(_ folder: Substring) -> Bool {
        if real.withLock({ $0.contains(folder) }) { return true }
        if let slash = folder.lastIndex(of: "/"), !isReal(folder[..<slash]) { return false }
        guard FileStatus(String(folder), in: root)?.isFolder == true else { return false }
        real.withLock { _ = $0.insert(folder) }
        return true
    }
}
