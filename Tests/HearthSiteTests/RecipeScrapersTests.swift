import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// The demo's recipe pages read by recipe-scrapers (PyPI; the importer Mealie and Tandoor use), as those
/// apps import a page: every page gives the recipe's title, its ingredients, its yield and clean steps
/// (no Markdown marks, none empty), its picture and its total time. Tests/recipes/scrape_check.py does the reading.
@Suite struct RecipeScrapersTests {
    @Test func everyDemoRecipePageReadsCleanly() async throws {
        let folder = try TemporaryFolder()
        let built = try await HearthProcess.run(["build", "--demo", "--output", "site"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        let recipes = try DemoHousehold.store().snapshot().flatMap(\.recipes)
        let site = folder.url.appending(path: "site")
        let pages = (FileManager.default.enumerator(atPath: site.path)?.allObjects as? [String] ?? [])
            .filter { $0.contains("/recipes/") && !$0.contains("/recipes/sorted/") && $0.hasSuffix("/index.html") && $0.split(separator: "/").count >= 4 }
            .sorted()
        #expect(pages.count >= recipes.count * 3, "each recipe at several servings: \(pages.count) pages")
        let script = HearthProcess.repository.appending(path: "Tests/recipes/scrape_check.py").path
        let run = try await HearthProcess.run(["python3", script] + pages, in: site, timeout: 300, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(run.status == 0, "\(run.errors)")
        let results = try run.output.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(results.count == pages.count)
        for result in results {
            let path = result["path"] as? String ?? "?"
            let recipe = try #require(recipes.first { $0.name == result["title"] as? String }, "\(path): title \(result["title"] ?? "none")")
            let servings = path.split(separator: "/").first { $0.hasPrefix("serves-") }.flatMap { Int($0.dropFirst("serves-".count)) } ?? recipe.servings
            #expect((result["ingredients"] as? [String])?.count == recipe.ingredients.count, "\(path): ingredients")
            #expect(result["yields"] as? String == (servings == 1 ? "1 serving" : "\(servings) servings"), "\(path): yields \(result["yields"] ?? "none")")
            let steps = result["steps"] as? [String] ?? []
            #expect(recipe.method.isEmpty || !steps.isEmpty, "\(path): no steps")
            #expect((result["unclean"] as? [String])?.isEmpty == true, "\(path): steps with Markdown or empty: \(result["unclean"] ?? "")")
            // The picture and the whole time too, when the recipe has them.
            #expect(result["total_time"] as? Int == (recipe.shownTotalMinutes == 0 ? nil : recipe.shownTotalMinutes), "\(path): total time \(result["total_time"] ?? "none")")
            if let picture = recipe.imageID {
                #expect((result["image"] as? String)?.contains(picture) == true, "\(path): image \(result["image"] ?? "none")")
            }
        }
    }

    /// A page imported with its times keeps them: the rendered page's JSON-LD gives recipe-scrapers the
    /// total time (issue 45: it was right on 4 of 77 pages), and its source address is kept.
    @Test func aRecipesTimesReachRecipeScrapers() async throws {
        let folder = try TemporaryFolder()
        let page = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Brioche", "url": "https://example.org/brioche", "prepTime": "PT30M", "cookTime": "PT25M", "recipeYield": "8", "recipeIngredient": ["500 g flour"], "recipeInstructions": "Knead. Bake."}</script>"#
        try Data(page.utf8).write(to: folder.url.appending(path: "brioche.html"))
        for arguments in [["init", "--demo"], ["recipe", "import", "brioche.html", "--as", "Ana", "--family", "UHRJRTN8ZW2A"],
                          ["build", "--output", "site", "--date", "2026-11-19"]] {
            let run = try await HearthProcess.run(arguments, in: folder.url)
            try #require(run.status == 0, "\(arguments): \(run.errors)")
        }
        let built = folder.url.appending(path: "site/UHRJRTN8ZW2A/recipes/brioche/index.html")
        let html = try String(contentsOf: built, encoding: .utf8)
        #expect(html.contains("Prep 30 min · Cook 25 min · Total 55 min"))
        #expect(html.contains(#"href="https://example.org/brioche""#))
        let script = HearthProcess.repository.appending(path: "Tests/recipes/scrape_check.py").path
        let run = try await HearthProcess.run(["python3", script, built.path], in: folder.url, timeout: 120, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(run.status == 0, "\(run.errors)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(result["total_time"] as? Int == 55, "\(result)")
    }
}
