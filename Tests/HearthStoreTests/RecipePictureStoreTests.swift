import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// A recipe's picture is kept where cars' are, once per content hash: a picture a car and a recipe share
/// is one row, and it leaves the store only when nothing shows it any more.
@Suite struct RecipePictureStoreTests {
    static let png = CarStoreTests.png
    static let jpeg = CarStoreTests.jpeg

    static func pictureIDs(_ store: HouseholdStore) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: try store.exportJSON()) as! [String: Any]
        return ((document["carImages"] as? [[String: Any]]) ?? []).map { $0["id"] as! String }
    }

    @Test func aRecipeTakesAPictureAndGivesItBack() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        var pancakes = RecipeStoreTests.pancakes
        pancakes.image = (bytes: Self.png, source: "--image pancakes.png")
        let added = try store.addRecipe(pancakes, by: ana, in: family)
        let id = try #require(added.imageID)
        #expect(id == ContentHash.hex(Self.png, length: 16))
        #expect(try store.recipe("Pancakes", in: family).imageID == id)
        let snapshot = try #require(try store.snapshot().first)
        #expect(snapshot.carImages[id]?.file == ImageFile(format: .png, width: 40, height: 30), "the build sees the recipe's picture")

        try store.editRecipe("Pancakes", .init(image: (bytes: Self.jpeg, source: "--image pancakes.jpg")), by: ana, in: family)
        #expect(try Self.pictureIDs(store) == [ContentHash.hex(Self.jpeg, length: 16)], "the picture no one shows is gone")
        try store.editRecipe("Pancakes", .init(removeImage: true), by: ana, in: family)
        #expect(try store.recipe("Pancakes", in: family).imageID == nil)
        #expect(try Self.pictureIDs(store).isEmpty)
    }

    @Test func aFileThatIsNoPictureIsRefusedNamingTheFlagAndChangesNothing() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        try store.addRecipe(RecipeStoreTests.pancakes, by: ana, in: family)
        let before = try store.exportJSON()
        for (bytes, expected) in [(Array("not an image".utf8), "--image notes.txt: expected a PNG, JPEG or WebP image (told by its bytes, not its name)"),
                                  (Array(Self.png.dropLast(40)), "--image notes.txt: expected a whole PNG image; this one stops before its end")] {
            do {
                try store.editRecipe("Pancakes", .init(image: (bytes: bytes, source: "--image notes.txt")), by: ana, in: family)
                Issue.record("a file that is no whole picture was taken")
            } catch let failure as Failure {
                #expect(failure.kind == .badData)
                #expect(failure.message.hasPrefix(expected), "\(failure.message)")
            }
        }
        #expect(try store.exportJSON() == before)
    }

    /// Removing a recipe, or changing its picture, keeps a picture a car or another recipe still shows.
    @Test func aSharedPictureStaysWhileACarOrAnotherRecipeShowsIt() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        let id = ContentHash.hex(Self.png, length: 16)
        try store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: ana, in: family)
        var pancakes = RecipeStoreTests.pancakes
        pancakes.image = (bytes: Self.png, source: "--image wagon.png")
        try store.addRecipe(pancakes, by: ana, in: family)
        try store.addRecipe(.init(name: "Waffles", type: "Breakfast/Brunch", servings: 2, image: (bytes: Self.png, source: "--image w.png")),
                            by: ana, in: family)
        #expect(try Self.pictureIDs(store) == [id], "one row for the three")

        try store.removeRecipe("Pancakes", by: ana, in: family)
        try store.editRecipe("Waffles", .init(removeImage: true), by: ana, in: family)
        #expect(try Self.pictureIDs(store) == [id], "the car still shows it")
        try store.editRecipe("Waffles", .init(image: (bytes: Self.png, source: "--image w.png")), by: ana, in: family)
        try store.removeCar(vin: "1HGCM82633A004352", by: ana, in: family)
        #expect(try Self.pictureIDs(store) == [id], "the waffles still show it")
        try store.removeRecipe("Waffles", by: ana, in: family)
        #expect(try Self.pictureIDs(store).isEmpty)
    }

    /// `recipes[].image` names an entry of `carImages`, which a car may name too; the file exports back
    /// byte for byte, and a file from before recipe pictures still imports.
    @Test func aPictureSharedWithACarExportsAndImportsBack() throws {
        let (store, family, ana, _) = try RecipeStoreTests.book()
        try store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: ana, in: family)
        var pancakes = RecipeStoreTests.pancakes
        pancakes.image = (bytes: Self.png, source: "--image wagon.png")
        try store.addRecipe(pancakes, by: ana, in: family)
        let first = try store.exportJSON()
        let document = try JSONSerialization.jsonObject(with: first) as! [String: Any]
        let recipe = try #require((document["recipes"] as? [[String: Any]])?.first)
        let car = try #require((document["cars"] as? [[String: Any]])?.first)
        #expect(recipe["image"] as? String == ContentHash.hex(Self.png, length: 16))
        #expect(recipe["image"] as? String == car["image"] as? String)
        #expect((document["carImages"] as? [Any])?.count == 1)

        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "first.json")
        #expect(try copy.exportJSON() == first)
        #expect(try copy.recipe("Pancakes", in: family).imageID == ContentHash.hex(Self.png, length: 16))

        // Without the field (a file from before): the recipe has no picture.
        var old = document
        old["recipes"] = (document["recipes"] as! [[String: Any]]).map { $0.filter { $0.key != "image" } }
        let older = try HouseholdStore.inMemory()
        try older.importJSON(try JSONSerialization.data(withJSONObject: old), source: "old.json")
        #expect(try older.recipe("Pancakes", in: family).imageID == nil)

        // A picture the file does not hold is refused, naming the place.
        var missing = document
        missing["recipes"] = (document["recipes"] as! [[String: Any]]).map { $0.merging(["image": "0123456789abcdef"]) { $1 } }
        let refused = try HouseholdStore.inMemory()
        do {
            try refused.importJSON(try JSONSerialization.data(withJSONObject: missing), source: "missing.json")
            Issue.record("a recipe naming no picture of the file came in")
        } catch let failure as Failure {
            #expect(failure.message.contains("recipes[0].image: expected the ID of an image in carImages"), "\(failure.message)")
        }
        #expect(try refused.families().isEmpty)
    }
}
