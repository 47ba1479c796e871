import CHearthSystem
import Foundation
import HearthDomain

/// The folder a build publishes into, written atomically: the new site is written into a staging
/// folder beside it and swapped in whole at the end (renameat2 RENAME_EXCHANGE), so a build that
/// fails or is killed at any moment leaves the previous site as it was.
///
/// Hearth only ever replaces a folder it wrote: such a folder holds the marker file `.hearth`.
/// An existing folder without it (a home folder, a project) is refused, unless it is empty.
public struct OutputFolder: Sendable {
    public static let markerName = ".hearth"
    static let markerText = "This folder is written by `hearth build`; every build replaces it whole.\n"

    public let url: URL

    public init(_ url: URL) {
        self.url = Self.followingLinks(url.standardizedFileURL)
    }

    /// The folder a symbolic link given as the output leads to (a web server's `/var/www/hearth` that
    /// leads to `/srv/hearth/site`, say), even when it does not exist yet. That folder is the one built
    /// and swapped, beside itself, so the link stays a link and keeps leading to the site.
    public static func followingLinks(_ url: URL) -> URL {
        var url = url
        for _ in 0..<40 {  // the kernel's own limit on links in a row
            guard isSymbolicLink(url) else { return url }
            // Where the link leads, as the kernel finds it (the link's own folder may be a link too).
            if let resolved = realpath(url.path, nil) {
                defer { free(resolved) }
                return URL(fileURLWithPath: String(cString: resolved))
            }
            // A link to a folder that does not exist yet: its target, from the link's real folder.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return url }
            let folder = realpath(url.deletingLastPathComponent().path, nil).map { pointer in
                defer { free(pointer) }
                return URL(fileURLWithPath: String(cString: pointer))
            } ?? url.deletingLastPathComponent()
            url = (target.hasPrefix("/") ? URL(fileURLWithPath: target) : folder.appending(path: target)).standardizedFileURL
        }
        return url
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        FileStatus(url.path)?.isSymbolicLink == true
    }

    private var parent: URL { url.deletingLastPathComponent() }

    /// The lock file of `BuildLock`, beside the folder (never inside: the folder is swapped whole).
    var lockPath: String { parent.appending(path: ".\(url.lastPathComponent).hearth-lock").path }

    /// Makes the folder the output goes in, when it is missing.
    func makeParent() throws {
        // Still a link after following links: they go round in a circle, or more than 40 deep.
        if Self.isSymbolicLink(url) {
            throw Failure(.cannotCreate, "--output \(url.path) is a symbolic link that leads to no folder: its links go round in a circle")
        }
        guard !FileManager.default.fileExists(atPath: parent.path) else { return }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(.cannotCreate, "cannot create the folder \(parent.path): \(error.localizedDescription)")
        }
    }

    /// Whether the folder is one Hearth wrote (it holds the marker file).
    var hasMarker: Bool { FileManager.default.fileExists(atPath: url.appending(path: Self.markerName).path) }
    private var stagingPrefix: String { ".\(url.lastPathComponent).hearth-staging-" }
    private var trashPrefix: String { ".\(url.lastPathComponent).hearth-trash-" }

    /// Refuses a folder the build may not replace: a file, a folder Hearth did not write, or one it
    /// cannot look into (another user's folder would look empty, and be swapped away). Checked before the
    /// lock file is made, so a refused build leaves nothing beside the folder, and again under the lock.
    func checkMayReplace() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw Failure(.cannotCreate, "--output \(url.path) is a file, not a folder")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw Failure(.cannotCreate, "--output \(url.path) is a folder Hearth cannot read (\(String(cString: strerror(EACCES)).lowercased())), so it cannot tell whether Hearth wrote it, and will not replace it; choose another folder or run as its owner")
        }
        if !contents.isEmpty && !contents.contains(Self.markerName) {
            throw Failure(.cannotCreate, "--output \(url.path) is a folder Hearth did not write (it has no \(Self.markerName) file), so Hearth will not replace it; choose a new or empty folder")
        }
    }

    /// Refuses an output that holds a file the build reads (the store, the templates) or the folder the
    /// command runs in: a build replaces the folder whole and keeps the previous site beside it, so such a
    /// file would be moved away with the old site and then deleted. Paths are compared as the kernel
    /// resolves them, however they are written (relative, `.`, through a symbolic link).
    func checkHoldsNone(of inputs: [URL]) throws {
        let output = Self.realPath(url)
        for input in inputs {
            guard let file = Self.existingRealPath(input.path) else { continue }
            if file == output || file.hasPrefix(output == "/" ? "/" : output + "/") {
                throw Failure(.cannotCreate, "--output \(url.path) holds \(input.path), which the build reads: a build replaces the whole folder, so choose an output folder outside it")
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue, output.hasPrefix(file == "/" ? "/" : file + "/") {
                throw Failure(.cannotCreate, "--output \(url.path) is inside \(input.path), which the build reads: choose an output folder outside it")
            }
        }
        if let here = Self.existingRealPath(FileManager.default.currentDirectoryPath),
           here == output || here.hasPrefix(output == "/" ? "/" : output + "/") {
            throw Failure(.cannotCreate, "--output \(url.path) holds the folder you are in (\(here)): a build replaces the whole folder and would leave you in the old site; run hearth from outside it")
        }
    }

    static func existingRealPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path as the kernel resolves it; for a folder not made yet, its nearest existing folder's
    /// real path with the rest of the path after it.
    static func realPath(_ url: URL) -> String {
        var missing: [String] = []
        var current = url.standardizedFileURL
        while current.path != "/" {
            if let real = existingRealPath(current.path) {
                return ([real == "/" ? "" : real] + missing.reversed()).joined(separator: "/")
            }
            missing.append(current.lastPathComponent)
            current = current.deletingLastPathComponent()
        }
        return "/" + missing.reversed().joined(separator: "/")
    }

    /// A folder the new site is written into: empty, or the spare site (the one before the current
    /// one) with what it holds.
    struct Staging {
        var url: URL
        /// The spare's manifest, when the folder is the spare.
        var spare: BuildManifest?
    }

    /// Checks that the folder may be replaced, clears staging folders left by killed builds, and makes
    /// the staging folder beside the output: the spare site when there is a whole one, else a new, empty
    /// folder. The caller holds the folder's `BuildLock`.
    func beginStaging() throws -> Staging {
        let files = FileManager.default
        try checkMayReplace()
        removeLeftoverStaging()
        let staging = parent.appending(path: stagingPrefix + UUID().uuidString.prefix(8))
        let spare = SpareSite(of: self)
        if hasMarker, let manifest = spare.takeUp(as: staging) {
            return Staging(url: staging, spare: manifest)
        }
        spare.throwAway(spare.url)  // a spare without the site it was kept for
        do {
            // Made under a trash name and renamed once it has its marker: a build killed in between
            // leaves a trash folder, which the next build removes, never a staging folder without a marker.
            let new = parent.appending(path: trashPrefix + UUID().uuidString.prefix(8))
            try files.createDirectory(at: new, withIntermediateDirectories: false)
            // The marker of the previous site is taken over as it is, so an unchanged site keeps its times.
            let marker = new.appending(path: Self.markerName)
            if link(url.appending(path: Self.markerName).path, marker.path) != 0 {
                try Data(Self.markerText.utf8).write(to: marker)
            }
            try rename(new, to: staging)
        } catch {
            throw Failure(.cannotCreate, "cannot write beside \(url.path) (in \(parent.path)): \(error.localizedDescription)")
        }
        return Staging(url: staging, spare: nil)
    }

    /// Swaps the finished staging folder in place of the output. The previous site is then kept as the
    /// spare (see `SpareSite`).
    public func publish(_ staging: URL) throws {
        let files = FileManager.default
        if files.fileExists(atPath: url.path) {
            if hearth_exchange_paths(staging.path, url.path) != 0 {
                // The file system cannot exchange: fall back to two renames, the old site kept until
                // the new one is in place, and then removed.
                let old = parent.appending(path: stagingPrefix + "old")
                removeFolder(old)
                try rename(url, to: old)
                try rename(staging, to: url)
                removeFolder(old)
                return
            }
            // The staging path now holds the previous site.
            SpareSite(of: self).keep(staging)
        } else {
            try rename(staging, to: url)
        }
    }

    /// Removes a folder and everything in it, on every core (`FolderSweep`); a symbolic link or a file at
    /// its place is removed itself.
    static func removeTree(at folder: URL) {
        let top = open(folder.path, folderFlags)
        guard top >= 0 else {
            unlink(folder.path)  // a file, a symbolic link, or nothing
            return
        }
        _ = FolderSweep.sweep(top, at: "", keeping: { _ in false })
        close(top)
        rmdir(folder.path)
    }

    static let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// The names in an open folder, and whether each is a folder or a regular file (neither: a symbolic
    /// link, a device, …). Told by `d_type`, and by `fstatat` on a file system that does not say.
    static func contents(of folder: Int32) -> [(name: String, isFolder: Bool, isFile: Bool)] {
        let copy = dup(folder)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        var names: [(name: String, isFolder: Bool, isFile: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                // A file system that does not say the type in the listing: asked one by one.
                guard let status = FileStatus(name, in: folder) else { continue }
                names.append((name, status.isFolder, status.isRegularFile))
            } else {
                names.append((name, type == UInt8(DT_DIR), type == UInt8(DT_REG)))
            }
        }
        return names
    }

    /// Removes a folder Hearth wrote beside the output (a staging folder, the spare, the site before). It
    /// is first renamed to a trash name: a removal killed halfway may already have taken the folder's
    /// marker, and a trash folder is removed by the next build without asking for one.
    func removeFolder(_ folder: URL) {
        let trash = parent.appending(path: trashPrefix + UUID().uuidString.prefix(8))
        if Foundation.rename(folder.path, trash.path) == 0 {
            Self.removeTree(at: trash)
        } else {
            Self.removeTree(at: folder)
        }
    }

    /// A new, empty folder beside the output for files on their way into it (`ResidentSite`): renamed
    /// from there, each arrives whole. Named as trash, so a process killed before removing it leaves a
    /// folder the next build removes.
    func makeIncomingFolder() throws -> URL {
        let incoming = parent.appending(path: trashPrefix + UUID().uuidString.prefix(8))
        do {
            try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: false)
        } catch {
            throw Failure(.cannotCreate, "cannot write beside \(url.path) (in \(parent.path)): \(error.localizedDescription)")
        }
        return incoming
    }

    /// Removes a staging folder after a failed build.
    public func discard(_ staging: URL) {
        removeFolder(staging)
    }

    private func rename(_ from: URL, to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(.inputOutput, "cannot move \(from.path) to \(to.path): \(reason)")
        }
    }

    /// Staging folders of builds that were killed before they finished. The caller holds the folder's
    /// `BuildLock`: without it, the staging folder of a build still running would look the same.
    /// Trash folders of removals that were killed are removed as they are.
    func removeLeftoverStaging() {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: parent.path)) ?? [] {
            let leftover = parent.appending(path: name)
            if name.hasPrefix(trashPrefix) {
                Self.removeTree(at: leftover)
            } else if name.hasPrefix(stagingPrefix) && files.fileExists(atPath: leftover.appending(path: Self.markerName).path) {
                removeFolder(leftover)
            }
        }
    }
}
