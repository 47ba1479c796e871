import Foundation
import HearthDomain

/// The site before the current one, kept beside the output after a swap (`.<name>.hearth-spare`) and
/// taken up again as the next build's staging folder.
///
/// Most of its files are the very files of the current site (hard links to the same inodes), so the next
/// build only replaces the files that are not, instead of linking 100,000 unchanged files into an empty
/// folder and removing the 100,000 files of the site before. A file of the spare may be a file of the
/// live site, so it is never written into: it is unlinked, and a new file made in its place. A file is
/// kept only when the spare's manifest gives it the fingerprint the new site needs and the file itself
/// is still shared (it has another link, the live site's): a file deleted by hand from the live site
/// leaves the spare's copy alone with one link, and is then made again.
///
/// The spare was a live site, and whatever was put into that by hand came with it. So before a build
/// uses it, everything in it but the folders and regular files its manifest lists is removed: above all
/// symbolic links, through which a build would otherwise write outside its folder.
///
/// A spare is whole by how it is made: the previous site, whole, renamed after the swap. It is trusted
/// only with its manifest, which is removed first whenever a spare is taken up or thrown away; a build
/// killed after that leaves a staging folder, which the next build removes like any other.
struct SpareSite {
    let url: URL
    private let output: OutputFolder

    /// The spare of `output`, beside the folder it leads to (links given as the output already followed).
    init(of output: OutputFolder) {
        url = output.url.deletingLastPathComponent().appending(path: ".\(output.url.lastPathComponent).hearth-spare")
        self.output = output
    }

    /// Moves the spare to `staging`, keeps only the files its manifest lists, and returns the manifest;
    /// nil, and no spare left, when there is none or it cannot be used.
    func takeUp(as staging: URL) -> BuildManifest? {
        let files = FileManager.default
        guard let status = FileStatus(url.path) else { return nil }
        guard status.isFolder, files.fileExists(atPath: url.appending(path: OutputFolder.markerName).path),
              let manifest = BuildManifest.read(from: url),
              rename(url.path, staging.path) == 0 else {
            throwAway(url)
            return nil
        }
        // From here on the folder is changed, and no longer is what the manifest says.
        unlink(staging.appending(path: BuildManifest.fileName).path)
        guard Self.keepOnly(manifest.entries, below: staging) else {
            throwAway(staging)
            return nil
        }
        return manifest
    }

    /// Keeps the previous site, just swapped out to `previous`, as the spare; removes it when it cannot.
    func keep(_ previous: URL) {
        throwAway(url)
        if rename(previous.path, url.path) != 0 {
            throwAway(previous)
        }
    }

    /// Removes a spare, its manifest first, so that a spare half removed is never taken for a whole one.
    /// Anything at its place that is not a folder (a symbolic link) is removed itself, never followed.
    func throwAway(_ folder: URL) {
        guard FileStatus(folder.path)?.isFolder == true else {
            unlink(folder.path)
            return
        }
        unlink(folder.appending(path: BuildManifest.fileName).path)
        output.removeFolder(folder)
    }

    /// Whether the file at `path` below the open folder is there, a regular file of the size it was
    /// written with, and linked from elsewhere too: in a spare, from the live site (a file of the spare
    /// that the live site no longer shares, deleted or replaced there by hand, has a single link; one
    /// edited in place there is the same file, and its size tells, as `RenderRun.takeOver` asks too).
    static func isSharedFile(_ path: String, size: Int, in folder: Int32) -> Bool {
        guard let status = FileStatus(path, in: folder) else { return false }
        return status.isRegularFile && status.links >= 2 && status.size == size
    }

    /// Removes the files `paths` below the open folder, and the folders that leaves empty. A file
    /// already gone is fine; one that cannot be removed is an error, or the site would keep it.
    static func remove(_ paths: [String], below folder: Int32, named folderPath: String) throws {
        var parents: Set<String> = []
        for path in paths {
            // Gone already, or a folder now, or below a file now: the new site made something else there.
            guard unlinkat(folder, path, 0) == 0 || [ENOENT, EISDIR, ENOTDIR].contains(errno) else {
                throw Failure(.inputOutput, "cannot remove \(folderPath)/\(path): \(String(cString: strerror(errno)))")
            }
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                guard parents.insert(parent).inserted else { break }
            }
        }
        // Deepest first; a folder that still holds something stays.
        for parent in parents.sorted(by: { $0.count > $1.count }) {
            unlinkat(folder, parent, AT_REMOVEDIR)
        }
    }

    /// Removes everything below `folder` but the regular files `files` lists (by path inside the folder)
    /// and the marker, and the folders that leaves empty; false when something could not be removed.
    private static func keepOnly(_ files: [String: BuildManifest.Entry], below folder: URL) -> Bool {
        let top = open(folder.path, OutputFolder.folderFlags)
        guard top >= 0 else { return false }
        defer { close(top) }
        return FolderSweep.sweep(top, at: "", keeping: { files[$0] != nil || $0 == OutputFolder.markerName }).whole
    }
}
