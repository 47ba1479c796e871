import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's private calendar feeds: /feed/SECRET/chores.ics (the family's chores),
/// /feed/SECRET/mine.ics (only the member's own) and /feed/SECRET/meals.ics (the family's meal plan). A
/// calendar app cannot sign in, so the address holds the secret and is answered without a session; nothing
/// else of the family is. A wrong or renewed secret: 404.
extension HostHandlers {
    /// The feeds' file names, as `hearth member feed` prints them.
    static let feedNames = ["chores.ics", "mine.ics", MealCalendar.fileName]

    func feed(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let secret = context.parameters.get("secret") ?? "", name = context.parameters.get("feed") ?? ""
        guard Self.feedNames.contains(name), let member = try store.member(withCalendarFeed: secret.removingPercentEncoding ?? secret) else {
            return notFound(request, nil)
        }
        // The feed's part of the family only, not the whole household.
        let family = try store.family(matching: member.familyID.text)
        let strings = pages.words(family.language)
        let text: String
        if name == MealCalendar.fileName {
            let snapshot = FamilySnapshot(family: family, members: [], recipes: try store.recipes(of: family), meals: try store.meals(of: family))
            text = MealCalendar.ics(for: snapshot, date: actions.today(), strings: strings)
        } else {
            let snapshot = FamilySnapshot(family: family, members: try store.members(of: family.id), chores: try store.choreBoard(of: family.id).board.chores)
            text = ChoreCalendar.ics(for: snapshot, only: name == "mine.ics" ? member.id : nil, date: actions.today(), strings: strings)
        }
        return Self.response(Data(text.utf8), type: "text/calendar; charset=utf-8", status: .ok, cache: "private, no-cache")
    }
}
