import ArgumentParser
import HearthDomain
import HearthStore

struct LocationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "location",
        abstract: "Store locations, in the order you walk through the store.",
        subcommands: [Add.self, Rename.self, Move.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a location (after the last one, unless --position says where) and prints its ID.",
                                                        examples: "hearth location add Dairy --position 30 --color \"#4F86C6\"")
        @Argument(help: "The location's name.") var name: String
        @Option(parsing: .unconditional, help: "Its place in walking order: smaller comes first.") var position: Int?
        @Option(help: ArgumentHelp("Its colour, as #RRGGBB.", valueName: "colour")) var color: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let colour = try color.map { text in
                guard let colour = Colour(hex: text) else { throw Failure(.usage, "--color \(text): expected #RRGGBB, such as #4F86C6") }
                return colour
            }
            let (store, family) = try household.open()
            let location = try store.addLocation(name: name, position: position, colour: colour, in: family)
            Console.result(location.id)
            Console.message("Added the location \(location.name) at position \(location.position).")
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renames a location.",
                                                        examples: "hearth location rename Dairy \"Dairy & Eggs\"")
        @Argument(help: "The location, by name or ID.") var location: String
        @Argument(help: "Its new name.") var newName: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            try store.renameLocation(location, to: newName, in: family)
            Console.message("Renamed \(location) to \(newName).")
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Puts a location at another place in the walking order.",
                                                        examples: "hearth location move Bakery --position 5")
        @Argument(help: "The location, by name or ID.") var location: String
        @Option(parsing: .unconditional, help: "Its new place in walking order.") var position: Int
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            try store.moveLocation(location, to: position, in: family)
            Console.message("Moved \(location) to position \(position).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a location; its items move to the Unknown Location.",
                                                        examples: "hearth location remove \"Service Desk\"")
        @Argument(help: "The location, by name or ID.") var location: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let moved = try store.removeLocation(location, in: family)
            Console.message("Removed \(location); \(Counted.text(moved, "item", "items")) moved to the Unknown Location.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the locations in walking order: position, items, name.",
                                                        examples: "hearth location list --family \"The Riveras\"")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let items = try store.groceryItems(of: family)
            for location in try store.locations(of: family) {
                let count = items.filter { $0.locationID == location.id }.count
                let position = location.isUnknown ? "last" : String(location.position)
                Console.result("\(position.padding(toLength: 6, withPad: " ", startingAt: 0))  \(String(count).padding(toLength: 4, withPad: " ", startingAt: 0)) items  \(location.name)")
            }
        }
    }
}
