import Foundation
import HearthDomain

/// The recipe in another program's file: a saved web page (.html, its JSON-LD blocks) or a JSON file
/// (schema.org, Mealie, Tandoor). Reading a .zip needs an unzipper Foundation on Linux does not have:
/// the JSON files in it are read instead (docs/recipes-import.md).
public enum RecipeImportFile {
    public static func read(_ data: Data, source: String) -> Result<(recipe: ImportedRecipe, format: RecipeImportFormat), Failure> {
        let values: [JSONValue]
        if isHTML(data, source: source) {
            let blocks = JSONLDScripts.texts(in: String(decoding: data, as: UTF8.self))
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
            .map { (recipe: $0.0, format: $0.1) }
            .mapError { Failure(.badData, "\(source): \($0.description)") }
    }

    /// A page by its name, or by its first character when the name says nothing.
    private static func isHTML(_ data: Data, source: String) -> Bool {
        let name = source.lowercased()
        if name.hasSuffix(".html") || name.hasSuffix(".htm") { return true }
        if name.hasSuffix(".json") { return false }
        return data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }
}
