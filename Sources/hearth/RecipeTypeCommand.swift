import ArgumentParser
import HearthDomain
import HearthStore

/// `hearth recipe type`: the five default types and the family's own, as `hearth label` is for chores.
struct RecipeTypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Recipe types: the five defaults and the family's own.",
        subcommands: [Add.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a recipe type of the family's own.",
                                                        discussion: "Example:\n  hearth recipe type add Soups --family \"The Riveras\"")
        @Argument(help: "The type: at most \(RecipeType.maximumLength) characters, not a default one.") var name: String
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let added = try store.addRecipeType(name, in: try familyOption.resolve(in: store))
            Console.message("Added the recipe type \(added).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a recipe type of the family's own (no recipe may have it).",
                                                        discussion: "Example:\n  hearth recipe type remove Soups")
        @Argument(help: "The type.") var name: String
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let removed = try store.removeRecipeType(name, in: try familyOption.resolve(in: store))
            Console.message("Removed the recipe type \(removed).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the recipe types: the defaults, then the family's own.",
                                                        discussion: "Example:\n  hearth recipe type list")
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let family = try familyOption.resolve(in: store)
            for type in RecipeType.defaults { Console.result("default  \(type.rawValue)") }
            for own in try store.recipeTypes(of: family) { Console.result("own      \(own)") }
        }
    }
}
