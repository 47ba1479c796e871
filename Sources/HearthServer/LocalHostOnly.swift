import Hummingbird

/// On a loopback address, the preview answers only requests that name this machine ("localhost",
/// "127.0.0.1", "[::1]") as their host. Otherwise a web page elsewhere could point a host name of its
/// own at 127.0.0.1 (DNS rebinding) and read the household's dashboard through its visitor's browser.
/// Served on another address (`--host 0.0.0.0`), the preview is meant to be reached by any name.
struct LocalHostOnly<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.namesThisMachine(request.head.authority ?? "") else {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: .init(string: "This preview answers only to localhost, 127.0.0.1 and [::1].\n")))
        }
        return try await next(request, context)
    }

    /// Whether the Host header's name (its port taken off) is one of this machine's own.
    static func namesThisMachine(_ authority: String) -> Bool {
        let lowered = authority.lowercased()
        let name: Substring
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") {
            name = lowered[...close]
        } else {
            name = lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        return ["localhost", "127.0.0.1", "[::1]"].contains(String(name)) || name.hasSuffix(".localhost")
    }
}
