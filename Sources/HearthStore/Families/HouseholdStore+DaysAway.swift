import GRDB
import HearthDomain

extension HouseholdStore {
    /// The family's members' days away, by first day.
    public func daysAway(of family: Family) throws -> [DaysAway] {
        try checkedRead { db in try Self.daysAway(db, of: family.id) }
    }

    static func daysAway(_ db: Database, of familyID: HearthID) throws -> [DaysAway] {
        try DaysAwayRow.filter(Column("family_id") == familyID.text).order(Column("first_day"), Column("member_id")).fetchAll(db).map { try $0.daysAway() }
    }

    /// Notes a member away from `first` to `last`, both included (`hearth member away`). Days away that
    /// touch or overlap it become one stretch with it.
    @discardableResult
    public func setAway(_ member: Member, from first: CalendarDay, to last: CalendarDay, in family: Family) throws -> DaysAway {
        var stretch = try DaysAway.check(member: member.id, from: first, to: last).mapError(\.failure).get()
        return try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            for other in try Self.daysAway(db, of: family.id) where other.memberID == member.id
                && other.first <= stretch.last.adding(days: 1) && stretch.first <= other.last.adding(days: 1) {
                stretch = DaysAway(memberID: member.id, first: min(other.first, stretch.first), last: max(other.last, stretch.last))
                try DaysAwayRow(other, family: family.id).delete(db)
            }
            try DaysAwayRow(stretch, family: family.id).insert(db)
            return stretch
        }
    }

    /// Forgets a member's days away (`hearth member away --clear`); how many stretches there were.
    @discardableResult
    public func clearAway(_ member: Member, in family: Family) throws -> Int {
        try checkedWrite { db in
            try DaysAwayRow.filter(Column("family_id") == family.id.text && Column("member_id") == member.id.text).deleteAll(db)
        }
    }
}
