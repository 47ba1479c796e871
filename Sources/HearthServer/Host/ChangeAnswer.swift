import Synchronization

/// What became of a change (`WaitingChange`): a form turns it into a page, the API into JSON.
enum ChangeResult: Sendable {
    /// Made, and the pages that show it written (for a form, the page it leads back to at least).
    case done(HostActions.Outcome)
    /// Not made: a tick sent late that a newer change outdid.
    case dropped(HostActions.DroppedTick)
    /// Refused, as the store's rules or the form's fields said (`HostActions.FormProblem`, `Failure`,
    /// `HouseholdStore.ItemChangedSince`), or failed.
    case refused(any Error)
    /// Made, but its pages could not be written (`reason`): they catch up once the next build succeeds.
    case notShown(HostActions.Outcome, reason: String)
}

/// The answer to a change, given once: as soon as the page a form leads back to is written, or when
/// everything the change touched is written, whichever comes first (`HostHandlers.change`).
final class ChangeAnswer: Sendable {
    /// The request waiting for its answer; nil once given.
    private let continuation: Mutex<CheckedContinuation<ChangeResult, Never>?>

    init(_ continuation: CheckedContinuation<ChangeResult, Never>) {
        self.continuation = Mutex(continuation)
    }

    func give(_ result: ChangeResult) {
        let waiting = continuation.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
        waiting?.resume(returning: result)
    }
}
