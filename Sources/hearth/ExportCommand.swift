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
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let json = try storeOption.open().exportJSON()
        guard let output else {
            FileHandle.standardOutput.write(json)
            return
        }
        do {
            try json.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Failure(.cannotCreate, "cannot write \(output): \(error.localizedDescription)")
        }
        Console.message("Exported the store to \(output).")
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Reads a JSON document written by `hearth export` into the store, in one transaction.",
        discussion: """
            Everything in the file is added, or nothing is: a bad file changes nothing.
            Example:
              hearth init --store copy.sqlite && hearth import household.json --store copy.sqlite
            """
    )

    @Argument(help: "The JSON file to read.")
    var file: String

    @OptionGroup var storeOption: StoreOption

    func run() throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw Failure(.missingInput, "cannot read \(file): \(error.localizedDescription)")
        }
        let summary = try storeOption.open().importJSON(data, source: file)
        Console.message("Imported \(summary.families) families and \(summary.members) members from \(file).")
    }
}
