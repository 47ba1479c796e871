import GRDB
import HearthDomain

extension HouseholdStore {
    /// What a member held in the family they move out of: their chores there become unassigned (the
    /// week's totals then count them as nobody's, and a manager can hand them on), their wishes there,
    /// which only they could remove, are removed, and the grocery items they added become anyone's to
    /// change (only the member who added an item may rename or remove it). What they did stays in the
    /// records.
    static func release(_ member: Member, from familyID: HearthID, _ db: Database) throws {
        let arguments: StatementArguments = [familyID.text, member.id.text]
        try db.execute(sql: "UPDATE chores SET assignee = NULL WHERE family_id = ? AND assignee = ?", arguments: arguments)
        try db.execute(sql: "DELETE FROM wishes WHERE family_id = ? AND member_id = ?", arguments: arguments)
        try db.execute(sql: "UPDATE grocery_items SET added_by = NULL WHERE family_id = ? AND added_by = ?", arguments: arguments)
    }

    /// How many rows `releaseWhatMovedMembersHold` changed.
    public struct MovedMembersRelease: Equatable, Sendable {
        public var chores = 0
        public var wishes = 0
        public var groceryItems = 0

        public var isEmpty: Bool { chores == 0 && wishes == 0 && groceryItems == 0 }
    }

    /// Does for every member what `release` does for one, for all they still hold in a family they are no
    /// longer in: a household exported before moving released anything (or one edited by hand) holds such
    /// rows, and importing it leaves the store as moving would have. Migration v8 did the same to stores
    /// upgraded then; it keeps its own statements, since a released migration's effect never changes.
    static func releaseWhatMovedMembersHold(_ db: Database) throws -> MovedMembersRelease {
        var released = MovedMembersRelease()
        try db.execute(sql: """
            UPDATE chores SET assignee = NULL
            WHERE assignee IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM members WHERE members.id = chores.assignee AND members.family_id = chores.family_id)
            """)
        released.chores = db.changesCount
        try db.execute(sql: """
            DELETE FROM wishes
            WHERE NOT EXISTS (SELECT 1 FROM members WHERE members.id = wishes.member_id AND members.family_id = wishes.family_id)
            """)
        released.wishes = db.changesCount
        try db.execute(sql: """
            UPDATE grocery_items SET added_by = NULL
            WHERE added_by IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM members WHERE members.id = grocery_items.added_by AND members.family_id = grocery_items.family_id)
            """)
        released.groceryItems = db.changesCount
        return released
    }
}
