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
                                                        examples: "hearth recipe type add Soups --family \"The Riveras\"")
        @Argument(help: "The type: at most \(RecipeType.maximumLength) characters, not a default one.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let added = try store.addRecipeType(name, in: family)
            Console.message("Added the recipe type \(added).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a recipe type of the family's own (no recipe may have it).",
                                                        examples: "hearth recipe type remove Soups")
        @Argument(help: "The type.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let removed = try store.removeRecipeType(name, in: family)
            Console.message("Removed the recipe type \(removed).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the recipe types: the defaults, then the family's own.",
                                                        examples: "hearth recipe type list")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            for type in RecipeType.defaults { Console.result("default  \(type.rawValue)") }
            for own in try store.recipeTypes(of: family) { Console.result("own      \(own)") }
        }
    }
}
