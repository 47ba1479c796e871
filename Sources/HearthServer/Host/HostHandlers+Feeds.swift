import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's private calendar feeds: /feed/SECRET/chores.ics (the family's chores) and
/// /feed/SECRET/mine.ics (only the member's own). A calendar app cannot sign in, so the address holds the
/// secret and is answered without a session; nothing else of the family is. A wrong or renewed secret: 404.
extension HostHandlers {
    func feed(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let secret = context.parameters.get("secret") ?? "", name = context.parameters.get("feed") ?? ""
        guard ["chores.ics", "mine.ics"].contains(name), let member = try store.member(withCalendarFeed: secret.removingPercentEncoding ?? secret) else {
            return notFound(request, nil)
        }
        // The family's chores and members only, not the whole household.
        let family = try store.family(matching: member.familyID.text)
        let snapshot = FamilySnapshot(family: family, members: try store.members(of: family.id), chores: try store.choreBoard(of: family.id).board.chores)
        let strings = pages.words(family.language)
        let text = ChoreCalendar.ics(for: snapshot, only: name == "mine.ics" ? member.id : nil, date: actions.today(), strings: strings)
        return Self.response(Data(text.utf8), type: "text/calendar; charset=utf-8", status: .ok, cache: "private, no-cache")
    }
}
