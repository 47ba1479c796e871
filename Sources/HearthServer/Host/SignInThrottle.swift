import Foundation

/// Slows guessing: after 5 failed sign-ins for one member from one address, or from one address for
/// anyone, each further try waits 30 seconds, doubling with each failure up to 15 minutes. A try is
/// counted as failed when it begins (`begin`), before the password is checked, so tries sent at once
/// cannot slip in beside each other; a right password takes it back and clears the member's count.
/// Kept in memory: a restart forgets it.
final class SignInThrottle: @unchecked Sendable {
    static let freeTries = 5
    private let lock = NSLock()
    private var failures: [String: (count: Int, last: Date)] = [:]
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) { self.now = now }

    /// Seconds to wait before `keys` may try again (0: they may now, and this try is counted as failed
    /// until `succeeded` says otherwise).
    func begin(_ keys: [String]) -> Int {
        lock.withLock {
            let wait = keys.compactMap { key -> Int? in
                guard let entry = failures[key], entry.count >= Self.freeTries else { return nil }
                let left = entry.last.addingTimeInterval(Self.delay(after: entry.count)).timeIntervalSince(now())
                return left > 0 ? Int(left.rounded(.up)) : nil
            }.max() ?? 0
            guard wait == 0 else { return wait }
            for key in keys { failures[key] = ((failures[key]?.count ?? 0) + 1, now()) }
            // Forget entries idle for a day, so a scan of many addresses does not grow the table for ever.
            if failures.count > 10_000 {
                let cutoff = now().addingTimeInterval(-86_400)
                failures = failures.filter { $0.value.last > cutoff }
            }
            return 0
        }
    }

    /// The try of `keys` begun last was right: the member's count (the first key) is cleared, and the
    /// try is taken back from the others.
    func succeeded(_ keys: [String]) {
        lock.withLock {
            failures[keys[0]] = nil
            for key in keys.dropFirst() {
                if let entry = failures[key] { failures[key] = entry.count > 1 ? (entry.count - 1, entry.last) : nil }
            }
        }
    }

    static func delay(after count: Int) -> TimeInterval {
        min(900, 30 * pow(2, Double(max(0, count - freeTries))))
    }
}
