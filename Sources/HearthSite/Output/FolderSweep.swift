import Foundation

/// Removes what a folder holds but the files a rule keeps, and the folders left with nothing kept in
/// them. Each entry is removed by its name inside its open folder (`unlinkat`), so the kernel does not
/// walk its whole path again for each of 150,000 files and folders, and a symbolic link is removed as a
/// link, never followed. A large site's files are in thousands of folders side by side (recipes/<slug>/,
/// cars/<VIN>/, or <family>/recipes/<slug>/ when the site has several families): the first folder met
/// that holds many folders has them swept on every core, and each of those on one.
///
/// Removing a whole tree (`OutputFolder.removeTree`) keeps nothing; clearing the spare (`SpareSite`)
/// keeps the files its manifest lists.
enum FolderSweep {
    struct Result {
        /// Something below was kept.
        var holds: Bool
        /// Everything that was not kept could be removed.
        var whole: Bool
    }

    /// Sweeps the open folder `folder`, whose entries' paths start with `prefix`; `keep` is asked about each
    /// regular file by its path. `onEveryCore`: whether the folders below may still be spread over the
    /// cores (false once a folder above has been).
    static func sweep(_ folder: Int32, at prefix: String, onEveryCore: Bool = true,
                      keeping keep: @escaping @Sendable (String) -> Bool) -> Result {
        var result = Result(holds: false, whole: true)
        var subfolders: [String] = []
        for entry in OutputFolder.contents(of: folder) {
            if entry.isFolder {
                subfolders.append(entry.name)
            } else if entry.isFile && keep(prefix + entry.name) {
                result.holds = true
            } else {
                result.whole = unlinkat(folder, entry.name, 0) == 0 && result.whole
            }
        }
        let below: [Result]
        // Enough folders to share between the cores; fewer are not worth the threads.
        if onEveryCore && subfolders.count >= 64 {
            // Each worker writes only the results of its own folders.
            nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: subfolders.count)
            defer { results.deallocate() }
            let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
            let names = subfolders
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: names.count, by: workers) {
                    results[index] = sweepFolder(names[index], in: folder, at: prefix, onEveryCore: false, keeping: keep)
                }
            }
            below = Array(results)
        } else {
            below = subfolders.map { sweepFolder($0, in: folder, at: prefix, onEveryCore: onEveryCore, keeping: keep) }
        }
        for one in below {
            result.holds = result.holds || one.holds
            result.whole = result.whole && one.whole
        }
        return result
    }

    /// Removes the folder `name` of the open folder `parent` with everything in it, on one core.
    static func removeFolder(_ name: String, in parent: Int32) {
        _ = sweepFolder(name, in: parent, at: "", onEveryCore: false, keeping: { _ in false })
    }

    /// Sweeps the folder `name` of `parent`, and removes it when nothing in it is kept.
    private static func sweepFolder(_ name: String, in parent: Int32, at prefix: String, onEveryCore: Bool,
                                    keeping keep: @escaping @Sendable (String) -> Bool) -> Result {
        let folder = openat(parent, name, OutputFolder.folderFlags)
        guard folder >= 0 else { return Result(holds: false, whole: false) }
        var result = sweep(folder, at: prefix + name + "/", onEveryCore: onEveryCore, keeping: keep)
        close(folder)
        if !result.holds { result.whole = unlinkat(parent, name, AT_REMOVEDIR) == 0 && result.whole }
        return result
    }
}
