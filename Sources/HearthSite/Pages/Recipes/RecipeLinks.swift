import Foundation
import HearthDomain

/// Where each recipe's pages are: a slug per recipe, handed out in name order so the same book always
/// gives the same addresses; names of symbols only become "recipe", "recipe-2".
struct RecipeLinks {
    private let slugs: [String: String]
    /// Each slug as a URL path segment, encoded once: a large book links to every recipe from seven lists
    /// and from each of its pages in every servings.
    private let encodedSlugs: [String: String]

    init(_ recipes: [Recipe]) {
        let sorted = Recipe.sortedByName(recipes)
        slugs = Dictionary(uniqueKeysWithValues: zip(sorted.map(\.id), Slug.unique(sorted.map(\.name), fallback: "recipe")))
        encodedSlugs = slugs.mapValues(Self.encode)
    }

    func slug(_ recipe: Recipe) -> String { slugs[recipe.id]! }

    /// The folder of the recipe's page for `servings`, below recipes/: "pancakes/" or "pancakes/serves-6/".
    func folder(_ recipe: Recipe, servings: Int) -> String {
        servings == recipe.servings ? slug(recipe) + "/" : slug(recipe) + "/serves-\(servings)/"
    }

    /// The same, as a URL path: letters outside ASCII percent-encoded.
    /// ("serves-6/" has nothing to encode.)
    func href(_ recipe: Recipe, servings: Int) -> String {
        let slug = encodedSlugs[recipe.id]!
        return servings == recipe.servings ? slug + "/index.html" : slug + "/serves-\(servings)/index.html"
    }

    /// The same page's Markdown twin.
    func markdownHref(_ recipe: Recipe, servings: Int) -> String {
        String(href(recipe, servings: servings).dropLast("html".count)) + "md"
    }

    private static let allowedInPaths = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: allowedInPaths) ?? path
    }
}
