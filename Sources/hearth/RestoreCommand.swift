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
    }
}
