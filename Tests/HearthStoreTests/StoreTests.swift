import Foundation
import HearthTestSupport
import GRDB
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct StoreTests {
    /// The rows read by position (`ReadByPosition`) select every column of their table, by the names their
    /// `Columns` make: a case misnamed, or a column a migration added and the enum lacks, fails here.
    @Test func theRowsReadByPositionNameEveryColumnOfTheirTable() throws {
        let store = try HouseholdStore.inMemory()
        let rows: [(table: String, columns: [String])] = [(GroceryItemRow.databaseTableName, GroceryItemRow.columns),
                                                          (RecipeRow.databaseTableName, RecipeRow.columns),
                                                          (IngredientRow.databaseTableName, IngredientRow.columns),
                                                          (ChoreRecordRow.databaseTableName, ChoreRecordRow.columns),
                                                          (CarRow.databaseTableName, CarRow.columns)]
        #expect(GroceryItemRow.columns.prefix(3) == ["family_id", "id", "name"] && CarRow.columns.contains("price_cents"))
        try store.database.read { db in
            for (table, columns) in rows {
                let inTable = Set(try db.columns(in: table).map(\.name))
                #expect(Set(columns) == inTable, "\(table)")
                #expect(Set(columns).count == columns.count, "\(table): a column named twice")
            }
        }
    }

    @Test func everyTableOfTheHouseholdRaisesTheRevisionOnEveryChange() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try store.database.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT IN ('grdb_migrations', 'store_revision')
                """).filter { !Self.accountTables.contains($0) }
            #expect(tables.count >= 13)
            let triggers = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger'")
            for table in tables {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    #expect(triggers.contains { $0.contains("AFTER \(event) ON \(table)") && $0.contains("SET revision = revision + 1") },
                            "a change to \(table) (\(event)) must raise the revision, or builds and the two-halves read miss it")
                    // And say which table it changed (v16), or a running server would render it from memory as
                    // if only grocery items had changed.
                    #expect(triggers.contains { trigger in
                        trigger.contains("AFTER \(event) ON \(table)")
                            && ["table_changes", "grocery_item_revisions", "chore_record_revisions"].contains { trigger.contains("INTO \($0)") }
                    },
                            "a change to \(table) (\(event)) must be noted in table_changes")
                }
            }
            // Tables that show on no page (hearth host's accounts, what each change touched): a sign-in or a
            // session's renewal builds nothing.
            for table in Self.accountTables {
                #expect(!triggers.contains { $0.contains(" ON \(table)") }, "\(table) has a revision trigger")
            }
        }
    }

    /// (Not family_hosting since v23: its printer and saved address show on the hosted pages.) The API's
    /// tokens and the adds it answered (v24) show on no page, nor do notices (v26: the server's /notices
    /// page reads them as it answers), nor the changes phones sent from a dead zone and what they need (v31),
    /// nor the names task apps gave items over CalDAV (v32).
    static let accountTables = ["member_passwords", "sessions", "devices", "grocery_item_changes", "table_changes", "grocery_item_revisions", "chore_record_revisions",
                                "phone_invitations", "calendar_feeds", "api_tokens", "api_request_keys",
                                "notice_settings", "notice_channels", "household_events", "notices",
                                "sent_changes", "grocery_field_changes", "grocery_item_removals", "caldav_names"]

    /// Rows read by column position are always asked for their columns by name, in that order, never with
    /// `*`: a table's own column order is whatever its migrations left, and a wrong order would read one
    /// column as another.
    @Test func rowsReadByPositionSelectTheirColumnsByName() throws {
        let store = try DemoHousehold.store()
        var statements: [String] = []
        let item = try store.database.read { db in
            db.trace { statements.append("\($0)") }
            let all = try GroceryItemRow.fetchAll(db)
            let first = try #require(all.first)
            return try GroceryItemRow.fetchOneCached(db, key: ["family_id": first.familyId, "id": first.id])
        }
        #expect(item?.name.isEmpty == false)
        let named = GroceryItemRow.columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let reads = statements.filter { $0.contains("grocery_items") }
        #expect(reads.count == 2, "\(statements)")
        #expect(reads.allSatisfy { $0.hasPrefix("SELECT \(named) FROM \"grocery_items\"") }, "\(reads)")
    }

    @Test func aStoreWithoutItsRevisionRowIsAClearError() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try store.database.write { db in try db.execute(sql: "DELETE FROM store_revision") }
        #expect { try store.revision() } throws: { "\($0)".contains("store_revision") }
        #expect { try store.snapshotAndRevisionOnTwoConnections() } throws: { "\($0)".contains("store_revision") }
    }

    /// SQLite keeps a value of any type in any column: another program's store can hold text as a
    /// car's year. Read as a number it would be 0, shown without a word; it is an error naming the
    /// table, the row and the column, from either way of reading the household.
    @Test(arguments: [
        ("UPDATE cars SET year = 'abc' WHERE rowid = (SELECT min(rowid) FROM cars)", "cars row", "year holds the text 'abc'; expected a whole number"),
        ("UPDATE grocery_items SET quantity = 2.5 WHERE rowid = (SELECT min(rowid) FROM grocery_items)", "grocery_items row", "quantity holds the real 2.5"),
        ("UPDATE grocery_items SET on_list = 7 WHERE rowid = (SELECT min(rowid) FROM grocery_items)", "grocery_items row", "on_list holds the integer 7; expected 0 or 1"),
        ("UPDATE locations SET red = x'00' WHERE rowid = (SELECT min(rowid) FROM locations)", "locations row", "red holds the blob X'00'; expected a number"),
        ("UPDATE recipes SET prep_minutes = 'ten' WHERE rowid = (SELECT min(rowid) FROM recipes)", "recipes row", "prep_minutes holds the text 'ten'"),
        ("UPDATE members SET is_manager = 'yes' WHERE rowid = (SELECT min(rowid) FROM members)", "members row", "is_manager holds the text 'yes'"),
        ("UPDATE grocery_items SET last_purchased = '2026-13-45' WHERE rowid = (SELECT min(rowid) FROM grocery_items)", "grocery_items row",
         "last_purchased \"2026-13-45\" is not a date; expected YYYY-MM-DD"),
        ("UPDATE chore_records SET date = 'Tuesday' WHERE rowid = (SELECT min(rowid) FROM chore_records)", "chore_records row",
         "date \"Tuesday\" is not a date; expected YYYY-MM-DD"),
    ])
    func aValueOfTheWrongTypeInTheStoreIsAnErrorNamingItsPlace(change: String, table: String, message: String) throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try store.addDemoHousehold()
        try store.database.write { db in
            try db.execute(sql: change)
            #expect(db.changesCount == 1, "the change must reach a row: \(change)")
        }
        for read in [{ try store.snapshotAndRevisionOnTwoConnections().families }, { try store.snapshotAndRevision().families }] {
            #expect { _ = try read() } throws: { error in
                let text = "\(error)"
                return (error as? Failure)?.kind == .badData && text.hasPrefix(folder.path("household.sqlite") + ": " + table)
                    && text.contains(message)
            }
        }
    }

    /// Commands read and write the same store: none of them shows, exports or writes back a value of the
    /// wrong type (1.5 items would be listed, exported and saved again as 1). A change is refused before
    /// it changes anything. Errors about what a person typed are not said to be the file's.
    @Test func commandsRefuseAStoreHoldingAValueOfTheWrongTypeAndChangeNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: path)
        try store.addDemoHousehold()
        let family = try store.family(matching: "The Riveras")
        let member = try #require(try store.members(of: family.id).first)
        #expect(performing: { try store.family(matching: "The Smiths") }, throws: { error in
            "\(error)".hasPrefix("no family has the ID or name")
        })
        try store.database.write { db in
            try db.execute(sql: "UPDATE grocery_items SET quantity = 1.5 WHERE rowid = (SELECT min(rowid) FROM grocery_items)")
        }
        let revision = try store.revision()
        // The row is named by its key and by the item's name, which is what a person knows it by.
        let name = try store.database.read { db in try String.fetchOne(db, sql: "SELECT name FROM grocery_items WHERE rowid = (SELECT min(rowid) FROM grocery_items)") }
        let namesTheRow: (any Error) -> Bool = {
            "\($0)".hasPrefix(path + ": grocery_items row ") && "\($0)".contains(" (\"\(name ?? "?")\"): quantity holds the real 1.5")
        }

        #expect(performing: { try store.groceryItems(of: family) }, throws: namesTheRow)
        #expect(performing: { try store.exportJSON() }, throws: namesTheRow)
        #expect(performing: { try store.addGroceryItem(name: "Plums", quantity: 2, location: nil, by: member, in: family) }, throws: namesTheRow)
        #expect(try store.revision() == revision, "the refused change changed nothing")
    }

    /// The check that finds those values finds nothing in a store Hearth wrote itself.
    @Test func theDemoAndASyntheticHouseholdHoldEveryValueAsItsType() throws {
        let folder = try TemporaryFolder()
        let demo = try HouseholdStore.create(at: folder.path("demo.sqlite"))
        try demo.addDemoHousehold()
        let synthetic = try HouseholdStore.create(at: folder.path("synthetic.sqlite"))
        try SyntheticHousehold.fill(synthetic, scale: 2)
        for store in [demo, synthetic] {
            try store.database.read { db in
                try StoredValueTypes.check(StoredValueTypes.peopleGroceriesAndCars + StoredValueTypes.recipesAndChores, db)
            }
            #expect(try store.snapshotAndRevisionOnTwoConnections().families.first?.groceries.items.isEmpty == false)
        }
    }

    @Test func aNewFileGetsEveryTableInWALModeWithForeignKeys() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("household.sqlite")
        _ = try HouseholdStore.create(at: path)

        let database = try DatabaseQueue(path: path)
        try database.read { db in
            #expect(try db.tableExists("families"))
            #expect(try db.tableExists("members"))
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            let applied = try Schema.migrator.appliedIdentifiers(db)
            #expect(applied.contains("v1: families and members"))
        }
        let store = try HouseholdStore.open(at: path)
        let family = try store.createFamily(name: "The Riveras", language: "en")
        #expect(throws: (any Error).self, "a member of a family that does not exist breaks the foreign key") {
            try store.database.write { db in
                try db.execute(sql: "INSERT INTO members (id, display_name, family_id, origin_family_id, is_manager, created) VALUES ('AAAAAAAAAAAA', 'x', 'ZZZZZZZZZZZZ', 'ZZZZZZZZZZZZ', 0, '2026-01-01T00:00:00Z')")
            }
        }
        #expect(try store.members(of: family.id).isEmpty)
    }

    /// A store from before v8, where a member who joined another family still held chores and wishes in
    /// the one they left: opening it releases them, and leaves everyone else's as they were.
    @Test func openingAStoreFromBeforeV8ReleasesWhatMovedMembersHeld() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: path)
        let riveras = try store.createFamily(name: "The Riveras", language: "en")
        let lins = try store.createFamily(name: "林家", language: "zh-Hant")
        let ana = try store.addMember(name: "Ana", to: riveras, isManager: true)
        let leo = try store.addMember(name: "Leo", to: riveras, isManager: false)
        try store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: leo, in: riveras)
        try store.setChore("mop", weekday: .monday, fatigue: 2, assignee: ana, in: riveras)
        try store.addWish("Pizza night", by: leo, in: riveras)
        try store.addWish("Beach day", by: ana, in: riveras)
        try store.addGroceryItem(name: "Oat milk", quantity: 1, location: nil, by: leo, in: riveras)
        try store.addGroceryItem(name: "Bread", quantity: 1, location: nil, by: ana, in: riveras)
        // The move as hearth made it before v8, and the store as it was then.
        try store.database.write { db in
            try db.execute(sql: "UPDATE members SET family_id = ? WHERE id = ?", arguments: [lins.id.text, leo.id.text])
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v8:%'")
        }

        let reopened = try HouseholdStore.open(at: path)
        let snapshot = try #require(try reopened.snapshot().first { $0.family.id == riveras.id })
        #expect(snapshot.chores.first { $0.title == "sweep" }?.assignee == nil)
        #expect(snapshot.chores.first { $0.title == "mop" }?.assignee == ana.id)
        #expect(snapshot.wishes.map(\.text) == ["Beach day"])
        #expect(snapshot.groceries.items.first { $0.name == "Oat milk" }?.addedBy == nil)
        #expect(snapshot.groceries.items.first { $0.name == "Bread" }?.addedBy == ana.id)
    }

    @Test func initNeverOverwritesAFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.txt")
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: Failure.self) { try HouseholdStore.create(at: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes")
    }

    @Test func openingAMissingStoreSaysHowToMakeOne() throws {
        let folder = try TemporaryFolder()
        do {
            _ = try HouseholdStore.open(at: folder.path("none.sqlite"))
            Issue.record("opened a store that does not exist")
        } catch let failure as Failure {
            #expect(failure.kind == .missingInput)
            #expect(failure.message.contains("hearth init"))
        }
    }

    @Test func aFileThatIsNotSQLiteIsNamedAsSuch() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("fake.sqlite")
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: path))
        do {
            _ = try HouseholdStore.open(at: path)
            Issue.record("opened a file that is not SQLite")
        } catch let failure as Failure {
            #expect(failure.message.contains(path))
        }
    }

    @Test func familiesAreFoundByIDOrNameAndTheOnlyFamilyByDefault() throws {
        let store = try HouseholdStore.inMemory()
        let riveras = try store.createFamily(name: "The Riveras", language: "en")
        #expect(try store.family(matching: nil) == riveras)
        let lins = try store.createFamily(name: "林家", language: "zh-Hant")
        #expect(try store.family(matching: "林家") == lins)
        #expect(try store.family(matching: riveras.id.text.lowercased()) == riveras)
        #expect(throws: Failure.self, "two families: which one must be said") { try store.family(matching: nil) }
        #expect(throws: Failure.self) { try store.family(matching: "The Smiths") }
    }

    @Test func membersJoinTheirFamilyWhichIsAlsoTheirOrigin() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Riveras", language: "en")
        let ana = try store.addMember(name: " Ana ", to: family, isManager: true)
        let leo = try store.addMember(name: "Leo", to: family, isManager: false)
        #expect(ana.displayName == "Ana")
        #expect(ana.originFamilyID == family.id)
        #expect(try store.members(of: family.id).map(\.displayName) == ["Ana", "Leo"])
        #expect(ana.id != leo.id)
        #expect(throws: Failure.self, "an empty name") { try store.addMember(name: "", to: family, isManager: false) }
    }
}
