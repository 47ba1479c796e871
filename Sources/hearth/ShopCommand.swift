import ArgumentParser
import HearthDomain
import HearthStore

/// `hearth shop …`: the shops the family buys at, each with its own walking order (`Shop`). Without shops
/// the locations' order (`hearth location`) is the one order, as before.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Shops the family buys at, each with its own walking order of the family's locations.",
        discussion: """
            A shop has the locations its order names, in that order; a location left out is one the shop has \
            not. `hearth grocery list --shop SHOP` prints the list there, and what it has not last.
            """,
        subcommands: [Add.self, List.self, Rename.self, Remove.self, Order.self, Learn.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a shop and prints its ID; `hearth shop order` gives it its walking order.",
                                                        examples: "hearth shop add \"Corner shop\" --family \"The Riveras\"")
        @Argument(help: "The shop's name.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let shop = try store.addShop(name: name, in: family)
            Console.result(shop.id)
            Console.message("Added the shop \(shop.name); give it its walking order with `hearth shop order \"\(shop.name)\" LOCATION…`.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the shops by name, each with its walking order.",
                                                        examples: "hearth shop list")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let locations = try store.locations(of: family)
            for shop in try store.shops(of: family) {
                Console.result("\(shop.name): \(ShopCommand.order(shop.locationIDs, of: locations)) · \(shop.id)")
            }
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renames a shop.", examples: "hearth shop rename \"Corner shop\" \"Corner store\"")
        @Argument(help: "The shop, by name or ID.") var shop: String
        @Argument(help: "Its new name.") var newName: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let renamed = try store.renameShop(shop, to: newName, in: family)
            Console.message("Renamed \(shop) to \(renamed.name).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a shop and its walking order; items kept only to it may be got anywhere again.",
                                                        examples: "hearth shop remove \"Corner shop\"")
        @Argument(help: "The shop, by name or ID.") var shop: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let (removed, items) = try store.removeShop(shop, in: family)
            Console.message("Removed the shop \(removed.name); \(Counted.text(items, "item", "items")) no longer kept to it.")
        }
    }

    struct Order: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Gives a shop its walking order: the locations it has, in the order you walk them there; one left out is one it has not.",
            examples: "hearth shop order \"Corner shop\" Bakery Dairy Produce")
        @Argument(help: "The shop, by name or ID.") var shop: String
        @Argument(help: "The locations it has, by name or ID, in walking order (the Unknown Location is last in every shop).") var locations: [String] = []
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let ordered = try store.orderShop(shop, locations: locations, in: family)
            let all = try store.locations(of: family)
            let lacking = all.filter { !$0.isUnknown && !ordered.locationIDs.contains($0.id) }.map(\.name)
            Console.message("\(ordered.name): \(ShopCommand.order(ordered.locationIDs, of: all))"
                            + (lacking.isEmpty ? "." : "; it has not \(lacking.joined(separator: ", "))."))
        }
    }

    struct Learn: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Suggests a shop's walking order from the order items were ticked on past trips there, and how sure it is.",
            discussion: """
                Each trip to the shop (`hearth trip start --shop`, or "I'm going shopping" on the phone) that ended \
                with a purchase votes, for each two locations it ticked items at, for the one it reached first.

                Examples:
                  hearth shop learn "Big shop"
                  hearth shop learn "Big shop" --apply     # make it the shop's walking order
                """)
        @Argument(help: "The shop, by name or ID.") var shop: String
        @Flag(help: "Make the suggestion the shop's walking order.") var apply = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let (learned, order) = try store.learnShopOrder(shop, apply: apply, in: family)
            let names = Dictionary(try store.locations(of: family).map { ($0.id, $0.name) }) { first, _ in first }
            for (index, id) in order.locationIDs.enumerated() {
                Console.result("\(index + 1). \(names[id] ?? id)" + (index < order.learned ? "" : " (no trip ticked here: kept from the shop's order)"))
            }
            guard order.trips > 0 else {
                Console.message("No trip to \(learned.name) has ended with ticked items yet: nothing to learn from.")
                return
            }
            let sure = order.percentSure.map { "\($0) % of \(Counted.text(order.votes, "vote", "votes")) agree" }
                ?? "no trip ticked at two locations, so nothing says which comes first"
            Console.message("Learned from \(Counted.text(order.trips, "trip", "trips")) to \(learned.name): \(sure).")
            Console.message(apply ? "This is now the walking order of \(learned.name)." : "Make it the walking order with --apply.")
        }
    }

    /// "Produce → Dairy → Bakery", the Unknown Location last as in every shop.
    static func order(_ ids: [String], of locations: [StoreLocation]) -> String {
        let names = Dictionary(locations.map { ($0.id, $0.name) }) { first, _ in first }
        let unknown = locations.first(where: \.isUnknown)?.name ?? StoreLocation.unknown().name
        return (ids.map { names[$0] ?? $0 } + [unknown]).joined(separator: " → ")
    }
}
