import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

/// `hearth recipe import`: recipes from other apps' files, each added, or updating the family's recipe
/// of the same name.
struct RecipeImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Imports recipes from saved web pages (schema.org JSON-LD), Mealie or Tandoor JSON files.",
        discussion: """
            Each file holds one recipe: a saved page (.html), a schema.org Recipe (.json), Mealie's
            <slug>.json (from its zip) or Tandoor's recipe.json (from its export's zips). The picture is
            taken from beside the file (a saved page's PAGE_files folder, Mealie's images/original.*,
            Tandoor's image.*), never from the network. A recipe the
            family already has by that name is updated (its ID and time kept). Each file comes in on its
            own, and a file that cannot be read is named with the field; with --all-or-nothing one bad
            file changes nothing. The status is 65 when any file failed.
            Examples:
              hearth recipe import soup.html banana-bread.json --as Ana
              hearth recipe import recipes/*.json --family "The Riveras" --as Ana --all-or-nothing
            """
    )

    @Argument(help: "The files to read (.html or .json).") var files: [String]
    @Flag(help: "Import every file or none: one that cannot be read or added changes nothing.") var allOrNothing = false
    @OptionGroup var acting: ActingOptions

    func validate() throws {
        if files.isEmpty { throw Failure(.usage, "name the files to import, such as soup.html or banana-bread.json") }
    }

    func run() throws {
        let (store, family, member) = try acting.open()
        var read: [(source: String, recipe: ImportedRecipe, format: RecipeImportFormat)] = []
        var failed = 0
        for file in files {
            do {
                var found = try RecipeImportFile.read(try InputFile.data(file), source: file).get()
                found.recipe = RecipeImportPicture.attach(to: found.recipe, from: file, format: found.format)
                // Fields skipped are said, and leave the exit status as it is: the recipe came in.
                for warning in found.recipe.warnings { Console.message("hearth: warning: \(file): \(warning)") }
                read.append((file, found.recipe, found.format))
            } catch let failure as Failure {
                Console.error(failure.message)
                failed += 1
            }
        }
        var results: [(read: (source: String, recipe: ImportedRecipe, format: RecipeImportFormat), result: HouseholdStore.RecipeImportResult)] = []
        if allOrNothing {
            guard failed == 0 else { throw Failure(.badData, "nothing imported: \(Counted.text(failed, "file", "files")) could not be read (--all-or-nothing)") }
            do {
                results = Array(zip(read, try store.importRecipes(read.map { ($0.source, $0.recipe) }, by: member, in: family)))
            } catch let failure as Failure {
                throw Failure(failure.kind, "\(failure.message); nothing imported (--all-or-nothing)")
            }
        } else {
            for entry in read {
                do {
                    results.append((entry, try store.importRecipe(entry.recipe, source: entry.source, by: member, in: family)))
                } catch let failure as Failure {
                    Console.error(failure.message)
                    failed += 1
                }
            }
        }
        for (entry, result) in results {
            for warning in result.warnings { Console.message("hearth: warning: \(entry.source): \(warning)") }
            Console.result(result.recipe.id)
            Console.message(Self.describe(result, from: entry.source, format: entry.format, servingsGiven: entry.recipe.servings != nil,
                                          picture: entry.recipe.picture?.file))
        }
        let updated = results.filter(\.result.updated).count
        let summary = "Imported \(Counted.text(results.count - updated, "recipe", "recipes")), updated \(updated)"
        guard failed == 0 else { throw Failure(.badData, summary + ", \(Counted.text(failed, "file", "files")) failed.") }
        Console.message(summary + ".")
    }

    /// "Added Tomato Soup from soup.json (Tandoor): Soups (a new type), serves 4 (not in the file), 4 ingredients,
    /// in Deutsch (de), the picture image.jpg."
    static func describe(_ result: HouseholdStore.RecipeImportResult, from source: String, format: RecipeImportFormat, servingsGiven: Bool,
                         picture: String? = nil) -> String {
        let recipe = result.recipe
        let type = recipe.type.rawValue + (result.newType == nil ? "" : " (a new type)")
        let serves = "serves \(recipe.servings)" + (servingsGiven ? "" : " (the file gives no servings)")
        let language = recipe.language.isEmpty ? "" : ", in \(RecipeLanguage.name(of: recipe.language)) (\(recipe.language))"
        return "\(result.updated ? "Updated" : "Added") \(recipe.name) from \(source) (\(format.rawValue)): \(type), \(serves), "
            + "\(Counted.text(recipe.ingredients.count, "ingredient", "ingredients"))" + language + (picture.map { ", the picture \($0)." } ?? ".")
    }
}
