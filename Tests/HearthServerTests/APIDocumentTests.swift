import Foundation
import HearthTestSupport
import HearthDomain
import Testing
@testable import HearthServer

/// docs/openapi.json is the document `hearth host` answers at /api/v1/openapi.json, kept true by this test
/// as docs/theme.md is kept true by its own; set HEARTH_WRITE_API_DOC=1 to write it anew after changing
/// an operation (`APIDocument`).
@Suite struct APIDocumentTests {
    @Test func docsOpenAPIJSONIsWhatTheServerAnswers() throws {
        let document = APIDocument.openAPI(serverRoot: "/")
        let url = HearthProcess.repository.appending(path: "docs/openapi.json")
        // Pretty-printed, so a change reads as a diff.
        let object = try JSONSerialization.jsonObject(with: document)
        let text = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) + Data("\n".utf8)
        if ProcessInfo.processInfo.environment["HEARTH_WRITE_API_DOC"] == "1" { try text.write(to: url) }
        #expect(try Data(contentsOf: url) == text, "docs/openapi.json is not the API's document; run HEARTH_WRITE_API_DOC=1 swift test --filter APIDocumentTests and commit it")
    }

    /// What a client may send is described by the rules that check it (issue 64: schemathesis sent values
    /// the document allowed and the server refused): the limits are the rules' own.
    @Test func theSchemasCarryTheRulesTheServerChecks() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: APIDocument.openAPI(serverRoot: "/")) as? [String: Any])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        func property(_ schema: String, _ name: String) throws -> [String: Any] {
            try #require(((schemas[schema] as? [String: Any])?["properties"] as? [String: Any])?[name] as? [String: Any], "\(schema).\(name)")
        }
        for schema in ["NewGroceryItem", "GroceryItemChanges"] {
            let name = try property(schema, "name")
            #expect(name["minLength"] as? Int == 1 && name["maxLength"] as? Int == NameRules.maximumLength && name["pattern"] as? String == NameRules.pattern)
            let quantity = try property(schema, "quantity")
            #expect(quantity["minimum"] as? Int == GroceryItem.quantities.lowerBound && quantity["maximum"] as? Int == GroceryItem.quantities.upperBound)
            #expect(quantity["pattern"] as? String == GroceryQuantity.pattern)
        }
        let wish = try property("NewWish", "text")
        #expect(wish["maxLength"] as? Int == Wish.maximumLength && wish["pattern"] as? String == NameRules.pattern)
        let servings = try #require(((document["paths"] as? [String: Any])?["/recipes/{id}"] as? [String: Any]).flatMap { $0["get"] as? [String: Any] })
        let parameter = try #require((servings["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "servings" }?["schema"] as? [String: Any])
        #expect(parameter["minimum"] as? Int == Recipe.servingsRange.lowerBound && parameter["maximum"] as? Int == Recipe.servingsRange.upperBound)
    }

    /// Each operation has a route the router adds, and every address is under /api/v1 with its {id}.
    @Test func everyOperationIsNamedOnceAndRoutedAsWritten() {
        let ids = APIDocument.operations.map(\.id)
        #expect(Set(ids).count == ids.count, "an operationId is one operation's")
        for operation in APIDocument.operations {
            #expect(operation.path.hasPrefix("/") && !operation.routerPath.hasPrefix("/"))
            #expect(operation.routerPath.contains(":id") == operation.path.contains("{id}"), "\(operation.id)")
            #expect(!operation.writes || operation.method != .get, "\(operation.id): a GET changes nothing")
        }
    }
}
