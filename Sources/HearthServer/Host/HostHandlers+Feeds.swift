import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's private calendar feeds: /feed/SECRET/chores.ics (the family's chores),
/// /feed/SECRET/mine.ics (only the member's own) and /feed/SECRET/meals.ics (the family's meal plan). A
/// calendar app cannot sign in, so the address holds the secret and is answered without a session; nothing
/// else of the family is. A wrong or renewed secret: 404.
/// The store keeps the secret's SHA-256 only, so the member's page /calendar-feeds (linked from the family
/// page and the chores pages' "Subscribe") shows the addresses once, when its form makes them.
extension HostHandlers {
    /// The feeds' file names, as `hearth member feed` prints them.
    static let feedNames = ["chores.ics", "mine.ics", MealCalendar.fileName]

    /// GET /calendar-feeds: what the feeds are, and the button that makes their addresses (new ones end the old).
    func calendarFeedsPage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        try calendarFeedsAnswer(context, made: nil)
    }

    /// POST /calendar-feeds (`SignedInForms` checked its token): new addresses, shown on the page that answers.
    func makeCalendarFeeds(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        let secret = try store.renewCalendarFeed(for: context.member)
        // The whole address, as the invitation's link is made: `--public-url` (with its sub-path), else the host asked.
        let base = publicAddress(request) + "/feed/" + secret.percentEncoded
        return try calendarFeedsAnswer(context, made: CalendarFeedsPage.Feeds(family: base + "/chores.ics", own: base + "/mine.ics", meals: base + "/meals.ics"))
    }

    private func calendarFeedsAnswer(_ context: MemberRequestContext, made: CalendarFeedsPage.Feeds?) throws -> Response {
        let family = context.family, words = pages.words(context.language)
        let page = CalendarFeedsPage(csrf: context.session.csrf, hasFeeds: try store.hasCalendarFeed(context.member), feeds: made,
                                     backHref: pages.address(site.home(of: family) ?? "/"))
        return pages.answer(page, title: words.text("host_calendar_title"), in: context.language, status: .ok)
    }

    func feed(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let secret = context.parameters.get("secret") ?? "", name = context.parameters.get("feed") ?? ""
        guard Self.feedNames.contains(name), let member = try store.member(withCalendarFeed: secret.removingPercentEncoding ?? secret) else {
            return notFound(request, nil)
        }
        // The feed's part of the family only, not the whole household.
        let family = try store.family(matching: member.familyID.text)
        let strings = pages.words(member.reads(in: family))
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
