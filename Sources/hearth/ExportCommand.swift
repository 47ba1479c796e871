import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the whole store as one JSON document (docs/export-format.md).",
        discussion: """
            Examples:
              hearth export > household.json
              hearth export --output backup.json
              hearth export --output backup.json --group family   # readable by the group "family" too
            Hearth writes over a file only when it is an export (--force for another file), never over the
            store; a new export is readable by its owner only (0600), or by --group too (0660).
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Option(help: ArgumentHelp("Write to this file instead of standard output (- is standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Write over a file that is not a Hearth export.")
    var force = false

    @Option(help: ArgumentHelp("Give the new file to this group, which may read it too (0660 instead of 0600).", valueName: "group"))
    var group: String?

    func run() throws {
        let json = try storeOption.open().exportJSON()
        let file = OutputFile(path: output ?? "-", kind: .householdExport, force: force, group: group, storePath: storeOption.path)
        try file.write(json)
        if output != nil && output != "-" { Console.message("Exported the store to \(file.shownPath).") }
    }
}
