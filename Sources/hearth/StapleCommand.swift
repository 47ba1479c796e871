import ArgumentParser
import HearthDomain
import HearthStore

struct StapleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "staple",
        abstract: "What the house always has (salt, oil and water to start with): `meal shop` skips them.",
        subcommands: [Add.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a staple.", examples: "hearth staple add flour")
        @Argument(help: "The staple's name.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let kept = try store.addStaple(name, in: family)
            Console.message("\(kept) is a staple: meal shop will skip it.")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a staple (one of the defaults too).", examples: "hearth staple remove water")
        @Argument(help: "The staple's name.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let removed = try store.removeStaple(name, in: family)
            Console.message("\(removed) is no longer a staple: meal shop will put it on the list.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the staples, one a line.", examples: "hearth staple list")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            for staple in try store.staples(of: family) { Console.result(staple) }
        }
    }
}
