import Foundation
import HearthDomain
import HearthSite
import HearthStore
import ServiceLifecycle

/// `hearth host`'s notices: every two seconds, what happened is turned into notices (`NoticePlanner`)
/// and the notices due are sent through their channels (`NoticeDelivery`). A notice that did not go is
/// tried again after 5 s, 10 s, 20 s… (at most 15 minutes apart) for a day, and the member's /notices
/// page says why; one that went is never sent again.
public actor NoticeCourier: Service {
    private let planner: NoticePlanner
    private let delivery: NoticeDelivery
    private let store: HouseholdStore
    private let log: @Sendable (String) -> Void
    /// The last time old notices were forgotten.
    private var forgotten = Date.distantPast

    public init(store: HouseholdStore, words: @escaping @Sendable (Language) -> ThemeStrings, today: @escaping @Sendable () -> CalendarDay, mail: NoticeDelivery.Mail?,
                reach: NoticeReach = NoticeReach(), isLooking: @escaping @Sendable (HearthID) -> Bool, log: @escaping @Sendable (String) -> Void) {
        self.store = store
        planner = NoticePlanner(store: store, words: words, today: today, isLooking: isLooking)
        delivery = NoticeDelivery(mail: mail, reach: reach)
        self.log = log
    }

    public func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await self.round(at: Date())
                try await Task.sleep(for: .seconds(2))
            }
        }
    }

    /// The wait before the next try of a notice tried `attempts` times.
    static func backoff(after attempts: Int) -> Int64 {
        min(15 * 60_000, 5_000 << Int64(min(max(attempts - 1, 0), 20)))
    }

    /// Plans and sends once.
    public func round(at now: Date) async {
        do {
            try planner.plan(at: now)
        } catch {
            log("Notices: could not plan: \((error as? Failure)?.message ?? "\(error)")")
        }
        let milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        let due: [HouseholdStore.WaitingNotice]
        do { due = try store.dueNotices(at: milliseconds) } catch {
            log("Notices: could not read the store: \(error)")
            return
        }
        for notice in due {
            do {
                try await delivery.send(notice)
                try store.noteNoticeSent(notice.id)
            } catch {
                // A failure's own words ("127.0.0.1 is this machine…"), or curl's ("curl: (7) Failed to connect to 127.0.0.1 port 9 …: Couldn't connect to server").
                let reason = (error as? Failure)?.message ?? "\(error)"
                let giveUp = milliseconds - notice.created >= HouseholdStore.noticeTriesFor
                log("Notices: \(notice.channel.kind.rawValue) to \(notice.memberName) failed (try \(notice.attempts + 1)\(giveUp ? ", given up" : "")): \(reason)")
                try? store.noteNoticeFailed(notice.id, error: reason, next: giveUp ? nil : milliseconds + Self.backoff(after: notice.attempts + 1))
            }
        }
        if now.timeIntervalSince(forgotten) > 3600 {
            forgotten = now
            try? store.forgetNotices(before: milliseconds - 30 * 86_400_000)
        }
    }
}
