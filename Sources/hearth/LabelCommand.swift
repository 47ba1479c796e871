import ArgumentParser
import HearthDomain
import HearthStore

struct LabelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Chore labels: the eight defaults and the family's own (at most 8 characters).",
        subcommands: [Add.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a label of the family's own.",
                                                        examples: "hearth label add 澆花 --family 林家")
        @Argument(help: "The label: at most 16 columns wide (8 Chinese characters), not a default one.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let added = try store.addLabel(name, in: family)
            Console.message("Added the label \(added).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a label of the family's own (no chore may use it).",
                                                        examples: "hearth label remove 澆花 --family 林家")
        @Argument(help: "The label.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            try store.removeLabel(name, in: family)
            Console.message("Removed the label \(name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the labels: the defaults, then the family's own.",
                                                        examples: "hearth label list")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            for label in ChoreLabel.defaults {
                Console.result("\(label.title.padding(toLength: 10, withPad: " ", startingAt: 0))  \(Swift.Set([Language.base, family.language]).sorted().map { label.name(in: $0) }.joined(separator: " · "))")
            }
            for custom in try store.customLabels(of: family) { Console.result("custom      \(custom)") }
        }
    }
}
