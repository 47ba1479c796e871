import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

@main
struct Hearth: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hearth",
        abstract: "Renders a household's shared data store into a static dashboard (HTML and Markdown).",
        discussion: """
            Start with the demo household:
              hearth build --demo          # renders the demo into ./site
            Or make your own household:
              hearth init
              hearth family create "The Riveras"
              hearth member add Ana --family "The Riveras" --manager
              hearth build
            """,
        version: Hearth.version,
        subcommands: [InitCommand.self, ServeCommand.self, HostCommand.self, BackupCommand.self, RestoreCommand.self, DeviceCommand.self, TokenCommand.self, MCPCommand.self, FamilyCommand.self, MemberCommand.self, LocationCommand.self, ShopCommand.self, GroceryCommand.self, TripCommand.self, NotifyCommand.self, LabelCommand.self, ChoreCommand.self, WishCommand.self, RecipeCommand.self, MealCommand.self, StapleCommand.self, CarCommand.self,
                      ReportCommand.self, ExportCommand.self, ImportCommand.self, BuildCommand.self]
    )

    /// What `hearth --version` prints: the program's version, and the versions of what it writes.
    /// The versions of what it writes come from where they are kept, so they never need bumping here.
    static let version = "hearth 0.26 (store schema v\(HouseholdStore.schemaVersion), export format \(HouseholdStore.exportFormatVersion), renderer \(SiteBuilder.rendererVersion))"

    /// Runs the command; a Hearth failure prints its message and exits with its sysexits status.
    static func main() async {
        FreeMemory.holdLess()
        do {
            try CommandLineText.checkArguments()
            try Suggestions.checkHelpRequest(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as Failure {
            Console.error(CommandLineText.shorteningArguments(in: failure.message))
            Foundation.exit(failure.kind.exitStatus)
        } catch let failure as InvalidValue {
            Console.error(CommandLineText.shorteningArguments(in: failure.description))
            Foundation.exit(failure.failure.kind.exitStatus)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }  // --help and --version print as they are
            let parserMessage = fullMessage(for: error)
            let message = Suggestions.message(for: parserMessage, words: Array(CommandLine.arguments.dropFirst()))
            if message == parserMessage {
                Console.message(CommandLineText.shorteningArguments(in: message))
            } else {
                Console.error(CommandLineText.shorteningArguments(in: message))
            }
            Foundation.exit(code.rawValue)
        }
    }
}

extension Failure.Kind {
    /// The sysexits status of each kind of failure.
    var exitStatus: Int32 {
        switch self {
        case .usage: return 64
        case .badData: return 65
        case .missingInput: return 66
        case .unavailable: return 69
        case .cannotCreate: return 73
        case .inputOutput: return 74
        case .notPermitted: return 77
        }
    }
}
