import GRDB
import HearthDomain

extension HouseholdStore {
    /// The fair week's proposal for the week holding `date` (`FairWeek`, docs/chores.md): from the family's
    /// members, chores, what was done up to `today` and the days away, read in one transaction.
    public func proposeWeek(containing date: CalendarDay, today: CalendarDay, of family: Family) throws -> FairWeek {
        try checkedRead { db in try Self.fairWeek(db, containing: date, today: today, of: family) }
    }

    /// Proposes the week and assigns it (`hearth chore propose --apply`, a manager's "Accept" on `hearth
    /// host`), in one transaction: only the assignees the proposal changes are written, as `setChore(…
    /// assignee:)` writes them. With `member` (a form), refused unless they manage the family; with
    /// `shown` (the page's `FairWeek.changesText`), refused when the proposal now would change other
    /// assignees than the page showed. The family's members hear "Next week's chores are set" (`NoticeKind.week`).
    @discardableResult
    public func applyFairWeek(containing date: CalendarDay, today: CalendarDay, in family: Family, by member: Member? = nil,
                              shown: String? = nil) throws -> FairWeek {
        try checkedWrite { db in
            if let member { try Self.requireManager(member, of: family, may: "accept next week's chores", db) }
            let proposal = try Self.fairWeek(db, containing: date, today: today, of: family)
            if let shown, shown != proposal.changesText {
                throw Failure(.badData, "next week's proposal changed since it was shown (a chore done, a day away, a member): look at it again",
                              wording: Wording(.proposalChanged))
            }
            try Self.noteEvent(.week, subject: proposal.start.iso, by: member, db, in: family)
            for choice in proposal.choices where choice.changes {
                var chore = choice.chore
                chore.assignee = choice.member
                try ChoreRow(chore, family: family.id).update(db)
            }
            return proposal
        }
    }

    static func fairWeek(_ db: Database, containing date: CalendarDay, today: CalendarDay, of family: Family) throws -> FairWeek {
        let (familyID, first) = (family.id, family.firstWeekday)
        let start = date.startOfWeek(first)
        let records = try ChoreRecordRow.filter(Column("family_id") == familyID.text && Column("date") >= start.adding(days: -28).iso
                                                && Column("date") < start.iso).fetchAll(db).map { try $0.record() }
        return FairWeek(week: date, startingOn: first, today: today, members: try members(db, of: familyID), chores: try chores(db, of: familyID),
                        records: records, away: try daysAway(db, of: familyID))
    }
}
