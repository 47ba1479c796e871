import Foundation
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird

/// REPORT on a task list: calendar-query and calendar-multiget (RFC 4791 §7.8, §7.9), and
/// sync-collection (RFC 6578), which tells a task app what changed since the token it holds.
extension CalDAVServer {
    func report(_ request: Request, _ context: Context, _ resource: Resource, _ caller: HouseholdStore.APICaller) async throws -> Response {
        guard let body = try await xmlBody(request, context) else { throw DAVBadXML(reason: "a REPORT needs a body naming the report") }
        let dav = DAVNamespace.dav, caldav = DAVNamespace.caldav
        let known = body.is(caldav, "calendar-query") || body.is(caldav, "calendar-multiget") || body.is(dav, "sync-collection")
        guard known, case .list(let member, let list) = resource else {
            // RFC 3253 §3.6: a report the resource does not support.
            throw CalDAVRefusal.condition(.forbidden, dav, "supported-report",
                                          reason: "a task list answers calendar-query, calendar-multiget and sync-collection, nothing else does")
        }
        let contents = try read(list, for: caller)
        let asked = try Self.asked(body)
        var responses: [String] = []
        func add(_ object: CalDAVObject) {
            responses.append(Self.response(href: href(.object(member, list, object.name)), objectProperties(object, caller, list), asked: asked))
        }
        if body.is(caldav, "calendar-query") {
            let filter = body.child(caldav, "filter")
            for object in contents.objects where filter.map({ Self.matches(object, $0) }) ?? true { add(object) }
        } else if body.is(caldav, "calendar-multiget") {
            for href in body.children(dav, "href") {
                let named = self.resource(ofHref: href.text)
                if case .object(let hrefMember, let hrefList, let name) = named, hrefMember == member, hrefList == list, let object = contents.object(named: name) {
                    add(object)
                } else {
                    responses.append(DAVXML.element(dav, "response", DAVXML.text(dav, "href", href.text.trimmingCharacters(in: .whitespacesAndNewlines))
                                                    + DAVXML.text(dav, "status", "HTTP/1.1 404 Not Found")))
                }
            }
        } else {
            let token = body.child(dav, "sync-token")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if let level = body.child(dav, "sync-level")?.text.trimmingCharacters(in: .whitespacesAndNewlines), level != "1" {
                throw CalDAVRefusal.condition(.forbidden, dav, "sync-traversal-supported", reason: "a task list holds no collections: sync-level is 1")
            }
            if token.isEmpty {
                contents.objects.forEach(add)
            } else {
                guard let since = history.changes(href(.list(member, list)), since: token) else {
                    throw CalDAVRefusal.condition(.forbidden, dav, "valid-sync-token",
                                                  reason: "this server does not know that sync token (it restarted since, or it is too old): sync the list whole")
                }
                for object in contents.objects where since.changed.contains(object.name) { add(object) }
                for name in since.removed where contents.object(named: name) == nil {
                    responses.append(DAVXML.element(dav, "response", DAVXML.text(dav, "href", href(.object(member, list, name)))
                                                    + DAVXML.text(dav, "status", "HTTP/1.1 404 Not Found")))
                }
            }
            responses.append(DAVXML.text(dav, "sync-token", contents.token))
        }
        return Self.xml(.multiStatus, DAVXML.document(dav, "multistatus", responses.joined()))
    }

    /// A to-do's properties in a report: its ETag and text (calendar-data) besides PROPFIND's.
    func objectProperties(_ object: CalDAVObject, _ caller: HouseholdStore.APICaller, _ list: CalDAVList) -> [(PropertyName, String)] {
        let dav = DAVNamespace.dav
        return [
            ((dav, "getetag"), DAVXML.escape(object.etag)),
            ((DAVNamespace.caldav, "calendar-data"), DAVXML.escape(object.ics)),
            ((dav, "getcontenttype"), DAVXML.escape("text/calendar; charset=utf-8; component=VTODO")),
            ((dav, "getcontentlength"), String(object.ics.utf8.count)),
            ((dav, "resourcetype"), ""),
        ]
    }

    // MARK: calendar-query's filter (RFC 4791 §9.7)

    /// Whether a to-do passes a CALDAV:filter: its comp-filter of VCALENDAR, and inside it of VTODO with
    /// their prop-filters (is-not-defined, text-match with negate-condition) and time-range.
    static func matches(_ object: CalDAVObject, _ filter: DAVElement) -> Bool {
        filter.children(DAVNamespace.caldav, "comp-filter").allSatisfy { componentMatches(object, $0, component: "VCALENDAR") }
    }

    private static func componentMatches(_ object: CalDAVObject, _ filter: DAVElement, component: String) -> Bool {
        let caldav = DAVNamespace.caldav
        let name = filter.attributes["name"]?.uppercased() ?? ""
        let exists = name == component
        if filter.child(caldav, "is-not-defined") != nil { return !exists }
        guard exists else { return false }
        if component == "VCALENDAR" {
            return filter.children(caldav, "comp-filter").allSatisfy { componentMatches(object, $0, component: "VTODO") }
        }
        if let range = filter.child(caldav, "time-range"), !overlaps(object.task, range) { return false }
        // A VTODO holds no components this server writes (no alarms).
        if filter.children(caldav, "comp-filter").contains(where: { $0.child(caldav, "is-not-defined") == nil }) { return false }
        return filter.children(caldav, "prop-filter").allSatisfy { propertyMatches(object.task, $0) }
    }

    /// The to-do's properties as a filter compares them.
    private static func value(_ property: String, of task: TaskCalendar.Task) -> String? {
        switch property {
        case "UID": return task.uid
        case "SUMMARY": return task.summary
        case "DESCRIPTION": return task.description.isEmpty ? nil : task.description.joined(separator: "\n")
        case "CATEGORIES": return task.categories.isEmpty ? nil : task.categories.joined(separator: ",")
        case "STATUS": return task.completed ? "COMPLETED" : "NEEDS-ACTION"
        case "COMPLETED", "PERCENT-COMPLETE": return task.completed ? (property == "COMPLETED" ? task.stamp.iso : "100") : nil
        case "DUE": return task.due?.iso
        case "DTSTAMP": return task.stamp.iso
        default: return nil
        }
    }

    private static func propertyMatches(_ task: TaskCalendar.Task, _ filter: DAVElement) -> Bool {
        let caldav = DAVNamespace.caldav
        let value = value(filter.attributes["name"]?.uppercased() ?? "", of: task)
        if filter.child(caldav, "is-not-defined") != nil { return value == nil }
        guard let value else { return false }
        if let match = filter.child(caldav, "text-match") {
            let found = value.range(of: match.text, options: [.caseInsensitive]) != nil
            return (match.attributes["negate-condition"] == "yes") ? !found : found
        }
        return true
    }

    /// Whether a to-do falls in a time-range (RFC 4791 §9.9): one with a DUE day when that day overlaps
    /// it; one without a day, always.
    private static func overlaps(_ task: TaskCalendar.Task, _ range: DAVElement) -> Bool {
        guard let due = task.due else { return true }
        let dayStart = due.iso.replacingOccurrences(of: "-", with: "") + "T000000Z"
        let dayEnd = due.adding(days: 1).iso.replacingOccurrences(of: "-", with: "") + "T000000Z"
        // iCalendar's UTC times ("20261119T000000Z") compare as text.
        if let start = range.attributes["start"], start.count == 16, start >= dayEnd { return false }
        if let end = range.attributes["end"], end.count == 16, end <= dayStart { return false }
        return true
    }
}
