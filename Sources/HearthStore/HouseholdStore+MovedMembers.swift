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

    /// What an import released: rows of the file that gave a chore, a wish or a grocery item to a member
    /// of another family.
    public struct MovedMembersRelease: Equatable, Sendable {
        public var chores = 0
        public var wishes = 0
        public var groceryItems = 0

        public var isEmpty: Bool { chores == 0 && wishes == 0 && groceryItems == 0 }
    }

    /// The family of the member with this ID, or nil when the store has no such member. One lookup tells
    /// an import both whether a row's member exists and whether they may hold it: a file written before
    /// moving released anything (or edited by hand) gives chores, wishes and items to members now in
    /// another family, and the import releases those rows as `release` does, row by row, so that rows
    /// already in the store are never touched. Migration v8 did the same to stores upgraded then, with its
    /// own statements, since a released migration's effect never changes.
    static func familyOfMember(_ memberID: String, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT family_id FROM members WHERE id = ?"), arguments: [memberID])
    }
}
