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
    /// The chore records added, changed or removed, by family (v36's `chore_record_revisions`).
    public var choreRecords: [HearthID: ChoreRecordChanges] = [:]

    /// More items than this changed at once (an import, a purchase of everything): the family's whole list
    /// is read again instead.
    static let mostItems = 2_000
    /// More chore records than this changed at once (an import, a member who left): every family's records
    /// are read again instead. Each one put in moves the records after it (140,000 at N = 1000).
    static let mostChoreRecords = 32
}

extension HouseholdStore {
    /// The changes made after `revision` (v16's `table_changes` and `grocery_item_revisions`, v36's
    /// `chore_record_revisions`), read in one
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
            var changes = StoreChanges(revision: now, parts: parts, groceryItems: items)
            if let records = try Self.choreRecordChanges(db, since: revision) {
                changes.choreRecords = records
            } else {
                changes.parts?.insert(.choreRecords)
            }
            return changes
        }
    }

    /// The chore records noted after `revision`, by family; nil when more than `mostChoreRecords` were.
    static func choreRecordChanges(_ db: Database, since revision: Int) throws -> [HearthID: ChoreRecordChanges]? {
        let noted = try Row.fetchAll(db, sql: "SELECT family_id, date, chore_id FROM chore_record_revisions WHERE revision >= ? LIMIT ?",
                                     arguments: [revision, StoreChanges.mostChoreRecords + 1])
        guard noted.count <= StoreChanges.mostChoreRecords else { return nil }
        guard !noted.isEmpty else { return [:] }
        var changes: [HearthID: ChoreRecordChanges] = [:]
        for row in noted {
            let (family, date, chore): (String, String, String) = (row[0], row[1], row[2])
            // A key no record could have had (another program's row that is not a date) is read in full.
            guard let id = HearthID(family), let day = CalendarDay(iso: date) else { return nil }
            changes[id, default: ChoreRecordChanges()].keys.insert(ChoreRecordChanges.Key(date: day, choreID: chore))
        }
        let records = try ChoreRecordRow
            .filter(sql: "(family_id, date, chore_id) IN (SELECT family_id, date, chore_id FROM chore_record_revisions WHERE revision >= ?)",
                    arguments: [revision])
            .fetchAll(db)
        for row in records {
            guard let id = HearthID(row.familyId) else { continue }
            changes[id, default: ChoreRecordChanges()].records.append(try row.record())
        }
        return changes
    }
}
