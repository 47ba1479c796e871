import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird
import HummingbirdAuth
import NIOCore

/// Signing in with a member ID and password, signing a device in with its one-time link.
extension HostHandlers {
    /// The sign-in form's CSRF token travels in this cookie too: before sign-in there is no session to
    /// keep it in, so the form's field must match the cookie ("double submit").
    static let signInCookie = "hearth_sign_in"

    /// The sign-in form, in the language of the family whose card was scanned (`?member=`), else the
    /// site's or the browser's.
    func signInPage(_ request: Request, _ context: HostRequestContext) -> Response {
        let code = request.uri.queryParameters.get("member") ?? ""
        let next = request.uri.queryParameters.get("next") ?? "/"
        let cardFamily = MemberCode.memberID(in: code).flatMap { try? store.member(id: $0) }.flatMap { try? store.family(matching: $0.familyID.text) }
        return signInForm(request, code: code, next: next, message: nil, language: pages.language(request, family: cardFamily), status: .ok)
    }

    /// The language a sign-in form was shown in (its hidden field "lang"): the answers to it are in the
    /// same language whatever the member ID typed, so the language tells nothing of whose ID it is.
    private func formLanguage(_ request: Request, _ form: SignInForm) -> Language {
        form.lang.flatMap(Language.init(tag:)) ?? pages.language(request, family: nil)
    }

    private func signInForm(_ request: Request, code: String, next: String, message: String?, language: Language,
                            status: HTTPResponse.Status, retryAfter: Int? = nil) -> Response {
        // The token the browser has already, if any: a second tab (or a browser's own request for
        // /favicon.ico, sent here) must not make the first tab's form out of date.
        let held = request.cookies[Self.signInCookie].map { String($0.value) }
        let token = held.flatMap { $0.count == 43 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ? $0 : nil } ?? SecretText.newToken()
        var response = pages.answer(SignInPage(code: code, message: message, csrf: token, next: next), title: pages.words(language).text("server_sign_in_title"),
                                    in: language, status: status)
        response.setCookie(Cookie(name: Self.signInCookie, value: token, path: pages.address("/sign-in"), secure: secureCookies, httpOnly: true, sameSite: .strict))
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }

    func signIn(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(SignInForm.self, context)
        let code = form.member ?? "", next = form.next ?? "/"
        let language = formLanguage(request, form), words = pages.words(language)
        guard let cookie = request.cookies[Self.signInCookie]?.value, SessionToken.same(form.csrf ?? "", String(cookie)) else {
            return signInForm(request, code: code, next: next, message: words.text("server_sign_in_out_of_date"), language: language, status: .forbidden)
        }
        guard let id = MemberCode.memberID(in: code) else {
            return signInForm(request, code: code, next: next, message: words.text("server_member_id_expected", ["alphabet": String(HearthID.alphabet)]),
                              language: language, status: .badRequest)
        }
        // Counted per member from one address, and per address: someone elsewhere who knows a member's ID
        // (it is on the join card) cannot lock the member out by guessing.
        let address = clientAddress(request, context)
        let keys = ["member:" + id.text + " from " + address, "address:" + address]
        // One check at a time from an address (`PasswordCheckLine`): another sent meanwhile is not counted.
        guard let turn = passwordLine.enter(address) else {
            return signInForm(request, code: id.text, next: next, message: words.text("server_sign_in_being_checked"), language: language,
                              status: .tooManyRequests, retryAfter: 1)
        }
        // An address that has not failed goes first in the line: a member is not held up by others' guesses.
        let favoured = throttle.counted("address:" + address) == 0
        let (wait, begun) = throttle.begin(keys)
        guard let begun else {
            passwordLine.leave(turn)
            return signInForm(request, code: id.text, next: next, message: words.text("server_too_many_tries", ["seconds": String(wait)]), language: language,
                              status: .tooManyRequests, retryAfter: wait)
        }
        // bcrypt takes a quarter of a second of a core: on the password checks' own threads, at most one
        // a core at once, so that sign-ins, however many, never hold up another member's pages and ticks.
        let password = form.password ?? ""
        guard let member = try await passwordLine.run(turn, favoured: favoured, { [store] in try store.signIn(code: id.text, password: password, hasher: BcryptPasswords()) }) else {
            return signInForm(request, code: id.text, next: next, message: words.text("server_wrong_password"), language: language, status: .unauthorized)
        }
        throttle.succeeded(begun)
        // A new session, with a new ID: a session cookie planted before sign-in is not the one signed in,
        // and the browser's session before (another member's, on a shared tablet) ends.
        await endHeldSession(request)
        let session = HostSession.forMember(member.id.text)
        context.sessions.createSession(session, expiresIn: HostServer.sessionLength)
        let family = try store.family(matching: member.familyID.text)
        let place: String
        if !(try store.invitations(for: member.id)).isEmpty {
            place = "/join/" + member.id.text
        } else if let home = site.home(of: family) {
            // The family's pages, a card, or "Invite someone" (the server's own pages a member comes back to).
            place = Self.isOwnPath(next) && (site.allows(next, to: family) || next.hasPrefix("/join/") || next == ServerAction.invite.route) ? next : home
        } else {
            place = "/"
        }
        // The pages the browser kept for whoever was signed in before are not this session's.
        var answer = redirect(place)
        answer.setCookie(KeptPages.owned(by: session, secure: secureCookies, path: pages.root, lasting: HostServer.sessionLength))
        return answer
    }

    /// Ends the session the request's cookie names, if any (hummingbird-auth's own `delete`: none to end is no failure).
    func endHeldSession(_ request: Request) async {
        _ = try? await sessions.delete(request: request)
    }

    /// A device's one-time link (`hearth device add`), opened: a page with a button that signs the
    /// browser in. Opening it changes nothing, so a link preview in a chat or a mail scanner that
    /// fetches it does not use it up.
    func devicePage(_ request: Request, _ context: HostRequestContext) -> Response {
        let sent = context.parameters.get("token") ?? ""
        let token = sent.removingPercentEncoding ?? sent
        // In the language of the device's family, while the link works; else the browser's.
        let family = (try? store.deviceWithLink(token: token)).flatMap { $0 }.flatMap { try? store.family(matching: $0.familyID.text) }
        let language = pages.language(request, family: family)
        let action = pages.address("/device/") + token.percentEncoded
        return pages.answer(DevicePage(action: action), title: pages.words(language).text("server_device_title"), in: language, status: .ok)
    }

    /// The device page's button: signs the browser in as the device, once.
    func device(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        // The route's parameter as sent: a browser may percent-encode any character of it ("-" as %2D).
        let sent = context.parameters.get("token") ?? ""
        guard let device = try store.useDeviceLink(token: sent.removingPercentEncoding ?? sent) else {
            let language = pages.language(request, family: nil), words = pages.words(language)
            return pages.notice(words.text("server_link_used"), title: words.text("server_link_used_title"), link: nil, in: language, status: .notFound)
        }
        await endHeldSession(request)
        let session = HostSession.forDevice(device.id.text)
        context.sessions.createSession(session, expiresIn: HostServer.deviceSessionLength)
        let family = try store.family(matching: device.familyID.text)
        var answer = redirect(site.home(of: family) ?? "/")
        answer.setCookie(KeptPages.owned(by: session, secure: secureCookies, path: pages.root, lasting: HostServer.deviceSessionLength))
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

    /// The address a request came from; behind a trusted proxy (`--trusted-proxy`, loopback unless told
    /// otherwise), the one the proxy saw, from X-Forwarded-For.
    func clientAddress(_ request: Request, _ context: HostRequestContext) -> String {
        trustedProxies.client(peer: context.remoteAddress?.ipAddress ?? "unknown", forwardedFor: request.headers[.init("X-Forwarded-For")!])
    }
}

/// POST /sign-in: the member ID typed or scanned, the password, the page to go on to, the language the
/// form was shown in, and the form's CSRF token (the same as its cookie's).
struct SignInForm: Decodable {
    var member: String?
    var password: String?
    var next: String?
    var lang: String?
    var csrf: String?
}
