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
