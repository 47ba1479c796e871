import Foundation
import GRDB
import Testing
@testable import HearthDomain
@testable import HearthStore

/// A chore done or undone is noted by its record (v36's `chore_record_revisions`): a program that stays
/// running puts that record into the family's records in memory instead of reading every record again.
@Suite struct ChoreRecordChangesTests {
    @Test func aChoreDoneAndUndoneIsNotedByItsRecord() throws {
        let home = try GroceryStoreTests.household()
        let store = home.store, family = home.family
        try store.setChore("Sweep", weekday: .monday, fatigue: 3, assignee: nil, in: family)
        let monday = CalendarDay(iso: "2026-11-16")!
        let before = try store.revision()
        let chore = try store.recordChore("Sweep", on: monday, done: true, by: home.ana, in: family)
        let done = try store.changes(since: before)
        #expect(done.parts == [], "no part is read again: the record is named by itself")
        let key = ChoreRecordChanges.Key(date: monday, choreID: chore.id)
        #expect(done.choreRecords[family.id] == ChoreRecordChanges(keys: [key], records: [ChoreRecord(date: monday, choreID: chore.id, doneBy: home.ana.id)]))
        // Undone: the key is noted and no record stands there.
        let afterDone = try store.revision()
        try store.recordChore("Sweep", on: monday, done: false, by: home.ana, in: family)
        let undone = try store.changes(since: afterDone)
        #expect(undone.parts == [])
        #expect(undone.choreRecords[family.id] == ChoreRecordChanges(keys: [key], records: []))
        // Put into the records read before, they are the records read now.
        var records = try HouseholdStore.choreRecordsOf(store, family.id)
        let again = try store.recordChore("Sweep", on: monday, done: true, by: home.leo, in: family)
        let changes = try store.changes(since: afterDone)
        #expect(try #require(changes.choreRecords[family.id]).apply(to: &records))
        #expect(records == (try HouseholdStore.choreRecordsOf(store, family.id)) && records.first?.choreID == again.id)
    }

    @Test func manyRecordsAtOnceAreReadAgainWhole() throws {
        let home = try GroceryStoreTests.household()
        let store = home.store, family = home.family
        try store.setChore("Sweep", weekday: .monday, fatigue: 3, assignee: nil, in: family)
        let before = try store.revision()
        for week in 0...StoreChanges.mostChoreRecords {
            let monday = CalendarDay(iso: "2026-01-05")!.adding(days: 7 * week)
            try store.recordChore("Sweep", on: monday, done: true, by: home.ana, in: family)
        }
        let changes = try store.changes(since: before)
        #expect(changes.parts == [.choreRecords], "more records than are put in one by one: every family's are read again")
        #expect(changes.choreRecords.isEmpty)
    }
}

extension HouseholdStore {
    /// A family's records as a snapshot reads them, in the store's order.
    static func choreRecordsOf(_ store: HouseholdStore, _ family: HearthID) throws -> [ChoreRecord] {
        try store.database.read { db in try choreRecords(db, of: family) }
    }
}

/// An item added finds the family's item of that name in any letter case through v37's two indexes, not
/// by reading every item: ASCII names by SQLite's lower(), names with other letters compared in Swift.
@Suite struct ItemsByNameTests {
    @Test func anItemOfThatNameIsFoundInAnyLetterCaseWhateverItsLetters() throws {
        let home = try GroceryStoreTests.household()
        let store = home.store, family = home.family
        for name in ["Milk", "Äpfel", "牛奶", "Crème fraîche"] {
            #expect(try store.addGroceryItem(name: name, quantity: 1, location: nil, by: home.ana, in: family).outcome == .added)
        }
        for (typed, found) in [("MILK", "Milk"), (" milk ", "Milk"), ("äPFEL", "Äpfel"), ("牛奶", "牛奶"), ("CRÈME FRAÎCHE", "Crème fraîche")] {
            let added = try store.addGroceryItem(name: typed, quantity: nil, location: nil, by: home.leo, in: family)
            #expect(added.outcome == .alreadyOnList && added.item.name == found, "\(typed): \(added.outcome)")
        }
        #expect(try store.groceryItems(of: family).count == 4)
        // Not another name that SQLite's lower() alone would take for it.
        #expect(try store.addGroceryItem(name: "Apfel", quantity: 1, location: nil, by: home.ana, in: family).outcome == .added)
    }

    @Test func theNamesAreLookedUpByIndex() throws {
        let store = try HouseholdStore.inMemory()
        let plan = try store.database.read { db in
            try Row.fetchAll(db, sql: """
                EXPLAIN QUERY PLAN SELECT id, name FROM grocery_items WHERE family_id = ?1 AND lower(name) = ?2
                UNION ALL
                SELECT id, name FROM grocery_items WHERE family_id = ?1 AND length(name) <> length(CAST(name AS BLOB))
                """, arguments: ["F", "milk"]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING INDEX grocery_items_on_lower_name") }, "\(plan)")
        #expect(plan.contains { $0.contains("USING INDEX grocery_items_with_other_letters") }, "\(plan)")
    }
}
