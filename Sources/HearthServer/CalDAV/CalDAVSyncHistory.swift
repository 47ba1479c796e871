import Foundation
import HearthDomain
import Synchronization

/// What each list looked like each time a request read it, so that a task app sending back a sync token
/// (RFC 6578) is told only what changed since: the to-dos added or changed, and those gone (404).
///
/// Every request that reads a list notes its state here (each to-do's address and ETag); a state that
/// differs from the last one noted moves the list's sequence on, and each to-do that changed, appeared
/// or went is stamped with it. A token is the process's epoch and that sequence number. Every state a
/// task app can have seen was read through a request, so a to-do changed and changed back between two
/// syncs (ticked, then unticked) is still told as changed: an app that fetched it in between gets it
/// again. Kept in memory: a token of another process (before a restart) is refused with
/// DAV:valid-sync-token and the app fetches the list whole, as RFC 6578 says.
final class CalDAVSyncHistory: Sendable {
    /// Removed to-dos remembered per list; a token older than the oldest forgotten one is refused.
    static let keptRemovals = 2_000

    private struct List {
        var sequence = 0
        /// Each to-do's ETag, and the sequence number it last changed at.
        var objects: [String: (etag: String, changed: Int)] = [:]
        /// Each to-do gone, and the sequence number it went at.
        var removed: [String: Int] = [:]
        /// Tokens at or before this sequence number cannot be answered (their removals are forgotten).
        var forgottenUpTo = 0
    }

    private let lists = Mutex([String: List]())
    /// Tells this process's tokens from another's: a restart begins its sequences again.
    let epoch = HexText.of((0..<8).map { _ in UInt8.random(in: 0...255) })
    static let prefix = "http://hearth.invalid/ns/sync/"

    /// Notes the state of the list `key` (its address) as a request read it; returns the token of that state.
    func note(_ key: String, _ state: [String: String]) -> String {
        let sequence = lists.withLock { lists in
            var list = lists[key] ?? List()
            let changed = state.filter { list.objects[$0.key]?.etag != $0.value }
            let gone = list.objects.keys.filter { state[$0] == nil }
            if !changed.isEmpty || !gone.isEmpty || list.sequence == 0 {
                list.sequence += 1
                for (name, etag) in changed {
                    list.objects[name] = (etag, list.sequence)
                    list.removed[name] = nil
                }
                for name in gone {
                    list.objects[name] = nil
                    list.removed[name] = list.sequence
                }
                if list.removed.count > Self.keptRemovals {
                    let oldest = list.removed.sorted { $0.value < $1.value }.prefix(list.removed.count - Self.keptRemovals)
                    for (name, at) in oldest {
                        list.removed[name] = nil
                        list.forgottenUpTo = max(list.forgottenUpTo, at)
                    }
                }
            }
            lists[key] = list
            return list.sequence
        }
        return Self.prefix + epoch + "/" + String(sequence)
    }

    /// What changed in the list `key` since `token`: the to-dos changed or added, and those gone; nil when
    /// the token is not one this process gave for a state it can still answer from.
    func changes(_ key: String, since token: String) -> (changed: Set<String>, removed: [String])? {
        guard token.hasPrefix(Self.prefix + epoch + "/"), let since = Int(token.dropFirst((Self.prefix + epoch + "/").count)) else { return nil }
        return lists.withLock { lists in
            guard let list = lists[key], since >= 1, since <= list.sequence, since >= list.forgottenUpTo else { return nil }
            return (Set(list.objects.filter { $0.value.changed > since }.keys), list.removed.filter { $0.value > since }.keys.sorted())
        }
    }
}
