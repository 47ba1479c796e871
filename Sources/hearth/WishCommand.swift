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
                                                        discussion: "Example:\n  hearth wish add \"Pizza night on Friday\" --as Mia")
        @Argument(help: "The wish, at most 39 characters.") var text: String
        @OptionGroup var actingMember: ActingMemberOption
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let (store, family, member) = try actingMember.open(storeOption, familyOption)
            let wish = try store.addWish(text, by: member, in: family)
            Console.result(wish.id)
            Console.message("Added the wish.")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes one of your wishes, by its text or ID.",
                                                        discussion: "Example:\n  hearth wish remove \"Pizza night on Friday\" --as Mia")
        @Argument(help: "The wish's text or ID.") var wish: String
        @OptionGroup var actingMember: ActingMemberOption
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let (store, family, member) = try actingMember.open(storeOption, familyOption)
            try store.removeWish(wish, by: member, in: family)
            Console.message("Removed the wish.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the wishes: member, wish.",
                                                        discussion: "Example:\n  hearth wish list")
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let family = try familyOption.resolve(in: store)
            let members = try store.members(of: family.id)
            for wish in try store.wishes(of: family) {
                Console.result("\(members.first { $0.id == wish.memberID }?.displayName ?? "?") · \(wish.text)")
            }
        }
    }
}
