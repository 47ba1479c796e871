import Hummingbird

/// On a loopback address, the preview answers only requests that name this machine as their host
/// ("localhost" and *.localhost, any 127.x.y.z, "[::1]": `Loopback`). Otherwise a web page elsewhere
/// could point a host name of its own at 127.0.0.1 (DNS rebinding) and read the household's dashboard
/// through its visitor's browser. Served on another address (`--host 0.0.0.0`), the preview is meant
/// to be reached by any name.
struct LocalHostOnly<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.namesThisMachine(request.head.authority ?? "") else {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: .init(string: "This preview answers only to localhost, 127.x.y.z and [::1].\n")))
        }
        return try await next(request, context)
    }

    /// Whether the Host header's name (its port taken off) is one of this machine's own.
    static func namesThisMachine(_ authority: String) -> Bool {
        let name: Substring
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            name = authority[authority.index(after: authority.startIndex)..<close]
        } else {
            name = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        return Loopback.names(String(name))
    }
}

/// This machine's loopback names. `hearth serve` on one of them adds `LocalHostOnly`, and a request
/// must then name one of them: the address the preview was given is always one.
public enum Loopback {
    /// An address as `--host` takes it: "[::1]", copied from a URL, is the address "::1". Listening
    /// needs the bare address, and so does telling whether it is this machine's.
    public static func bareAddress(_ host: String) -> String {
        host.count > 2 && host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// The address as a URL writes it: "[::1]" for an IPv6 address, the others as they are.
    public static func inURL(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }

    /// "localhost" and its subdomains, any 127.x.y.z, "::1", in any case.
    public static func names(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
