import Foundation
import HearthTestSupport
import Testing

/// `hearth recipe import` and `hearth recipe type` as a person runs them, on files in the shapes other
/// apps write (Tests/Fixtures/recipes), and on the pages `hearth build --demo` writes.
@Suite struct RecipeImportCommandTests {
    static func hearth(_ arguments: [String], in folder: TemporaryFolder) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments, in: folder.url)
    }

    static func fixture(_ name: String) -> String { Fixtures.url("recipes/" + name).path }

    /// A store with one family and its manager Ana.
    static func household() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        #expect(try await hearth(["init"], in: folder).status == 0)
        let family = try await hearth(["family", "create", "The Testers"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await hearth(["member", "add", "Ana", "--family", family, "--manager"], in: folder).status == 0)
        return folder
    }

    static func exported(_ folder: TemporaryFolder) async throws -> [String: Any] {
        let run = try await hearth(["export"], in: folder)
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
    }

    @Test func aBrokenFileIsNamedWithItsFieldAndTheOthersComeIn() async throws {
        let folder = try await Self.household()
        let run = try await Self.hearth(["recipe", "import", Self.fixture("lemonade.json"), Self.fixture("broken-soup.json"),
                                   Self.fixture("tomato-soup.tandoor.json"), "--as", "Ana"], in: folder)
        #expect(run.status == 65)
        #expect(run.errors.contains("broken-soup.json: recipeIngredient[2]: expected text, found a number"), "\(run.errors)")
        #expect(run.errors.contains("Imported 2 recipes, updated 0, 1 file failed."), "\(run.errors)")
        #expect(run.errors.contains("Added Tomato Soup from"), "\(run.errors)")
        #expect(run.errors.contains("Soups (a new type)"), "\(run.errors)")
        #expect(run.output.split(separator: "\n").count == 2, "one ID a recipe on standard output")
        let list = try await Self.hearth(["recipe", "list"], in: folder).output
        #expect(list.contains("Lemonade") && list.contains("Tomato Soup") && !list.contains("Broken"))
    }

    /// A Paprika export is named as one, not taken for broken JSON (issue 68); and a saved page whose JSON-LD
    /// names no address keeps the one its head names (`<link rel="canonical">`).
    @Test func aPaprikaExportIsNamedAndAPagesCanonicalAddressIsItsSource() async throws {
        let folder = try await Self.household()
        try Data([0x50, 0x4B, 0x03, 0x04, 0x00]).write(to: folder.url.appending(path: "Export.paprikarecipes"))
        let paprika = try await Self.hearth(["recipe", "import", "Export.paprikarecipes", "--as", "Ana"], in: folder)
        #expect(paprika.status == 65 && paprika.errors.contains("Export.paprikarecipes: a Paprika export"), "\(paprika.errors)")
        let page = #"<html><head><link rel="canonical" href="https://example.org/soup"><script type="application/ld+json">"#
            + #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Canonical Soup", "recipeIngredient": ["1 l stock"]}</script></head></html>"#
        try Data(page.utf8).write(to: folder.url.appending(path: "soup.html"))
        #expect(try await Self.hearth(["recipe", "import", "soup.html", "--as", "Ana"], in: folder).status == 0)
        let recipes = try await Self.exported(folder)["recipes"] as! [[String: Any]]
        #expect(recipes.first { $0["name"] as? String == "Canonical Soup" }?["source"] as? String == "https://example.org/soup")
    }

    @Test func allOrNothingChangesNothingWhenAFileFails() async throws {
        let folder = try await Self.household()
        let before = try await Self.hearth(["export"], in: folder).output
        let run = try await Self.hearth(["recipe", "import", Self.fixture("lemonade.json"), Self.fixture("broken-soup.json"),
                                   "--as", "Ana", "--all-or-nothing"], in: folder)
        #expect(run.status == 65)
        #expect(run.errors.contains("broken-soup.json: recipeIngredient[2]"), "\(run.errors)")
        #expect(run.errors.contains("nothing imported"), "\(run.errors)")
        #expect(try await Self.hearth(["export"], in: folder).output == before)
    }

    @Test func importingTwiceUpdatesTheRecipe() async throws {
        let folder = try await Self.household()
        let first = try await Self.hearth(["recipe", "import", Self.fixture("tomato-soup.tandoor.json"), "--as", "Ana"], in: folder)
        #expect(first.status == 0, "\(first.errors)")
        let second = try await Self.hearth(["recipe", "import", Self.fixture("tomato-soup.tandoor.json"), "--as", "Ana"], in: folder)
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.errors.contains("Imported 0 recipes, updated 1."), "\(second.errors)")
        #expect(first.output == second.output, "the same ID")
        let recipes = try await Self.exported(folder)["recipes"] as! [[String: Any]]
        #expect(recipes.count == 1)
    }

    @Test func familyTypesAreAddedListedUsedAndRemovedOnlyWhenUnused() async throws {
        let folder = try await Self.household()
        #expect(try await Self.hearth(["recipe", "type", "add", "Soups"], in: folder).status == 0)
        #expect(try await Self.hearth(["recipe", "type", "add", "dinner"], in: folder).status == 65, "a default type")
        #expect(try await Self.hearth(["recipe", "type", "list"], in: folder).output.contains("own      Soups"))
        let unknown = try await Self.hearth(["recipe", "add", "Stew", "--type", "Stews", "--servings", "4", "--as", "Ana"], in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("hearth recipe type add"), "\(unknown.errors)")
        #expect(try await Self.hearth(["recipe", "add", "Stew", "--type", "soups", "--servings", "4", "--as", "Ana"], in: folder).status == 0)
        #expect(try await Self.hearth(["recipe", "list"], in: folder).output.contains("Soups"))
        let inUse = try await Self.hearth(["recipe", "type", "remove", "Soups"], in: folder)
        #expect(inUse.status == 65)
        #expect(inUse.errors.contains("1 recipe has the type \"Soups\""), "\(inUse.errors)")
        #expect(try await Self.hearth(["recipe", "edit", "Stew", "--type", "Dinner", "--as", "Ana"], in: folder).status == 0)
        #expect(try await Self.hearth(["recipe", "type", "remove", "Soups"], in: folder).status == 0)
    }

    /// The demo's recipe pages carry schema.org JSON-LD; importing them into a store with the demo's
    /// families but no recipes gives the demo's recipes back, without their pictures (outside each page's folder).
    @Test func theDemoSitesRecipePagesImportAsTheDemoRecipes() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["build", "--demo", "--output", "site"], in: folder).status == 0)
        #expect(try await Self.hearth(["init", "--demo", "--store", "demo.sqlite"], in: folder).status == 0)
        let demoRun = try await Self.hearth(["export", "--store", "demo.sqlite"], in: folder)
        var demo = try JSONSerialization.jsonObject(with: Data(demoRun.output.utf8)) as! [String: Any]
        let demoRecipes = demo["recipes"] as! [[String: Any]]
        demo["recipes"] = []
        demo.removeValue(forKey: "recipeTypes")
        // Meals name recipes: without the recipes they go too.
        demo.removeValue(forKey: "meals")
        try JSONSerialization.data(withJSONObject: demo).write(to: folder.url.appending(path: "families.json"))
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        #expect(try await Self.hearth(["import", "families.json"], in: folder).status == 0)

        let families = demo["families"] as! [[String: Any]]
        let members = demo["members"] as! [[String: Any]]
        let siteFolders = try FileManager.default.contentsOfDirectory(atPath: folder.path("site"))
        var said = ""
        for family in families {
            let id = family["id"] as! String
            let member = members.first { $0["family"] as? String == id }!["id"] as! String
            let siteFolder = (family["folder"] as? String).flatMap { siteFolders.contains($0) ? $0 : nil } ?? id
            let recipesFolder = folder.url.appending(path: "site/\(siteFolder)/recipes")
            let pages = try FileManager.default.contentsOfDirectory(atPath: recipesFolder.path).sorted()
                .map { recipesFolder.appending(path: "\($0)/index.html").path }
                .filter { FileManager.default.fileExists(atPath: $0) && !$0.contains("/sorted/") }
            let run = try await Self.hearth(["recipe", "import"] + pages + ["--family", id, "--as", member], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            said += run.errors
        }
        // A built page names its picture in the family's images folder, outside the page's own (issue 63): it
        // is not taken, and a warning says why.
        #expect(!said.contains("the picture") && said.contains("images/") && said.contains("it leads outside the folder of the recipe's file"), "\(said)")
        let imported = try await Self.exported(folder)["recipes"] as! [[String: Any]]
        // The pages write amounts as a cook reads them ("1½", "2–3"): the same values as "1 1/2" and "2-3".
        func plain(_ amount: String) -> String {
            var text = amount.replacingOccurrences(of: "–", with: "-")
            for (glyph, fraction) in [("½", "1/2"), ("⅓", "1/3"), ("¼", "1/4"), ("¾", "3/4"), ("⅛", "1/8")] {
                text = text.replacingOccurrences(of: glyph, with: " " + fraction)
            }
            return text.trimmingCharacters(in: .whitespaces)
        }
        // The seed app's "1x" is a count, written "1" on the page ("1x cucumber" is "1 cucumber").
        func unit(_ unit: String) -> String { unit.lowercased() == "x" ? "" : unit }
        func summary(_ recipes: [[String: Any]]) -> [String] {
            recipes.map { recipe in
                let lines = (recipe["ingredients"] as! [[String: String]]).map { "\($0["section"] ?? "")|\(plain($0["amount"]!))|\(unit($0["unit"]!))|\($0["name"]!)|\($0["note"]!)" }
                // The cuisine, the tags and the nutrition come back from the page's JSON-LD too, and the sections
                // from the page's list (schema.org's recipeIngredient is one list).
                let nutrition = (recipe["nutrition"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return "\(recipe["family"]!) \(recipe["name"]!) · \(recipe["type"]!) · serves \(recipe["servings"]!) · \(recipe["prepMinutes"]!) min · \(lines)"
                    + " · \(recipe["cuisine"] ?? "") · \(recipe["tags"] as? [String] ?? []) · \(nutrition) · picture \(recipe["image"] ?? "none")"
            }.sorted()
        }
        #expect(imported.count == demoRecipes.count)
        // Each as the demo has it, but its picture, which stays behind (above).
        let expected = summary(demoRecipes.map { $0.filter { $0.key != "image" } }), found = summary(imported)
        for (want, got) in zip(expected, found) { #expect(got == want) }
    }

    /// A recipe's picture comes from beside its file, never from the network (issue 45): a saved page's
    /// PAGE_files folder, Tandoor's image.*, Mealie's images/original.* (WebP, as Mealie keeps them); one that
    /// is no whole picture (a damaged WebP: libwebp cannot decode it) is skipped with a warning, and the
    /// recipe still comes in.
    @Test func thePictureIsTakenFromBesideTheFile() async throws {
        let folder = try await Self.household()
        let jpeg = Data(Fixtures.bytes("car-48x32.jpg")), png = Data(Fixtures.bytes("car-40x30.png"))
        let page = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "image": [{"@type": "ImageObject", "url": "https://example.com/wp-content/uploads/soup-1200x800.jpg?w=1200"}], "recipeIngredient": ["1 l water"]}</script>"#
        try FileManager.default.createDirectory(at: folder.url.appending(path: "saved/Soup_files"), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: folder.url.appending(path: "saved/Soup.html"))
        try jpeg.write(to: folder.url.appending(path: "saved/Soup_files/soup-1200x800.jpg"))
        try FileManager.default.createDirectory(at: folder.url.appending(path: "tandoor/images"), withIntermediateDirectories: true)
        try Data(Fixtures.bytes("recipes/tomato-soup.tandoor.json")).write(to: folder.url.appending(path: "tandoor/recipe.json"))
        try png.write(to: folder.url.appending(path: "tandoor/image.png"))
        try FileManager.default.createDirectory(at: folder.url.appending(path: "mealie/images"), withIntermediateDirectories: true)
        try Data(Fixtures.bytes("recipes/banana-bread.mealie.json")).write(to: folder.url.appending(path: "mealie/banana-bread.json"))
        let webp = Data(Fixtures.bytes("car-40x30.webp"))
        try webp.write(to: folder.url.appending(path: "mealie/images/original.webp"))
        // A second Mealie recipe whose WebP has the right header and length but damaged data.
        try FileManager.default.createDirectory(at: folder.url.appending(path: "mealie2/images"), withIntermediateDirectories: true)
        try Data(Fixtures.bytes("recipes/banana-bread.mealie.json")).write(to: folder.url.appending(path: "mealie2/banana-bread.json"))
        var damaged = Fixtures.bytes("car-40x30.webp")
        for index in 40..<damaged.count { damaged[index] = 0xFF }
        try Data(damaged).write(to: folder.url.appending(path: "mealie2/images/original.webp"))

        let run = try await Self.hearth(["recipe", "import", "saved/Soup.html", "tandoor/recipe.json", "mealie/banana-bread.json", "--as", "Ana"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("Added Soup from saved/Soup.html (schema.org): Other, serves 4 (the file gives no servings), 1 ingredient, the picture saved/Soup_files/soup-1200x800.jpg."), "\(run.errors)")
        #expect(run.errors.contains("the picture tandoor/image.png."), "\(run.errors)")
        #expect(run.errors.contains("the picture mealie/images/original.webp."), "Mealie's WebP comes in: \(run.errors)")
        let document = try await Self.exported(folder)
        let recipes = document["recipes"] as! [[String: Any]]
        let images = (document["carImages"] as? [[String: Any]] ?? []).map { $0["data"] as? String }
        #expect(Set(images) == Set([jpeg.base64EncodedString(), png.base64EncodedString(), webp.base64EncodedString()]), "the three pictures, as their files' bytes")
        #expect(recipes.filter { $0["image"] != nil }.count == 3)
        let broken = try await Self.hearth(["recipe", "import", "mealie2/banana-bread.json", "--as", "Ana"], in: folder)
        #expect(broken.errors.contains("hearth: warning: mealie2/banana-bread.json: mealie2/images/original.webp: expected a whole WebP image; this one does not decode (damaged, or cut off in a copy or a download); the recipe comes in without it"), "\(broken.status) \(broken.errors)")
        // A page whose picture was not saved with it comes in without one, and an update keeps the one it has.
        try FileManager.default.removeItem(at: folder.url.appending(path: "saved/Soup_files"))
        let again = try await Self.hearth(["recipe", "import", "saved/Soup.html", "--as", "Ana"], in: folder)
        #expect(again.status == 0 && !again.errors.contains("the picture"), "\(again.errors)")
        #expect((try await Self.exported(folder)["recipes"] as! [[String: Any]]).filter { $0["image"] != nil }.count == 3)
    }

    /// A browser saves the size of the picture the page shows, not always the one its JSON-LD names (issue
    /// 68): the same picture in another size is found in the page's saved folder.
    @Test func thePictureSavedInAnotherSizeIsFound() async throws {
        let folder = try await Self.household()
        let page = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "image": "https://example.com/uploads/Soup-1200x800.jpg", "recipeIngredient": ["1 l water"]}</script>"#
        try FileManager.default.createDirectory(at: folder.url.appending(path: "saved/Soup_files"), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: folder.url.appending(path: "saved/Soup.html"))
        try Data(Fixtures.bytes("car-40x30.png")).write(to: folder.url.appending(path: "saved/Soup_files/other-768x512.png"))
        try Data(Fixtures.bytes("car-48x32.jpg")).write(to: folder.url.appending(path: "saved/Soup_files/soup-768x512.jpg"))
        let run = try await Self.hearth(["recipe", "import", "saved/Soup.html", "--as", "Ana"], in: folder)
        #expect(run.status == 0 && run.errors.contains("the picture saved/Soup_files/soup-768x512.jpg."), "\(run.errors)")
    }

    /// Issue 63: a recipe file named a picture outside its folder (`../`, an absolute path, a link out, `..%2F`
    /// in a web address), and the import published it on the family's pages. Only a file inside the recipe
    /// file's folder is taken, where its links lead; the recipe comes in without the other, with a warning
    /// naming the file and the field.
    @Test func aPictureOutsideTheRecipeFilesFolderIsNeverTaken() async throws {
        let folder = try await Self.household()
        let secret = folder.url.appending(path: "secret.png")
        try Data(Fixtures.bytes("car-40x30.png")).write(to: secret)
        let saved = folder.url.appending(path: "saved")
        try FileManager.default.createDirectory(at: saved.appending(path: "Link_files"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: saved.appending(path: "Link_files/soup.png"), withDestinationURL: secret)
        let tricks = [("Up", "../secret.png"), ("Absolute", secret.path), ("Link", "https://example.com/soup.png"),
                      ("Encoded", "https://example.com/pictures/..%2F..%2Fsecret.png")]
        for (name, image) in tricks {
            let page = #"<script type="application/ld+json">{"@type": "Recipe", "name": "\#(name) soup", "image": "\#(image)", "recipeIngredient": ["1 l water"]}</script>"#
            try Data(page.utf8).write(to: saved.appending(path: name + ".html"))
        }
        let run = try await Self.hearth(["recipe", "import"] + tricks.map { "saved/\($0.0).html" } + ["--as", "Ana"], in: folder)
        #expect(run.status == 0, "a picture not taken is a warning: \(run.errors)")
        for (name, image) in tricks {
            #expect(run.errors.contains("hearth: warning: saved/\(name).html: image \"\(image)\": it leads outside the folder of the recipe's file"), "\(name): \(run.errors)")
            #expect(run.errors.contains("Added \(name) soup from saved/\(name).html (schema.org): Other, serves 4 (the file gives no servings), 1 ingredient."), "\(run.errors)")
        }
        let document = try await Self.exported(folder)
        #expect((document["carImages"] as? [[String: Any]] ?? []).isEmpty, "no picture came in")
        #expect((document["recipes"] as! [[String: Any]]).allSatisfy { $0["image"] == nil })
    }

    /// A recipe's times and source by hand, as an import keeps them: `recipe edit --cook --total --source`,
    /// each refused by its option's name when it cannot be one, and the store left as it was.
    @Test func timesAndASourceAreSetByHand() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder).status == 0)
        let family = ["--family", "UHRJRTN8ZW2A"]
        let edited = try await Self.hearth(["recipe", "edit", "Buttermilk pancakes", "--cook", "15", "--wait", "10", "--source", "https://example.org/pancakes",
                                      "--as", "Ana"] + family, in: folder)
        #expect(edited.status == 0, "\(edited.errors)")
        let scaled = try await Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "4", "--markdown"] + family, in: folder)
        #expect(scaled.output.contains("Prep 20 min · Cook 15 min · Waiting 10 min · Total 45 min · [Source](<https://example.org/pancakes>)"), "\(scaled.output)")
        let refused = try await Self.hearth(["recipe", "edit", "Buttermilk pancakes", "--cook", "2000", "--source", "javascript:alert(1)", "--as", "Ana"] + family, in: folder)
        #expect(refused.status == 65 && refused.errors.contains("--cook: expected minutes from 0 to 1440, not 2000"), "\(refused.errors)")
        let bad = try await Self.hearth(["recipe", "edit", "Buttermilk pancakes", "--source", "javascript:alert(1)", "--as", "Ana"] + family, in: folder)
        #expect(bad.status == 65 && bad.errors.contains("--source: expected an http or https address"), "\(bad.errors)")
        let again = try await Self.hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "4", "--markdown"] + family, in: folder)
        #expect(again.output == scaled.output, "nothing changed by the refused edits")
    }
}
