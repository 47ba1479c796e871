import Foundation
import GRDB
import HearthDomain

/// Swaps of chores between members (`ChoreSwap`, the host's /swap): one offers, the other agrees or
/// declines, the asker may withdraw. An agreed swap gives each the other's chore, as `hearth chore set …
/// --assignee` would, and ends every other offer of those two chores, in one transaction.
extension HouseholdStore {
    /// The family's swaps on offer, oldest first; an offer whose chores changed hands since is not one.
    public func swaps(of family: Family) throws -> [ChoreSwap] {
        try checkedRead { db in try Self.swaps(db, of: family.id) }
    }

    static func swaps(_ db: Database, of familyID: HearthID) throws -> [ChoreSwap] {
        let assignees = Dictionary(try chores(db, of: familyID).map { ($0.id, $0.assignee) }) { first, _ in first }
        return try ChoreSwapRow.filter(Column("family_id") == familyID.text).order(Column("offered"), Column("id")).fetchAll(db)
            .map { try $0.swap() }
            .filter { assignees[$0.giving] == $0.askedBy && assignees[$0.taking] == $0.answeredBy }
    }

    /// `member` offers their chore `giving` (its ID) for another member's `taking`; refused as `ChoreSwap.refusal`
    /// says, or when the same swap is on offer already.
    @discardableResult
    public func offerSwap(giving: String, taking: String, by member: Member, in family: Family) throws -> ChoreSwap {
        try checkedWrite { db in
            let chores = try Self.chores(db, of: family.id)
            let names = try Self.displayNames(db, of: family.id)
            guard let mine = chores.first(where: { $0.id == giving }), let theirs = chores.first(where: { $0.id == taking }) else {
                throw Failure(.badData, "\(family.name) has no chore \(chores.contains { $0.id == giving } ? taking : giving)",
                              wording: Wording(.swapGone))
            }
            if let refusal = ChoreSwap.refusal(giving: mine, taking: theirs, asker: member.id, names: { names[$0] ?? "?" }) { throw refusal }
            if let offered = try Self.swaps(db, of: family.id).first(where: { $0.giving == giving && $0.taking == taking }) { return offered }
            let swap = ChoreSwap(id: UUID().uuidString, giving: giving, taking: taking, askedBy: member.id, answeredBy: theirs.assignee!,
                                 offered: Self.nowInMilliseconds())
            try ChoreSwapRow(swap, family: family.id).insert(db)
            return swap
        }
    }

    /// The member a swap was offered to agrees (each takes the other's chore) or declines (it ends). Refused
    /// for anyone else, and when either chore changed hands since it was offered (no longer on offer).
    public func answerSwap(_ id: String, agree: Bool, by member: Member, in family: Family) throws {
        try checkedWrite { db in
            let swap = try Self.swap(id, db, in: family)
            guard swap.answeredBy == member.id else {
                throw Failure(.notPermitted, "the swap was offered to another member, not \(member.displayName)", wording: Wording(.swapNotForYou))
            }
            try ChoreSwapRow(swap, family: family.id).delete(db)
            guard agree else { return }
            let chores = try Self.chores(db, of: family.id)
            // `swap(_:_:in:)` found it on offer: both chores are where they were when it was offered.
            guard var giving = chores.first(where: { $0.id == swap.giving }), var taking = chores.first(where: { $0.id == swap.taking }) else {
                throw Failure(.badData, "the chores of this swap are gone", wording: Wording(.swapGone))
            }
            let names = try Self.displayNames(db, of: family.id)
            if let refusal = ChoreSwap.refusal(giving: giving, taking: taking, asker: swap.askedBy, names: { names[$0] ?? "?" }) { throw refusal }
            (giving.assignee, taking.assignee) = (swap.answeredBy, swap.askedBy)
            try ChoreRow(giving, family: family.id).update(db)
            try ChoreRow(taking, family: family.id).update(db)
            try db.execute(sql: "DELETE FROM chore_swaps WHERE family_id = ? AND (giving IN (?, ?) OR taking IN (?, ?))",
                           arguments: [family.id.text, giving.id, taking.id, giving.id, taking.id])
        }
    }

    /// The member who offered a swap takes it back.
    public func withdrawSwap(_ id: String, by member: Member, in family: Family) throws {
        try checkedWrite { db in
            let swap = try Self.swap(id, db, in: family)
            guard swap.askedBy == member.id else {
                throw Failure(.notPermitted, "only the member who offered a swap may take it back", wording: Wording(.swapNotForYou))
            }
            try ChoreSwapRow(swap, family: family.id).delete(db)
        }
    }

    /// A swap on offer in the family; one answered, withdrawn or whose chores changed hands is refused in words.
    private static func swap(_ id: String, _ db: Database, in family: Family) throws -> ChoreSwap {
        guard let swap = try swaps(db, of: family.id).first(where: { $0.id == id }) else {
            throw Failure(.badData, "\(family.name) has no swap \(id) on offer (answered, taken back, or its chores changed hands)",
                          wording: Wording(.swapGone))
        }
        return swap
    }

    private static func displayNames(_ db: Database, of familyID: HearthID) throws -> [HearthID: String] {
        Dictionary(try members(db, of: familyID).map { ($0.id, $0.displayName) }) { first, _ in first }
    }
}

/// A row of the chore_swaps table.
struct ChoreSwapRow: StoreRecord {
    static let databaseTableName = "chore_swaps"
    var familyId: String
    var id: String
    var giving: String
    var taking: String
    var askedBy: String
    var answeredBy: String
    var offered: Int64

    init(_ swap: ChoreSwap, family: HearthID) {
        familyId = family.text
        id = swap.id
        giving = swap.giving
        taking = swap.taking
        askedBy = swap.askedBy.text
        answeredBy = swap.answeredBy.text
        offered = swap.offered
    }

    func swap() throws -> ChoreSwap {
        guard let asker = HearthID(askedBy), let answerer = HearthID(answeredBy) else {
            throw StoredValueError("chore_swaps row \(id): expected two member IDs, found \(askedBy), \(answeredBy)")
        }
        return ChoreSwap(id: id, giving: giving, taking: taking, askedBy: asker, answeredBy: answerer, offered: offered)
    }
}
