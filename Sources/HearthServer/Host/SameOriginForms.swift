import Foundation
import Hummingbird

/// The forms anyone may send, before they are signed in (signing in, a device's link, a newcomer's
/// invitation), have no session whose CSRF token they could carry; a page of another site could post them
/// from a visitor's browser and sign that browser in as someone else (as a member of the attacker's
/// family, with the attacker's invitation). So they are taken only from this server's own pages: a
/// browser says where a form comes from in `Origin` (every browser of today, on every POST), else in
/// `Referer`; a form whose origin is another site, or `null` (a sandboxed frame, a `data:` page), is
/// refused with 403 before anything is done, so a refused invitation is not used up. A request with
/// neither header (a client that is not a browser) is let through: no browser sends a cross-site form so.
///
/// This server's own origins, as a browser may see them: the host the request names (`Host`), the one
/// the proxy was asked for (`X-Forwarded-Host`, believed from a trusted proxy only, as
/// `X-Forwarded-For`), and `--public-url`'s, which also holds when the proxy passes a host of its own.
/// The scheme is not compared: behind a proxy that ends TLS the server cannot tell it.
struct SameOriginForms: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let origin = request.headers[.origin] ?? request.headers[.referer] else { return try await next(request, context) }
        guard let host = Self.authority(ofURL: origin), handlers.ownAuthorities(request, context).contains(host) else {
            let language = handlers.pages.language(request, family: nil)
            return handlers.pages.refusal(handlers.pages.words(language).text("server_foreign_form"), back: "/", in: language, status: .forbidden)
        }
        return try await next(request, context)
    }

    /// "home.example", "127.0.0.1:8080": the host of an address (an Origin or a Referer), lowercased,
    /// with its port unless it is its scheme's own (80 for http, 443 for https); nil for `null` or
    /// anything that is not an http(s) address.
    static func authority(ofURL text: String) -> String? {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[" + host + "]" : host
        return authority(host: bracketed, port: url.port.flatMap { $0 == defaultPort ? nil : $0 })
    }

    /// A `Host` or `X-Forwarded-Host` value as `authority(ofURL:)` writes it: lowercased, without ":80"
    /// or ":443" (a browser leaves its scheme's port out of Origin, a proxy may write it in Host).
    static func authority(ofHost text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for port in [":80", ":443"] where trimmed.hasSuffix(port) { return String(trimmed.dropLast(port.count)).lowercased() }
        return trimmed.lowercased()
    }

    private static func authority(host: String, port: Int?) -> String {
        (port.map { host + ":" + String($0) } ?? host).lowercased()
    }
}

extension HostHandlers {
    /// The hosts (`SameOriginForms.authority`) a browser may name in `Origin` for a page of this server.
    func ownAuthorities(_ request: Request, _ context: HostRequestContext) -> Set<String> {
        var own = Set<String>()
        if let host = request.head.authority.flatMap(SameOriginForms.authority(ofHost:)) { own.insert(host) }
        // The first host a proxy was asked for (each proxy may add the one it was asked for), from a trusted proxy only.
        if trustedProxies.trusts(context.remoteAddress?.ipAddress ?? ""),
           let forwarded = request.headers[.init("X-Forwarded-Host")!]?.split(separator: ",").first,
           let host = SameOriginForms.authority(ofHost: String(forwarded)) {
            own.insert(host)
        }
        if let publicURL, let host = SameOriginForms.authority(ofURL: publicURL) { own.insert(host) }
        return own
    }
}
