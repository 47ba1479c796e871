import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// Chore labels, chores, their records and wishes, checked and inserted inside the import's transaction.
    func importChores(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database, released: inout MovedMembersRelease) throws {
        let source = rows.source
        func fail(_ place: String, _ expected: String) -> Failure { rows.fail(place, expected) }
        func family(_ id: String, at place: String) throws -> HearthID { try rows.family(id, at: place, db) }
        /// The family of the member `id` names; an error naming the place when the store has no such member.
        func memberFamily(_ id: String, at place: String) throws -> String {
            guard let family = try Self.familyOfMember(id, db) else { throw fail(place, "expected the ID of a member, found \"\(id)\"") }
            return family
        }
        func checkNewID(_ id: String, family: String, at place: String, kind: String, inStore: Bool) throws {
            try rows.externalID(id, at: "\(place).id")
            try rows.claim("\(family)/\(id)", of: kind, shown: "the \(kind) \(id)", at: "\(place).id", inStore: inStore)
        }
        for (index, entry) in (document.choreLabels ?? []).enumerated() {
            let familyID = try family(entry.family, at: "choreLabels[\(index)].family")
            let name = try ChoreLabel.checkCustom(entry.name, existing: try Self.customLabels(db, of: familyID))
                .mapError { fail("choreLabels[\(index)].name", "expected \($0.expected)") }.get()
            try ChoreLabelRow(familyId: entry.family, name: name).insert(db)
        }
        for (index, entry) in (document.chores ?? []).enumerated() {
            let place = "chores[\(index)]"
            let familyID = try family(entry.family, at: "\(place).family")
            guard let weekday = Weekday(rawValue: entry.weekday) else { throw fail("\(place).weekday", "expected monday to sunday, found \"\(entry.weekday)\"") }
            let fatigue = try Chore.checkFatigue(entry.fatigue, field: "\(source): \(place).fatigue").mapError(\.failure).get()
            let customLabels = try Self.customLabels(db, of: familyID)
            let known = ChoreLabel.defaults.contains { $0.title == entry.title } || customLabels.contains(entry.title)
            guard known else { throw fail("\(place).title", "expected a default label's key or one of the family's labels, found \"\(entry.title)\"") }
            let assigneeFamily = try entry.assignee.map { try memberFamily($0, at: "\(place).assignee") }
            try checkNewID(entry.id, family: entry.family, at: place, kind: "chore",
                           inStore: try ChoreRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]))
            if try ChoreRow.filter(Column("family_id") == entry.family && Column("title") == entry.title && Column("weekday") == entry.weekday).fetchCount(db) > 0 {
                throw fail(place, "the family already has \(entry.title) on \(entry.weekday)")
            }
            var assignee = entry.assignee.flatMap(HearthID.init)
            if assigneeFamily != nil && assigneeFamily != entry.family {
                assignee = nil
                released.chores += 1
            }
            // A member who may not do it is any member (one who moved on since does no harm there).
            let notFor = try (entry.notFor ?? []).enumerated().map { position, id in
                let at = "\(place).notFor[\(position)]"
                _ = try memberFamily(id, at: at)
                guard let member = HearthID(id) else { throw fail(at, "expected the ID of a member, found \"\(id)\"") }
                return member
            }
            try ChoreRow(Chore(id: entry.id, title: entry.title, weekday: weekday, fatigue: fatigue, assignee: assignee,
                               keepsAssignee: entry.keepAssignee ?? false, notFor: notFor),
                         family: familyID).insert(db)
        }
        // A year of a large household's records names its few hundred chores a hundred thousand times:
        // each chore is read from the store once.
        var choresRead: [ChoreKey: Chore] = [:]
        for (index, entry) in (document.choreRecords ?? []).enumerated() {
            let place = "choreRecords[\(index)]"
            _ = try family(entry.family, at: "\(place).family")
            guard let date = CalendarDay(iso: entry.date) else { throw fail("\(place).date", "expected a date as YYYY-MM-DD, found \"\(entry.date)\"") }
            let key = ChoreKey(family: entry.family, chore: entry.chore)
            guard let chore = try choresRead[key] ?? ChoreRow.fetchOneCached(db, key: ["family_id": entry.family, "id": entry.chore])?.chore() else {
                throw fail("\(place).chore", "expected the ID of a chore of the family, found \"\(entry.chore)\"")
            }
            choresRead[key] = chore
            guard chore.weekday == date.weekday else { throw fail("\(place).date", "\(entry.date) is a \(date.weekday.rawValue), but the chore is on \(chore.weekday.rawValue)") }
            // Who did it may have moved on since: any member will do.
            _ = try entry.doneBy.map { try memberFamily($0, at: "\(place).doneBy") }
            if try ChoreRecordRow.existsCached(db, key: ["family_id": entry.family, "date": entry.date, "chore_id": entry.chore]) {
                throw fail(place, "the same record is listed twice")
            }
            try ChoreRecordRow(familyId: entry.family, date: entry.date, choreId: entry.chore, doneBy: entry.doneBy).insert(db)
        }
        for (index, entry) in (document.daysAway ?? []).enumerated() {
            let place = "daysAway[\(index)]"
            let familyID = try family(entry.family, at: "\(place).family")
            guard try memberFamily(entry.member, at: "\(place).member") == entry.family, let member = HearthID(entry.member) else {
                throw fail("\(place).member", "expected a member of the family \(entry.family), found \"\(entry.member)\"")
            }
            guard let first = CalendarDay(iso: entry.from) else { throw fail("\(place).from", "expected a date as YYYY-MM-DD, found \"\(entry.from)\"") }
            guard let last = CalendarDay(iso: entry.to) else { throw fail("\(place).to", "expected a date as YYYY-MM-DD, found \"\(entry.to)\"") }
            let away = try DaysAway.check(member: member, from: first, to: last).mapError { fail("\(place).to", "expected \($0.expected)") }.get()
            if try DaysAwayRow.existsCached(db, key: ["member_id": entry.member, "first_day": away.first.iso]) {
                throw fail(place, "\(entry.member) is already away from \(entry.from)")
            }
            try DaysAwayRow(away, family: familyID).insert(db)
        }
        for (index, entry) in (document.wishes ?? []).enumerated() {
            let place = "wishes[\(index)]"
            _ = try family(entry.family, at: "\(place).family")
            let holderFamily = try memberFamily(entry.member, at: "\(place).member")
            let text = try Wish.check(entry.text).mapError { fail("\(place).text", "expected \($0.expected)") }.get()
            try checkNewID(entry.id, family: entry.family, at: place, kind: "wish",
                           inStore: try WishRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]))
            guard Self.isTimestamp(entry.created) else { throw fail("\(place).created", Self.expectedTimestamp(found: entry.created)) }
            guard holderFamily == entry.family else {
                released.wishes += 1
                continue
            }
            try WishRow(familyId: entry.family, id: entry.id, memberId: entry.member, text: text, created: entry.created).insert(db)
        }
    }
}

/// A chore of a family, as an import's records name it.
private struct ChoreKey: Hashable {
    var family: String
    var chore: String
}
