import GRDB
import HearthDomain
import Testing
@testable import HearthStore

/// `StoreTables`, the one map from the store's tables to the parts of a family's household the pages
/// show: every table whose changes the store notes (v16's change triggers) has its line, so a migration
/// that adds a table cannot leave the pages that would show it stale.
@Suite struct StoreTablesTests {
    /// The tables whose changes the store notes in `table_changes`, read from the triggers a store makes.
    static func notedTables() throws -> Set<String> {
        let store = try HouseholdStore.inMemory()
        return try store.database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_changed' ESCAPE '\\'"))
        }
    }

    @Test func everyTableWhoseChangesAreNotedIsMapped() throws {
        let noted = try Self.notedTables()
        let mapped = Set(StoreTables.parts.keys).union(StoreTables.wholeSite)
        #expect(noted.subtracting(mapped).isEmpty, "tables with no line in StoreTables: \(noted.subtracting(mapped).sorted())")
        #expect(mapped.subtracting(noted).isEmpty, "lines in StoreTables for no table: \(mapped.subtracting(noted).sorted())")
        #expect(StoreTables.wholeSite.isDisjoint(with: StoreTables.parts.keys), "a table is either the whole site's or a family's")
    }

    @Test func everyPartOfAFamilysHouseholdIsHeldBySomeTable() {
        let held = StoreTables.parts.values.reduce(Set<FamilyData>()) { $0.union($1) }
        #expect(held == Set(FamilyData.allCases), "parts no table holds: \(Set(FamilyData.allCases).subtracting(held))")
    }

    @Test func aTableThisHearthDoesNotKnowIsAFullBuild() {
        #expect(StoreTables.parts(of: ["meals", "shopping_trips"]) == [.meals, .trips])
        #expect(StoreTables.parts(of: ["meals", "family_hosting"]) == nil)
        #expect(StoreTables.parts(of: ["a_later_hearths_table"]) == nil)
        #expect(StoreTables.parts(of: ["chore_labels"]) == [], "shown on no page: nothing to render")
    }
}
