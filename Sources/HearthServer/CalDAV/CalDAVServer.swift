import Foundation
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird
import NIOCore

/// `hearth host` as a CalDAV server (RFC 4791, to-dos only; docs/caldav.md) at /dav/: the family's
/// shopping list and chores as task lists for Apple Reminders, Thunderbird, DAVx5 with Tasks.org or jtx
/// Board, and Home Assistant. A task app signs in with HTTP Basic: the member's ID and one of their API
/// tokens (`hearth token add NAME --as MEMBER`); it reads and changes the household through the same
/// store methods and changes' queue as the member's forms and the API, so a tick in a task app shows on
/// open pages at once, and one on a page reaches the app at its next sync.
///
/// A middleware rather than routes: WebDAV's methods (PROPFIND, REPORT) come to any address below
/// /dav/, and every method must be answered there as RFC 4918 says (405 with Allow, never the pages'
/// not-found), so every request below /dav/ is answered here and nothing else sees it.
struct CalDAVServer: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers
    let history: CalDAVSyncHistory
    var lists: CalDAVLists { CalDAVLists(store: handlers.store, pages: handlers.pages, today: handlers.actions.today) }

    static let root = "/dav/"
    static let methods: [String] = ["OPTIONS", "GET", "HEAD", "PUT", "DELETE", "PROPFIND", "PROPPATCH", "REPORT"]
    static let allow = methods.joined(separator: ", ")

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == "/.well-known/caldav" || path == "/.well-known/caldav/" {
            // RFC 6764 §5: the context path, under the server's sub-path when a proxy serves it under one.
            return Response(status: .movedPermanently, headers: [.location: handlers.pages.address(Self.root), .cacheControl: "no-cache"])
        }
        guard path == "/dav" || path.hasPrefix(Self.root) else { return try await next(request, context) }
        return await answer(request, context)
    }

    /// Where a request below /dav/ goes.
    enum Resource: Equatable {
        case root
        /// The member's principal, which is also their calendar home.
        case home(String)
        case list(String, CalDAVList)
        case object(String, CalDAVList, String)

        var member: String? {
            switch self {
            case .root: return nil
            case .home(let member), .list(let member, _), .object(let member, _, _): return member
            }
        }
    }

    /// The resource a path below the server's root names ("/dav/MEMBER/shopping/ID.ics"); nil for none.
    static func resource(_ path: String) -> Resource? {
        guard path == "/dav" || path.hasPrefix(root) else { return nil }
        let parts = path.dropFirst(root.count).split(separator: "/", omittingEmptySubsequences: true).map { String($0).removingPercentEncoding ?? String($0) }
        switch parts.count {
        case 0: return .root
        case 1: return .home(parts[0].uppercased())
        case 2: return CalDAVList(rawValue: parts[1]).map { .list(parts[0].uppercased(), $0) }
        case 3:
            guard let list = CalDAVList(rawValue: parts[1]), path.last != "/" else { return nil }
            return .object(parts[0].uppercased(), list, parts[2])
        default: return nil
        }
    }

    /// A list as the store holds it now, its state noted in the sync history (every state a task app
    /// can see is read here), with the token of that state.
    func read(_ list: CalDAVList, for caller: HouseholdStore.APICaller) throws -> CalDAVContents {
        var contents = try lists.contents(list, for: caller)
        contents.token = history.note(href(.list(caller.member.id.text, list)), contents.state)
        return contents
    }

    /// A resource's address as a client is given it: collections end with "/", all under the server's root.
    func href(_ resource: Resource) -> String {
        let path: String
        switch resource {
        case .root: path = Self.root
        case .home(let member): path = Self.root + member + "/"
        case .list(let member, let list): path = Self.root + member + "/" + list.rawValue + "/"
        case .object(let member, let list, let name):
            path = Self.root + member + "/" + list.rawValue + "/" + (name.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? name)
        }
        return handlers.pages.address(path)
    }

    /// The characters a path segment keeps as they are (RFC 3986's unreserved ones).
    static let pathCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@")

    /// The resource an href in a request's body names (an address under the server's root, whole or its
    /// path); nil when it names none.
    func resource(ofHref href: String) -> Resource? {
        let text = href.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = text.hasPrefix("/") ? text : (URL(string: text)?.path(percentEncoded: true) ?? text)
        return handlers.pages.route(ofAddress: path).flatMap(Self.resource)
    }

    // MARK: Answering

    private func answer(_ request: Request, _ context: Context) async -> Response {
        let method = request.method.rawValue.uppercased()
        guard Self.methods.contains(method) || ["MKCOL", "MKCALENDAR", "COPY", "MOVE", "LOCK", "UNLOCK", "POST", "PATCH", "TRACE"].contains(method) else {
            return notAllowed()
        }
        if method == "OPTIONS" { return options() }
        if let refusal = plainHTTPRefusal(request, context) { return refusal }
        let caller: HouseholdStore.APICaller
        switch signIn(request, context) {
        case .success(let signedIn): caller = signedIn
        case .failure(let refusal): return refusal.response
        }
        if method == "MKCOL" || method == "MKCALENDAR" {
            // Below the member's own home: refused as a list that cannot be made (RFC 4791 §5.3.1); elsewhere not there.
            let member = request.uri.path.dropFirst(Self.root.count).split(separator: "/").first.map { $0.uppercased() }
            guard member == caller.member.id.text else { return notFound() }
            return Self.plain(.forbidden, "Hearth's task lists are the family's shopping list and chores: no other list can be made here.")
        }
        guard let resource = Self.resource(request.uri.path) else { return notFound() }
        // Another member's home, lists and to-dos (of this family or another) are not there for them.
        if let member = resource.member, member != caller.member.id.text { return notFound() }
        let writes = ["PUT", "DELETE", "PROPPATCH", "MKCOL", "MKCALENDAR", "COPY", "MOVE", "LOCK", "UNLOCK", "POST", "PATCH"].contains(method)
        if writes && caller.token.readOnly {
            return Self.plain(.forbidden, "The token “\(caller.token.name)” may only read: make one without --read-only to change the household from a task app.")
        }
        do {
            switch method {
            case "GET", "HEAD": return try get(resource, caller, head: method == "HEAD")
            case "PROPFIND": return try await propfind(request, context, resource, caller)
            case "PROPPATCH": return try await proppatch(request, context, resource)
            case "REPORT": return try await report(request, context, resource, caller)
            case "PUT": return try await put(request, context, resource, caller)
            case "DELETE": return try await delete(request, resource, caller)
            default: return notAllowed()
            }
        } catch let bad as DAVBadXML {
            return Self.plain(.badRequest, "The request's XML cannot be read: \(bad.reason).")
        } catch let answer as CalDAVRefusal {
            return answer.response
        } catch {
            handlers.watcher.log("CalDAV: \(error)")
            return Self.retryLater(Self.plain(.serviceUnavailable, "The server could not read its store: try again in a few seconds."))
        }
    }

    /// OPTIONS: what this server is (DAV: 1, 3 and calendar-access) and the methods it takes; asked
    /// before signing in, and tells nothing of the household.
    private func options() -> Response {
        Response(status: .ok, headers: [HTTPField.Name("DAV")!: "1, 3, calendar-access", .allow: Self.allow, .contentLength: "0"])
    }

    private func notAllowed() -> Response {
        var response = Self.plain(.methodNotAllowed, "This address takes \(Self.allow).")
        response.headers[.allow] = Self.allow
        return response
    }

    func notFound() -> Response {
        Self.plain(.notFound, "Nothing is at this address.")
    }

    // MARK: Answers

    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    static func xml(_ status: HTTPResponse.Status, _ document: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/xml; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(string: document)))
    }

    static func retryLater(_ response: Response) -> Response {
        var response = response
        response.headers[.retryAfter] = "5"
        return response
    }

    /// A request's body, whole, up to the server's limit (413 beyond it).
    func body(_ request: Request, _ context: Context) async throws -> Data {
        var request = request
        do {
            return Data(buffer: try await request.collectBody(upTo: context.maxUploadSize))
        } catch {
            throw CalDAVRefusal(Self.plain(.contentTooLarge, "The body is larger than this server takes (\(context.maxUploadSize / 1024) KiB)."))
        }
    }

    /// The request's XML body, nil when it has none.
    func xmlBody(_ request: Request, _ context: Context) async throws -> DAVElement? {
        let data = try await body(request, context)
        guard !data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return nil }
        return try DAVXML.parse(data)
    }
}

/// An answer that ends a request early (a precondition that failed, a body too large, a refusal).
struct CalDAVRefusal: Error {
    let response: Response

    init(_ response: Response) { self.response = response }

    /// A failed precondition of WebDAV or CalDAV (RFC 4918 §16), as the error body names it, with the
    /// reason a person reads beside it.
    static func condition(_ status: HTTPResponse.Status, _ namespace: String, _ name: String, reason: String? = nil) -> CalDAVRefusal {
        let reasonElement = reason.map { "<hearth:reason xmlns:hearth=\"https://hearth.invalid/ns\">" + DAVXML.escape($0) + "</hearth:reason>" } ?? ""
        return CalDAVRefusal(CalDAVServer.xml(status, DAVXML.document(DAVNamespace.dav, "error", DAVXML.element(namespace, name) + reasonElement)))
    }
}
