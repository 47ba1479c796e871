import GRDB
import HearthDomain

/// What changed in the store after a revision a program has rendered: a program that stays running
/// renders another program's change from memory when it touched grocery items only (`hearth grocery
/// check` while `hearth serve` runs), and builds in full otherwise.
public struct StoreChanges: Sendable {
    /// The revision the changes bring the store to.
    public var revision: Int
    /// The tables changed in another way than adding or changing grocery items ("recipes", "grocery_items"
    /// for an item removed).
    public var tables: Set<String>
    /// The grocery items added or changed, as they are now, by family (not read when tables other than
    /// `choreTables` changed: the caller builds in full then).
    public var groceryItems: [HearthID: [GroceryItem]]

    /// The tables of what a family's chore pages show (`ChoreBoard`).
    public static let choreTables: Set<String> = ["chores", "chore_records", "wishes"]

    /// What the store's name of a table a build of Hearth adds (`AddedTable`) starts with: "added_fridge_notes".
    static let addedPrefix = "added_"

    /// Whether `table` is one a build of Hearth adds.
    public static func isAdded(_ table: String) -> Bool { table.hasPrefix(addedPrefix) }

    /// Whether the changes are grocery items of one family, added or changed, and nothing else.
    public var onlyGroceryItemsOfOneFamily: (family: HearthID, items: [GroceryItem])? {
        guard tables.isEmpty, groceryItems.count == 1, let (family, items) = groceryItems.first else { return nil }
        return (family, items)
    }
}

extension HouseholdStore {
    /// The changes made after `revision` (v16's `table_changes` and `grocery_item_revisions`), read in one
    /// transaction. A change at `revision` itself counts too: which of two triggers reads the revision
    /// first is not said, and taking one change too many only costs a full build.
    public func changes(since revision: Int) throws -> StoreChanges {
        try checkedRead { db in
            let now = try Self.revision(db)
            let tables = try String.fetchAll(db, sql: "SELECT table_name FROM table_changes WHERE revision >= ?", arguments: [revision])
            // Asked for too when only chore tables or added tables changed: a change to those is rendered
            // from memory only when no item changed with it (`ResidentSite.refresh(fromChangesIn:)`). Anything
            // else changed: a full build follows, and the items are not read (an import can change 100,000).
            guard tables.allSatisfy({ StoreChanges.choreTables.contains($0) || StoreChanges.isAdded($0) }) else {
                return StoreChanges(revision: now, tables: Set(tables), groceryItems: [:])
            }
            let changed = try GroceryItemRow
                .filter(sql: "(family_id, id) IN (SELECT family_id, item_id FROM grocery_item_revisions WHERE revision >= ?)", arguments: [revision])
                .fetchAll(db)
            var items: [HearthID: [GroceryItem]] = [:]
            for row in changed {
                guard let family = HearthID(row.familyId) else { continue }
                items[family, default: []].append(try row.item())
            }
            return StoreChanges(revision: now, tables: Set(tables), groceryItems: items)
        }
    }
}
