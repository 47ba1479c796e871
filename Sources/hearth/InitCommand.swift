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
              hearth init --store /srv/hearth/household.sqlite --group family
            The store is readable by its owner only (0600), or by --group too (0660): every member of that
            group may then read and change the household (its folder must let them write, for SQLite's
            -wal and -shm files).
            """
    )

    @OptionGroup var storeOption: StoreOption

    @Flag(help: "Fill the new store with the demo household.")
    var demo = false

    @Option(help: ArgumentHelp("Fill the new store with a deterministic household at scale N, for benchmarks (see docs/performance.md).", valueName: "N"))
    var synthetic: Int?

    @Option(help: ArgumentHelp("Give the store to this group, whose members may read and change it too (0660 instead of 0600).", valueName: "group"))
    var group: String?

    func run() throws {
        if demo && synthetic != nil { throw Failure(.usage, "choose --demo or --synthetic, not both") }
        if let synthetic, !(1...100_000).contains(synthetic) { throw Failure(.usage, "--synthetic \(synthetic): expected a scale from 1 to 100000") }
        let store = try HouseholdStore.create(at: storeOption.path, group: group)
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
