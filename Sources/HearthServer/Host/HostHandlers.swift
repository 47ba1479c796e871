import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore
import Hummingbird
import HummingbirdAuth
import NIOCore
import NIOPosix

/// Who is asking: a signed-in member, or a read-only device, and the family whose pages they see.
enum Visitor {
    case member(Member, Family)
    case device(Device, Family)

    var family: Family {
        switch self {
        case .member(_, let family), .device(_, let family): return family
        }
    }

    /// The language the visitor reads: a member's own, else the family's (a device's is the family's).
    var language: Language {
        switch self {
        case .member(let member, let family): return member.reads(in: family)
        case .device(_, let family): return family.language
        }
    }

    var name: String {
        switch self {
        case .member(let member, _): return member.displayName
        case .device(let device, _): return device.name
        }
    }
}

/// The routes of `hearth host`, each a method (sign-in and devices in HostHandlers+SignIn.swift, the
/// join flow in HostHandlers+Join.swift).
struct HostHandlers: Sendable {
    let store: HouseholdStore
    let site: HostSite
    /// The server's own pages and words, in the visitor's language.
    let pages: HostPages
    let actions: HostActions
    let throttle: SignInThrottle
    let watcher: RebuildWatcher
    let secureCookies: Bool
    /// Whose X-Forwarded-For says where a request came from (`clientAddress`).
    let trustedProxies: TrustedProxies
    /// The store's backups (`--backup-at`), whose state a manager's family page shows; nil for the demo.
    let backups: NightlyBackup?
    /// `--public-url`: where the family opens the site (an invitation's link carries it).
    let publicURL: String?
    /// The threads that check passwords (bcrypt) and send to printers, apart from the request threads.
    let passwordChecks: NIOThreadPool
    /// The bcrypt checks' line for those threads: one at a time from an address, fair to the others (`signIn`).
    let passwordLine: PasswordCheckLine
    /// The sessions, as `SessionMiddleware` keeps them: a browser's session before sign-in is ended through it.
    let sessions: SessionStorage<HostSession>
    /// Where ntfy and webhook notices may go (`--notices-may-reach`): the notices page refuses other addresses.
    let noticeReach: NoticeReach
    /// Changes (forms, the API) are applied through the live core's queue, one go at a time, in the order they came (`change`).
    let changes: ChangeQueue<HostActions.Outcome>
    /// Who of each family has a page open (the hosted header's "2 online").
    let online = OnlineVisitors()

    /// The session's member or device as the store holds them now: a member moved to another family
    /// sees that family; a removed device or member is signed out (`VisitorMiddleware` asks it once a request).
    func signedIn(_ sessions: SessionContext<HostSession>) throws -> SignedIn? {
        guard let session = sessions.session else { return nil }
        if let id = session.member.flatMap(HearthID.init), let member = try store.member(id: id) {
            return SignedIn(visitor: .member(member, try store.family(matching: member.familyID.text)), session: session)
        }
        if let id = session.device.flatMap(HearthID.init), let device = try store.device(id: id) {
            return SignedIn(visitor: .device(device, try store.family(matching: device.familyID.text)), session: session)
        }
        sessions.clearSession()
        return nil
    }

    // MARK: Pages

    func get(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let path = request.uri.path
        guard let signedIn = context.signedIn else { return signedOut(request, answer: signedOutAnswer(request)) }
        let visitor = signedIn.visitor, session = signedIn.session
        guard let home = site.home(of: visitor.family) else {
            let language = visitor.language, words = pages.words(language)
            return pages.notice(words.text("server_not_here", ["family": visitor.family.name]), title: words.text("server_not_here_title"), link: nil, in: language, status: .forbidden)
        }
        if path == "/" && home != "/" { return redirect(home) }
        guard site.allows(path, to: visitor.family) else { return notFound(request, visitor.family) }
        if path.hasSuffix("/") || path.hasSuffix(".html") { online.note(visitor) }
        var response = serveFile(request, of: visitor.family, personalFor: visitor, csrf: session.csrf)
        // The browser learns whose pages it keeps (a session signed in before hearth_pages existed, too).
        if request.cookies[KeptPages.cookie]?.value != KeptPages.tag(of: session) {
            response.setCookie(KeptPages.owned(by: session, secure: secureCookies, path: pages.root, lasting: HostServer.sessionLength))
        }
        return response
    }

    /// What a browser with no session is given for `request`: the shared files, the sign-in page for a page.
    private func signedOutAnswer(_ request: Request) -> Response {
        let path = request.uri.path
        if HostSite.isShared(path) { return serveFile(request, of: nil, personalFor: nil, csrf: "") }
        // Pages lead to sign-in; anything else (a browser's /favicon.ico, a picture) is not found.
        guard path.hasSuffix("/") || path.hasSuffix(".html") || path.hasSuffix(".md") else { return notFound(request, nil) }
        return redirect(ServerAction.signIn.route + "?next=" + (path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/"))
    }

    /// `answer`, to a browser that is signed out (or whose session ended): its `hearth_pages` cookie is
    /// removed, so its service worker drops the pages it kept and shows none of them again.
    func signedOut(_ request: Request, answer: Response) -> Response {
        guard request.cookies[KeptPages.cookie] != nil else { return answer }
        var answer = answer
        answer.setCookie(KeptPages.ended(secure: secureCookies, path: pages.root))
        return answer
    }

    /// The file `request` asks for, from `family`'s pages or the files every page shares; an HTML page
    /// with `visitor`'s name and session's token in it, in their own language when the site has the
    /// family's pages in it (`HostSite.rawPath(_:in:of:)`).
    private func serveFile(_ request: Request, of family: Family?, personalFor visitor: Visitor?, csrf: String) -> Response {
        guard let area = site.area(of: request.uri.path, for: family) else { return notFound(request, family) }
        var found = site.files.lookup(rawPath: request.uri.string, within: area)
        if let visitor, let family, let own = site.rawPath(request.uri.string, in: visitor.language, of: family),
           case .file(let file) = site.files.lookup(rawPath: own, within: area) {
            found = .file(file)
        }
        switch found {
        case .redirect(let location): return redirect(location)
        case .notFound: return notFound(request, family)
        case .file(let file):
            let type = SiteFolderLookup.contentType(of: file)
            if type.hasPrefix("text/html"), let visitor {
                let page = PersonalPage(file: file, replacements: HostSite.personal(csrf: csrf, visitor: visitor))
                guard let (body, length) = try? page.body() else { return notFound(request, family) }
                // A page with one member's token in it is never kept by a cache.
                return Self.response(body, length: length, type: type, status: .ok, cache: "no-store")
            }
            guard let data = try? Data(contentsOf: file) else { return notFound(request, family) }
            // A family's other files (Markdown twins, the calendar feed, pictures) are theirs too: no shared cache keeps them.
            return Self.response(data, type: type, status: .ok, cache: visitor == nil || HostSite.isShared(request.uri.path) ? "no-cache" : "private, no-cache")
        }
    }

    func notFound(_ request: Request, _ family: Family?) -> Response {
        let language = pages.language(request, family: family), words = pages.words(language)
        return pages.notice(words.text("server_not_found"), title: words.text("server_not_found_title"),
                            link: .init(text: words.text("server_your_pages"), href: "/"), in: language, status: .notFound)
    }

    // MARK: Forms

    /// ".../sign-out", a form on every hosted page (`SignedInForms` checked it): the session ends, and the
    /// browser's `hearth_pages` cookie with it, so its service worker drops the pages it kept.
    func signOut(_ request: Request, _ context: HostRequestContext) -> Response {
        context.sessions.clearSession()
        var answer = redirect("/sign-in")
        answer.setCookie(KeptPages.ended(secure: secureCookies, path: pages.root))
        return answer
    }

    /// A form sent anywhere else, once `SignedInForms` let it through: there is no such form.
    func noSuchForm(_ request: Request, _ context: HostRequestContext) -> Response {
        notFound(request, context.signedIn?.visitor.family)
    }

    /// The page the form was on (its Referer, when it is one of the family's pages), else the family's home.
    func back(_ request: Request, home: String, family: Family) -> String {
        guard let referer = request.headers[.referer], let url = URL(string: referer), let path = pages.route(ofAddress: url.path),
              site.allows(path, to: family), !path.contains("/act/") else { return home }
        return path.isEmpty ? home : (path.hasSuffix("/") || path.hasSuffix(".html") ? path : path + "/")
    }

    // MARK: Helpers

    func csrfRefusal(_ visitor: Visitor) -> Response {
        pages.refusal(pages.words(visitor.language).text("server_form_out_of_date"), back: "/", in: visitor.language, status: .forbidden)
    }

    /// A form from a browser that is not signed in (any longer).
    func signedOutRefusal(_ request: Request) -> Response {
        let language = pages.language(request, family: nil)
        return pages.refusal(pages.words(language).text("server_signed_out"), back: "/sign-in", in: language, status: .unauthorized)
    }

    /// A device's form: a device changes nothing.
    func deviceRefusal(_ visitor: Visitor) -> Response {
        let family = visitor.family
        let message = pages.words(visitor.language).text("server_device_changes_nothing", ["device": visitor.name, "family": family.name])
        return pages.refusal(message, back: site.home(of: family), in: visitor.language, status: .forbidden)
    }

    static func status(of failure: Failure) -> HTTPResponse.Status {
        switch failure.kind {
        case .notPermitted: return .forbidden
        case .missingInput: return .notFound
        // The server's own trouble (its store file gone): the phone's script keeps a tick and sends it again.
        case .inputOutput, .unavailable: return .serviceUnavailable
        default: return .badRequest
        }
    }

    /// A redirect to `location`, a path as the routes name it ("/sign-in"), under the server's root.
    func redirect(_ location: String) -> Response {
        // One leading slash: "//name" would send the browser to the host "name" (`address` keeps one).
        Response(status: .seeOther, headers: [.location: pages.address(location), .cacheControl: "no-store"])
    }

    /// `response` with Retry-After: the phone's script, or the person, tries again in a few seconds.
    static func retryLater(_ response: Response) -> Response {
        var response = response
        response.headers[.retryAfter] = "5"
        return response
    }

    static func html(_ page: String, status: HTTPResponse.Status) -> Response {
        response(Data(page.utf8), type: "text/html; charset=utf-8", status: status, cache: "no-store")
    }

    static func response(_ data: Data, type: String, status: HTTPResponse.Status, cache: String) -> Response {
        PreviewServer.response(data, type: type, status: status, extra: [.cacheControl: cache])
    }

    static func response(_ body: ResponseBody, length: Int, type: String, status: HTTPResponse.Status, cache: String) -> Response {
        Response(status: status, headers: [.contentType: type, .contentLength: String(length), .cacheControl: cache], body: body)
    }
}
