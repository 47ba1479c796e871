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
    /// v28: pinned to its assignee (`--keep-assignee`).
    var keepAssignee: Bool
    /// v28: the members who may not do it, their IDs in order separated by spaces ("" for none).
    var notFor: String
}

extension ChoreRow {
    init(_ chore: Chore, family: HearthID) {
        self.init(familyId: family.text, id: chore.id, title: chore.title, weekday: chore.weekday.rawValue,
                  fatigue: chore.fatigue, assignee: chore.assignee?.text, keepAssignee: chore.keepsAssignee,
                  notFor: chore.notFor.map(\.text).joined(separator: " "))
    }

    func chore() throws -> Chore {
        guard let day = Weekday(rawValue: weekday) else { throw StoredValueError(table: "chores", key: id, name: title, "weekday \"\(weekday)\"") }
        let excluded = try notFor.split(separator: " ").map { text in
            guard let member = HearthID(String(text)) else { throw StoredValueError(table: "chores", key: id, name: title, "not_for \"\(notFor)\"") }
            return member
        }
        return Chore(id: id, title: title, weekday: day, fatigue: fatigue, assignee: assignee.flatMap(HearthID.init),
                     keepsAssignee: keepAssignee, notFor: excluded)
    }
}
