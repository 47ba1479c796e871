import Foundation
import HearthDomain

/// The recipe in another program's file: a saved web page (.html, its JSON-LD blocks) or a JSON file
/// (schema.org, Mealie, Tandoor). Reading a .zip needs an unzipper Foundation on Linux does not have:
/// the JSON files in it are read instead (docs/recipes-import.md).
public enum RecipeImportFile {
    public static func read(_ data: Data, source: String) -> Result<(recipe: ImportedRecipe, format: RecipeImportFormat), Failure> {
        let values: [JSONValue]
        var page: String?
        if let paprika = paprikaFailure(data, source: source) { return .failure(paprika) }
        if isHTML(data, source: source) {
            page = String(decoding: data, as: UTF8.self)
            let blocks = JSONLDScripts.texts(in: page ?? "")
            values = blocks.compactMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
            if values.isEmpty {
                let found = blocks.isEmpty ? "no <script type=\"application/ld+json\"> block" : "\(Counted.text(blocks.count, "JSON-LD block", "JSON-LD blocks")) that are not valid JSON"
                return .failure(Failure(.badData, "\(source): expected a schema.org Recipe in the page's JSON-LD, found \(found)"))
            }
        } else {
            do {
                values = [try JSONDecoder().decode(JSONValue.self, from: data)]
            } catch {
                return .failure(Failure(.badData, "\(source): not valid JSON" + (JSONSyntaxError.place(in: data) ?? "")))
            }
        }
        return RecipeImportFormat.read(values)
            .map { recipe, format in (recipe: page.map { withPageFacts(of: recipe, from: $0) } ?? recipe, format: format) }
            .mapError { Failure(.badData, "\(source): \($0.description)") }
    }

    /// The recipe with what its page says besides its JSON-LD: the page's language (`<html lang>`), its
    /// address (`<link rel="canonical">`, `og:url`) when the JSON-LD names none, and its ingredients'
    /// section headings from the page's own list when the JSON-LD has none.
    private static func withPageFacts(of recipe: ImportedRecipe, from page: String) -> ImportedRecipe {
        var recipe = recipe
        recipe.pageLanguage = RecipeLanguage.declared(inPage: page) ?? ""
        if recipe.source == nil { recipe.source = Recipe.checkedSource(PageAddress.declared(inPage: page)) }
        return withSections(of: recipe, from: page)
    }

    /// The recipe with its ingredients' section headings from the page's own list (`PageIngredientGroups`),
    /// when its JSON-LD has none.
    private static func withSections(of recipe: ImportedRecipe, from page: String) -> ImportedRecipe {
        guard !recipe.ingredientLines.contains(where: { IngredientSection.heading(in: $0) != nil }),
              let sections = PageIngredientGroups.sections(in: page, lines: recipe.ingredientLines) else { return recipe }
        var grouped = recipe
        grouped.ingredientLines = []
        grouped.ingredientFields = []
        var current = ""
        for (index, line) in recipe.ingredientLines.enumerated() {
            let field = index < recipe.ingredientFields.count ? recipe.ingredientFields[index] : "recipeIngredient[\(index)]"
            if sections[index] != current, !sections[index].isEmpty {
                grouped.ingredientLines.append(sections[index] + ":")
                grouped.ingredientFields.append("the page's heading above \(field)")
            }
            current = sections[index]
            grouped.ingredientLines.append(line)
            grouped.ingredientFields.append(field)
        }
        return grouped
    }

    /// A Paprika export, named for what it is: `.paprikarecipes` is a zip of gzipped JSON recipes, and
    /// `.paprikarecipe` one of them; Hearth reads neither (docs/recipes-import.md).
    private static func paprikaFailure(_ data: Data, source: String) -> Failure? {
        let name = source.lowercased()
        guard name.hasSuffix(".paprikarecipes") || name.hasSuffix(".paprikarecipe") else { return nil }
        return Failure(.badData, "\(source): a Paprika export (gzipped JSON, zipped), whose format Hearth does not read;"
                       + " Hearth reads saved recipe pages, schema.org JSON, Mealie and Tandoor")
    }

    /// A page by its name, or by its first character when the name says nothing.
    private static func isHTML(_ data: Data, source: String) -> Bool {
        let name = source.lowercased()
        if name.hasSuffix(".html") || name.hasSuffix(".htm") { return true }
        if name.hasSuffix(".json") { return false }
        return data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }
}
