import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

struct RecipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe",
        abstract: "The family's recipe book; amounts scale to any number of servings.",
        subcommands: [Add.self, Edit.self, Remove.self, List.self, Scale.self, RecipeImportCommand.self, RecipeTypeCommand.self]
    )

    /// The options a recipe's fields are given with, shared by add and edit.
    struct RecipeFields: ParsableArguments {
        @Option(help: ArgumentHelp("The type: \(RecipeType.labels), or one of the family's own (hearth recipe type list).", valueName: "type")) var type: String?
        @Option(parsing: .unconditional, help: "How many servings the recipe makes (1 to 100).") var servings: Int?
        @Option(parsing: .unconditional, help: ArgumentHelp("Preparation time in minutes.", valueName: "minutes")) var prep: Int?
        @Option(parsing: .unconditional, help: ArgumentHelp("Cooking time in minutes (0: unknown).", valueName: "minutes")) var cook: Int?
        @Option(parsing: .unconditional, help: ArgumentHelp("Waiting time in minutes: rising, chilling (0: unknown).", valueName: "minutes")) var wait: Int?
        @Option(parsing: .unconditional, help: ArgumentHelp("The whole time in minutes, when it is not prep, cook and waiting added up (0: add them up).", valueName: "minutes"))
        var total: Int?
        @Option(help: ArgumentHelp("Where the recipe came from: an http or https address (\"\" takes it away).", valueName: "address")) var source: String?
        @Option(help: ArgumentHelp("The cuisine, such as Italian (\"\" takes it away).", valueName: "name")) var cuisine: String?
        @Option(help: ArgumentHelp("The language it is written in, such as de, pt-BR or ja: its lines are read and scaled in that language's words (\"\" takes it away: the family's).", valueName: "tag"))
        var language: String?
        @Option(help: ArgumentHelp("A tag, such as vegetarian; repeat for each (given ones replace all; \"\" alone takes them away).", valueName: "tag"))
        var tag: [String] = []
        @Option(help: ArgumentHelp("Nutrition per serving as NAME=VALUE, such as calories=240 kcal or proteinContent=12 g; repeat for each (given ones replace all; \"\" alone takes them away).", valueName: "name=value"))
        var nutrition: [String] = []
        @Option(help: ArgumentHelp("An ingredient as written, such as \"1 1/2 cups flour\"; repeat for each, in order. A line ending in a colon (\"Dough:\") heads the lines after it.", valueName: "line"))
        var ingredient: [String] = []
        @Option(help: ArgumentHelp("A Markdown file with the method.", valueName: "file.md")) var method: String?
        @Option(help: ArgumentHelp("A Markdown file with front matter (name, type, servings, prep, cook, wait, total, source, cuisine, tags, language, image, ingredients) and the method.", valueName: "recipe.md"))
        var file: String?
        @Option(help: ArgumentHelp("A PNG, JPEG or WebP picture (told by its bytes); stored in the store.", valueName: "file")) var image: String?

        /// Whether any field was given: an edit without one would change nothing.
        var givesAny: Bool {
            type != nil || servings != nil || prep != nil || cook != nil || wait != nil || total != nil || source != nil || !ingredient.isEmpty
                || cuisine != nil || language != nil || !tag.isEmpty || !nutrition.isEmpty
                || method != nil || file != nil || image != nil
        }

        func input(name: String?, family: Family, store: HouseholdStore, removeImage: Bool = false) throws -> HouseholdStore.RecipeInput {
            var input = HouseholdStore.RecipeInput(name: name, type: type, servings: servings, prepMinutes: prep,
                                                   ingredients: ingredient.isEmpty ? nil : ingredient,
                                                   method: try method.map(InputFile.text),
                                                   image: try image.map { (bytes: [UInt8](try InputFile.data($0)), source: "--image \($0)") },
                                                   removeImage: removeImage)
            input.cookMinutes = cook
            input.waitMinutes = wait
            input.totalMinutes = total
            input.source = source
            input.cuisine = cuisine
            input.language = language
            input.tags = tag.isEmpty ? nil : tag.filter { !$0.isEmpty }
            input.nutrition = nutrition.isEmpty ? nil : try nutrition.filter { !$0.isEmpty }.map { try NutritionFact.parse($0).mapError(\.failure).get() }
            if let file {
                let parsed = try RecipeFile.parse(try InputFile.text(file), source: file, decimalComma: family.decimalComma,
                                                  familyTypes: try store.recipeTypes(of: family)).mapError(\.failure).get()
                input.name = input.name ?? parsed.name
                input.type = input.type ?? parsed.type.rawValue
                input.servings = input.servings ?? parsed.servings
                input.prepMinutes = input.prepMinutes ?? parsed.prepMinutes
                input.ingredients = input.ingredients ?? parsed.ingredientLines
                input.method = input.method ?? parsed.method
                input.cookMinutes = input.cookMinutes ?? parsed.cookMinutes
                input.waitMinutes = input.waitMinutes ?? parsed.waitMinutes
                input.totalMinutes = input.totalMinutes ?? parsed.totalMinutes
                input.source = input.source ?? parsed.source
                input.cuisine = input.cuisine ?? (parsed.cuisine.isEmpty ? nil : parsed.cuisine)
                input.tags = input.tags ?? (parsed.tags.isEmpty ? nil : parsed.tags)
                input.language = input.language ?? (parsed.language.isEmpty ? nil : parsed.language)
                if input.image == nil, !removeImage, let picture = parsed.image {
                    // Named relative to the recipe file, wherever the command runs.
                    let path = picture.hasPrefix("/") ? picture
                        : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(picture).path
                    input.image = (bytes: [UInt8](try InputFile.data(path)), source: "\(file): image \(picture)")
                }
            }
            return input
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a recipe, from options or from a Markdown file with front matter.",
            discussion: """
                Examples:
                  hearth recipe add Pancakes --type "Breakfast/Brunch" --servings 4 --prep 20 \\
                    --ingredient "1 1/2 cups flour" --ingredient "2 eggs" \\
                    --ingredient "a pinch of salt" \\
                    --method pancakes.md --as Ana
                  hearth recipe add --file pancakes.md --as Ana
                A recipe file starts with its front matter:
                  ---
                  name: Pancakes
                  type: Breakfast/Brunch
                  servings: 4
                  prep: 20
                  ingredients:
                    - 1 1/2 cups flour
                    - a pinch of salt
                  ---
                  1. Whisk the dry ingredients...
                """
        )
        @Argument(help: "The recipe's name (or in the file's front matter).") var name: String?
        @OptionGroup var fields: RecipeFields
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let recipe = try store.addRecipe(try fields.input(name: name, family: family, store: store), by: member, in: family)
            Console.result(recipe.id)
            Console.message("Added the recipe \(recipe.name) (\(Counted.text(recipe.ingredients.count, "ingredient", "ingredients")), serves \(recipe.servings)).")
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Changes a recipe (the member who added it, or a manager); given ingredients replace all.",
            examples: "hearth recipe edit Pancakes --servings 6 --as Ana", "hearth recipe edit Pancakes --file pancakes.md --as Ana",
            "hearth recipe edit Pancakes --image pancakes.jpg --as Ana")
        @Argument(help: "The recipe, by name or ID.") var recipe: String
        @Option(help: "A new name.") var name: String?
        @OptionGroup var fields: RecipeFields
        @Flag(help: "Take the recipe's picture away.") var noImage = false
        @OptionGroup var acting: ActingOptions

        func run() throws {
            if noImage, fields.image != nil { throw Failure(.usage, "--image and --no-image: give one of them, not both") }
            guard name != nil || noImage || fields.givesAny else {
                throw Failure(.usage, "say what to change: --name, --type, --servings, --prep, --ingredient, --method, --image, --no-image or --file")
            }
            let (store, family, member) = try acting.open()
            let edited = try store.editRecipe(recipe, try fields.input(name: name, family: family, store: store, removeImage: noImage),
                                              by: member, in: family)
            Console.message("Changed the recipe \(edited.name).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a recipe (the member who added it, or a manager).",
                                                        examples: "hearth recipe remove Pancakes --as Ana")
        @Argument(help: "The recipe, by name or ID.") var recipe: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let removed = try store.removeRecipe(recipe, by: member, in: family)
            Console.message("Removed the recipe \(removed.name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the recipes: servings, prep minutes, type, name.",
                                                        examples: "hearth recipe list --sort prep --descending")
        @Option(help: "name, servings or prep.") var sort: String = "name"
        @Flag(help: "Largest first.") var descending = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            guard ["name", "servings", "prep"].contains(sort) else { throw Failure(.usage, "--sort \(sort): expected name, servings or prep") }
            let (store, family) = try household.open()
            var recipes = try store.recipes(of: family)
            switch sort {
            case "servings": recipes.sort { ($0.servings, $0.name.lowercased()) < ($1.servings, $1.name.lowercased()) }
            case "prep": recipes.sort { ($0.prepMinutes, $0.name.lowercased()) < ($1.prepMinutes, $1.name.lowercased()) }
            default: break
            }
            if descending { recipes.reverse() }
            for recipe in recipes {
                Console.result("\(Counted.text(recipe.servings, "serving ", "servings").padding(toLength: 12, withPad: " ", startingAt: 0))  \(String(recipe.prepMinutes).padding(toLength: 4, withPad: " ", startingAt: 0)) min  \(recipe.type.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0))  \(recipe.name)")
            }
        }
    }

    struct Scale: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Prints a recipe scaled to any number of servings, as plain text or Markdown.",
                                                        examples: "hearth recipe scale Pancakes --servings 6", "hearth recipe scale Pancakes --servings 6 --markdown > pancakes.md")
        @Argument(help: "The recipe, by name or ID.") var recipe: String
        @Option(parsing: .unconditional, help: "How many servings to cook for (1 to 100).") var servings: Int
        @Flag(help: "Print Markdown, as the recipe page's Markdown twin, instead of plain text.") var markdown = false
        @OptionGroup var templatesOption: TemplatesOption
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let target = try Recipe.checkServings(servings).mapError(\.failure).get()
            let (store, family) = try household.open()
            let found = try store.recipe(recipe, in: family)
            let laidOut = try RecipeText.markdown(found, servings: target, family: family, theme: try Theme(userFolder: templatesOption.url))
            // The same layout either way (the theme's partials/recipe.md); plain text reads it without its markup.
            let text = markdown ? laidOut : MarkdownPlainText.text(laidOut)
            FileHandle.standardOutput.write(Data(Console.visible(text).utf8))
        }
    }
}
