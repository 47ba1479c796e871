import Foundation
import GRDB
import HearthDomain

/// A row of the chores table.
struct ChoreRow: StoreRecord {
    static let databaseTableName = "chores"
    var familyId: String
    var id: String
    var title: String
    var weekday: String
    var fatigue: Int
    var assignee: String?
}

extension ChoreRow {
    init(_ chore: Chore, family: HearthID) {
        self.init(familyId: family.text, id: chore.id, title: chore.title, weekday: chore.weekday.rawValue,
                  fatigue: chore.fatigue, assignee: chore.assignee?.text)
    }

    func chore() throws -> Chore {
        guard let day = Weekday(rawValue: weekday) else { throw StoredValueError(table: "chores", key: id, name: title, "weekday \"\(weekday)\"") }
        return Chore(id: id, title: title, weekday: day, fatigue: fatigue, assignee: assignee.flatMap(HearthID.init))
    }
}
