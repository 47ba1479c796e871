import Foundation
import HearthAssistant
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird
import MCP
import NIOCore

/// `/mcp`: the household for AI assistants over Streamable HTTP (docs/assistants.md), the same tools and
/// resources as `hearth mcp`, for the member whose token (`hearth token add NAME --as MEMBER`) a request
/// carries (`APIAuthentication`: no token, or an unknown one, is 401). A read-only token is offered only
/// the reading tools. Each request is answered by a server of its own (the SDK's stateless transport: a
/// JSON answer, no session), so nothing of one request or member is left for the next.
struct AssistantController: Sendable {
    let handlers: HostHandlers
    let assistant: Assistant
    /// Which Hearth this is (`hearth --version`), as the server's info says.
    let version: String
    static let path = "/mcp"

    init(handlers: HostHandlers, theme: Theme, version: String) {
        self.handlers = handlers
        self.version = version
        assistant = Assistant(store: handlers.store, theme: theme, today: handlers.actions.today, changes: QueuedChanges(handlers: handlers))
    }

    func addRoutes(to router: Router<HostRequestContext>) {
        let mcp = router.group(RouterPath(Self.path)).add(middleware: APIAuthentication(handlers: handlers))
        mcp.post { request, context in try await answer(request, context) }
        // No stream the server starts, and no session to end: the stateless transport answers 405, naming POST.
        for method in [HTTPRequest.Method.get, .delete] {
            mcp.on("", method: method) { request, context in try await answer(request, context) }
        }
    }

    private func answer(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        guard let found = context.apiCaller else { return APIProblem.unauthorized("Send a token: Authorization: Bearer TOKEN.").response }
        let caller = AssistantCaller(member: found.member, family: found.family, readOnly: found.token.readOnly, tokenName: found.token.name)
        var request = request
        let body = request.method == .post ? Data(buffer: try await request.collectBody(upTo: context.maxUploadSize)) : nil
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        // The token is the protection: no Origin or Host check (the SDK's default allows only localhost,
        // and the host is opened at the family's address, behind a proxy too).
        let transport = StatelessHTTPServerTransport(validationPipeline: StandardValidationPipeline(validators: [
            AcceptHeaderValidator(mode: .jsonOnly), ContentTypeValidator(), ProtocolVersionValidator(),
        ]))
        let server = await assistant.server(version: version, caller: { caller })
        try await server.start(transport: transport)
        let answer = await transport.handleRequest(MCP.HTTPRequest(method: request.method.rawValue, headers: headers, body: body, path: Self.path))
        await server.stop()
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { fields[name] = value }
        }
        fields[.cacheControl] = "no-store"
        let bytes = answer.bodyData.map { ByteBuffer(bytes: $0) } ?? ByteBuffer()
        return Response(status: .init(code: answer.statusCode), headers: fields, body: .init(byteBuffer: bytes))
    }
}

/// An assistant's change on `hearth host`: on the changes' queue, as a form's and the API's, rendered by
/// the one change path before it answers, so open pages show it at once.
struct QueuedChanges: AssistantChanges {
    let handlers: HostHandlers

    func apply<Value: Sendable>(_ name: String, by member: Member, in family: Family,
                                _ make: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await handlers.applied("mcp " + name, by: member, in: family, make)
    }
}
