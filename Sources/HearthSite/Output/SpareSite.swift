import Foundation

/// The site before the current one, kept beside the output after a swap (`.<name>.hearth-spare`) and
/// taken up again as the next build's staging folder.
///
/// Most of its files are the very files of the current site (hard links to the same inodes), so the next
/// build only replaces the few whose fingerprint differs, instead of linking 100,000 unchanged files into
/// an empty folder and removing the 100,000 files of the site before. A file of the spare may be a file
/// of the live site, so it is never written into: it is unlinked, and a new file made in its place.
///
/// A spare is whole by how it is made: the previous site, whole, renamed after the swap. It is trusted
/// only with its manifest, which is removed the moment a build takes the spare up; a build killed after
/// that leaves a staging folder, which the next build removes like any other.
struct SpareSite {
    let url: URL

    init(beside output: URL) {
        url = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).hearth-spare")
    }

    /// Moves the spare to `staging` and returns its manifest; nil, and no spare left, when there is none
    /// or it has no readable manifest.
    func takeUp(as staging: URL) -> BuildManifest? {
        let files = FileManager.default
        guard files.fileExists(atPath: url.path) else { return nil }
        guard files.fileExists(atPath: url.appending(path: OutputFolder.markerName).path),
              let manifest = BuildManifest.read(from: url),
              rename(url.path, staging.path) == 0 else {
            OutputFolder.removeTree(at: url)
            return nil
        }
        // From here on the folder is changed, and no longer is what the manifest says.
        unlink(staging.appending(path: BuildManifest.fileName).path)
        return manifest
    }

    /// Keeps the previous site, just swapped out to `previous`, as the spare; removes it when it cannot.
    func keep(_ previous: URL) {
        OutputFolder.removeTree(at: url)
        if rename(previous.path, url.path) != 0 {
            OutputFolder.removeTree(at: previous)
        }
    }

    /// Removes everything below `folder` that `files` does not list (by path inside the folder) but the
    /// marker: the spare's files the new site no longer has, and anything put into the site by hand, which
    /// the site two builds ago had dropped and the new one must not bring back. Folders left empty go too.
    /// The folders two levels down (recipes/<slug>/, cars/<VIN>/) are shared out among the cores.
    static func removeUnlisted(below folder: URL, keeping files: [String: BuildManifest.Entry]) {
        let top = open(folder.path, folderFlags)
        guard top >= 0 else { return }
        defer { close(top) }
        struct Inner { var parent: Int32; var name: String; var path: String }
        var firstLevel: [(folder: Int32, name: String, holdsFiles: Bool)] = []
        var secondLevel: [Inner] = []
        var secondLevelOwner: [Int] = []
        for entry in OutputFolder.contents(of: top) {
            if entry.isFolder {
                let sub = openat(top, entry.name, folderFlags)
                guard sub >= 0 else { continue }
                var holdsFiles = false
                for inner in OutputFolder.contents(of: sub) {
                    let path = entry.name + "/" + inner.name
                    if inner.isFolder {
                        secondLevel.append(Inner(parent: sub, name: inner.name, path: path))
                        secondLevelOwner.append(firstLevel.count)
                    } else if files[path] != nil {
                        holdsFiles = true
                    } else {
                        OutputFolder.remove(inner.name, isFolder: false, in: sub)
                    }
                }
                firstLevel.append((sub, entry.name, holdsFiles))
            } else if files[entry.name] == nil && entry.name != OutputFolder.markerName {
                OutputFolder.remove(entry.name, isFolder: false, in: top)
            }
        }
        // Each worker writes only the results of its own folders.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: secondLevel.count)
        defer { results.deallocate() }
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let shared = secondLevel
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: shared.count, by: workers) {
                results[index] = sweep(shared[index].name, in: shared[index].parent, at: shared[index].path, keeping: files)
            }
        }
        var firstLevelHolds = firstLevel.map(\.holdsFiles)
        for (index, owner) in secondLevelOwner.enumerated() where results[index] { firstLevelHolds[owner] = true }
        for (index, entry) in firstLevel.enumerated() {
            close(entry.folder)
            if !firstLevelHolds[index] { unlinkat(top, entry.name, AT_REMOVEDIR) }
        }
    }

    /// Removes what `files` does not list inside the folder `name` of `parent`, and the folder itself
    /// when that leaves it empty; whether it still holds something.
    private static func sweep(_ name: String, in parent: Int32, at path: String, keeping files: [String: BuildManifest.Entry]) -> Bool {
        let folder = openat(parent, name, folderFlags)
        guard folder >= 0 else { return files[path] != nil }  // not a folder after all: a file
        var holds = false
        for entry in OutputFolder.contents(of: folder) {
            let inner = path + "/" + entry.name
            if entry.isFolder {
                holds = sweep(entry.name, in: folder, at: inner, keeping: files) || holds
            } else if files[inner] != nil {
                holds = true
            } else {
                OutputFolder.remove(entry.name, isFolder: false, in: folder)
            }
        }
        close(folder)
        if !holds { unlinkat(parent, name, AT_REMOVEDIR) }
        return holds
    }

    private static let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
}
