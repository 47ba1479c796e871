import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copies the store into a backups folder while it is in use, verifies the copy, and keeps the newest.",
        // One line a paragraph (a line ends in \ to go on): --help wraps each to the terminal's width, and
        // a line broken by hand inside a sentence would break again there. Examples fit in 80 columns.
        discussion: """
            A copy is SQLite's own (a consistent moment, while `hearth host` writes), readable by its owner \
            only, named by its time (household-2026-11-27T0300.sqlite), and named only once it is verified: \
            SQLite's integrity check passes, and its export imports into an empty store and exports the same \
            bytes.

            With --keep-daily or --keep-weekly, older copies are removed: the newest of each of the last N \
            days (and weeks) stays, and always the newest copy.

            Examples:
              hearth backup --store /var/lib/hearth/household.sqlite
              hearth backup --keep-daily 7 --keep-weekly 4 --to /mnt/usb/hearth-backups
              hearth backup list --to /var/lib/hearth/backups
            """,
        subcommands: [Make.self, List.self],
        defaultSubcommand: Make.self
    )

    /// `--to DIR`: the backups folder, by default "backups" beside the store.
    struct FolderOption: ParsableArguments {
        @Option(help: ArgumentHelp("The backups folder (default: backups, beside the store); made when missing, readable by its owner only.", valueName: "folder"))
        var to: String?

        func folder(of store: String) -> String { to ?? BackupFolder.defaultFolder(of: store) }
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
            try BackupFolder.makeFolder(folder)
            BackupFolder.removeLeftovers(in: folder)
            let backup = try store.backUp(to: try BackupFolder.newPath(in: folder, store: storeOption.path, at: Date()))
            Console.message("Backed up \(storeOption.path) to \(backup.path) (\(backup.bytes) bytes, revision \(backup.revision)): verified.")
            let removed = try BackupFolder.prune(folder, store: storeOption.path, keeping: BackupKeeping(daily: keepDaily, weekly: keepWeekly))
            for path in removed { Console.message("Removed \(path), which the keep rules no longer keep.") }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Lists the copies in the backups folder, newest first.")
        @OptionGroup var storeOption: StoreOption
        @OptionGroup var folderOption: FolderOption

        func run() throws {
            let folder = folderOption.folder(of: storeOption.path)
            let copies = try BackupFolder.copies(in: folder, store: storeOption.path)
            if copies.isEmpty { Console.message("No backups in \(folder)/ yet: make one with hearth backup.") }
            for copy in copies {
                let size = (try? FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int) ?? nil
                print("\(copy.time)\t\(size ?? 0) bytes\tverified when made\t\(copy.path)")
            }
        }
    }
}
