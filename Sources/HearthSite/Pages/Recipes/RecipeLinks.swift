import Foundation
import HearthDomain

/// Where each recipe's pages are: a slug per recipe, handed out in name order so the same book always
/// gives the same addresses; names of symbols only become "recipe", "recipe-2".
struct RecipeLinks {
    private let slugs: [String: String]

    init(_ recipes: [Recipe]) {
        let sorted = Recipe.sortedByName(recipes)
        slugs = Dictionary(uniqueKeysWithValues: zip(sorted.map(\.id), Slug.unique(sorted.map(\.name), fallback: "recipe")))
    }

    func slug(_ recipe: Recipe) -> String { slugs[recipe.id]! }

    /// The folder of the recipe's page for `servings`, below recipes/: "pancakes/" or "pancakes/serves-6/".
    func folder(_ recipe: Recipe, servings: Int) -> String {
        servings == recipe.servings ? slug(recipe) + "/" : slug(recipe) + "/serves-\(servings)/"
    }

    /// The same, as a URL path: letters outside ASCII percent-encoded.
    func href(_ recipe: Recipe, servings: Int) -> String {
        Self.encode(folder(recipe, servings: servings)) + "index.html"
    }

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))) ?? path
    }
}
