import Foundation
import HearthDomain
import HearthStore
import Hummingbird
import HummingbirdAuth
import NIOCore

/// Signing in with a member ID and password, signing a device in with its one-time link.
extension HostHandlers {
    /// The sign-in form's CSRF token travels in this cookie too: before sign-in there is no session to
    /// keep it in, so the form's field must match the cookie ("double submit").
    static let signInCookie = "hearth_sign_in"

    func signInPage(_ request: Request, _ context: HostRequestContext) -> Response {
        let code = request.uri.queryParameters.get("member") ?? ""
        let next = request.uri.queryParameters.get("next") ?? "/"
        return signInForm(request, code: code, next: next, message: nil, status: .ok)
    }

    private func signInForm(_ request: Request, code: String, next: String, message: String?, status: HTTPResponse.Status, retryAfter: Int? = nil) -> Response {
        // The token the browser has already, if any: a second tab (or a browser's own request for
        // /favicon.ico, sent here) must not make the first tab's form out of date.
        let held = request.cookies[Self.signInCookie].map { String($0.value) }
        let token = held.flatMap { $0.count == 43 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ? $0 : nil } ?? SecretText.newToken()
        var response = Self.html(HostPages.signIn(code: code, message: message, csrf: token, next: next), status: status)
        response.setCookie(Cookie(name: Self.signInCookie, value: token, path: "/sign-in", secure: secureCookies, httpOnly: true, sameSite: .strict))
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }

    func signIn(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var request = request
        let form = try await Self.form(&request, context)
        let code = form["member"] ?? "", next = form["next"] ?? "/"
        guard let cookie = request.cookies[Self.signInCookie]?.value, SessionToken.same(form["csrf"] ?? "", String(cookie)) else {
            return signInForm(request, code: code, next: next, message: "The sign-in form was out of date (its CSRF token did not match): sign in again.", status: .forbidden)
        }
        guard let id = MemberCode.memberID(in: code) else {
            return signInForm(request, code: code, next: next, message: "Member ID: expected the 12 characters on your join card (\(String(HearthID.alphabet)) only), or the card's scanned link.", status: .badRequest)
        }
        // Counted per member from one address, and per address: someone elsewhere who knows a member's ID
        // (it is on the join card) cannot lock the member out by guessing.
        let address = clientAddress(request, context)
        let keys = ["member:" + id.text + " from " + address, "address:" + address]
        let (wait, begun) = throttle.begin(keys)
        guard let begun else {
            return signInForm(request, code: id.text, next: next, message: "Too many wrong passwords: try again in \(wait) seconds.", status: .tooManyRequests, retryAfter: wait)
        }
        // bcrypt takes a quarter of a second of a core: on the password checks' own threads, at most one
        // a core at once, so that sign-ins, however many, never hold up another member's pages and ticks.
        let password = form["password"] ?? ""
        guard let member = try await passwordChecks.runIfActive({ [store] in try store.signIn(code: id.text, password: password) }) else {
            return signInForm(request, code: id.text, next: next, message: "That member ID and password do not match.", status: .unauthorized)
        }
        throttle.succeeded(begun)
        // A new session, with a new ID: a session cookie planted before sign-in is not the one signed in,
        // and the browser's session before (another member's, on a shared tablet) ends.
        endHeldSession(request)
        let session = HostSession.forMember(member.id.text)
        context.sessions.createSession(session, expiresIn: HostServer.sessionLength)
        let family = try store.family(matching: member.familyID.text)
        let place: String
        if !(try store.invitations(for: member.id)).isEmpty {
            place = "/join/" + member.id.text
        } else if let home = site.home(of: family) {
            place = Self.isOwnPath(next) && (site.allows(next, to: family) || next.hasPrefix("/join/")) ? next : home
        } else {
            place = "/"
        }
        // The pages the browser kept for whoever was signed in before are not this session's.
        var answer = Self.redirect(place)
        answer.setCookie(KeptPages.owned(by: session, secure: secureCookies, lasting: HostServer.sessionLength))
        return answer
    }

    /// Ends the session the request's cookie names, if any (hummingbird-auth keeps it as "hbs.ID").
    func endHeldSession(_ request: Request) {
        if let held = request.cookies[HostServer.sessionCookie]?.value { try? store.removeSession(key: "hbs." + held) }
    }

    /// A device's one-time link (`hearth device add`), opened: a page with a button that signs the
    /// browser in. Opening it changes nothing, so a link preview in a chat or a mail scanner that
    /// fetches it does not use it up.
    func devicePage(_ request: Request, _ context: HostRequestContext) -> Response {
        let sent = context.parameters.get("token") ?? ""
        let token = sent.removingPercentEncoding ?? sent
        return Self.html(HostPages.deviceSignIn(token: token), status: .ok)
    }

    /// The device page's button: signs the browser in as the device, once.
    func device(_ request: Request, _ context: HostRequestContext) throws -> Response {
        // The route's parameter as sent: a browser may percent-encode any character of it ("-" as %2D).
        let sent = context.parameters.get("token") ?? ""
        guard let device = try store.useDeviceLink(token: sent.removingPercentEncoding ?? sent) else {
            return Self.html(HostPages.notice(title: "Link used", message: "This device link was opened before, or never made. Make a new one with the command hearth device add NAME.", link: nil), status: .notFound)
        }
        endHeldSession(request)
        let session = HostSession.forDevice(device.id.text)
        context.sessions.createSession(session, expiresIn: HostServer.deviceSessionLength)
        let family = try store.family(matching: device.familyID.text)
        var answer = Self.redirect(site.home(of: family) ?? "/")
        answer.setCookie(KeptPages.owned(by: session, secure: secureCookies, lasting: HostServer.deviceSessionLength))
        return answer
    }

    /// Whether `next` is a path of this site and nothing else: "/" and then letters, digits and
    /// `-._~/%`, never "//" or a backslash (which browsers read as "//", another host), nor a control
    /// character, a scheme or a host.
    static func isOwnPath(_ next: String) -> Bool {
        guard next.hasPrefix("/"), !next.hasPrefix("//"), next.count < 2000,
              next.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-._~/%".unicodeScalars.contains($0)) }),
              let decoded = next.removingPercentEncoding else { return false }
        // Decoded, it is checked again: "/%5Cevil.example" is a backslash, which browsers read as "/".
        return !decoded.hasPrefix("//") && !decoded.contains { $0 == "\\" || $0.isNewline || $0 == "\t" || $0.asciiValue.map { $0 < 32 } == true }
    }

    /// The address a request came from; behind a reverse proxy on this machine, the address it names
    /// last in X-Forwarded-For (the one it saw).
    func clientAddress(_ request: Request, _ context: HostRequestContext) -> String {
        let peer = context.remoteAddress?.ipAddress ?? "unknown"
        if peer == "127.0.0.1" || peer == "::1", let forwarded = request.headers[.init("X-Forwarded-For")!],
           let last = forwarded.split(separator: ",").last {
            return last.trimmingCharacters(in: .whitespaces)
        }
        return peer
    }
}
