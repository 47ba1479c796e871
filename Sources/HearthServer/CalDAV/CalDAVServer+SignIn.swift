import Foundation
import HearthDomain
import HearthStore
import HTTPTypes
import Hummingbird

/// Signing in a task app: HTTP Basic (RFC 7617) with the member's ID as the user name and one of their
/// API tokens as the password (an app password: `hearth token add "iPhone" --as Ana`), over HTTPS.
extension CalDAVServer {
    /// A token as a password crosses the network in the clear over plain HTTP: refused (403, saying so)
    /// unless the request comes over HTTPS through a trusted proxy (`--trusted-proxy`, which says so in
    /// X-Forwarded-Proto) or from this machine itself (loopback, no proxy in between). Asked before the
    /// password is looked at, so a token sent in the clear is never answered as right or wrong.
    func plainHTTPRefusal(_ request: Request, _ context: Context) -> Response? {
        let peer = context.remoteAddress?.ipAddress ?? "unknown"
        if handlers.trustedProxies.trusts(peer) {
            let proto = request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased()
            if proto == "https" { return nil }
            // A proxy that forwards no one (a program on this machine speaking to the host directly).
            if proto == nil, request.headers[HTTPField.Name("X-Forwarded-For")!] == nil, Self.isLoopback(peer) { return nil }
        }
        return Self.plain(.forbidden, "CalDAV signs in with a token as the password, so it is answered over HTTPS only: "
                          + "open this server through its HTTPS address (a proxy that sends X-Forwarded-Proto: https, docs/hosting.md), "
                          + "or from this machine itself.")
    }

    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }

    /// The member a request signs in as, or the refusal: 401 (with a challenge) for no credentials, a
    /// wrong one, or a member ID with another member's token, all alike; 429 while guesses from the address
    /// wait (`SignInThrottle`, counted with the API's: both take the same tokens).
    func signIn(_ request: Request, _ context: Context) -> Result<HouseholdStore.APICaller, CalDAVRefusal> {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("basic "),
              let decoded = Data(base64Encoded: String(header.dropFirst("basic ".count)).trimmingCharacters(in: .whitespaces)),
              let text = String(data: decoded, encoding: .utf8), let colon = text.firstIndex(of: ":") else {
            return .failure(Self.challenge("Sign in with your member ID as the user name and a token from `hearth token add NAME --as MEMBER` as the password."))
        }
        let user = text[..<colon].trimmingCharacters(in: .whitespaces).uppercased()
        let secret = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        let caller: HouseholdStore.APICaller?
        do {
            caller = try handlers.store.apiCaller(secret: secret)
        } catch {
            return .failure(CalDAVRefusal(Self.retryLater(Self.plain(.serviceUnavailable, "The server could not read its store: try again in a few seconds."))))
        }
        if let caller, caller.member.id.text == user { return .success(caller) }
        // A wrong token, or one of another member: counted against the address, as the API counts unknown tokens.
        let (wait, counted) = handlers.throttle.begin(["api " + handlers.clientAddress(request, context)])
        guard counted != nil else {
            var refusal = Self.plain(.tooManyRequests, "Too many wrong sign-ins from this address: try again in \(wait) seconds.")
            refusal.headers[.retryAfter] = String(wait)
            return .failure(CalDAVRefusal(refusal))
        }
        return .failure(Self.challenge("This member ID and token do not sign in: the token was removed, has expired, was mistyped, or is another member's."))
    }

    /// 401 with the challenge a task app answers by asking for the user name and password.
    static func challenge(_ text: String) -> CalDAVRefusal {
        var response = plain(.unauthorized, text)
        response.headers[.wwwAuthenticate] = "Basic realm=\"Hearth\", charset=\"UTF-8\""
        return CalDAVRefusal(response)
    }
}
