import ArgumentParser
import HearthDomain
import HearthStore

struct GroceryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grocery",
        abstract: "The family's grocery and shopping list. An item is named by its name or its ID.",
        discussion: """
            Anyone checks, unchecks, purchases or marks an item (un)available; only the member who added an \
            item edits or removes it. Commands that change items take several at once, all or none.
            """,
        subcommands: [Add.self, Edit.self, Check.self, Uncheck.self, Purchase.self, Unavailable.self, Available.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Puts an item on the list and prints its ID; a known item goes back on the list.",
                                                        examples: "hearth grocery add Milk --quantity 2 --location Dairy --as Ana",
                                                        "hearth grocery add Saffron --only-at Market --as Ana")
        @Argument(help: "The item's name.") var name: String
        @Option(parsing: .unconditional, help: "How many (1 to 99; default 1), or how much with a unit: 500 g, 1.5 kg, ½ dozen, 2 packs.") var quantity: String?
        @Option(help: "The store location, by name (default: the Unknown Location).") var location: String?
        @Option(name: .customLong("only-at"), help: ArgumentHelp("Keep the item to this shop (again for each other shop it is got at; default: any shop).", valueName: "shop"))
        var onlyAt: [String] = []
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let measure = try quantity.map { try GroceryQuantity.parse($0, field: "--quantity").mapError(\.failure).get() }
            let context = try acting.open()
            let added = try context.store.addGroceryItem(name: name, measure: measure, location: location, onlyAt: onlyAt.isEmpty ? nil : onlyAt,
                                                         by: context.member, in: context.family)
            Console.result(added.item.id)
            switch added.outcome {
            case .added: Console.message("Added \(added.item.name) to the list.")
            case .putBack: Console.message("\(added.item.name) was known: it is back on the list.")
            case .alreadyOnList: Console.message("\(added.item.name) is already on the list.")
            case .changedOnList(let quantityChanged, let locationChanged, let shopsChanged, let previous):
                // A quantity in another unit says so: "2 l" and "1 gal" are not two of the same.
                let unitChanged = quantityChanged && measure?.unit != previous.unit
                let changes = [quantityChanged ? measure.map { "quantity from \(previous.text) to \($0.text)" + (unitChanged ? " (another unit)" : "") } : nil,
                               locationChanged ? location.map { "location to \($0)" } : nil,
                               shopsChanged ? "shops to \(onlyAt.joined(separator: ", "))" : nil].compactMap { $0 }
                Console.message("\(added.item.name) was already on the list: changed its \(changes.joined(separator: " and its ")).")
            }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Changes an item (only the member who added it may).",
                                                        examples: "hearth grocery edit Milk --quantity 3 --unavailable --as Ana",
                                                        "hearth grocery edit Saffron --only-at Market --only-at \"Big shop\" --as Ana",
                                                        "hearth grocery edit Saffron --any-shop --as Ana")
        @Argument(help: "The item, by name or ID.") var item: String
        @Option(help: "A new name.") var name: String?
        @Option(parsing: .unconditional, help: "How many (1 to 99), or how much with a unit: 500 g, 1.5 kg.") var quantity: String?
        @Option(help: "Another store location, by name.") var location: String?
        @Flag(help: "Mark the item as not available (struck through) or available again.")
        var availability: Availability?
        @Option(name: .customLong("only-at"), help: ArgumentHelp("Keep the item to this shop from now on (again for each other shop).", valueName: "shop"))
        var onlyAt: [String] = []
        @Flag(help: "Get the item at any shop again.") var anyShop = false
        @OptionGroup var acting: ActingOptions

        enum Availability: String, EnumerableFlag {
            case unavailable, available
        }

        func run() throws {
            guard name != nil || quantity != nil || location != nil || availability != nil || !onlyAt.isEmpty || anyShop else {
                throw Failure(.usage, "say what to change: --name, --quantity, --location, --unavailable, --available, --only-at or --any-shop")
            }
            if anyShop && !onlyAt.isEmpty { throw Failure(.usage, "--only-at and --any-shop: give one") }
            let measure = try quantity.map { try GroceryQuantity.parse($0, field: "--quantity").mapError(\.failure).get() }
            let context = try acting.open()
            let changes = HouseholdStore.ItemChanges(name: name, measure: measure, location: location,
                                                     available: availability.map { $0 == .available },
                                                     onlyAt: anyShop ? [] : onlyAt.isEmpty ? nil : onlyAt)
            let edited = try context.store.editGroceryItem(item, changes: changes, by: context.member, in: context.family)
            Console.message("Changed \(edited.name).")
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Checks items on the list (got them): they stay on the list, crossed out.",
                                                        examples: "hearth grocery check Milk --as Leo", "hearth grocery check Milk Eggs Bread --as Leo")
        @OptionGroup var items: ItemArguments

        func run() throws {
            try items.apply(.check, saying: "Checked")
        }
    }

    struct Uncheck: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unchecks items on the list.",
                                                        examples: "hearth grocery uncheck Milk --as Leo")
        @OptionGroup var items: ItemArguments

        func run() throws {
            try items.apply(.uncheck, saying: "Unchecked")
        }
    }

    struct Purchase: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Marks items purchased: off the list, with the day stamped.",
            discussion: """
                Examples:
                  hearth grocery purchase Milk --as Sam --date yesterday
                  hearth grocery purchase --checked --as Sam     # after the trip: everything checked
                """
        )
        @Argument(help: "The items, by name or ID.") var items: [String] = []
        @Flag(help: "Every checked item on the list.") var checked = false
        @Option(help: ArgumentHelp("The day of the purchase: today, yesterday or a date before (default: today).", valueName: "YYYY-MM-DD")) var date: String?
        @OptionGroup var acting: ActingOptions

        func validate() throws {
            if checked == !items.isEmpty { throw ValidationError("name the items, or give --checked for every checked item (not both)") }
        }

        func run() throws {
            let day = try Today.parsePast(date, doing: "an item is bought")
            let context = try acting.open()
            let purchased = checked
                ? try context.store.purchaseCheckedItems(on: day, by: context.member, in: context.family)
                : try context.store.apply(.purchase(day), to: items, by: context.member, in: context.family)
            if purchased.isEmpty { Console.message("Nothing is checked on the list of \(context.family.name).") }
            for item in purchased { Console.message("Purchased \(item.name) on \(day).") }
        }
    }

    struct Unavailable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Marks items not available (struck through on the list); anyone may: the shopper knows.",
                                                        examples: "hearth grocery unavailable Saffron --as Leo")
        @OptionGroup var items: ItemArguments

        func run() throws {
            try items.apply(.markAvailable(false), saying: "Marked not available:")
        }
    }

    struct Available: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Marks items available again; anyone may.",
                                                        examples: "hearth grocery available Saffron --as Leo")
        @OptionGroup var items: ItemArguments

        func run() throws {
            try items.apply(.markAvailable(true), saying: "Marked available:")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes items for good (only the member who added an item may).",
                                                        examples: "hearth grocery remove \"Skinny cow\" --as Ana")
        @OptionGroup var items: ItemArguments

        func run() throws {
            try items.apply(.remove, saying: "Removed")
        }
    }

    /// "×3" for a count, "500 g" for an amount with its unit.
    static func shown(_ measure: GroceryQuantity) -> String { GroceryListLines.shown(measure) }

    /// One or more items, who acts, the family and the store: what check, uncheck, remove and the
    /// availability commands take. Every item named is changed in one transaction, or none is.
    struct ItemArguments: ParsableArguments {
        @Argument(help: "The items, by name or ID.") var items: [String]
        @OptionGroup var acting: ActingOptions

        func apply(_ action: HouseholdStore.ItemAction, saying verb: String) throws {
            let context = try acting.open()
            for item in try context.store.apply(action, to: items, by: context.member, in: context.family) {
                Console.message("\(verb) \(item.name).")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the list in walking order: [x] checked, [ ] to get, ~ not available.",
            examples: "hearth grocery list", "hearth grocery list --all",
            "hearth grocery list --shop \"Corner shop\"    # in that shop's order; what it has not under \"Not at Corner shop\"")
        @Flag(help: "Every item, also those not on the list.") var all = false
        @Option(help: ArgumentHelp("The list at this shop, in its walking order (`hearth shop order`).", valueName: "shop")) var shop: String?
        @OptionGroup var household: HouseholdOptions

        func validate() throws {
            if all && shop != nil { throw ValidationError("--all lists every item by name, in no shop's order: give --all or --shop, not both") }
        }

        func run() throws {
            let (store, family) = try household.open()
            let list = GroceryList(locations: try store.locations(of: family), items: try store.groceryItems(of: family),
                                   shops: try store.shops(of: family))
            let members = try store.members()  // of the store: who added an item may have moved since
            if all {
                for item in list.items {
                    let mark = item.onList ? (item.completed ? "[x]" : "[ ]") : "   "
                    let location = list.location(item.locationID)?.name ?? "Unknown Location"
                    let state = item.onList && !item.available ? " · ~ not available" : ""
                    Console.result("\(mark) \(item.name) \(GroceryCommand.shown(item.measure)) · \(location)\(state) · \(item.id)")
                }
                return
            }
            let found = try shop.map { try store.shop($0, in: family) }
            Console.message(GroceryListLines.progress(of: list, in: family))
            for line in GroceryListLines.lines(of: list, at: found, members: members) { Console.result(line) }
        }
    }
}
