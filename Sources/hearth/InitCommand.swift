import ArgumentParser
import HearthDomain
import HearthStore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a new, empty store (never overwrites an existing file).",
        discussion: """
            Examples:
              hearth init                              # ./household.sqlite
              hearth init --store ~/home.sqlite --demo # filled with the demo household
              hearth init --store /dev/shm/big.sqlite --synthetic 100   # for benchmarks
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Flag(help: "Fill the new store with the demo household.")
    var demo = false

    @Option(help: ArgumentHelp("Fill the new store with a deterministic household at scale N, for benchmarks (see docs/performance.md).", valueName: "N"))
    var synthetic: Int?

    func run() throws {
        if demo && synthetic != nil { throw Failure(.usage, "choose --demo or --synthetic, not both") }
        if let synthetic, !(1...100_000).contains(synthetic) { throw Failure(.usage, "--synthetic \(synthetic): expected a scale from 1 to 100000") }
        let store = try HouseholdStore.create(at: storeOption.path)
        if let synthetic {
            try SyntheticHousehold.fill(store, scale: synthetic)
            Console.message("Created \(storeOption.path) with the synthetic household at scale \(synthetic).")
        } else if demo {
            try store.addDemoHousehold()
            Console.message("Created \(storeOption.path) with the demo household.")
        } else {
            Console.message("Created \(storeOption.path). Next: hearth family create NAME")
        }
    }
}
