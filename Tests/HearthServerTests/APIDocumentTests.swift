import Foundation
import HearthTestSupport
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
