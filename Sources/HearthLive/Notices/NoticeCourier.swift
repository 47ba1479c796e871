import Foundation
import HearthDomain
import HearthSite
import HearthStore
import ServiceLifecycle

/// `hearth host`'s notices: every two seconds, what happened is turned into notices (`NoticePlanner`)
/// and the notices due are sent through their channels (`NoticeDelivery`). A notice that did not go is
/// tried again after 5 s, 10 s, 20 s… (at most 15 minutes apart) for a day, and the member's /notices
/// page says why; one that went is never sent again.
///
/// Each receiver (a channel's address: one webhook, one ntfy topic, one email address) gets its notices
/// one after the other, in the order they were made, and a receiver whose oldest waiting notice failed
/// waits for that one's next try: it backs off alone. Different receivers are sent to side by side,
/// `lanes` at once, and the rounds do not wait for them: one receiver that hangs (10 s at most a try,
/// `NoticeDelivery.timeLimit`) holds up no other family's notices (issue 63: one came 182 s late).
public actor NoticeCourier: Service {
    private let planner: NoticePlanner
    private let delivery: NoticeDelivery
    private let store: HouseholdStore
    private let log: @Sendable (String) -> Void
    /// The last time old notices were forgotten.
    private var forgotten = Date.distantPast
    /// The receivers being sent to now (`Receiver.key`): the next rounds leave them be.
    private var sending: Set<String> = []

    /// How many receivers are sent to at once.
    static let lanes = 4

    public init(store: HouseholdStore, words: @escaping @Sendable (Language) -> ThemeStrings, today: @escaping @Sendable () -> CalendarDay, mail: NoticeDelivery.Mail?,
                reach: NoticeReach = NoticeReach(), isLooking: @escaping @Sendable (HearthID) -> Bool, log: @escaping @Sendable (String) -> Void) {
        self.store = store
        planner = NoticePlanner(store: store, words: words, today: today, isLooking: isLooking)
        delivery = NoticeDelivery(mail: mail, reach: reach)
        self.log = log
    }

    public func run() async throws {
        try? await cancelWhenGracefulShutdown {
            // Each receiver's notices are sent in a task of this group; the loop goes on meanwhile.
            await withDiscardingTaskGroup { group in
                while !Task.isCancelled {
                    for batch in await self.round(at: Date()) {
                        group.addTask { await self.send(batch) }
                    }
                    try? await Task.sleep(for: .seconds(2))
                }
            }
        }
    }

    /// The wait before the next try of a notice tried `attempts` times.
    static func backoff(after attempts: Int) -> Int64 {
        min(15 * 60_000, 5_000 << Int64(min(max(attempts - 1, 0), 20)))
    }

    /// Plans, and returns the notices to send now, a list for each receiver not being sent to already
    /// (`lanes` at most at once, the longest waiting first); they count as being sent to until `send`.
    func round(at now: Date) -> [[HouseholdStore.WaitingNotice]] {
        do {
            try planner.plan(at: now)
        } catch {
            log("Notices: could not plan: \((error as? Failure)?.message ?? "\(error)")")
        }
        let milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        if now.timeIntervalSince(forgotten) > 3600 {
            forgotten = now
            try? store.forgetNotices(before: milliseconds - 30 * 86_400_000)
        }
        let waiting: [HouseholdStore.WaitingNotice]
        do { waiting = try store.waitingNotices() } catch {
            log("Notices: could not read the store: \(error)")
            return []
        }
        let batches = Self.due(waiting, at: milliseconds).filter { !sending.contains(Self.receiver(of: $0[0])) }
            .prefix(max(0, Self.lanes - sending.count))
        for batch in batches { sending.insert(Self.receiver(of: batch[0])) }
        return Array(batches)
    }

    /// The notices due now, by receiver, each receiver's in the order they were made (`waiting` is): those
    /// up to the first not due yet, so none overtakes an older one that is backing off.
    static func due(_ waiting: [HouseholdStore.WaitingNotice], at now: Int64) -> [[HouseholdStore.WaitingNotice]] {
        var receivers: [String] = []
        var byReceiver: [String: [HouseholdStore.WaitingNotice]] = [:]
        for notice in waiting {
            let key = receiver(of: notice)
            if byReceiver[key] == nil { receivers.append(key) }
            byReceiver[key, default: []].append(notice)
        }
        return receivers.compactMap { key in
            let due = Array(byReceiver[key]!.prefix { $0.nextAttempt <= now })
            return due.isEmpty ? nil : due
        }
    }

    /// Who a notice goes to: its channel's kind and address (two members with one address share it).
    static func receiver(of notice: HouseholdStore.WaitingNotice) -> String {
        notice.channel.kind.rawValue + " " + notice.channel.target
    }

    /// Sends one receiver's notices, in order; the first that fails waits for its next try, and the rest
    /// with it.
    func send(_ batch: [HouseholdStore.WaitingNotice]) async {
        defer { sending.remove(Self.receiver(of: batch[0])) }
        for notice in batch {
            do {
                try await delivery.send(notice)
                try store.noteNoticeSent(notice.id)
            } catch {
                // A failure's own words, or curl's, whole in the log ("curl: (60) SSL certificate problem: …" and
                // six lines of advice); its first line for the member's page and `hearth notify list`.
                let reason = (error as? Failure)?.message ?? "\(error)"
                let milliseconds = HouseholdStore.nowInMilliseconds()
                let giveUp = milliseconds - notice.created >= HouseholdStore.noticeTriesFor
                log("Notices: \(notice.channel.kind.rawValue) to \(notice.memberName) failed (try \(notice.attempts + 1)\(giveUp ? ", given up" : "")): \(reason)")
                try? store.noteNoticeFailed(notice.id, error: Self.firstLine(of: reason),
                                            next: giveUp ? nil : milliseconds + Self.backoff(after: notice.attempts + 1))
                return
            }
        }
    }

    /// The first line of a failure's words that says something.
    public static func firstLine(of text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? text
    }
}
