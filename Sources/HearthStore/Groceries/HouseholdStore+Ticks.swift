import Foundation
import GRDB
import HearthDomain

/// Ticks that carry the time they were made: a phone that shopped with no signal sends them later, and
/// each applies only when nobody changed the item on the list after it (`TickTime`).
extension HouseholdStore {
    /// What became of a tick sent with its time.
    public enum TickOutcome: Sendable, Equatable {
        case applied(GroceryItem)
        /// Not applied: the item changed on the list after the tick was made, at `lastChange`.
        case dropped(GroceryItem, lastChange: Int64)
    }

    /// Checks or unchecks an item as of `time` (ms since 1970 on this machine's clock; see
    /// `TickTime.onServerClock`), which arrived at `receivedAt`: the same rules as `apply(.check, …)`, and
    /// dropped when the item's last change on the list is newer. When this machine's clock went back since
    /// the family's last change (`listClock`), the tick is moved forward with it, keeping how much earlier
    /// than its arrival it was made: a tick sent as it is made still applies.
    public func tick(_ text: String, checked: Bool, at time: Int64, receivedAt: Int64? = nil, by member: Member?,
                     in family: Family) throws -> TickOutcome {
        try checkedWrite { db in
            if let member { _ = try Self.current(member, in: family, db) }
            let time = try receivedAt.map { arrived in time + (try Self.listClock(db, in: family, now: arrived) - arrived) } ?? time
            let item = try Self.item(text, db, in: family)
            if let last = try Self.lastListChange(of: item, db, in: family), !TickTime.applies(time, after: last) {
                return .dropped(item, lastChange: last)
            }
            return .applied(try Self.change(item, doing: checked ? .check : .uncheck, by: member, at: time, db, in: family))
        }
    }

    /// When the item last changed on the list (ms since 1970), if a change was recorded.
    static func lastListChange(of item: GroceryItem, _ db: Database, in family: Family) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT changed FROM grocery_item_changes WHERE family_id = ? AND item_id = ?",
                           arguments: [family.id.text, item.id])
    }

    /// The time a change to the family's list is stamped with: `now`, or, when this machine's clock went
    /// back (set by hand, or corrected after running ahead) to before the family's newest change, just after
    /// that change. The stamps never go back, so a change made after the jump is never taken for an older one.
    static func listClock(_ db: Database, in family: Family, now: Int64) throws -> Int64 {
        let newest = try Int64.fetchOne(db, sql: "SELECT MAX(changed) FROM grocery_item_changes WHERE family_id = ?", arguments: [family.id.text])
        guard let newest, newest >= now else { return now }
        return newest + 1
    }

    /// Records a change of the item on the list at `time`.
    static func noteListChange(of item: GroceryItem, at time: Int64, _ db: Database, in family: Family) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO grocery_item_changes (family_id, item_id, changed) VALUES (?, ?, ?)",
                       arguments: [family.id.text, item.id, time])
    }

    /// Records a change of the item on the list made at `time` unless one after it is recorded (an add sent
    /// late of an item on the list already).
    static func noteListChange(of item: GroceryItem, atLeast time: Int64, _ db: Database, in family: Family) throws {
        try db.execute(sql: """
            INSERT INTO grocery_item_changes (family_id, item_id, changed) VALUES (?, ?, ?)
            ON CONFLICT (family_id, item_id) DO UPDATE SET changed = MAX(changed, excluded.changed)
            """, arguments: [family.id.text, item.id, time])
    }

    /// Now, in milliseconds since 1970: the time a change is stamped with, and the time a late tick
    /// arrived at (`TickTime.onServerClock`).
    public static func nowInMilliseconds() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded())
    }
}
