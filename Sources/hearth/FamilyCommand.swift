import ArgumentParser
import HearthDomain
import HearthStore

struct FamilyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "family",
        abstract: "Makes and lists families.",
        subcommands: [Create.self, List.self]
    )

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Makes a family and prints its new ID.",
            discussion: """
                Example:
                  hearth family create "The Riveras" --language en
                  hearth family create 林家 --language zh-Hant
                """
        )

        @Argument(help: "The family's name.")
        var name: String

        @Option(help: "The dashboard's language: en or zh-Hant.")
        var language: String = Language.english.tag

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            guard let chosen = Language(tag: language) else {
                throw Failure(.usage, "--language \(language): expected one of \(Language.allTags)")
            }
            let family = try storeOption.open().createFamily(name: name, language: chosen)
            Console.result(family.id.text)
            Console.message("Made the family \(family.name). Add a member: hearth member add NAME --family \(family.id)")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the families: ID, language, members, name.",
            discussion: "Example:\n  hearth family list"
        )

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            for family in try store.families() {
                let count = try store.members(of: family.id).count
                Console.result("\(family.id)  \(family.language.tag.padding(toLength: 7, withPad: " ", startingAt: 0))  \(count) members  \(family.name)")
            }
        }
    }
}
