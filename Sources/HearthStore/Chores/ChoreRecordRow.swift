import Foundation
import GRDB
import HearthDomain

/// A row of the chore_records table: a chore done on a day.
struct ChoreRecordRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "chore_records"
    /// Its columns, in the order a request selects and `init(row:)` reads them (`ReadByPosition`).
    enum Columns: Int, CaseIterable {
        case familyId, date, choreId, doneBy
    }
    static let columns = Columns.names
    var familyId: String
    var date: String
    var choreId: String
    var doneBy: String?
}

extension ChoreRecordRow {
    /// Read by column position (`Columns`), for speed: a year of records is thousands of rows.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: Columns.familyId.rawValue),
                  date: try row.decode(atIndex: Columns.date.rawValue),
                  choreId: try row.decode(atIndex: Columns.choreId.rawValue),
                  doneBy: try row.decode(atIndex: Columns.doneBy.rawValue))
    }

    /// Written under each column's name (`ReadByPosition.put`), for speed like the reading above.
    func encode(to container: inout PersistenceContainer) {
        put(into: &container) { column in
            switch column {
            case .familyId: familyId
            case .date: date
            case .choreId: choreId
            case .doneBy: doneBy
            }
        }
    }

    /// The record; a date that is not one is an error naming the row (it used to drop the record).
    func record() throws -> ChoreRecord {
        guard let day = CalendarDay(iso: date) else {
            throw StoredValueError("chore_records row \(familyId)/\(date)/\(choreId): date \"\(date)\" is not a date; expected YYYY-MM-DD")
        }
        return ChoreRecord(date: day, choreID: choreId, doneBy: doneBy.flatMap(HearthID.init))
    }
}
