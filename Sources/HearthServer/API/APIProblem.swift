import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// A refusal of the API as RFC 9457 problem details (`application/problem+json`): the status a client
/// expects, a title, the detail in the theme's words (English, or the request's Accept-Language when the
/// theme has it: `APIController.problemLanguage`), and the field of the request it is about, when there is one.
struct APIProblem: Error, Sendable {
    var status: HTTPResponse.Status
    var detail: String
    /// The field of the request's body, path or query the problem is with ("name", "id", "If-Match").
    var field: String?
    /// Extra headers: Retry-After on 429 and 503, the item's ETag on 412.
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ detail: String, field: String? = nil) {
        self.status = status
        self.detail = detail
        self.field = field
    }

    /// The body, with its keys in a fixed order.
    struct Body: Encodable {
        var type = "about:blank"
        var title: String
        var status: Int
        var detail: String
        var field: String?
    }

    var response: Response {
        let body = Body(title: status.reasonPhrase, status: status.code, detail: detail, field: field)
        var headers = headers
        headers[.contentType] = "application/problem+json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: APIJSON.encode(body))))
    }

    static func unauthorized(_ detail: String) -> APIProblem {
        var problem = APIProblem(.unauthorized, detail, field: "Authorization")
        problem.headers[.wwwAuthenticate] = "Bearer realm=\"hearth\""
        return problem
    }
}

/// The API's JSON: keys sorted, so the same answer is the same bytes, and slashes left as they are.
enum APIJSON {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value the API encodes is strings, numbers, booleans and arrays of them: encoding cannot fail.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: encode(value))))
    }
}
