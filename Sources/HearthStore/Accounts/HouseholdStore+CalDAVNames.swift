import GRDB
import HearthDomain

/// Items added from a task app over CalDAV (`hearth host`, docs/caldav.md): the app put a new to-do at an
/// address and with a UID of its own, and finds it there afterwards; the item is the list's own, added by
/// the same rule as every add (`addGroceryItem`).
extension HouseholdStore {
    /// The address (a resource's name in the list) and UID a task app gave an item.
    public struct TaskName: Sendable, Equatable {
        public var name: String
        public var uid: String

        public init(name: String, uid: String) {
            self.name = name
            self.uid = uid
        }
    }

    /// `addGroceryItem`, and the item kept at `task`'s address and UID, in one transaction. An item on the
    /// list already, or one known before, keeps a name a task app gave it before.
    public func addGroceryItem(name: String, measure: GroceryQuantity?, location: String?, by member: Member, in family: Family,
                               task: TaskName) throws -> AddedItem {
        let checkedName = try NameRules.check(name, field: "item name").mapError(\.failure).get()
        return try checkedWrite { db in
            let added = try Self.addGroceryItem(name: checkedName, measure: measure, location: location, by: member, db, in: family)
            let taken = try CalDAVNameRow.filter(Column("family_id") == family.id.text && Column("name") == task.name).fetchOne(db) != nil
            if !taken, try CalDAVNameRow.fetchOne(db, key: ["family_id": family.id.text, "item_id": added.item.id]) == nil {
                try CalDAVNameRow(familyId: family.id.text, itemId: added.item.id, name: task.name, uid: task.uid).insert(db)
            }
            return added
        }
    }

    /// The names task apps gave the family's items, by item ID.
    public func taskNames(of family: Family) throws -> [String: TaskName] {
        try checkedRead { db in
            Dictionary(try CalDAVNameRow.filter(Column("family_id") == family.id.text).fetchAll(db).map { ($0.itemId, TaskName(name: $0.name, uid: $0.uid)) }) { first, _ in first }
        }
    }
}
