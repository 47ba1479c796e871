import GRDB
import HearthDomain

extension HouseholdStore {
    /// What a member held in the family they move out of: their chores there become unassigned (the
    /// week's totals then count them as nobody's, and a manager can hand them on), and their wishes
    /// there, which only they could remove, are removed. The grocery items they added stay theirs in
    /// name (the list shows who added them) and become anyone's to change, since only the adder may
    /// rename or remove an item and they are gone (`GroceryItem.mayBeChanged`). What they did stays in
    /// the records, under their name. Returns how many of each.
    @discardableResult
    static func release(_ member: Member, from familyID: HearthID, _ db: Database) throws -> MovedMembersRelease {
        let arguments: StatementArguments = [familyID.text, member.id.text]
        var released = MovedMembersRelease()
        try db.execute(sql: "UPDATE chores SET assignee = NULL WHERE family_id = ? AND assignee = ?", arguments: arguments)
        released.chores = db.changesCount
        try db.execute(sql: "DELETE FROM wishes WHERE family_id = ? AND member_id = ?", arguments: arguments)
        released.wishes = db.changesCount
        released.groceryItems = try Int.fetchOne(db, sql: "SELECT count(*) FROM grocery_items WHERE family_id = ? AND added_by = ?", arguments: arguments) ?? 0
        return released
    }

    /// Members of other families who added this family's items or did its chores before they moved: the
    /// pages show their names there, as they were when they did.
    static func formerMembers(_ db: Database, of familyID: HearthID) throws -> [Member] {
        try MemberRow.fetchAll(db, sql: """
            SELECT * FROM members WHERE family_id <> ?1 AND id IN (
              SELECT added_by FROM grocery_items WHERE family_id = ?1 AND added_by IS NOT NULL
              UNION SELECT done_by FROM chore_records WHERE family_id = ?1 AND done_by IS NOT NULL)
            """, arguments: [familyID.text]).map { try $0.member() }.sorted(by: Member.listingOrder)
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
