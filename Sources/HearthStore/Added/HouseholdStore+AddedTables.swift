import GRDB
import HearthDomain

/// The rows of the tables a build of Hearth adds (`AddedTable`), kept in `added_<name>`: made when the store
/// is opened with the table (`HouseholdStore.open(at:tables:)`), read into each family's snapshot, changed
/// by the two methods here, which every way in (a form, a command) calls.
extension HouseholdStore {
    /// Adds a row of `values` (by field name; a field not given is empty) to `table` in `family`.
    @discardableResult
    public func addRow(_ values: [String: String], to table: AddedTable, in family: Family) throws -> AddedRow {
        try checkAdded(table)
        if let unknown = values.keys.sorted().first(where: { !table.fields.contains($0) }) {
            throw Failure(.usage, "\(table.name): no field \"\(unknown)\" (its fields: \(table.fields.joined(separator: ", ")))")
        }
        // Every field, as the store keeps it and reads it back: one not given is empty.
        let row = AddedRow(id: HearthID.generate(), values: Dictionary(uniqueKeysWithValues: table.fields.map { ($0, values[$0] ?? "") }))
        try checkedWrite { db in
            let columns = ["id", "family_id"] + table.fields
            try db.execute(sql: "INSERT INTO \(Self.tableName(table)) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
                           arguments: StatementArguments([row.id.text, family.id.text] + table.fields.map { row[$0] }))
        }
        return row
    }

    /// Removes the row `id` from `table` in `family`; refused when the family has no such row.
    public func removeRow(_ id: String, from table: AddedTable, in family: Family) throws {
        try checkAdded(table)
        try checkedWrite { db in
            try db.execute(sql: "DELETE FROM \(Self.tableName(table)) WHERE id = ? AND family_id = ?", arguments: [id, family.id.text])
            guard db.changesCount == 1 else { throw Failure(.missingInput, "\(table.name): \(family.name) has no row \(id)") }
        }
    }

    /// The family's rows of `table` as they are now, oldest first.
    public func rows(of table: AddedTable, in family: HearthID) throws -> [AddedRow] {
        try checkAdded(table)
        return try checkedRead { db in try Self.addedRows(db, of: family, tables: [table])[table.name] ?? [] }
    }

    /// Every family's rows of the added table the store calls `name` (`added_<name>` in its record of
    /// changes, `StoreChanges.tables`), with the revision they were read at; nil for a table the store was
    /// not opened with.
    public func rowsByFamily(ofTableNamed name: String) throws -> (table: AddedTable, rows: [HearthID: [AddedRow]], revision: Int)? {
        guard let table = addedTables.first(where: { Self.tableName($0) == name }) else { return nil }
        return try checkedRead { db in
            var rows: [HearthID: [AddedRow]] = [:]
            for family in try Self.families(db) { rows[family.id] = try Self.addedRows(db, of: family.id, tables: [table])[table.name] ?? [] }
            return (table, rows, try Self.revision(db))
        }
    }

    /// Refuses a table the store was not opened with: it may not exist in the file.
    private func checkAdded(_ table: AddedTable) throws {
        guard addedTables.contains(table) else { throw Failure(.usage, "the store was not opened with the added table \(table.name)") }
    }

    /// The table's name in SQL: a prefix no table of Hearth's own has (`StoreChanges.isAdded`).
    static func tableName(_ table: AddedTable) -> String { StoreChanges.addedPrefix + table.name }

    /// Makes `table` in the store if it is not there, with a column for each field it names and had not
    /// (a field added later), and the triggers that tell a build and a watching program that it changed.
    static func makeAdded(_ table: AddedTable, _ db: Database) throws {
        let name = tableName(table)
        if try !db.tableExists(name) {
            try db.create(table: name) { t in
                t.primaryKey("id", .text)
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
            }
            try Schema.addRevisionTriggers(on: name, db)
            try Schema.addChangeTriggers(on: name, db)
        }
        let columns = Set(try db.columns(in: name).map(\.name))
        for field in table.fields where !columns.contains(field) {
            try db.alter(table: name) { t in t.add(column: field, .text).notNull().defaults(to: "") }
        }
    }

    /// Each family's rows of `tables`, oldest first (the order they were added).
    static func addedRows(_ db: Database, of family: HearthID, tables: [AddedTable]) throws -> [String: [AddedRow]] {
        var rows: [String: [AddedRow]] = [:]
        for table in tables {
            let read = try Row.fetchAll(db, sql: "SELECT * FROM \(tableName(table)) WHERE family_id = ? ORDER BY rowid", arguments: [family.text])
            rows[table.name] = read.compactMap { row in
                guard let id = HearthID(row["id"] as String? ?? "") else { return nil }
                return AddedRow(id: id, values: Dictionary(uniqueKeysWithValues: table.fields.map { ($0, row[$0] as String? ?? "") }))
            }
        }
        return rows
    }
}
