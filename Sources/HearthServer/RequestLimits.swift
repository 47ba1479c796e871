import Hummingbird
import HummingbirdCore
import NIOCore

/// What one client may ask of a Hearth server, so that a slow, idle or oversized client cannot hold it
/// up for the family: a connection that sends nothing for `idleSeconds` is closed, a request's header
/// is at most 16 KiB a field and 32 KiB in all (100 fields), and a body larger than `maximumBody` is
/// refused with 413 before it is read.
enum ServerLimits {
    static let idleSeconds: Int64 = 30
    /// The preview server reads no body at all: its pages are only fetched.
    static let maximumBody = 0

    static var http1: HTTP1Channel.Configuration {
        HTTP1Channel.Configuration(idleTimeout: .seconds(idleSeconds),
                                   httpDecoderConfiguration: .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100))
    }
}

/// `ServerLimits`' body limit, for every route.
struct RequestLimits<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let declared = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        if declared > ServerLimits.maximumBody || request.headers[.transferEncoding] != nil {
            return Response(status: .contentTooLarge, headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
                            body: .init(byteBuffer: .init(string: "This server takes no request body of that size.\n")))
        }
        return try await next(request, context)
    }
}
