import Foundation
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
