import Foundation
import HearthDomain
import Synchronization

/// Who of a family has one of its pages open: every member or device that opened a page, or whose open
/// page asked `/online.json` (hearth-host.js, every 15 seconds), in the last minute. Kept in memory only
/// (a restart forgets it, and a minute later it is true again); a family sees only its own.
final class OnlineVisitors: Sendable {
    /// How long after its last request a page still counts as open.
    static let window: TimeInterval = 60

    /// A member or a device, as the list names it.
    struct Seen: Sendable {
        /// The member's or the device's name.
        var name: String
        /// Its last request.
        var at: Date
    }

    /// By family, then by "member:ID" or "device:ID": a device counts as itself, not as a member.
    private let seen = Mutex<[HearthID: [String: Seen]]>([:])

    /// Notes that `visitor` has a page of their family open now.
    func note(_ visitor: Visitor, at now: Date = Date()) {
        let key: String
        switch visitor {
        case .member(let member, _): key = "member:" + member.id.text
        case .device(let device, _): key = "device:" + device.id.text
        }
        seen.withLock { seen in
            seen[visitor.family.id, default: [:]][key] = Seen(name: visitor.name, at: now)
            // Whoever left more than a minute ago is forgotten, so the table stays the size of who is here.
            seen[visitor.family.id] = seen[visitor.family.id]?.filter { now.timeIntervalSince($0.value.at) <= Self.window }
        }
    }

    /// The names of the family's members and devices with a page open, in alphabetical order.
    func online(in family: HearthID, at now: Date = Date()) -> [String] {
        seen.withLock { seen in
            (seen[family] ?? [:]).values.filter { now.timeIntervalSince($0.at) <= Self.window }.map(\.name)
                .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        }
    }

    /// Whether the member has a page of their family open (the notices leave "the list changed" out then).
    func isLooking(_ member: HearthID, at now: Date = Date()) -> Bool {
        seen.withLock { seen in
            seen.values.contains { visitors in visitors["member:" + member.text].map { now.timeIntervalSince($0.at) <= Self.window } ?? false }
        }
    }
}
