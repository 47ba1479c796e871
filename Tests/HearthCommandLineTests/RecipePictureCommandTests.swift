import Foundation
import HearthTestSupport
import Testing

/// `hearth recipe add|edit --image FILE`, `recipe edit --no-image` and a recipe file's `image:`, as a
/// person runs them: status, message and what the store then holds.
@Suite struct RecipePictureCommandTests {
    static func hearth(_ arguments: [String], in folder: URL) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments + ["--family", "The Riveras"], in: folder)
    }

    /// Each recipe's picture ID (absent: none) and the IDs of every picture the store holds, from its export.
    static func pictures(in folder: URL) async throws -> (recipes: [String: String], all: [String]) {
        let export = try await HearthProcess.run(["export"], in: folder)
        let document = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as! [String: Any]
        var recipes: [String: String] = [:]
        for recipe in document["recipes"] as! [[String: Any]] {
            if let image = recipe["image"] as? String { recipes[recipe["name"] as! String] = image }
        }
        return (recipes, (document["carImages"] as! [[String: Any]]).map { $0["id"] as! String })
    }

    @Test func aRecipeGetsAPictureAndLosesIt() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo"], in: folder.url).status == 0)
        try Data(Fixtures.bytes("car-40x30.png")).write(to: folder.url.appending(path: "chili.png"))
        let before = try await Self.pictures(in: folder.url)

        let edit = try await Self.hearth(["recipe", "edit", "Weeknight chili", "--image", "chili.png", "--as", "Ana"], in: folder.url)
        #expect(edit.status == 0, "\(edit.errors)")
        #expect(edit.errors == "Changed the recipe Weeknight chili.\n")
        let edited = try await Self.pictures(in: folder.url)
        let id = try #require(edited.recipes["Weeknight chili"])
        #expect(edited.all.count == before.all.count + 1 && edited.all.contains(id))

        let add = try await Self.hearth(["recipe", "add", "Chili again", "--type", "Dinner", "--servings", "2", "--image", "chili.png", "--as", "Ana"],
                                  in: folder.url)
        #expect(add.status == 0, "\(add.errors)")
        #expect(add.errors.hasPrefix("Added the recipe Chili again"))
        #expect(try await Self.pictures(in: folder.url).recipes["Chili again"] == id, "the same file: the same picture, stored once")
        #expect(try await Self.pictures(in: folder.url).all.count == edited.all.count)

        let remove = try await Self.hearth(["recipe", "edit", "Weeknight chili", "--no-image", "--as", "Ana"], in: folder.url)
        #expect(remove.status == 0, "\(remove.errors)")
        #expect(try await Self.pictures(in: folder.url).recipes["Weeknight chili"] == nil)
        #expect(try await Self.pictures(in: folder.url).all.contains(id), "Chili again still shows it")
        #expect(try await Self.hearth(["recipe", "remove", "Chili again", "--as", "Ana"], in: folder.url).status == 0)
        #expect(try await Self.pictures(in: folder.url).all == before.all, "a picture nothing shows leaves the store")
    }

    @Test func aFileThatIsNoPictureIsRefusedNamingTheFlag() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo"], in: folder.url).status == 0)
        try Data("not a picture".utf8).write(to: folder.url.appending(path: "notes.png"))
        try Data(Fixtures.bytes("car-40x30.png").dropLast(40)).write(to: folder.url.appending(path: "cut.png"))
        let before = try await HearthProcess.run(["export"], in: folder.url).output

        let text = try await Self.hearth(["recipe", "edit", "Greek salad", "--image", "notes.png", "--as", "Ana"], in: folder.url)
        #expect(text.status == 65)
        #expect(text.errors.contains("--image notes.png: expected a PNG, JPEG or WebP image (told by its bytes, not its name)"), "\(text.errors)")
        let cut = try await Self.hearth(["recipe", "add", "Salad", "--type", "Other", "--servings", "2", "--image", "cut.png", "--as", "Ana"], in: folder.url)
        #expect(cut.status == 65)
        #expect(cut.errors.contains("--image cut.png: expected a whole PNG image"), "\(cut.errors)")
        #expect(cut.output.isEmpty, "no ID: nothing was added")
        let both = try await Self.hearth(["recipe", "edit", "Greek salad", "--image", "notes.png", "--no-image", "--as", "Ana"], in: folder.url)
        #expect(both.status == 64)
        #expect(both.errors.contains("--image and --no-image: give one of them, not both"), "\(both.errors)")
        #expect(try await HearthProcess.run(["export"], in: folder.url).output == before)
    }

    /// A recipe file names its picture relative to itself, wherever the command runs.
    @Test func aRecipeFileNamesItsPictureBesideIt() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo"], in: folder.url).status == 0)
        let recipes = folder.url.appending(path: "recipes")
        try FileManager.default.createDirectory(at: recipes.appending(path: "pictures"), withIntermediateDirectories: true)
        try Data(Fixtures.bytes("car-48x32.jpg")).write(to: recipes.appending(path: "pictures/toast.jpg"))
        try Data("---\nname: Toast\ntype: Breakfast\nservings: 1\nimage: pictures/toast.jpg\ningredients:\n  - 1 slice bread\n---\nToast it.\n".utf8)
            .write(to: recipes.appending(path: "toast.md"))
        let add = try await Self.hearth(["recipe", "add", "--file", "recipes/toast.md", "--as", "Ana"], in: folder.url)
        #expect(add.status == 0, "\(add.errors)")
        #expect(try await Self.pictures(in: folder.url).recipes["Toast"] != nil)

        try Data("---\nname: Toast\ntype: Breakfast\nservings: 1\nimage: missing.jpg\n---\n".utf8).write(to: recipes.appending(path: "bad.md"))
        let missing = try await Self.hearth(["recipe", "edit", "Toast", "--file", "recipes/bad.md", "--as", "Ana"], in: folder.url)
        #expect(missing.status == 66, "\(missing.errors)")
        #expect(missing.errors.contains("missing.jpg"), "\(missing.errors)")
    }
}
