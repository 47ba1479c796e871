import Foundation
import HearthDomain
import HearthStore
import HTTPTypes
import Hummingbird

/// PROPFIND (RFC 4918 §9.1) and GET: what a task app discovers (RFC 6764, RFC 4791 §6.2: the member's
/// principal, their calendar home, and in it the task lists) and reads.
extension CalDAVServer {
    typealias PropertyName = (namespace: String, name: String)

    /// What PROPFIND asked: every property (allprop, or no body), their names only (propname), or these.
    enum Asked {
        case all
        case names
        case these([PropertyName])
    }

    /// The properties a request's body asks for (`DAV:prop` of a PROPFIND or a REPORT).
    static func asked(_ element: DAVElement?) throws -> Asked {
        guard let element else { return .all }
        if element.child(DAVNamespace.dav, "propname") != nil { return .names }
        if let prop = element.child(DAVNamespace.dav, "prop") { return .these(prop.children.map { ($0.namespace, $0.name) }) }
        return .all
    }

    func propfind(_ request: Request, _ context: Context, _ resource: Resource, _ caller: HouseholdStore.APICaller) async throws -> Response {
        let body = try await xmlBody(request, context)
        if let body, !body.is(DAVNamespace.dav, "propfind") {
            throw DAVBadXML(reason: "a PROPFIND's body is a DAV:propfind element, not \(body.name)")
        }
        let asked = try Self.asked(body)
        // Depth: 0, 1 or infinity (no header: infinity, RFC 4918 §9.1); the tree is four levels deep at most.
        let depthText = request.headers[HTTPField.Name("Depth")!]?.trimmingCharacters(in: .whitespaces).lowercased() ?? "infinity"
        guard let depth = ["0": 0, "1": 1, "infinity": Int.max][depthText] else {
            throw CalDAVRefusal(Self.plain(.badRequest, "Depth is 0, 1 or infinity, not \(depthText)."))
        }
        var responses: [String] = []
        var contentsRead: [CalDAVList: CalDAVContents] = [:]
        func contents(_ list: CalDAVList) throws -> CalDAVContents {
            if let read = contentsRead[list] { return read }
            let read = try self.read(list, for: caller)
            contentsRead[list] = read
            return read
        }
        func walk(_ resource: Resource, _ depth: Int) throws {
            guard let properties = try properties(of: resource, caller, contents) else {
                if case .object = resource { throw CalDAVRefusal(notFound()) }
                return
            }
            responses.append(Self.response(href: href(resource), properties, asked: asked))
            guard depth > 0 else { return }
            for child in try children(of: resource, caller, contents) { try walk(child, depth - 1) }
        }
        if case .object(_, let list, let name) = resource, try contents(list).object(named: name) == nil { return notFound() }
        try walk(resource, depth)
        return Self.xml(.multiStatus, DAVXML.document(DAVNamespace.dav, "multistatus", responses.joined()))
    }

    /// The resources directly inside `resource`.
    func children(of resource: Resource, _ caller: HouseholdStore.APICaller, _ contents: (CalDAVList) throws -> CalDAVContents) throws -> [Resource] {
        let member = caller.member.id.text
        switch resource {
        case .root: return [.home(member)]
        case .home: return CalDAVList.allCases.map { .list(member, $0) }
        case .list(_, let list): return try contents(list).objects.map { .object(member, list, $0.name) }
        case .object: return []
        }
    }

    /// Every property of `resource`, each as its name and its value's XML; nil when there is no such resource.
    func properties(of resource: Resource, _ caller: HouseholdStore.APICaller,
                    _ contents: (CalDAVList) throws -> CalDAVContents) throws -> [(PropertyName, String)]? {
        let dav = DAVNamespace.dav, caldav = DAVNamespace.caldav
        let member = caller.member.id.text
        let principal = DAVXML.text(dav, "href", href(.home(member)))
        var properties: [(PropertyName, String)] = [
            ((dav, "current-user-principal"), principal),
            ((dav, "principal-collection-set"), DAVXML.text(dav, "href", href(.root))),
        ]
        func add(_ namespace: String, _ name: String, _ value: String) { properties.append(((namespace, name), value)) }
        switch resource {
        case .root:
            add(dav, "resourcetype", DAVXML.element(dav, "collection"))
            add(dav, "displayname", DAVXML.escape("Hearth"))
        case .home:
            add(dav, "resourcetype", DAVXML.element(dav, "collection") + DAVXML.element(dav, "principal"))
            add(dav, "displayname", DAVXML.escape(caller.member.displayName))
            add(dav, "principal-URL", principal)
            add(dav, "owner", principal)
            add(caldav, "calendar-home-set", principal)
            add(dav, "current-user-privilege-set", Self.privileges(["read"]))
        case .list(_, let list):
            let read = try contents(list)
            add(dav, "resourcetype", DAVXML.element(dav, "collection") + DAVXML.element(caldav, "calendar"))
            add(dav, "displayname", DAVXML.escape(read.displayName))
            add(DAVNamespace.apple, "calendar-color", DAVXML.escape(list.color))
            add(dav, "owner", principal)
            add(caldav, "calendar-description", DAVXML.escape(read.displayName))
            add(caldav, "supported-calendar-component-set", DAVXML.element(caldav, "comp").replacingOccurrences(of: "/>", with: " name=\"VTODO\"/>"))
            add(caldav, "supported-calendar-data",
                DAVXML.element(caldav, "calendar-data").replacingOccurrences(of: "/>", with: " content-type=\"text/calendar\" version=\"2.0\"/>"))
            add(caldav, "max-resource-size", String(HostRequestContext.formLimit))
            add(DAVNamespace.calendarServer, "getctag", DAVXML.escape(read.token))
            add(dav, "sync-token", DAVXML.escape(read.token))
            add(dav, "supported-report-set", [(caldav, "calendar-query"), (caldav, "calendar-multiget"), (dav, "sync-collection")].map { report in
                DAVXML.element(dav, "supported-report", DAVXML.element(dav, "report", DAVXML.element(report.0, report.1)))
            }.joined())
            add(dav, "current-user-privilege-set", Self.privileges(privileges(of: list, caller)))
        case .object(_, let list, let name):
            guard let object = try contents(list).object(named: name) else { return nil }
            add(dav, "resourcetype", "")
            add(dav, "getetag", DAVXML.escape(object.etag))
            add(dav, "getcontenttype", DAVXML.escape("text/calendar; charset=utf-8; component=VTODO"))
            add(dav, "getcontentlength", String(object.ics.utf8.count))
            add(dav, "current-user-privilege-set", Self.privileges(privileges(of: list, caller).filter { $0 != "bind" && $0 != "unbind" }))
        }
        return properties
    }

    /// What the member may do in a list: read; with a token that may change, write a to-do (complete it),
    /// and on the shopping list add one (bind) and remove one (unbind).
    func privileges(of list: CalDAVList, _ caller: HouseholdStore.APICaller) -> [String] {
        guard !caller.token.readOnly else { return ["read", "read-current-user-privilege-set"] }
        return ["read", "read-current-user-privilege-set", "write-content", "write-properties"] + (list == .shopping ? ["write", "bind", "unbind"] : [])
    }

    static func privileges(_ names: [String]) -> String {
        names.map { DAVXML.element(DAVNamespace.dav, "privilege", DAVXML.element(DAVNamespace.dav, $0)) }.joined()
    }

    /// One resource's DAV:response: the properties asked for that it has (200), and those it has not (404).
    static func response(href: String, _ properties: [(PropertyName, String)], asked: Asked) -> String {
        let dav = DAVNamespace.dav
        var found: [String] = [], missing: [String] = []
        switch asked {
        case .all:
            found = properties.map { DAVXML.element($0.0.namespace, $0.0.name, $0.1) }
        case .names:
            found = properties.map { DAVXML.element($0.0.namespace, $0.0.name) }
        case .these(let names):
            for name in names {
                if let property = properties.first(where: { $0.0.namespace == name.namespace && $0.0.name == name.name }) {
                    found.append(DAVXML.element(name.namespace, name.name, property.1))
                } else {
                    missing.append(DAVXML.element(name.namespace, name.name))
                }
            }
        }
        var inner = DAVXML.text(dav, "href", href)
        if !found.isEmpty || missing.isEmpty { inner += propstat(found.joined(), "HTTP/1.1 200 OK") }
        if !missing.isEmpty { inner += propstat(missing.joined(), "HTTP/1.1 404 Not Found") }
        return DAVXML.element(dav, "response", inner)
    }

    static func propstat(_ properties: String, _ status: String) -> String {
        let dav = DAVNamespace.dav
        return DAVXML.element(dav, "propstat", DAVXML.element(dav, "prop", properties) + DAVXML.text(dav, "status", status))
    }

    /// PROPPATCH: the lists' names and colours are the household's, not an app's to set: each property
    /// is refused (403) in a 207, as RFC 4918 §9.2 answers a property that cannot be changed.
    func proppatch(_ request: Request, _ context: Context, _ resource: Resource) async throws -> Response {
        guard let body = try await xmlBody(request, context), body.is(DAVNamespace.dav, "propertyupdate") else {
            throw DAVBadXML(reason: "a PROPPATCH's body is a DAV:propertyupdate element")
        }
        let names = body.children.flatMap { $0.child(DAVNamespace.dav, "prop")?.children ?? [] }.map { DAVXML.element($0.namespace, $0.name) }
        let inner = DAVXML.text(DAVNamespace.dav, "href", href(resource)) + Self.propstat(names.joined(), "HTTP/1.1 403 Forbidden")
        return Self.xml(.multiStatus, DAVXML.document(DAVNamespace.dav, "multistatus", DAVXML.element(DAVNamespace.dav, "response", inner)))
    }

    /// GET and HEAD: a to-do's iCalendar text with its ETag; a collection says what it is.
    func get(_ resource: Resource, _ caller: HouseholdStore.APICaller, head: Bool) throws -> Response {
        guard case .object(_, let list, let name) = resource else {
            return Self.plain(.ok, "This is Hearth's CalDAV server: add \(href(.root)) to a task app as a CalDAV account (docs/caldav.md).")
        }
        let contents = try read(list, for: caller)
        guard let object = contents.object(named: name) else { return notFound() }
        return Response(status: .ok, headers: [.contentType: "text/calendar; charset=utf-8", .eTag: object.etag, .cacheControl: "private, no-cache"],
                        body: head ? .init() : .init(byteBuffer: ByteBuffer(string: object.ics)))
    }
}
