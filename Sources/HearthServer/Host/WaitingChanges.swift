import HearthDomain
import Synchronization

/// A change that came in, a form's or the API's, waiting for its turn (`HostHandlers.change`).
struct WaitingChange: Sendable {
    /// What it does, as the log and a build's reason name it: "grocery/check".
    let name: String
    let member: Member
    let family: Family
    /// When the host received it (a tick's time is told against it: `TickTime`).
    let receivedAt: Int64
    /// The page a form leads back to, whose writing answers it; nil: answered once everything it
    /// changed is written (the API).
    let back: String?
    /// Makes the change through the store's rules, on the changes' queue, given when it was received.
    let make: @Sendable (HostActions, _ receivedAt: Int64) throws -> HostActions.Outcome
    let answer: ChangeAnswer
}

/// The changes that came while others were applied. The changes' queue takes all of them at once, so
/// that twenty phones ticking together are answered after one rendering of their pages, not twenty in turn.
final class WaitingChanges: Sendable {
    private let changes = Mutex<[WaitingChange]>([])

    func add(_ change: WaitingChange) {
        changes.withLock { $0.append(change) }
    }

    /// Every change waiting, in the order they came; none left.
    func takeAll() -> [WaitingChange] {
        changes.withLock { changes in
            defer { changes = [] }
            return changes
        }
    }
}
