import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The family's own chore labels, by name.
    public func customLabels(of family: Family) throws -> [String] {
        try checkedRead { db in try Self.customLabels(db, of: family.id) }
    }

    static func customLabels(_ db: Database, of familyID: HearthID) throws -> [String] {
        try ChoreLabelRow.filter(Column("family_id") == familyID.text).order(Column("name")).fetchAll(db).map(\.name)
    }

    @discardableResult
    public func addLabel(_ text: String, in family: Family) throws -> String {
        try checkedWrite { db in
            let name = try ChoreLabel.checkCustom(text, existing: try Self.customLabels(db, of: family.id)).mapError(\.failure).get()
            try ChoreLabelRow(familyId: family.id.text, name: name).insert(db)
            return name
        }
    }

    /// Removes a family's own label; a label that chores still use is kept.
    public func removeLabel(_ text: String, in family: Family) throws {
        try checkedWrite { db in
            if ChoreLabel.defaultLabel(named: text) != nil { throw Failure(.badData, "\"\(text)\" is a default label, which every family keeps") }
            guard let name = try Self.customLabels(db, of: family.id).first(where: { $0.lowercased() == text.trimmed.lowercased() }) else {
                throw Failure(.badData, "\(family.name) has no label \"\(text)\" (see `hearth label list`)")
            }
            let used = try ChoreRow.filter(Column("family_id") == family.id.text && Column("title") == name).fetchCount(db)
            if used > 0 { throw Failure(.badData, "\(Counted.text(used, "chore uses", "chores use")) the label \"\(name)\": remove them first (hearth chore remove)") }
            _ = try ChoreLabelRow.deleteOne(db, key: ["family_id": family.id.text, "name": name])
        }
    }

    /// The family's weekly chores.
    public func chores(of family: Family) throws -> [Chore] {
        try checkedRead { db in try Self.chores(db, of: family.id) }
    }

    /// The week around `date`: its chores by day and what was done (`WeekPlan`).
    public func week(containing date: CalendarDay, of family: Family) throws -> WeekPlan {
        try checkedRead { db in
            WeekPlan(containing: date, startingOn: family.firstWeekday, chores: try Self.chores(db, of: family.id), records: try Self.choreRecords(db, of: family.id))
        }
    }

    /// A family's chores, what was done and its wishes, with the store's revision they were read at.
    public func choreBoard(of familyID: HearthID) throws -> (revision: Int, board: ChoreBoard) {
        try checkedRead { db in (try Self.revision(db), try Self.choreBoard(db, of: familyID)) }
    }

    static func choreBoard(_ db: Database, of familyID: HearthID) throws -> ChoreBoard {
        ChoreBoard(chores: try chores(db, of: familyID), records: try choreRecords(db, of: familyID), wishes: try wishes(db, of: familyID))
    }

    static func chores(_ db: Database, of familyID: HearthID) throws -> [Chore] {
        try ChoreRow.filter(Column("family_id") == familyID.text).fetchAll(db).map { try $0.chore() }
            .sorted { ($0.weekday.index, $0.title, $0.id) < ($1.weekday.index, $1.title, $1.id) }
    }

    static func choreRecords(_ db: Database, of familyID: HearthID) throws -> [ChoreRecord] {
        try ChoreRecordRow.filter(Column("family_id") == familyID.text).order(Column("date"), Column("chore_id")).fetchAll(db).map { try $0.record() }
    }

    static func wishes(_ db: Database, of familyID: HearthID) throws -> [Wish] {
        try WishRow.filter(Column("family_id") == familyID.text).order(Column("created"), Column("id")).fetchAll(db).compactMap(\.wish)
    }

    /// What `chore set` did: a new chore, or a new fatigue value (and maybe assignee) for the chore already
    /// on that day.
    public struct SetChore: Sendable {
        public var chore: Chore
        public var updated: Bool
        public var previousFatigue: Int?
        /// Who the chore already on that day was assigned to, before (nil: no one).
        public var previousAssignee: HearthID?
    }

    /// Sets a chore on a weekday. A chore of the same label on that day is updated, not added twice: it
    /// keeps its assignee unless `assignee` names another, or `unassign` takes it away. `keepAssignee`
    /// pins it to its assignee or unpins it (nil: as it was); `notFor` adds members who may not do it,
    /// after `clearNotFor` lets everyone again (the fair week, docs/chores.md).
    @discardableResult
    public func setChore(_ title: String, weekday: Weekday, fatigue: Int, assignee: Member?, unassign: Bool = false,
                         keepAssignee: Bool? = nil, notFor: [Member] = [], clearNotFor: Bool = false,
                         in family: Family) throws -> SetChore {
        let checkedFatigue = try Chore.checkFatigue(fatigue).mapError(\.failure).get()
        return try checkedWrite { db in
            // A title the family has no label for yet becomes its own label, as `label add` makes one.
            let label = try Self.label(title, db, in: family, creating: true)
            if let assignee, try Self.familyOfMember(assignee.id.text, db) != family.id.text {
                throw Failure(.badData, "--assignee \(assignee.displayName) is not a member of \(family.name)")
            }
            for member in notFor where try Self.familyOfMember(member.id.text, db) != family.id.text {
                throw Failure(.badData, "--not-for \(member.displayName) is not a member of \(family.name)")
            }
            func restrict(_ chore: inout Chore) {
                if let keepAssignee { chore.keepsAssignee = keepAssignee }
                chore.notFor = Array(Set((clearNotFor ? [] : chore.notFor) + notFor.map(\.id))).sorted()
            }
            if var existing = try ChoreRow.filter(Column("family_id") == family.id.text && Column("title") == label.title
                                                   && Column("weekday") == weekday.rawValue).fetchOne(db)?.chore() {
                let previous = existing
                existing.fatigue = checkedFatigue
                if let assignee { existing.assignee = assignee.id }
                if unassign { existing.assignee = nil }
                restrict(&existing)
                try ChoreRow(existing, family: family.id).update(db)
                return SetChore(chore: existing, updated: true, previousFatigue: previous.fatigue, previousAssignee: previous.assignee)
            }
            var chore = Chore(id: UUID().uuidString, title: label.title, weekday: weekday, fatigue: checkedFatigue, assignee: assignee?.id)
            restrict(&chore)
            try ChoreRow(chore, family: family.id).insert(db)
            return SetChore(chore: chore, updated: false, previousFatigue: nil, previousAssignee: nil)
        }
    }

    /// What `chore remove` removed: the chore, and with it the days it was marked done.
    public struct RemovedChore: Sendable {
        public var chore: Chore
        public var records: Int
    }

    /// Removes a chore from a weekday, and its records of the days it was done (the store cascades).
    @discardableResult
    public func removeChore(_ title: String, weekday: Weekday, in family: Family) throws -> RemovedChore {
        try checkedWrite { db in
            let chore = try Self.chore(title, on: weekday, db, in: family)
            let records = try ChoreRecordRow.filter(Column("family_id") == family.id.text && Column("chore_id") == chore.id).fetchCount(db)
            try ChoreRow(chore, family: family.id).delete(db)
            return RemovedChore(chore: chore, records: records)
        }
    }

    /// Marks a chore of that date's weekday done by a member, or (done: false) back to do.
    @discardableResult
    public func recordChore(_ title: String, on date: CalendarDay, done: Bool, by member: Member, in family: Family) throws -> Chore {
        try recordChores([title], on: date, done: done, by: member, in: family)[0]
    }

    /// Marks several chores of one day done (or back to do) in one transaction: all of them or none.
    @discardableResult
    public func recordChores(_ titles: [String], on date: CalendarDay, done: Bool, by member: Member, in family: Family) throws -> [Chore] {
        try checkedWrite { db in
            if done { _ = try Self.current(member, in: family, db) }
            return try titles.map { title in try Self.record(title, on: date, done: done, by: member, db, in: family) }
        }
    }

    private static func record(_ title: String, on date: CalendarDay, done: Bool, by member: Member, _ db: Database, in family: Family) throws -> Chore {
        let chore = try Self.chore(title, on: date.weekday, db, in: family)
        let key: [String: (any DatabaseValueConvertible)?] = ["family_id": family.id.text, "date": date.iso, "chore_id": chore.id]
        if done {
            // Newly done (not marked again): the others may hear of it (`NoticeKind.choreDone`).
            if try ChoreRecordRow.fetchOne(db, key: key)?.doneBy != member.id.text {
                try noteEvent(.choreDone, subject: chore.title, by: member, db, in: family)
            }
            try ChoreRecordRow(familyId: family.id.text, date: date.iso, choreId: chore.id, doneBy: member.id.text).save(db)
        } else {
            _ = try ChoreRecordRow.deleteOne(db, key: key)
        }
        return chore
    }

    @discardableResult
    public func addWish(_ text: String, by member: Member, in family: Family) throws -> Wish {
        let checked = try Wish.check(text).mapError(\.failure).get()
        let wish = Wish(id: UUID().uuidString, memberID: member.id, text: checked, created: timestamp())
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            // The same wish twice shows twice on the wall, and `wish remove` would take one of them.
            if try Self.wishes(db, of: family.id).contains(where: { $0.memberID == member.id && $0.text == checked }) {
                throw Failure(.badData, "\(member.displayName) already wishes \"\(checked)\" (see `hearth wish list`)",
                              wording: Wording(.alreadyWishes, ["member": member.displayName, "wish": checked]))
            }
            try WishRow(familyId: family.id.text, id: wish.id, memberId: member.id.text, text: wish.text, created: wish.created).insert(db)
            try Self.noteEvent(.wish, subject: wish.text, by: member, db, in: family)
        }
        return wish
    }

    /// Removes one of the member's own wishes, by its text or ID.
    @discardableResult
    public func removeWish(_ text: String, by member: Member, in family: Family) throws -> Wish {
        try checkedWrite { db in
            let wishes = try Self.wishes(db, of: family.id).filter { $0.id == text.trimmed || $0.text == text.trimmed }
            guard let wish = wishes.first(where: { $0.memberID == member.id }) else {
                if !wishes.isEmpty { throw Failure(.notPermitted, "that wish is another member's: only they may remove it", wording: Wording(.wishNotYours)) }
                throw Failure(.badData, "\(member.displayName) has no wish \"\(text)\" (see `hearth wish list`)",
                              wording: Wording(.noWish, ["member": member.displayName, "wish": text]))
            }
            _ = try WishRow.deleteOne(db, key: ["family_id": family.id.text, "id": wish.id])
            return wish
        }
    }

    public func wishes(of family: Family) throws -> [Wish] {
        try checkedRead { db in try Self.wishes(db, of: family.id) }
    }

    /// A label by a default's key or name, or a custom label of the family.
    private static func label(_ text: String, _ db: Database, in family: Family, creating: Bool = false) throws -> ChoreLabel {
        if let label = ChoreLabel.defaultLabel(named: text) { return label }
        let existing = try customLabels(db, of: family.id)
        if let custom = existing.first(where: { $0.lowercased() == text.trimmed.lowercased() }) {
            return .custom(custom)
        }
        if creating {
            let name = try ChoreLabel.checkCustom(text, existing: existing).mapError(\.failure).get()
            try ChoreLabelRow(familyId: family.id.text, name: name).insert(db)
            return .custom(name)
        }
        throw Failure(.badData, "no label \"\(text)\": use a default one (\(ChoreLabel.defaults.map(\.title).joined(separator: ", "))) or add it with `hearth label add`",
                      wording: Wording(.noLabel, ["family": family.name]))
    }

    private static func chore(_ title: String, on weekday: Weekday, _ db: Database, in family: Family) throws -> Chore {
        let label = try label(title, db, in: family)
        guard let chore = try ChoreRow.filter(Column("family_id") == family.id.text && Column("title") == label.title
                                               && Column("weekday") == weekday.rawValue).fetchOne(db)?.chore() else {
            throw Failure(.badData, "\(family.name) has no chore \"\(title)\" on \(weekday.rawValue.capitalized) (see `hearth chore list`)",
                          wording: Wording(.noChore, ["family": family.name, "chore": title]))
        }
        return chore
    }
}
