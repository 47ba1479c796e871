import NIOPosix
import Synchronization

/// The line of bcrypt checks (sign-ins, a newcomer's password) waiting for the password threads. A check
/// takes a quarter of a second of a core, and the threads are few (half the cores: one on a small
/// server), so one line, first come first served, made a right password wait behind every wrong one
/// sent before it: 4.4–4.7 s behind 16 guesses from 16 addresses (issue 63). Here:
/// - each client address has at most one check in the line (waiting or under way): another from it at
///   the same time is refused at once (`enter` gives nil; the sign-in answers 429), so one address cannot
///   queue many checks ahead of the others;
/// - a check from an address with no failures (`favoured`) goes before those from addresses that have
///   failed, each kind first come first served: a member whose phone has not been guessing waits for at
///   most the checks under way, however many guessers wait behind.
/// Not prevented: guesses from many fresh addresses are favoured too, each once, until it fails.
final class PasswordCheckLine: Sendable {
    /// An address's place in the line, from `enter` until `run` ends (or `leave`, for a check not run).
    struct Place: Sendable {
        let address: String
    }

    private struct State {
        /// Checks under way on the threads.
        var running = 0
        /// The addresses with a check in the line.
        var addresses: Set<String> = []
        /// Waiting for a thread, oldest first: from addresses without failures, and from the others.
        var favoured: [CheckedContinuation<Void, Never>] = []
        var others: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    /// The threads that run the checks, and how many checks run at once (one a thread).
    private let threads: NIOThreadPool
    private let slots: Int

    init(threads: NIOThreadPool, count: Int) {
        self.threads = threads
        slots = max(1, count)
    }

    /// A place in the line for `address`; nil while a check of that address is in it.
    func enter(_ address: String) -> Place? {
        state.withLock { $0.addresses.insert(address).inserted } ? Place(address: address) : nil
    }

    /// Gives the place back without a check (the throttle refused the try).
    func leave(_ place: Place) {
        _ = state.withLock { $0.addresses.remove(place.address) }
    }

    /// Waits for a thread (before the others if `favoured`), runs `check` on it, and gives the place back.
    func run<Value: Sendable>(_ place: Place, favoured: Bool, _ check: @escaping @Sendable () throws -> Value) async throws -> Value {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.running < slots {
                    state.running += 1
                    return true
                }
                if favoured { state.favoured.append(turn) } else { state.others.append(turn) }
                return false
            }
            if now { turn.resume() }
        }
        defer { finish(place) }
        return try await threads.runIfActive(check)
    }

    /// The check of `place` is over: its thread goes to the next waiting, favoured ones first.
    private func finish(_ place: Place) {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.addresses.remove(place.address)
            if !state.favoured.isEmpty { return state.favoured.removeFirst() }
            if !state.others.isEmpty { return state.others.removeFirst() }
            state.running -= 1
            return nil
        }
        next?.resume()
    }
}
