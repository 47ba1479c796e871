import Testing
@testable import HearthDomain

/// Records put in one by one (`ChoreRecordChanges.apply`) stand where the store's order puts them: by
/// day, then by the chore's ID as SQLite compares text, byte by byte.
@Suite struct ChoreRecordChangesApplyTests {
    static let monday = CalendarDay(iso: "2026-11-16")!
    static let tuesday = CalendarDay(iso: "2026-11-17")!
    static let ana = HearthID("SB2NHJCBUKK8")
    static let leo = HearthID("UHRJRTN8ZW2A")

    static func record(_ day: CalendarDay, _ chore: String, _ by: HearthID?) -> ChoreRecord {
        ChoreRecord(date: day, choreID: chore, doneBy: by)
    }

    static func key(_ day: CalendarDay, _ chore: String) -> ChoreRecordChanges.Key {
        ChoreRecordChanges.Key(date: day, choreID: chore)
    }

    @Test func recordsAddedChangedAndRemovedKeepTheStoresOrder() {
        var records = [Self.record(Self.monday, "cook", Self.ana), Self.record(Self.monday, "sweep", Self.ana),
                       Self.record(Self.tuesday, "cook", nil)]
        // "É" (0xC3 0x89) comes after "z" byte by byte, as SQLite orders it; a Swift String comparison agrees
        // here, but "Z" < "a" < "É" is the order a reader of the store sees.
        let changes = ChoreRecordChanges(
            keys: [Self.key(Self.monday, "sweep"), Self.key(Self.monday, "Évier"), Self.key(Self.monday, "Zoo"),
                   Self.key(Self.tuesday, "cook"), Self.key(Self.tuesday, "nothing")],
            records: [Self.record(Self.monday, "Évier", Self.leo), Self.record(Self.monday, "Zoo", nil), Self.record(Self.tuesday, "cook", Self.leo)])
        #expect(changes.apply(to: &records))
        #expect(records == [Self.record(Self.monday, "Zoo", nil), Self.record(Self.monday, "cook", Self.ana),
                            Self.record(Self.monday, "Évier", Self.leo), Self.record(Self.tuesday, "cook", Self.leo)])
        // The same changes again change nothing.
        #expect(!changes.apply(to: &records))
    }
}
