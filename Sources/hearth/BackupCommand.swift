import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copies the store into a backups folder while it is in use, verifies the copy, and keeps the newest.",
        discussion: """
            A copy is SQLite's own (a consistent moment, while `hearth host` writes), readable by its owner
            only, named by its time (household-2026-11-27T0300.sqlite), and named only once it is verified:
            SQLite's integrity check passes, and its export imports into an empty store and exports the same
            bytes. With --keep-daily or --keep-weekly, older copies are removed: the newest of each of the
            last N days (and weeks) stays, and always the newest copy.
            Examples:
              hearth backup --store /var/lib/hearth/household.sqlite --to /var/lib/hearth/backups
              hearth backup --keep-daily 7 --keep-weekly 4
              hearth backup list --to /var/lib/hearth/backups
            """,
        subcommands: [Make.self, List.self],
        defaultSubcommand: Make.self
    )

    /// `--to DIR`: the backups folder, by default "backups" beside the store.
    struct FolderOption: ParsableArguments {
        @Option(help: ArgumentHelp("The backups folder (default: backups, beside the store); made when missing, readable by its owner only.", valueName: "folder"))
        var to: String?

        func folder(of store: String) -> String {
            to ?? ((store as NSString).deletingLastPathComponent.isEmpty ? "backups" : (store as NSString).deletingLastPathComponent + "/backups")
        }
    }

    struct Make: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "make", abstract: "Makes a verified copy of the store (what `hearth backup` does).")
        @OptionGroup var storeOption: StoreOption
        @OptionGroup var folderOption: FolderOption
        @Option(help: ArgumentHelp("Keep the newest copy of each of the last N days that have one.", valueName: "N")) var keepDaily: Int?
        @Option(help: ArgumentHelp("Keep the newest copy of each of the last N weeks that have one.", valueName: "N")) var keepWeekly: Int?

        func run() throws {
            for (name, value) in [("--keep-daily", keepDaily), ("--keep-weekly", keepWeekly)] {
                if let value, value < 1 { throw Failure(.usage, "\(name) \(value): expected 1 or more") }
            }
            let store = try storeOption.open()
            let folder = folderOption.folder(of: storeOption.path)
            try StoreBackups.makeFolder(folder)
            let backup = try store.backUp(to: try StoreBackups.newPath(in: folder, store: storeOption.path, at: Date()))
            Console.message("Backed up \(storeOption.path) to \(backup.path) (\(backup.bytes) bytes, revision \(backup.revision)): verified.")
            let removed = try StoreBackups.prune(folder, store: storeOption.path, keeping: BackupKeeping(daily: keepDaily, weekly: keepWeekly))
            for path in removed { Console.message("Removed \(path), which the keep rules no longer keep.") }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Lists the copies in the backups folder, newest first.")
        @OptionGroup var storeOption: StoreOption
        @OptionGroup var folderOption: FolderOption

        func run() throws {
            let folder = folderOption.folder(of: storeOption.path)
            let copies = try StoreBackups.copies(in: folder, store: storeOption.path)
            if copies.isEmpty { Console.message("No backups in \(folder)/ yet: make one with hearth backup.") }
            for copy in copies {
                let size = (try? FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int) ?? nil
                print("\(copy.time)\t\(size ?? 0) bytes\tverified when made\t\(copy.path)")
            }
        }
    }
}

/// The copies `hearth backup` keeps in a folder: "<store's name>-<local time>.sqlite".
enum StoreBackups {
    struct Copy {
        var path: String
        /// "2026-11-27T0300" as the name holds it (local time), or with seconds for a second copy in a minute.
        var time: String
        var day: CalendarDay
    }

    /// The folder, made readable by its owner only when it is missing.
    static func makeFolder(_ folder: String) throws {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(.cannotCreate, "cannot make the backups folder \(folder): \(error.localizedDescription)")
        }
    }

    /// The prefix of the store's copies: "household-" for household.sqlite.
    static func prefix(of store: String) -> String {
        ((store as NSString).lastPathComponent as NSString).deletingPathExtension + "-"
    }

    /// The path of a new copy made at `date`: named by the minute, or by the second when a copy of that
    /// minute is there already.
    static func newPath(in folder: String, store: String, at date: Date) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd'T'HHmm", "yyyy-MM-dd'T'HHmmss"] {
            formatter.dateFormat = format
            let path = folder + "/" + prefix(of: store) + formatter.string(from: date) + ".sqlite"
            if !FileManager.default.fileExists(atPath: path) { return path }
        }
        throw Failure(.cannotCreate, "\(folder) has a backup of this second already: try again in a second")
    }

    /// The copies in `folder`, newest first (hidden, half-made copies are none of them).
    static func copies(in folder: String, store: String) throws -> [Copy] {
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw Failure(.missingInput, "cannot read the backups folder \(folder): \(error.localizedDescription)")
        }
        let prefix = prefix(of: store)
        return names.compactMap { name -> Copy? in
            guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
            let time = String(name.dropFirst(prefix.count).dropLast(".sqlite".count))
            guard time.count >= 15, let day = CalendarDay(iso: String(time.prefix(10))), time.dropFirst(10).first == "T",
                  time.dropFirst(11).allSatisfy(\.isNumber) else { return nil }
            return Copy(path: folder + "/" + name, time: time, day: day)
        }.sorted { $0.time > $1.time }
    }

    /// Removes the copies `keeping` does not keep; returns their paths.
    static func prune(_ folder: String, store: String, keeping: BackupKeeping) throws -> [String] {
        let copies = try copies(in: folder, store: store)
        let kept = keeping.kept(newestFirst: copies.map(\.day))
        var removed: [String] = []
        for (index, copy) in copies.enumerated() where !kept.contains(index) {
            guard unlink(copy.path) == 0 else {
                throw Failure(.inputOutput, "cannot remove the old backup \(copy.path): \(String(cString: strerror(errno)))")
            }
            removed.append(copy.path)
        }
        return removed
    }
}
