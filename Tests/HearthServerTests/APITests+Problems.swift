import Foundation
import HearthTestSupport
import Testing

/// What a client of the API reads in a refusal (issue 64): the key of the body it sent, not the label
/// of a form's field; what the API expected, not "reload the page"; and 405 with Allow for a method an
/// address does not take.
extension APITests {
    @Test func aRefusalNamesTheBodysKeyAndSaysWhatWasExpected() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = Client(phone: host.phone(), token: try await Self.token(host, "Script", "--as", "Ana"))

        // An empty name: the body's "name", not the form's "item name" nor its label.
        let unnamed = try ana.call("POST", "/grocery-items", json: #"{"name": "  "}"#)
        try Self.expectProblem(unnamed, 422, saying: "name: it is empty: expected", field: "name")
        #expect(!unnamed.body.contains("fill it in"), "\(unnamed.body)")
        let tooLong = try ana.call("POST", "/grocery-items", json: #"{"name": "\#(String(repeating: "x", count: 101))"}"#)
        try Self.expectProblem(tooLong, 422, saying: "name: at most 100 characters", field: "name")

        // An unknown location: named as the body's "location", with where the family's locations are listed.
        let nowhere = try ana.call("POST", "/grocery-items", json: #"{"name": "Flour", "location": "Attic"}"#)
        try Self.expectProblem(nowhere, 422, saying: "expected the name or ID of one of the family's locations (GET /api/v1/locations)",
                               field: "location")
        #expect(!nowhere.body.contains("reload"), "\(nowhere.body)")
        let locations = try #require(try Self.json(try ana.call("GET", "/locations"))["items"] as? [[String: Any]])
        let names = locations.compactMap { $0["name"] as? String }
        #expect(names.contains("Produce") && names.last == "Unknown location", "walking order, the unknown location last: \(names)")
        let dairy = try #require(locations.first { $0["name"] as? String == "Dairy & Eggs" }?["id"] as? String)
        let added = try ana.call("POST", "/grocery-items", json: #"{"name": "Kefir", "location": "\#(dairy)"}"#)
        let kefir = try Self.json(added)
        #expect(added.status == 201 && kefir["location"] as? String == "Dairy & Eggs", "a listed ID is taken: \(added.body)")

        // A quantity and a wish: their keys too.
        try Self.expectProblem(try ana.call("POST", "/grocery-items", json: #"{"name": "Flour", "quantity": "lots"}"#), 422,
                               saying: "quantity: ", field: "quantity")
        let emptyWish = try ana.call("POST", "/wishes", json: #"{"text": " "}"#)
        try Self.expectProblem(emptyWish, 422, saying: "text: it is empty: expected", field: "text")
        #expect(!emptyWish.body.contains("fill it in"), "\(emptyWish.body)")
        // An edit's empty name: the body's "name" as an add's is.
        let id = try #require(kefir["id"] as? String)
        try Self.expectProblem(try ana.call("PATCH", "/grocery-items/\(id)", json: #"{"name": ""}"#), 422, saying: "name: ", field: "name")

        // A date that is not one: the form the API takes, not "reload the page".
        let badDate = try ana.call("GET", "/chores?date=2026-19-11")
        try Self.expectProblem(badDate, 422, saying: "expected YYYY-MM-DD", field: "date")
        #expect(!badDate.body.contains("reload"), "\(badDate.body)")

        // The family's page keeps its own words: the form's label, and what to do on the page.
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        let refused = try phone.submit(on: "/\(HostServerTests.riveras)/groceries/", to: "/\(HostServerTests.riveras)/act/grocery/add",
                                       ["name": "Flour", "location": "Attic"])
        #expect(refused.body.contains("reload the page"), "\(refused.body)")
    }

    @Test func aMethodAnAddressDoesNotTakeIs405WithAllow() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = Client(phone: host.phone(), token: try await Self.token(host, "Script", "--as", "Ana"))
        for (method, path, allow) in [("TRACE", "/grocery-items", "GET, POST"), ("PUT", "/grocery-items", "GET, POST"),
                                      ("DELETE", "/chores", "GET"), ("TRACE", "/wishes/some-id", "DELETE"),
                                      ("OPTIONS", "/grocery-items/some-id", "GET, PATCH")] {
            let answer = try ana.call(method, path)
            try Self.expectProblem(answer, 405, saying: "takes \(allow)")
            #expect(answer.header("allow") == allow, "\(method) \(path): \(answer.header("allow") ?? "no Allow")")
        }
        let document = try host.phone().send("TRACE", "/api/v1/openapi.json", bytes: nil, headers: [:])
        #expect(document.status == 405 && document.header("allow") == "GET")
        // An address no operation has is still not found.
        try Self.expectProblem(try ana.call("TRACE", "/nothing-here"), 404)
    }
}
