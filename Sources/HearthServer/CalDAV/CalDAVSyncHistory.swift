import Crypto
import Foundation
import HearthDomain
import Synchronization

/// The states of the lists that sync tokens were given for (RFC 6578), so that a task app sending one
/// back is told only what changed since: the resources added or changed, and those gone (404). A token
/// names a state by its digest (`token(of:)`): the same to-dos give the same token, which moves exactly
/// when one changes, whoever changed it (a phone's page, the API, a command, a task app). Kept in
/// memory, the most recent `kept` states: a token this process never gave, or gave long ago (after a
/// restart), is refused with DAV:valid-sync-token and the app fetches the list whole, as RFC 6578 says.
final class CalDAVSyncHistory: Sendable {
    /// States kept: a family's lists change a few hundred times a day.
    static let kept = 4_096

    private struct States {
        var byToken: [String: [String: String]] = [:]
        var order: [String] = []
    }
    private let states = Mutex(States())

    static let prefix = "http://hearth.invalid/ns/sync/"

    /// The token of a list's state (each resource's name and ETag).
    static func token(of state: [String: String]) -> String {
        let lines = state.sorted { $0.key < $1.key }.map { $0.key + " " + $0.value + "\n" }.joined()
        return prefix + HexText.of(SHA256.hash(data: Data(lines.utf8)), length: 40)
    }

    /// Keeps `state` under its token, so the token can be answered later.
    func note(_ state: [String: String]) {
        let token = Self.token(of: state)
        states.withLock { states in
            guard states.byToken[token] == nil else { return }
            states.byToken[token] = state
            states.order.append(token)
            if states.order.count > Self.kept {
                let gone = states.order.count - Self.kept
                for old in states.order.prefix(gone) { states.byToken[old] = nil }
                states.order.removeFirst(gone)
            }
        }
    }

    /// The state a token was given for; nil when this process does not know it.
    func state(of token: String) -> [String: String]? {
        states.withLock { $0.byToken[token] }
    }
}
