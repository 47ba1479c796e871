import Foundation
import Hummingbird

/// The answer to a form, given once: as soon as the page the form leads back to is written, or when
/// everything the form changed is done, whichever comes first (`HostHandlers.post`).
final class FormAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Response, Error>?

    init(_ continuation: CheckedContinuation<Response, Error>) {
        self.continuation = continuation
    }

    func give(_ result: Result<Response, Error>) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
