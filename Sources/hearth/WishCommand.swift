import ArgumentParser
import HearthDomain
import HearthStore

struct WishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wish",
        abstract: "The family's wish wall: a member's wishes, at most 39 characters each.",
        subcommands: [Add.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a wish and prints its ID.",
                                                        examples: "hearth wish add \"Pizza night on Friday\" --as Mia")
        @Argument(help: "The wish, at most 39 characters.") var text: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let wish = try store.addWish(text, by: member, in: family)
            Console.result(wish.id)
            Console.message("Added the wish.")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes one of your wishes, by its text or ID.",
                                                        examples: "hearth wish remove \"Pizza night on Friday\" --as Mia")
        @Argument(help: "The wish's text or ID.") var wish: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            try store.removeWish(wish, by: member, in: family)
            Console.message("Removed the wish.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the wishes: member, wish.",
                                                        examples: "hearth wish list")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let members = try store.members(of: family.id)
            for wish in try store.wishes(of: family) {
                Console.result("\(members.first { $0.id == wish.memberID }?.displayName ?? "?") · \(wish.text)")
            }
        }
    }
}
