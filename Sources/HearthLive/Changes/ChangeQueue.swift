import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Synchronization

/// What a change did, as the change queue needs to know it. What it touched is not said here: the store
/// names the tables each change wrote, and the pages that show them are rendered again (`StoreChanges`).
public protocol ChangeOutcome: Sendable {
    /// A tick sent late that a newer change outdid: nothing was done, and it is answered at once.
    var isDropped: Bool { get }
    /// Its answer says more than the page shows (an item on the list already): given once everything is
    /// written, not as soon as the page it leads back to is.
    var saysMore: Bool { get }
}

/// What became of a change: a form turns it into a page, the API into JSON.
public enum ChangeResult<Outcome: ChangeOutcome>: Sendable {
    /// Made, and the pages that show it written (for a form, the page it leads back to at least).
    case done(Outcome)
    /// Not made: a tick sent late that a newer change outdid.
    case dropped(Outcome)
    /// Refused, as the store's rules or the form's fields said, or failed.
    case refused(any Error)
    /// Made, but its pages could not be written (`reason`): they catch up once the next build succeeds.
    case notShown(Outcome, reason: String)
}

/// The live core's one entry for changes (`hearth host`'s forms and API): "apply this change, then tell me
/// once the page its caller returns to is written". Changes are applied one go at a time, in the order they
/// came, on a queue of their own (not the threads that answer requests): the changes that came while another
/// go ran are the next go, so that twenty phones ticking together are answered after one rendering of their
/// pages, not twenty in turn. What a go wrote is rendered from memory by the one path every change of the
/// store takes (`ResidentSite.refresh(fromChangesIn:)`), or built in full by the watcher.
public final class ChangeQueue<Outcome: ChangeOutcome>: Sendable {
    private let store: HouseholdStore
    private let resident: ResidentSite?
    private let watcher: RebuildWatcher
    /// Where changes are applied, one go at a time.
    private let queue = DispatchQueue(label: "hearth.live.changes")
    /// The changes that came and wait for the next go.
    private let waiting = Mutex<[Waiting]>([])

    public init(store: HouseholdStore, resident: ResidentSite?, watcher: RebuildWatcher) {
        self.store = store
        self.resident = resident
        self.watcher = watcher
    }

    /// A change that came in, waiting for its turn.
    private struct Waiting: Sendable {
        /// What it does, as the log and a build's reason name it: "grocery/check".
        let name: String
        let member: Member
        let family: Family
        /// When the host received it (a tick's time is told against it: `TickTime`).
        let receivedAt: Int64
        /// The page a form leads back to, whose writing answers it; nil: answered once everything it
        /// changed is written (the API).
        let back: String?
        /// Makes the change through the store's rules, on the queue, given when it was received.
        let make: @Sendable (_ receivedAt: Int64) throws -> Outcome
        let answer: Answer
    }

    /// The answer to a change, given once: as soon as the page a form leads back to is written, or when
    /// everything the change touched is written, whichever comes first.
    private final class Answer: Sendable {
        /// The request waiting for its answer; nil once given.
        private let continuation: Mutex<CheckedContinuation<ChangeResult<Outcome>, Never>?>

        init(_ continuation: CheckedContinuation<ChangeResult<Outcome>, Never>) {
            self.continuation = Mutex(continuation)
        }

        func give(_ result: ChangeResult<Outcome>) {
            let waiting = continuation.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
            waiting?.resume(returning: result)
        }
    }

    /// Makes a change after those that came before it, and returns what became of it once the page it
    /// leads back to (`back`), or everything it changed, is written.
    public func change(_ name: String, by member: Member, in family: Family, back: String?,
                       make: @escaping @Sendable (_ receivedAt: Int64) throws -> Outcome) async -> ChangeResult<Outcome> {
        let receivedAt = HouseholdStore.nowInMilliseconds()
        return await withCheckedContinuation { continuation in
            waiting.withLock {
                $0.append(Waiting(name: name, member: member, family: family, receivedAt: receivedAt, back: back, make: make,
                                  answer: Answer(continuation)))
            }
            queue.async { self.applyWaiting() }
        }
    }

    /// Renders what this program wrote to the store off the queue (a member who joined by a phone
    /// invitation: their password's hash is made in the sign-in line, not here), by the same path as the
    /// queue's changes and after them; returns once it is written (false: it could not be, and the watcher
    /// tries again).
    public func render(because reason: String) async -> Bool {
        await withCheckedContinuation { continuation in
            queue.async { [store, resident, watcher] in
                let written = watcher.holdingOffStoreChanges {
                    watcher.rebuild(because: reason) { try resident?.refresh(fromChangesIn: store) }
                }
                continuation.resume(returning: written)
            }
        }
    }

    /// Applies every change waiting. The changes of one family are one go: each in turn, in the order they
    /// came, then the pages that show them rendered once. Families go in the order their first change came
    /// (one family's changes change nothing of another's). Each go finds the site at the revision its first
    /// change started from (no full build needed).
    private func applyWaiting() {
        let changes = waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
        var families: [HearthID] = []
        for change in changes where !families.contains(change.family.id) { families.append(change.family.id) }
        for family in families { apply(changes.filter { $0.family.id == family }) }
        // Pages a go put off for a change that then wrote nothing (refused, or a tick that changed nothing):
        // rendered now that no change waits.
        if let resident, resident.owesPages, waiting.withLock({ $0.isEmpty }) {
            watcher.holdingOffStoreChanges {
                _ = watcher.rebuild(because: "pages put off for the changes that came") { [store] in try resident.refresh(fromChangesIn: store) }
            }
        }
    }

    /// The changes, then the pages that show them; each change is answered as soon as the page it leads
    /// back to is written (a refusal at once).
    private func apply(_ changes: [Waiting]) {
        watcher.holdingOffStoreChanges { applyHoldingOffTheWatcher(changes) }
    }

    private func applyHoldingOffTheWatcher(_ changes: [Waiting]) {
        let writes = HouseholdStore.WriteRevisions()
        var applied: [(change: Waiting, outcome: Outcome)] = []
        for waiting in changes {
            do {
                let outcome = try HouseholdStore.$writes.withValue(writes) { try waiting.make(waiting.receivedAt) }
                if outcome.isDropped {
                    waiting.answer.give(.dropped(outcome))
                } else {
                    applied.append((waiting, outcome))
                }
            } catch {
                if let failure = error as? Failure, failure.kind == .inputOutput {
                    // Not the change's fault: said in the log too (the answer asks to try again).
                    watcher.log("\(waiting.member.displayName): \(waiting.name): \(failure.message)")
                }
                waiting.answer.give(.refused(error))
            }
        }
        guard let first = applied.first?.change else { return }
        // Nothing changed (a chore undone that was not done): the pages are as they were, unless a build
        // failed since (then they are built now, and the change is answered as that build went).
        if writes.changedNothing && watcher.failure == nil {
            for (waiting, outcome) in applied { waiting.answer.give(.done(outcome)) }
            return
        }
        let reason = "\(first.member.displayName): \(first.name)"
            + (applied.count > 1 ? " and \(Counted.text(applied.count - 1, "more change", "more changes"))" : "")
        // Rendered before answering, so the page a form returns to shows its change: from memory, by what
        // the store says the go wrote (and anything another program wrote meanwhile). The first form's page is written first, and the forms that lead back to it answered then (not one
        // whose answer says more than the page shows).
        let firstBack = applied.lazy.compactMap(\.change.back).first
        let early = applied.filter { $0.change.back != nil && $0.change.back == firstBack && !$0.outcome.saysMore }
        let answerEarly: @Sendable () -> Void = { for (waiting, outcome) in early { waiting.answer.give(.done(outcome)) } }
        // Once every page that shows the go is written, each of its changes is answered; the pages an earlier
        // go put off come after. Once all are answered, what is left waits whenever another change does: its
        // page comes first (a tick's, answered before the dashboard; the dashboard after its page).
        let answerAll: @Sendable () -> Void = { [applied] in for (waiting, outcome) in applied { waiting.answer.give(.done(outcome)) } }
        let allEarly = early.count == applied.count
        let putOff: ResidentSite.PutOff = { ownPage in (allEarly || !ownPage) && !self.waiting.withLock { $0.isEmpty } }
        let written = watcher.rebuild(because: reason) { [store, resident] in
            guard let resident else { return nil }
            let page = firstBack.map { back in String(back.drop { $0 == "/" }) + (back.hasSuffix("/") ? "index.html" : "") } ?? ""
            return try resident.refresh(fromChangesIn: store, first: page, written: answerEarly, shown: answerAll, putOff: putOff)
        }
        // The others once all is rendered (`Answer` answers each once); when the pages could not be written,
        // each says so: the change is in the store, and the pages catch up once the watcher's next try succeeds.
        for (waiting, outcome) in applied {
            waiting.answer.give(written ? .done(outcome) : .notShown(outcome, reason: watcher.failure ?? "?"))
        }
    }
}
