import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// A recipe's picture on its pages (each servings, one folder deeper than the recipe's own), in their
/// Markdown twins and JSON-LD, and small on the book's cards: always at its own size, from the family's
/// images/ folder.
@Suite struct RecipePicturePagesTests {
    static let png = Fixtures.bytes("car-40x30.png")
    static var file: String { ContentHash.hex(png, length: 16) + ".png" }

    /// The demo's Riveras, whose Weeknight chili has the 40 × 30 fixture as its picture.
    static func site(_ folder: TemporaryFolder) throws -> URL {
        let store = try DemoHousehold.store()
        let family = try #require(try store.families().first { $0.id.text == "UHRJRTN8ZW2A" })
        let ana = try #require(try store.members(of: family.id).first { $0.displayName == "Ana" })
        try store.editRecipe("Weeknight chili", .init(image: (bytes: png, source: "--image chili.png")), by: ana, in: family)
        let (families, revision) = try store.snapshotAndRevision()
        let output = folder.url.appending(path: "site")
        try SiteBuilder().build(families, options: BuildOptions(output: output, date: DemoHousehold.date, familyID: family.id, storeRevision: revision))
        return output
    }

    @Test func theRecipesPagesShowItAtItsOwnSizeFromTheFamilysImages() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(folder)
        #expect(try Data(contentsOf: site.appending(path: "images/" + Self.file)) == Data(Self.png), "written once under images/")
        let serves = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "recipes/weeknight-chili").path)
            .filter { $0.hasPrefix("serves-") }
        #expect(!serves.isEmpty)
        for (folder, up) in [("recipes/weeknight-chili/", "../../")] + serves.map { ("recipes/weeknight-chili/\($0)/", "../../../") } {
            let html = try SiteFiles.text(site, folder + "index.html")
            #expect(html.contains(#"<img class="recipe__picture" src="\#(up)images/\#(Self.file)" alt="Weeknight chili" width="40" height="30">"#),
                    "\(folder)")
            let jsonLD = #""image":""# + up.replacingOccurrences(of: "/", with: #"\/"#) + #"images\/\#(Self.file)""#
            #expect(html.contains(jsonLD), "\(folder): JSON-LD")
            let markdown = try SiteFiles.text(site, folder + "index.md")
            #expect(markdown.contains("\n![Weeknight chili](\(up)images/\(Self.file))\n"), "\(folder): \(markdown)")
        }
        let plain = try SiteFiles.text(site, "recipes/greek-salad/index.html")
        #expect(!plain.contains("recipe__picture") && !plain.contains(#""image":"#), "a recipe without a picture shows none")
    }

    @Test func theBooksCardsShowItSmall() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(folder)
        let book = try SiteFiles.text(site, "recipes/index.html")
        #expect(book.contains(#"<img class="recipe-list__picture" src="../images/\#(Self.file)" alt="" width="40" height="30" loading="lazy"> <a class="recipe-list__name" href="weeknight-chili/index.html">"#),
                "\(book)")
        for order in RecipeOrder.allCases {
            let sorted = try SiteFiles.text(site, "recipes/sorted/\(order.rawValue)/index.html")
            #expect(sorted.contains(#"<img class="recipe-list__picture" src="../../../images/\#(Self.file)" alt="" width="40" height="30""#), "\(order)")
        }
        // The CSS only ever narrows it: at most its own size (width and height above) on the page, within
        // 4rem × 3rem on a card, within the printed card's width.
        let css = try SiteFiles.text(site, "assets/hearth.css")
        let rules = css.split(separator: "\n").filter { $0.contains(".recipe__picture") || $0.contains(".recipe-list__picture") }
        #expect(rules.count >= 3)
        for rule in rules {
            #expect(rule.contains("max-width"), "\(rule)")
            let widths = rule.split(whereSeparator: { $0 == "{" || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("width:") || $0.hasPrefix("min-width:") || $0.hasPrefix("height:") || $0.hasPrefix("min-height:") }
            #expect(widths.allSatisfy { $0 == "width: auto" || $0 == "height: auto" }, "never stretched: \(rule)")
        }
    }

    /// A recipe's page key changes with its picture, so an incremental build writes its pages again.
    @Test func thePageKeyChangesWithThePicture() throws {
        let recipe = Recipe(id: "r", name: "Chili", type: .dinner, servings: 4, prepMinutes: 0, ingredients: [], method: "", addedBy: nil, created: "")
        var pictured = recipe
        pictured.imageID = ContentHash.hex(Self.png, length: 16)
        var other = recipe
        other.imageID = ContentHash.hex(Fixtures.bytes("car-48x32.jpg"), length: 16)
        #expect(Set([Fingerprint.of(recipe), Fingerprint.of(pictured), Fingerprint.of(other)]).count == 3)
    }
}
