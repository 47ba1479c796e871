import Hummingbird
import Synchronization

/// The answer to a form, given once: as soon as the page the form leads back to is written, or when
/// everything the form changed is done, whichever comes first (`HostHandlers.post`).
final class FormAnswer: Sendable {
    /// The request waiting for its answer; nil once given.
    private let continuation: Mutex<CheckedContinuation<Response, Error>?>

    init(_ continuation: CheckedContinuation<Response, Error>) {
        self.continuation = Mutex(continuation)
    }

    func give(_ result: Result<Response, Error>) {
        let waiting = continuation.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
        waiting?.resume(with: result)
    }
}
