import Foundation
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird

/// PUT and DELETE: a task app completes, un-completes, adds and removes to-dos. Each is one of the
/// household's changes through the changes' queue (`HostHandlers.change`), by the same `HostActions` and
/// store methods as the forms, so the pages that show it are written before the app is answered.
/// If-Match and If-None-Match (RFC 9110 §13) are checked inside the change's turn on the queue, against
/// the to-do as it is then: a change made meanwhile by a phone's page is never overwritten unseen (412).
extension CalDAVServer {
    func put(_ request: Request, _ context: Context, _ resource: Resource, _ caller: HouseholdStore.APICaller) async throws -> Response {
        guard case .object(_, let list, let name) = resource else {
            throw CalDAVRefusal(Self.plain(.methodNotAllowed, "A to-do is put in a task list: PUT …/shopping/NAME.ics."))
        }
        guard name.hasSuffix(".ics") || list != .shopping, name.count <= 200 else {
            throw CalDAVRefusal(Self.plain(.forbidden, "A to-do's address ends with .ics and is at most 200 characters long."))
        }
        let text = String(decoding: try await body(request, context), as: UTF8.self)
        let sent: TaskCalendar.Sent
        switch TaskCalendar.read(text) {
        case .success(let read): sent = read
        case .failure(.notAToDo(let component)):
            throw CalDAVRefusal.condition(.forbidden, DAVNamespace.caldav, "supported-calendar-component",
                                          reason: "a task list holds to-dos (VTODO), not \(component)")
        case .failure(.notOneToDo(let reason)):
            throw CalDAVRefusal.condition(.badRequest, DAVNamespace.caldav, "valid-calendar-data", reason: reason)
        }
        let preconditions = Preconditions(request)
        let lists = self.lists, store = handlers.store
        let words = handlers.pages.words(caller.member.reads(in: caller.family))
        let result = await handlers.change("caldav/put", by: caller.member, in: caller.family, back: nil) { actions, receivedAt in
            let object = try lists.contents(list, for: caller).object(named: name)
            try preconditions.check(object?.etag)
            guard let object else {
                guard list == .shopping else {
                    throw CalDAVRefusal(Self.plain(.forbidden, "The chores come from the family's plan (hearth chore set): a task app completes them, and adds none."))
                }
                // A new to-do: an item added, a quantity at the end of its title parsed as the add form's field.
                let (itemName, quantity) = GroceryQuantity.split(title: sent.summary)
                var outcome = try actions.addItem(AddItemForm(name: itemName, quantity: quantity?.text, location: nil), by: caller.member, in: caller.family,
                                                  receivedAt: receivedAt, task: HouseholdStore.TaskName(name: name, uid: sent.uid))
                if sent.completed, let item = outcome.items.first, !item.completed {
                    _ = try actions.tick(TickForm(item: item.id, at: nil, sent: nil), checked: true, by: caller.member, in: caller.family, receivedAt: receivedAt)
                }
                outcome.created = true
                return outcome
            }
            switch object.source {
            case .item(let item):
                // A title changed in the app: the item renamed (and its quantity, when the title ends with one),
                // as `hearth grocery edit` does: only by the member who added it (another's: 403, nothing changed).
                if sent.summary != item.name, !sent.summary.trimmed.isEmpty {
                    let (newName, quantity) = GroceryQuantity.split(title: sent.summary)
                    var changes = HouseholdStore.ItemChanges(name: newName == item.name ? nil : newName)
                    changes.quantity = quantity
                    try store.editGroceryItem(item.id, changes: changes, by: caller.member, in: caller.family)
                }
                if sent.completed != item.completed {
                    return try actions.tick(TickForm(item: item.id, at: nil, sent: nil), checked: sent.completed, by: caller.member, in: caller.family, receivedAt: receivedAt)
                }
            case .chore(let chore, let day, let done):
                // Done by the member signed in, as the chores page's button marks it (a day to come is refused).
                if sent.completed != done {
                    return try actions.recordChore(ChoreForm(chore: chore.title, date: day.iso), done: sent.completed, by: caller.member, in: caller.family)
                }
            }
            return HostActions.Outcome()
        }
        let outcome = try changed(result, words, caller)
        // No ETag: the to-do as stored is not the text the app sent (RFC 4791 §5.3.4), so the app reads it again.
        return Response(status: outcome.created ? .created : .noContent, headers: [.cacheControl: "no-store"])
    }

    func delete(_ request: Request, _ resource: Resource, _ caller: HouseholdStore.APICaller) async throws -> Response {
        guard case .object(_, let list, let name) = resource else {
            throw CalDAVRefusal(Self.plain(.forbidden, "The family's task lists cannot be removed; their to-dos can."))
        }
        let preconditions = Preconditions(request)
        let lists = self.lists, store = handlers.store
        let words = handlers.pages.words(caller.member.reads(in: caller.family))
        let result = await handlers.change("caldav/delete", by: caller.member, in: caller.family, back: nil) { _, _ in
            guard let object = try lists.contents(list, for: caller).object(named: name) else { throw CalDAVRefusal(Self.plain(.notFound, "Nothing is at this address.")) }
            try preconditions.check(object.etag)
            guard case .item(let item) = object.source else {
                throw CalDAVRefusal(Self.plain(.forbidden, "A chore leaves the plan with hearth chore remove, not from a task app."))
            }
            // Only the member who added an item removes it: the store refuses another's (403).
            try store.removeGroceryItem(item.id, by: caller.member, in: caller.family)
            return HostActions.Outcome()
        }
        _ = try changed(result, words, caller)
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    /// What became of a change, or the refusal it met as the answer RFC 4918 gives it, in the member's words.
    private func changed(_ result: ChangeResult, _ words: ThemeStrings, _ caller: HouseholdStore.APICaller) throws -> HostActions.Outcome {
        let language = caller.member.reads(in: caller.family)
        switch result {
        case .done(let outcome), .notShown(let outcome, _): return outcome
        case .dropped(let outcome): throw CalDAVRefusal(Self.plain(.conflict, outcome.dropped?.message(words) ?? ""))
        case .refused(let refusal as CalDAVRefusal): throw refusal
        case .refused(let problem as FormProblem): throw CalDAVRefusal(Self.plain(.forbidden, problem.message(words)))
        case .refused(let failure as Failure):
            let message = handlers.pages.message(of: failure, in: language)
            switch failure.kind {
            case .notPermitted: throw CalDAVRefusal(Self.plain(.forbidden, message))
            case .missingInput: throw CalDAVRefusal(Self.plain(.notFound, message))
            case .inputOutput, .unavailable: throw CalDAVRefusal(Self.retryLater(Self.plain(.serviceUnavailable, message)))
            default: throw CalDAVRefusal(Self.plain(.forbidden, message))
            }
        case .refused(let error): throw error
        }
    }
}

/// If-Match and If-None-Match of a request that changes a to-do (RFC 9110 §13.1.1, §13.1.2), compared
/// strongly with the to-do's ETag as it is when the change takes its turn.
struct Preconditions: Sendable {
    var ifMatch: [String]?
    var ifNoneMatch: [String]?

    init(_ request: Request) {
        func tags(_ name: HTTPField.Name) -> [String]? {
            request.headers[name].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        }
        ifMatch = tags(.ifMatch)
        ifNoneMatch = tags(.ifNoneMatch)
    }

    /// Throws 412 when the to-do (nil: there is none) is not as the request expects.
    func check(_ etag: String?) throws {
        if let ifMatch {
            let matches = etag.map { etag in ifMatch.contains("*") || ifMatch.contains(etag) } ?? false
            if !matches { throw CalDAVRefusal(CalDAVServer.plain(.preconditionFailed, "The to-do changed since the task app read it (If-Match): sync, then try again.")) }
        }
        if let ifNoneMatch, let etag {
            if ifNoneMatch.contains("*") || ifNoneMatch.contains(etag) {
                throw CalDAVRefusal(CalDAVServer.plain(.preconditionFailed, "A to-do is at this address already (If-None-Match)."))
            }
        }
    }
}
