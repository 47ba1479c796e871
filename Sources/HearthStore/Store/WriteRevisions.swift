import Foundation
import Synchronization

extension HouseholdStore {
    /// The revisions the store's own changes took it through while a piece of work ran (`writes`):
    /// `hearth host` renders from memory what its form changed (`ResidentSite`) only when nothing
    /// else changed the store in between, which these tell.
    public final class WriteRevisions: Sendable {
        private struct Seen {
            var first: Int?
            var last: Int?
            /// A change began at another revision than the one before it ended at: someone else wrote between.
            var interrupted = false
        }
        private let seen = Mutex(Seen())

        public init() {}

        func note(from before: Int, to after: Int) {
            // A transaction that changed no row moved no revision: nothing to note.
            guard after != before else { return }
            seen.withLock { seen in
                if let last = seen.last, last != before { seen.interrupted = true }
                if seen.first == nil { seen.first = before }
                seen.last = after
            }
        }

        /// Whether the work changed nothing in the store (a chore undone that was not done).
        public var changedNothing: Bool { seen.withLock { $0.first == nil } }

        /// The revision before the first change and after the last, when nobody else changed the store
        /// between them; nil when there was no change, or someone did.
        public var span: (before: Int, after: Int)? {
            seen.withLock { seen in
                guard let first = seen.first, let last = seen.last, !seen.interrupted else { return nil }
                return (first, last)
            }
        }
    }

    /// Set around a piece of work (`$writes.withValue(…)`) to hear of every change it makes.
    @TaskLocal public static var writes: WriteRevisions?
}
