import Foundation
import GRDB
import HearthDomain

/// A row of the chore_records table: a chore done on a day.
struct ChoreRecordRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "chore_records"
    /// The columns, in the order of the properties, which `init(row:)` reads and `encode(to:)` writes.
    static let columns = ["family_id", "date", "chore_id", "done_by"]
    var familyId: String
    var date: String
    var choreId: String
    var doneBy: String?
}

extension ChoreRecordRow {
    /// Read by column position (in the order of `columns`), for speed: a year of records is thousands of rows.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: 0), date: try row.decode(atIndex: 1), choreId: try row.decode(atIndex: 2),
                  doneBy: try row.decode(atIndex: 3))
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, date, choreId, doneBy], in: Self.columns)
    }

    /// The record; a date that is not one is an error naming the row (it used to drop the record).
    func record() throws -> ChoreRecord {
        guard let day = CalendarDay(iso: date) else {
            throw StoredValueError("chore_records row \(familyId)/\(date)/\(choreId): date \"\(date)\" is not a date; expected YYYY-MM-DD")
        }
        return ChoreRecord(date: day, choreID: choreId, doneBy: doneBy.flatMap(HearthID.init))
    }
}
