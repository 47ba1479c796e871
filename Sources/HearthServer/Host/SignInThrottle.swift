import Foundation
import Synchronization

/// Slows guessing: after 5 failed sign-ins for one member from one address, or from one address for
/// anyone, each further try waits 30 seconds from the last failure, doubling with each failure up to 15
/// minutes. A try is counted as failed when it begins (`begin`), before the password is checked, so tries
/// sent at once cannot slip in beside each other; a right password takes that try back (the waits then
/// count from the failures before it) and clears the member's count. A try refused with a wait is not
/// counted, so it does not make the wait longer. Kept in memory: a restart forgets it.
final class SignInThrottle: Sendable {
    static let freeTries = 5

    /// One try counted against a key: `number` tells it from the others when it turns out right.
    struct CountedTry: Sendable {
        var number: Int
        var at: Date
    }

    /// A try that began: the keys it counts against, and its number (`succeeded` takes it back).
    struct Begun {
        var keys: [String]
        var number: Int
    }

    /// Each key's failed tries (and the ones still being checked), oldest first, and how many tries
    /// have begun (each try's number).
    private struct Counts {
        var failures: [String: [CountedTry]] = [:]
        var tries = 0
    }
    private let counts = Mutex(Counts())
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) { self.now = now }

    /// The try of `keys` is counted (`.counted`, to hand to `succeeded` when the password is right), or
    /// must wait this many seconds and is not counted.
    func begin(_ keys: [String]) -> (wait: Int, counted: Begun?) {
        counts.withLock { counts in
            let wait = keys.map { secondsToWait(for: counts.failures[$0] ?? []) }.max() ?? 0
            guard wait == 0 else { return (wait, nil) }
            counts.tries += 1
            let counted = CountedTry(number: counts.tries, at: now())
            for key in keys { counts.failures[key, default: []].append(counted) }
            // Forget entries idle for a day, so a scan of many addresses does not grow the table for ever.
            if counts.failures.count > 10_000 {
                let cutoff = now().addingTimeInterval(-86_400)
                counts.failures = counts.failures.filter { ($0.value.last?.at ?? cutoff) > cutoff }
            }
            return (0, Begun(keys: keys, number: counts.tries))
        }
    }

    /// The try `begun` was right: the member's count (its first key) is cleared, and the try is taken back
    /// from the others, so their waits count from the failures before it again.
    func succeeded(_ begun: Begun) {
        counts.withLock { counts in
            counts.failures[begun.keys[0]] = nil
            for key in begun.keys.dropFirst() {
                counts.failures[key]?.removeAll { $0.number == begun.number }
                if counts.failures[key]?.isEmpty == true { counts.failures[key] = nil }
            }
        }
    }

    /// How many tries are counted against `key` now: failures (and tries still being checked) whose wait
    /// has not been taken back. The password line lets an address with none go first (`PasswordCheckLine`).
    func counted(_ key: String) -> Int {
        counts.withLock { $0.failures[key]?.count ?? 0 }
    }

    private func secondsToWait(for tries: [CountedTry]) -> Int {
        guard tries.count >= Self.freeTries, let last = tries.last else { return 0 }
        let left = last.at.addingTimeInterval(Self.delay(after: tries.count)).timeIntervalSince(now())
        return left > 0 ? Int(left.rounded(.up)) : 0
    }

    static func delay(after count: Int) -> TimeInterval {
        min(900, 30 * pow(2, Double(max(0, count - freeTries))))
    }
}
