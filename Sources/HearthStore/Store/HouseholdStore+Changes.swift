import GRDB
import HearthDomain

/// What changed in the store after a revision a program has rendered, named by the tables written
/// (`StoreTables`): the one value every way of changing the store comes to (a form, the API, a command while
/// `hearth host` runs), which the program renders from memory.
public struct StoreChanges: Sendable {
    /// The revision the changes bring the store to.
    public var revision: Int
    /// The parts of the families' households the changed tables hold, besides grocery items added or
    /// changed; nil when a change needs the site built in full (`StoreTables.wholeSite`).
    public var parts: Set<FamilyData>?
    /// The grocery items added or changed, as they are now, by family (an item removed is in `parts`).
    public var groceryItems: [HearthID: [GroceryItem]]

    /// More items than this changed at once (an import, a purchase of everything): the family's whole list
    /// is read again instead.
    static let mostItems = 2_000
}

extension HouseholdStore {
    /// The changes made after `revision` (v16's `table_changes` and `grocery_item_revisions`), read in one
    /// transaction. A change at `revision` itself counts too: which of two triggers reads the revision
    /// first is not said, and taking one change too many only reads a part again.
    public func changes(since revision: Int) throws -> StoreChanges {
        try checkedRead { db in
            let now = try Self.revision(db)
            let tables = try String.fetchAll(db, sql: "SELECT table_name FROM table_changes WHERE revision >= ?", arguments: [revision])
            guard var parts = StoreTables.parts(of: tables) else { return StoreChanges(revision: now, parts: nil, groceryItems: [:]) }
            let changed = try GroceryItemRow
                .filter(sql: "(family_id, id) IN (SELECT family_id, item_id FROM grocery_item_revisions WHERE revision >= ?)", arguments: [revision])
                .limit(StoreChanges.mostItems + 1)
                .fetchAll(db)
            var items: [HearthID: [GroceryItem]] = [:]
            if changed.count > StoreChanges.mostItems {
                parts.formUnion(StoreTables.everyItem)
            } else {
                for row in changed {
                    guard let family = HearthID(row.familyId) else { continue }
                    items[family, default: []].append(try row.item())
                }
            }
            return StoreChanges(revision: now, parts: parts, groceryItems: items)
        }
    }
}
