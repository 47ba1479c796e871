import GRDB

/// The store's tables, created and upgraded by migrations. Each area of Hearth adds its own
/// migration; a migration once released is never edited (docs/store.md lists the tables).
enum Schema {
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
        return migrator
    }
}
