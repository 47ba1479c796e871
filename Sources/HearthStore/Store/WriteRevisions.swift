import Foundation
import Synchronization

extension HouseholdStore {
    /// Whether the store's own changes moved its revision while a piece of work ran (`writes`): a go of
    /// `hearth host`'s changes that changed nothing (a chore undone that was not done) renders nothing.
    public final class WriteRevisions: Sendable {
        /// Whether a change moved the revision.
        private let changed = Mutex(false)

        public init() {}

        func note(from before: Int, to after: Int) {
            // A transaction that changed no row moved no revision: nothing to note.
            guard after != before else { return }
            changed.withLock { $0 = true }
        }

        /// Whether the work changed nothing in the store (a chore undone that was not done).
        public var changedNothing: Bool { !changed.withLock { $0 } }
    }

    /// Set around a piece of work (`$writes.withValue(…)`) to hear of every change it makes.
    @TaskLocal public static var writes: WriteRevisions?
}
