import Hummingbird
import HummingbirdCore
import NIOCore

/// What one client may ask of a Hearth server, so that a slow, idle or oversized client cannot hold it
/// up for the family: a connection that sends nothing for `idleSeconds` is closed, a request's header
/// is at most 16 KiB a field and 32 KiB in all (100 fields), and a body larger than `maximumBody` is
/// refused with 413 before it is read (`RequestLimits`).
public struct ServerLimits: Sendable {
    public var idleSeconds: Int64 = 30
    /// The preview server reads no body at all: its pages are only fetched.
    public var maximumBody = 0

    public init(idleSeconds: Int64 = 30, maximumBody: Int = 0) {
        self.idleSeconds = idleSeconds
        self.maximumBody = maximumBody
    }

    var http1: HTTP1Channel.Configuration { http1(handlers: { [] }) }

    /// With `handlers` in each connection's pipeline, between the HTTP parser and the routes.
    func http1(handlers: @escaping @Sendable () -> [any RemovableChannelHandler]) -> HTTP1Channel.Configuration {
        var configuration = HTTP1Channel.Configuration(idleTimeout: .seconds(idleSeconds),
                                                       httpDecoderConfiguration: .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100))
        configuration.additionalChannelHandlers = handlers
        return configuration
    }
}

/// `ServerLimits`' body limit, for every route.
struct RequestLimits<Context: RequestContext>: RouterMiddleware {
    let limits: ServerLimits
    /// The answer to a body too large (413): `hearth host`'s is a page in the visitor's language; plain
    /// text when nil.
    var tooLarge: (@Sendable (Request, Context) -> Response)? = nil

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let declared = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        if declared > limits.maximumBody || (limits.maximumBody == 0 && request.headers[.transferEncoding] != nil) {
            var answer = tooLarge?(request, context)
                ?? Response(status: .contentTooLarge, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: .init(string: "This server takes no request body of that size.\n")))
            // The body is not read: the connection cannot be used again.
            answer.headers[.connection] = "close"
            return answer
        }
        return try await next(request, context)
    }
}
