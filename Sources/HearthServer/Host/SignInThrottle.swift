import Foundation

/// Slows guessing: after 5 failed sign-ins for one member or from one address, each further try waits
/// 30 seconds, doubling with each failure up to 15 minutes. A right password clears the member's count
/// (not the address's: one family behind one router shares an address). Kept in memory: a restart
/// forgets it, which an attacker cannot cause from outside.
final class SignInThrottle: @unchecked Sendable {
    static let freeTries = 5
    private let lock = NSLock()
    private var failures: [String: (count: Int, last: Date)] = [:]
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) { self.now = now }

    /// Seconds to wait before `keys` may try again; 0: they may now.
    func wait(for keys: [String]) -> Int {
        lock.withLock {
            keys.compactMap { key -> Int? in
                guard let entry = failures[key], entry.count >= Self.freeTries else { return nil }
                let left = entry.last.addingTimeInterval(Self.delay(after: entry.count)).timeIntervalSince(now())
                return left > 0 ? Int(left.rounded(.up)) : nil
            }.max() ?? 0
        }
    }

    func failed(_ keys: [String]) {
        lock.withLock {
            for key in keys { failures[key] = ((failures[key]?.count ?? 0) + 1, now()) }
            // Forget entries idle for a day, so a scan of many addresses does not grow the table for ever.
            if failures.count > 10_000 {
                let cutoff = now().addingTimeInterval(-86_400)
                failures = failures.filter { $0.value.last > cutoff }
            }
        }
    }

    func succeeded(_ key: String) {
        lock.withLock { failures[key] = nil }
    }

    static func delay(after count: Int) -> TimeInterval {
        min(900, 30 * pow(2, Double(max(0, count - freeTries))))
    }
}
