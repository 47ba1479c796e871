import Foundation
import GRDB
import HearthDomain

/// `hearth restore FILE`: puts a backup (a store file `hearth backup` made, or any Hearth store) or an
/// export in the store's place. The file is checked first as a backup is; a running host's store is
/// never replaced; without `force`, neither is a store that holds changes the file lacks. The store it
/// replaces is kept beside it, whole (with its -wal and -shm), under `<store>.before-restore-<time>`.
public enum StoreRestore {
    /// What a restore did.
    public struct Restored: Sendable {
        /// The store's revision now (nil for an export: its revisions start again).
        public var revision: Int?
        /// Where the store it replaced was kept; nil when there was none.
        public var keptAt: String?
    }

    public static func restore(_ file: String, to store: String, force: Bool, now: Date = Date()) throws -> Restored {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { throw Failure(.missingInput, "\(file): no such file") }
        // What a restore takes: a store file `hearth backup` made (or any Hearth store), or an export.
        if isFolder.boolValue { throw Failure(.badData, "\(file) is a folder, not a backup (a store file) or an export (JSON); nothing was changed") }
        if (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) == 0 {
            throw Failure(.badData, "\(file) is an empty file, not a backup (a store file) or an export (JSON); nothing was changed")
        }
        if let host = StoreHostLock.holder(of: store) {
            throw Failure(.notPermitted, "\(host) has \(store) open: stop it first (systemctl stop hearth-host), then restore")
        }
        let isStore = try StoreFile.hasSQLiteHeader(file)
        // Another program's database is refused by what it is, before anything moves (`--force` too).
        if isStore { try StoreFile.checkIsHearthStore(file) }
        // Checked before anything changes: a backup as `hearth backup` checks it, an export by importing it.
        let revision: Int? = isStore ? try HouseholdStore.verifyBackup(at: file) : nil
        let export: Data? = isStore ? nil : try Data(contentsOf: URL(fileURLWithPath: file))
        if let export { _ = try HouseholdStore.inMemory().importJSON(export, source: file) }

        let exists = FileManager.default.fileExists(atPath: store)
        if exists && !force {
            let current = try HouseholdStore.open(at: store)
            let currentRevision = try current.revision()
            if let revision, currentRevision > revision {
                throw Failure(.badData, "\(store) holds changes \(file) lacks (the store is at revision \(currentRevision), the file at \(revision)): give --force to replace it anyway (it is kept beside it)")
            }
            if revision == nil, !(try current.families()).isEmpty {
                throw Failure(.badData, "\(store) holds a household, and an export does not say which changes it holds: give --force to replace it (it is kept beside it)")
            }
        }

        // The new store, made whole beside the old one, then put in its place.
        let folder = (store as NSString).deletingLastPathComponent
        let partial = (folder.isEmpty ? "" : folder + "/") + ".\((store as NSString).lastPathComponent).restoring-\(getpid())"
        do {
            if let export {
                let made = try HouseholdStore.create(at: partial)
                _ = try made.importJSON(export, source: file)
                // Closed here: SQLite writes its WAL into the file as its last connection closes.
                try made.database.close()
            } else {
                try StoreFile.createEmpty(partial, group: nil)
                var configuration = Configuration()
                configuration.readonly = true
                let source = try DatabaseQueue(path: file, configuration: configuration)
                let copy = try DatabaseQueue(path: partial)
                try source.backup(to: copy)
                try copy.close()
                try source.close()
            }
            // Each connection is closed, its WAL written into the file: what is left beside it is empty.
            for suffix in ["-wal", "-shm"] { unlink(partial + suffix) }
            try StoreFile.syncToDisk(partial)
        } catch {
            for suffix in ["", "-wal", "-shm"] { unlink(partial + suffix) }
            throw error
        }

        var keptAt: String?
        if exists {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd'T'HHmmss"
            // Never over a copy an earlier restore kept (two restores in one second).
            let stamp = store + ".before-restore-" + formatter.string(from: now)
            var kept = stamp
            var number = 1
            while FileManager.default.fileExists(atPath: kept) || StoreFile.isSymbolicLink(kept) {
                number += 1
                kept = stamp + "-\(number)"
            }
            // The store with its -wal and -shm, renamed together: the store as it was, every change in it.
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: store + suffix) {
                guard rename(store + suffix, kept + suffix) == 0 else {
                    throw Failure(.cannotCreate, "cannot keep \(store + suffix) as \(kept + suffix): \(String(cString: strerror(errno)))")
                }
            }
            keptAt = kept
        }
        guard rename(partial, store) == 0 else {
            throw Failure(.cannotCreate, "cannot put the restored store at \(store): \(String(cString: strerror(errno)))\(keptAt.map { " (the store it replaces is \($0))" } ?? "")")
        }
        try StoreFile.syncToDisk(store)
        return Restored(revision: try HouseholdStore.open(at: store).revision(), keptAt: keptAt)
    }
}
