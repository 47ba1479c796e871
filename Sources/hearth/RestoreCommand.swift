import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Puts a backup (or an export) in the store's place, keeping the store it replaces beside it.",
        // One line a paragraph, as `hearth backup`'s (BackupCommand.swift says why).
        discussion: """
            The file is checked first as `hearth backup` checks a copy (an export: by importing it). A store a \
            running `hearth host` has open is never replaced (stop it first). Without --force, neither is a \
            store that holds changes the file lacks.

            The store replaced is kept, whole, as <store>.before-restore-<time>.

            Examples:
              hearth restore backups/household-2026-11-27T0300.sqlite
              hearth restore household.json --store /srv/hearth/household.sqlite --force
            """
    )

    @Argument(help: ArgumentHelp("The backup (a store file) or export (JSON) to restore.", valueName: "file")) var file: String
    @Flag(help: "Replace a store that holds changes the file lacks.") var force = false
    @OptionGroup var storeOption: StoreOption

    func run() throws {
        let restored = try StoreRestore.restore(file, to: storeOption.path, force: force)
        Console.message("Restored \(storeOption.path) from \(file)\(restored.revision.map { " (revision \($0))" } ?? "").")
        if let kept = restored.keptAt { Console.message("The store it replaced is kept as \(kept).") }
        // Each restore keeps the store it replaced, and Hearth never removes them: say how many there are.
        let store = URL(fileURLWithPath: storeOption.path)
        let kept = ((try? FileManager.default.contentsOfDirectory(atPath: store.deletingLastPathComponent().path)) ?? []).filter {
            $0.hasPrefix(store.lastPathComponent + ".before-restore-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        }
        if kept.count > 1 {
            Console.message("\(kept.count) stores replaced by restores are kept beside \(storeOption.path) (\(store.lastPathComponent).before-restore-*): remove those you no longer need.")
        }
    }
}
