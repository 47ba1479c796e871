import ArgumentParser
import HearthDomain
import HearthStore

struct MemberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "member",
        abstract: "Adds and lists members.",
        subcommands: [Add.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a member to a family and prints the new member ID.",
            discussion: """
                Example:
                  hearth member add Ana --family "The Riveras" --manager
                """
        )

        @Argument(help: "The member's display name.")
        var name: String

        @OptionGroup var familyOption: FamilyOption

        @Flag(help: "The member is a manager (managers change the car inventory).")
        var manager = false

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let family = try store.family(matching: familyOption.family)
            let member = try store.addMember(name: name, to: family, isManager: manager)
            Console.result(member.id.text)
            Console.message("Added \(member.displayName) to \(family.name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists members: ID, family, role, name (every family's, or one family's with --family).",
            discussion: "Example:\n  hearth member list --family \"The Riveras\""
        )

        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let familyID = try familyOption.family.map { try store.family(matching: $0).id }
            for member in try store.members(of: familyID) {
                let role = member.isManager ? "manager" : "member "
                Console.result("\(member.id)  \(member.familyID)  \(role)  \(member.displayName)")
            }
        }
    }
}
