import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

/// Every input the fuzzers kept (Fuzz/corpus, see scripts/fuzz) is read again here: read or refused
/// with a message, never a crash.
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fuzz/corpus")

    static func inputs(_ target: String) throws -> [Data] {
        let folder = corpus.appending(path: target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { try Data(contentsOf: folder.appending(path: $0)) }
    }

    @Test func quantityInputs() throws {
        let inputs = try Self.inputs("quantity")
        #expect(!inputs.isEmpty)
        for input in inputs {
            let text = String(decoding: input, as: UTF8.self)
            if case .success(let ingredient) = Ingredient.parse(text) {
                #expect(!ingredient.line(scaledBy: Rational(3, 2)).isEmpty)
            }
            // A grocery quantity reads back as itself from its own text.
            if case .success(let quantity) = GroceryQuantity.parse(text, field: "--quantity") {
                #expect((try? GroceryQuantity.parse(quantity.text, field: "--quantity").get()) == quantity, "\(text.debugDescription)")
            }
        }
    }

    @Test func frontMatterInputs() throws {
        for input in try Self.inputs("front-matter") {
            switch RecipeFile.parse(String(decoding: input, as: UTF8.self), source: "corpus.md") {
            case .success(let file): #expect(Recipe.servingsRange.contains(file.servings))
            case .failure(let error): #expect(error.description.hasPrefix("corpus.md:"))
            }
        }
    }

    @Test func householdJSONInputs() throws {
        for input in try Self.inputs("household-json") {
            do {
                _ = try DocumentDecoder.decode(input, source: "corpus.json")
            } catch let failure as Failure {
                #expect(failure.message.hasPrefix("corpus.json: "))
            }
        }
    }

    @Test func shoppingListArchiveInputs() throws {
        for input in try Self.inputs("shoppinglist-archive") {
            do {
                _ = try ShoppingListArchive.decode(input, source: "corpus.json")
            } catch let failure as Failure {
                #expect(failure.message.hasPrefix("corpus.json: "))
            }
        }
    }
}
