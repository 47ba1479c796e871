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
                                                        discussion: "Example:\n  hearth label add 澆花 --family 林家")
        @Argument(help: "The label: at most 16 columns wide (8 Chinese characters), not a default one.") var name: String
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let added = try store.addLabel(name, in: try familyOption.resolve(in: store))
            Console.message("Added the label \(added).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a label of the family's own (no chore may use it).",
                                                        discussion: "Example:\n  hearth label remove 澆花 --family 林家")
        @Argument(help: "The label.") var name: String
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            try store.removeLabel(name, in: try familyOption.resolve(in: store))
            Console.message("Removed the label \(name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the labels: the defaults, then the family's own.",
                                                        discussion: "Example:\n  hearth label list")
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let family = try familyOption.resolve(in: store)
            for label in ChoreLabel.defaults {
                Console.result("\(label.title.padding(toLength: 10, withPad: " ", startingAt: 0))  \(label.name(in: .english)) · \(label.name(in: .traditionalChinese))")
            }
            for custom in try store.customLabels(of: family) { Console.result("custom      \(custom)") }
        }
    }
}
