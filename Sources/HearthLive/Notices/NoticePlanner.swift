import Foundation
import HearthDomain
import HearthSite
import HearthStore

/// Turns what happened into notices, in each member's language (their own, else their family's): the events the store noted
/// (a chore done, a wish, a trip started), the morning's chores at each member's time, and the grocery
/// list's changes, at most one notice in ten minutes. Each notice is made once (`HouseholdStore.plan`).
struct NoticePlanner: Sendable {
    let store: HouseholdStore
    /// The theme's words in a language (the server's own pages' words).
    let words: @Sendable (Language) -> ThemeStrings
    /// The host's today (`--date`).
    let today: @Sendable () -> CalendarDay
    /// Whether a member has a page of their family open: "the list changed" is not told to one looking at it.
    let isLooking: @Sendable (HearthID) -> Bool

    /// The shortest time between two list notices to one member.
    static let listInterval: Int64 = 10 * 60_000
    /// How late a morning notice is still sent (the host was down at its time).
    static let morningLateBy = 3 * 60

    func plan(at now: Date) throws {
        let milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        var notices: [HouseholdStore.NewNotice] = []
        func words(_ subscriber: HouseholdStore.NoticeSubscriber) -> ThemeStrings { self.words(subscriber.language) }

        let events = try store.unplannedEvents()
        for kind in Set(events.map(\.kind)) {
            let subscribers = try store.subscribers(to: kind)
            for event in events where event.kind == kind {
                let doer = try event.memberID.flatMap { try store.member(id: $0) }?.displayName ?? "?"
                for subscriber in subscribers where subscriber.family.id == event.familyID && subscriber.member.id != event.memberID {
                    let (title, body) = event.kind == .week
                        ? try weekSet(event, for: subscriber, in: words(subscriber))
                        : Self.words(for: event, by: doer, in: words(subscriber), language: subscriber.language)
                    notices.append(.init(memberID: subscriber.member.id, event: "event:\(event.id)", kind: kind, title: title, body: body,
                                         channels: subscriber.channels))
                }
            }
        }

        let day = today()
        let minutesNow = Calendar.current.component(.hour, from: now) * 60 + Calendar.current.component(.minute, from: now)
        for subscriber in try store.subscribers(to: .morning) {
            let late = minutesNow - subscriber.at.minutes
            let event = "morning:" + day.iso
            guard late >= 0, late <= Self.morningLateBy, try !store.hasNotice(for: subscriber.member.id, about: event) else { continue }
            let strings = words(subscriber)
            let week = try store.week(containing: day, of: subscriber.family)
            let mine = (week.day(day)?.chores ?? []).filter { $0.assignee == subscriber.member.id && week.day(day)?.done[$0.id] == nil }
            notices.append(.init(memberID: subscriber.member.id, event: event, kind: .morning, title: strings.text("notice_morning_title"),
                                 body: mine.isEmpty ? strings.text("notice_morning_none")
                                     : mine.map { $0.label.name(in: subscriber.language) }.joined(separator: strings.text("server_list_separator")),
                                 channels: subscriber.channels))
        }

        var listRevisions: [HearthID: Int] = [:]
        for subscriber in try store.subscribers(to: .list) {
            let changes = try store.listChanges(of: subscriber.family.id, since: subscriber.listRevision)
            guard !changes.items.isEmpty else { continue }
            if isLooking(subscriber.member.id) {
                // They see it happen: the changes are not told later either.
                listRevisions[subscriber.member.id] = changes.revision
                continue
            }
            if let last = try store.lastNotice(for: subscriber.member.id, of: .list), milliseconds - last < Self.listInterval { continue }
            let strings = words(subscriber)
            notices.append(.init(memberID: subscriber.member.id, event: "list:\(changes.revision)", kind: .list,
                                 title: strings.text("notice_list_title"), body: Self.listText(changes.items, strings),
                                 channels: subscriber.channels))
            listRevisions[subscriber.member.id] = changes.revision
        }

        if !notices.isEmpty || !events.isEmpty || !listRevisions.isEmpty {
            try store.plan(notices, events: events.map(\.id), listRevisions: listRevisions, at: milliseconds)
        }
    }

    /// A notice's title and text for an event, in the family's words: a chore by its label's name in the
    /// family's language, as its page names it (the event keeps the chore's title, a default label's key).
    static func words(for event: HouseholdStore.HouseholdEvent, by doer: String, in strings: ThemeStrings, language: Language) -> (String, String) {
        switch event.kind {
        case .shopping: (strings.text("notice_shopping_title", ["member": doer]), strings.text("notice_shopping_body"))
        case .choreDone: (strings.text("notice_chore_done_title", ["member": doer]), ChoreLabel.titled(event.subject).name(in: language))
        case .wish: (strings.text("notice_wish_title", ["member": doer]), event.subject)
        case .morning, .list, .week: (event.kind.rawValue, event.subject)
        }
    }

    /// "Next week's chores are set", with the subscriber's own chores of that week (the event's subject is
    /// its first day), as the week's page names them: "Sweep (Monday), Cook (Wednesday)".
    private func weekSet(_ event: HouseholdStore.HouseholdEvent, for subscriber: HouseholdStore.NoticeSubscriber,
                         in strings: ThemeStrings) throws -> (String, String) {
        let title = strings.text("notice_week_title")
        guard let start = CalendarDay(iso: event.subject) else { return (title, "") }
        let week = try store.week(containing: start, of: subscriber.family)
        let mine = week.days.flatMap { day in
            day.chores.filter { $0.assignee == subscriber.member.id }.map { chore in
                strings.text("notice_week_chore", ["chore": chore.label.name(in: subscriber.language), "day": strings.weekday(day.date.weekday)])
            }
        }
        return (title, mine.isEmpty ? strings.text("notice_week_none") : mine.joined(separator: strings.text("server_list_separator")))
    }

    /// "On the list: Milk ×2, Eggs. In the basket: Bread. Off the list: Cheese."
    static func listText(_ items: [GroceryItem], _ strings: ThemeStrings) -> String {
        let separator = strings.text("server_list_separator")
        func names(_ keep: (GroceryItem) -> Bool) -> String {
            items.filter(keep).map { item in
                item.name + (item.measure.unit != nil ? " " + item.measure.text : item.measure.count > 1 ? " ×\(item.measure.count)" : "")
            }.joined(separator: separator)
        }
        return [("notice_list_on", names { $0.onList && !$0.completed }), ("notice_list_basket", names { $0.onList && $0.completed }),
                ("notice_list_off", names { !$0.onList })]
            .filter { !$0.1.isEmpty }.map { strings.text($0.0, ["items": $0.1]) }.joined(separator: " ")
    }
}
