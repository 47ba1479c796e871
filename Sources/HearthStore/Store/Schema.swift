import GRDB

/// The store's tables, created and upgraded by migrations. Each area of Hearth adds its own
/// migration; what a released migration does is never changed, since stores already upgraded keep
/// what it did (docs/store.md lists the tables). Its SQL may be rewritten to do the same faster, but
/// never the text of what it creates (a table, an index, a trigger): `StoreSchema` compares a store's
/// objects with the migrations' by their SQL, and a store made before would be refused.
enum Schema {
    /// Makes every change to `table` raise the store's revision (v7). A later migration that adds a
    /// table calls this for it: a build trusts the revision to say whether anything changed, and reads
    /// the household in two halves that agree when their revisions do.
    static func addRevisionTriggers(on table: String, _ db: Database) throws {
        for event in ["INSERT", "UPDATE", "DELETE"] {
            try db.execute(sql: """
                CREATE TRIGGER \(table)_\(event.lowercased())_revision AFTER \(event) ON \(table)
                BEGIN UPDATE store_revision SET revision = revision + 1 WHERE id = 1; END
                """)
        }
    }

    /// Notes in `table_changes` the revision at which `table` last changed (v16), so a program that stays
    /// running (`hearth serve`, `hearth build --watch`, `hearth host`) can tell what another program's
    /// change touched (`HouseholdStore.changes(since:)`). A later migration that adds a table calls this
    /// beside `addRevisionTriggers`.
    static func addChangeTriggers(on table: String, events: [String] = ["INSERT", "UPDATE", "DELETE"], _ db: Database) throws {
        for event in events {
            try db.execute(sql: """
                CREATE TRIGGER \(table)_\(event.lowercased())_changed AFTER \(event) ON \(table)
                BEGIN INSERT INTO table_changes (table_name, revision) VALUES ('\(table)', (SELECT revision FROM store_revision WHERE id = 1))
                ON CONFLICT (table_name) DO UPDATE SET revision = excluded.revision; END
                """)
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1: families and members") { db in
            try db.create(table: "families") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("language", .text).notNull()
                t.column("created", .text).notNull()
            }
            try db.create(table: "members") { t in
                t.primaryKey("id", .text)
                t.column("display_name", .text).notNull()
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .restrict)
                t.column("origin_family_id", .text).notNull().references("families", onDelete: .restrict)
                t.column("is_manager", .boolean).notNull().defaults(to: false)
                t.column("created", .text).notNull()
            }
        }
        migrator.registerMigration("v2: store locations and grocery items") { db in
            // Locations and items are keyed within their family: a ShoppingList archive's UUIDs may be
            // imported into two families without clashing.
            try db.create(table: "locations") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("name", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("red", .double).notNull()
                t.column("green", .double).notNull()
                t.column("blue", .double).notNull()
                t.column("opacity", .double).notNull()
                t.primaryKey(["family_id", "id"])
            }
            try db.create(table: "grocery_items") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("name", .text).notNull()
                t.column("quantity", .integer).notNull().check { (1...99).contains($0) }
                t.column("location_id", .text).notNull()
                t.column("added_by", .text).references("members", onDelete: .setNull)
                t.column("on_list", .boolean).notNull()
                t.column("completed", .boolean).notNull()
                t.column("available", .boolean).notNull()
                t.column("last_purchased", .text)
                t.primaryKey(["family_id", "id"])
                t.foreignKey(["family_id", "location_id"], references: "locations", columns: ["family_id", "id"])
            }
            // Every family has its Unknown Location.
            try db.execute(sql: """
                INSERT INTO locations (family_id, id, name, position, red, green, blue, opacity)
                SELECT id, 'unknown', 'Unknown Location', 2147483647, 0.5, 0.5, 0.5, 0.5 FROM families
                """)
        }
        migrator.registerMigration("v3: invitations") { db in
            try db.create(table: "invitations") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("invited_by", .text).references("members", onDelete: .setNull)
                t.column("created", .text).notNull()
                t.primaryKey(["family_id", "member_id"])
            }
        }
        migrator.registerMigration("v4: cars and the family's currency") { db in
            try db.alter(table: "families") { t in
                t.add(column: "currency", .text).notNull().defaults(to: "USD")
            }
            try db.create(table: "car_images") { t in
                t.primaryKey("id", .text)
                t.column("format", .text).notNull()
                t.column("width", .integer).notNull()
                t.column("height", .integer).notNull()
                t.column("data", .blob).notNull()
            }
            try db.create(table: "cars") { t in
                t.primaryKey("vin", .text)
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("model", .text).notNull()
                t.column("colour", .text).notNull()
                t.column("year", .integer).notNull()
                t.column("price_cents", .integer).notNull()
                t.column("image_id", .text).references("car_images", onDelete: .setNull)
                t.column("description", .text).notNull().defaults(to: "")
                t.column("added_by", .text).references("members", onDelete: .setNull)
            }
        }
        migrator.registerMigration("v5: recipes and the family's decimal mark") { db in
            try db.alter(table: "families") { t in
                t.add(column: "decimal_comma", .boolean).notNull().defaults(to: false)
            }
            try db.create(table: "recipes") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("name", .text).notNull()
                t.column("type", .text).notNull()
                t.column("servings", .integer).notNull().check { (1...100).contains($0) }
                t.column("prep_minutes", .integer).notNull()
                t.column("method", .text).notNull()
                t.column("added_by", .text).references("members", onDelete: .setNull)
                t.column("created", .text).notNull()
                t.primaryKey(["family_id", "id"])
            }
            try db.create(table: "recipe_ingredients") { t in
                t.column("family_id", .text).notNull()
                t.column("recipe_id", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("amount_text", .text).notNull()
                t.column("unit", .text).notNull()
                t.column("name", .text).notNull()
                t.column("note", .text).notNull()
                t.primaryKey(["family_id", "recipe_id", "position"])
                t.foreignKey(["family_id", "recipe_id"], references: "recipes", columns: ["family_id", "id"], onDelete: .cascade)
            }
        }
        migrator.registerMigration("v6: chores, chore labels, records and wishes") { db in
            try db.create(table: "chore_labels") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.primaryKey(["family_id", "name"])
            }
            try db.create(table: "chores") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("title", .text).notNull()
                t.column("weekday", .text).notNull()
                t.column("fatigue", .integer).notNull().check { (0...9).contains($0) }
                t.column("assignee", .text).references("members", onDelete: .setNull)
                t.primaryKey(["family_id", "id"])
                t.uniqueKey(["family_id", "title", "weekday"])
            }
            try db.create(table: "chore_records") { t in
                t.column("family_id", .text).notNull()
                t.column("date", .text).notNull()
                t.column("chore_id", .text).notNull()
                t.column("done_by", .text).references("members", onDelete: .setNull)
                t.primaryKey(["family_id", "date", "chore_id"])
                t.foreignKey(["family_id", "chore_id"], references: "chores", columns: ["family_id", "id"], onDelete: .cascade)
            }
            try db.create(table: "wishes") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("text", .text).notNull()
                t.column("created", .text).notNull()
                t.primaryKey(["family_id", "id"])
            }
        }
        migrator.registerMigration("v7: store revision") { db in
            // One number that every change to the store raises, whoever makes it: a build that finds
            // the revision it built from last time (and the same theme and options) has nothing to do.
            try db.execute(sql: "CREATE TABLE store_revision (id INTEGER PRIMARY KEY CHECK (id = 1), revision INTEGER NOT NULL)")
            try db.execute(sql: "INSERT INTO store_revision VALUES (1, 0)")
            // The tables of v1–v6, as they were when v7 was released: this list never changes.
            for table in ["families", "members", "locations", "grocery_items", "invitations", "car_images", "cars",
                          "recipes", "recipe_ingredients", "chore_labels", "chores", "chore_records", "wishes"] {
                try addRevisionTriggers(on: table, db)
            }
        }
        migrator.registerMigration("v8: release what members held in families they moved out of") { db in
            // Before, a member who joined another family kept their chores, wishes and grocery items in
            // the one they left: chores counted for no one in the week's totals, and wishes and items
            // could be removed by no one. Moving now releases them (`HouseholdStore.accept`, `leave`);
            // this does the same for moves made before.
            // Each row's member is looked up by its primary key. The first version asked
            // `NOT IN (SELECT id FROM members WHERE family_id = …)`, which SQLite answers by listing the
            // family's members again for every row: 35 s for 100,000 items and 1,000 members. The
            // rewrite changes the time, not the result.
            try db.execute(sql: """
                UPDATE chores SET assignee = NULL
                WHERE assignee IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM members WHERE members.id = chores.assignee AND members.family_id = chores.family_id)
                """)
            try db.execute(sql: """
                DELETE FROM wishes
                WHERE NOT EXISTS (SELECT 1 FROM members WHERE members.id = wishes.member_id AND members.family_id = wishes.family_id)
                """)
            try db.execute(sql: """
                UPDATE grocery_items SET added_by = NULL
                WHERE added_by IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM members WHERE members.id = grocery_items.added_by AND members.family_id = grocery_items.family_id)
                """)
        }
        migrator.registerMigration("v9: application ID") { db in
            // Marks the file as a Hearth store in its SQLite header, where `StoreFile` looks before
            // opening a file: another program's database is then refused without being changed.
            try db.execute(sql: "PRAGMA application_id = \(StoreFile.applicationID)")
        }
        migrator.registerMigration("v10: family folders") { db in
            // The short name of a family's folder in the site (`family set --folder`); NULL: its ID.
            try db.alter(table: "families") { t in t.add(column: "folder", .text) }
        }
        migrator.registerMigration("v11: grocery amounts with units") { db in
            // "500 g": the number as written and its unit, apart; NULL for a count (the quantity column).
            try db.alter(table: "grocery_items") { t in
                t.add(column: "amount", .text)
                t.add(column: "unit", .text)
            }
        }
        registerHostMigrations(&migrator)
        return migrator
    }
}
