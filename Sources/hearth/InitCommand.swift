import ArgumentParser
import HearthStore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a new, empty store (never overwrites an existing file).",
        discussion: """
            Examples:
              hearth init                              # ./household.sqlite
              hearth init --store ~/home.sqlite --demo # filled with the demo household
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Flag(help: "Fill the new store with the demo household.")
    var demo = false

    func run() throws {
        let store = try HouseholdStore.create(at: storeOption.path)
        if demo {
            try store.addDemoHousehold()
            Console.message("Created \(storeOption.path) with the demo household.")
        } else {
            Console.message("Created \(storeOption.path). Next: hearth family create NAME")
        }
    }
}
