import Foundation
import GRDB
import HearthDomain

/// Changes to the list a phone made with no signal and sends when it has one again, each with the ID the
/// phone gave it: applied at most once per family (the ID is written in the change's own transaction), and
/// judged by the merge rule (`MergeRule`, docs/offline.md) against what changed meanwhile.
extension HouseholdStore {
    /// A change a phone sent with its ID.
    public struct SentChange: Sendable {
        /// The phone's ID for it (`change_id`, a UUID): the same ID again is the same change.
        public var id: String
        public var change: MergeRule.Change
        /// The item: its ID or name; nil for an add, or for an item the phone added itself (`addedIn`).
        public var item: String?
        /// The ID of the add, sent before by the same phone, that made the item (the phone had no ID for it).
        public var addedIn: String?
        /// An add's name, quantity and location (a location's name).
        public var name: String?
        public var measure: GroceryQuantity?
        public var location: String?
        /// When it was made, ms since 1970 on this machine's clock (`TickTime.onServerClock`).
        public var madeAt: Int64
        /// When it arrived, on the same clock.
        public var receivedAt: Int64

        public init(id: String, change: MergeRule.Change, item: String? = nil, addedIn: String? = nil, name: String? = nil,
                    measure: GroceryQuantity? = nil, location: String? = nil, madeAt: Int64, receivedAt: Int64) {
            self.id = id
            self.change = change
            self.item = item
            self.addedIn = addedIn
            self.name = name
            self.measure = measure
            self.location = location
            self.madeAt = madeAt
            self.receivedAt = receivedAt
        }
    }

    /// What became of a sent change.
    public enum SentOutcome: Sendable, Equatable {
        /// Applied: the item as it became (nil: removed); an add's outcome as `addGroceryItem` says it.
        case applied(GroceryItem?, added: AddedItem.Outcome?)
        /// Not applied: a field it writes changed after it was made (`MergeRule.Verdict.outdone`).
        case outdone(item: String, madeAt: Int64, lastChange: Int64)
    }

    /// A sent change's outcome, and whether it was decided before (the same ID sent again: nothing changed).
    public struct SentResult: Sendable, Equatable {
        public var outcome: SentOutcome
        public var answeredBefore: Bool
    }

    /// Applies a sent change once: the same ID sent again changes nothing and is answered as the first time.
    /// A change the household's rules refuse (only the member who added an item may remove it; an item
    /// removed meanwhile) throws, writes nothing, and is judged again when sent again.
    public func applySent(_ sent: SentChange, by member: Member, in family: Family) throws -> SentResult {
        let name = try sent.name.map { try NameRules.check($0, field: "item name").mapError(\.failure).get() }
        return try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            if let before = try SentChangeRow.fetchOne(db, key: ["family_id": family.id.text, "change_id": sent.id]) {
                guard before.change == sent.change.rawValue, before.memberId == member.id.text else {
                    throw Failure(.usage, "change_id \(sent.id) was sent before for another change: a phone makes a new ID for each change",
                                  wording: Wording(.formValue))
                }
                return SentResult(outcome: try before.outcome(db, in: family), answeredBefore: true)
            }
            // The time on the family's list clock, moved forward with it when this machine's clock went back.
            let time = sent.madeAt + (try Self.listClock(db, in: family, now: sent.receivedAt) - sent.receivedAt)
            let outcome = try Self.applySent(sent, name: name, at: time, by: member, db, in: family)
            try SentChangeRow(sent, outcome: outcome, member: member, family: family, at: time).insert(db)
            try Self.forgetOldChanges(before: sent.receivedAt - Self.sentChangesKept, db, in: family)
            return SentResult(outcome: outcome, answeredBefore: false)
        }
    }

    private static func applySent(_ sent: SentChange, name: String?, at time: Int64, by member: Member, _ db: Database,
                                  in family: Family) throws -> SentOutcome {
        if sent.change == .add {
            guard let name else { throw Failure(.usage, "an add needs the item's name", wording: Wording(.formValue)) }
            let known = try items(named: name, db, in: family).first
            if known == nil, let removal = try GroceryItemRemovalRow.latest(named: name, db, in: family),
               MergeRule.removalBeats(.add, madeAt: time, removedAt: removal.removed) {
                throw try removal.refusal(db)
            }
            if let known {
                let verdict = MergeRule.verdict(.add, madeAt: time, itemOnList: known.onList,
                                                givesQuantity: sent.measure.map { $0 != known.measure } ?? false, stamps: try stamps(of: known, db, in: family))
                if case .outdone(let last) = verdict { return .outdone(item: known.name, madeAt: time, lastChange: last) }
            }
            let added = try addGroceryItem(name: name, measure: sent.measure, location: sent.location, at: time, by: member, db, in: family)
            return .applied(added.item, added: added.outcome)
        }
        let item = try sentItem(sent, at: time, db, in: family)
        if case .outdone(let last) = MergeRule.verdict(sent.change, madeAt: time, itemOnList: item.onList, stamps: try stamps(of: item, db, in: family)) {
            return .outdone(item: item.name, madeAt: time, lastChange: last)
        }
        switch sent.change {
        case .check, .uncheck: return .applied(try change(item, doing: sent.change == .check ? .check : .uncheck, by: member, at: time, db, in: family), added: nil)
        case .unavailable, .available: return .applied(try change(item, doing: .markAvailable(sent.change == .available), by: member, at: time, db, in: family), added: nil)
        case .more, .less: return .applied(try step(item, by: sent.change == .more ? 1 : -1, by: member, at: time, db, in: family), added: nil)
        case .remove:
            _ = try change(item, doing: .remove, by: member, at: time, db, in: family)
            return .applied(nil, added: nil)
        case .add: preconditionFailure("an add is applied above")
        }
    }

    /// The item a sent change names: by ID or name, or the one an earlier add of the phone made; one
    /// removed meanwhile is refused, saying who removed it.
    private static func sentItem(_ sent: SentChange, at time: Int64, _ db: Database, in family: Family) throws -> GroceryItem {
        var id = sent.item?.trimmed ?? ""
        if let addedIn = sent.addedIn {
            guard let add = try SentChangeRow.fetchOne(db, key: ["family_id": family.id.text, "change_id": addedIn]), let itemID = add.itemId else {
                throw Failure(.badData, "the item was never added: its add (\(addedIn)) did not reach the list", wording: Wording(.itemRemoved, ["family": family.name]))
            }
            id = itemID
        }
        if let row = try GroceryItemRow.filter(Column("family_id") == family.id.text && Column("id") == id).fetchOne(db) { return try row.item() }
        if let removal = try GroceryItemRemovalRow.fetchOne(db, key: ["family_id": family.id.text, "item_id": id]) { throw try removal.refusal(db) }
        return try item(id, db, in: family)
    }

    /// How long the IDs of sent changes and the removals are kept, in ms: a phone sends a change again
    /// within seconds of losing its answer, and its queue in order, so a month is ample.
    static let sentChangesKept: Int64 = 30 * 24 * 3_600_000

    private static func forgetOldChanges(before time: Int64, _ db: Database, in family: Family) throws {
        try db.execute(sql: "DELETE FROM sent_changes WHERE family_id = ? AND received < ?", arguments: [family.id.text, time])
        try db.execute(sql: "DELETE FROM grocery_item_removals WHERE family_id = ? AND removed < ?", arguments: [family.id.text, time])
    }

    /// When each field of the item last changed (`MergeRule.Field`).
    static func stamps(of item: GroceryItem, _ db: Database, in family: Family) throws -> [MergeRule.Field: Int64] {
        var stamps: [MergeRule.Field: Int64] = [:]
        stamps[.place] = try lastListChange(of: item, db, in: family)
        for row in try Row.fetchAll(db, sql: "SELECT field, changed FROM grocery_field_changes WHERE family_id = ? AND item_id = ?",
                                    arguments: [family.id.text, item.id]) {
            if let field = MergeRule.Field(rawValue: row["field"]) { stamps[field] = row["changed"] }
        }
        return stamps
    }

    /// Records a change of the item's availability or quantity at `time`; a stamp never goes back (a step
    /// made before the last change still applies, and leaves the later stamp).
    static func noteFieldChange(_ field: MergeRule.Field, of item: GroceryItem, at time: Int64, _ db: Database, in family: Family) throws {
        try db.execute(sql: """
            INSERT INTO grocery_field_changes (family_id, item_id, field, changed) VALUES (?, ?, ?, ?)
            ON CONFLICT (family_id, item_id, field) DO UPDATE SET changed = MAX(changed, excluded.changed)
            """, arguments: [family.id.text, item.id, field.rawValue, time])
    }

    /// One more or one less of an item counted (not one with a unit: its amount is changed by adding it
    /// again); only the member who added it may, as for any edit.
    static func step(_ found: GroceryItem, by step: Int, by member: Member, at time: Int64, _ db: Database, in family: Family) throws -> GroceryItem {
        var item = found
        guard !item.measure.hasUnit else {
            throw Failure(.badData, "\"\(item.name)\" is an amount with its unit (\(item.measure.text)): change it by adding the item again with its new amount",
                          wording: Wording(.stepNeedsCount, ["item": item.name, "quantity": item.measure.text]))
        }
        try checkMayChange(item, by: member, db, doing: "edit")
        let count = try GroceryItem.checkQuantity(item.quantity + step, field: "quantity").mapError(\.failure).get()
        item.measure = GroceryQuantity(count: count)
        try GroceryItemRow(item, family: family.id).update(db)
        try noteFieldChange(.quantity, of: item, at: time, db, in: family)
        return item
    }

    /// One more or one less of an item, from the list's buttons sent as they are pressed.
    @discardableResult
    public func stepQuantity(_ text: String, by step: Int, by member: Member, in family: Family) throws -> GroceryItem {
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            let time = try Self.listClock(db, in: family, now: Self.nowInMilliseconds())
            return try Self.step(try Self.item(text, db, in: family), by: step, by: member, at: time, db, in: family)
        }
    }
}

/// A row of sent_changes: a change a phone sent with its ID, and what became of it.
struct SentChangeRow: StoreRecord {
    static let databaseTableName = "sent_changes"
    var familyId: String
    var changeId: String
    var memberId: String
    var change: String
    var itemId: String?
    var itemName: String
    /// "applied" or "outdone".
    var outcome: String
    var made: Int64
    var lastChange: Int64?
    var received: Int64

    init(_ sent: HouseholdStore.SentChange, outcome: HouseholdStore.SentOutcome, member: Member, family: Family, at time: Int64) {
        familyId = family.id.text
        changeId = sent.id
        memberId = member.id.text
        change = sent.change.rawValue
        made = time
        received = sent.receivedAt
        switch outcome {
        case .applied(let item, _):
            itemId = item?.id ?? sent.item
            itemName = item?.name ?? sent.name ?? ""
            self.outcome = "applied"
        case .outdone(let name, _, let last):
            itemId = sent.item
            itemName = name
            self.outcome = "outdone"
            lastChange = last
        }
    }

    /// The outcome as it was answered the first time: the item as it is now.
    func outcome(_ db: Database, in family: Family) throws -> HouseholdStore.SentOutcome {
        guard outcome == "applied" else { return .outdone(item: itemName, madeAt: made, lastChange: lastChange ?? made) }
        let item = try itemId.flatMap { try GroceryItemRow.filter(Column("family_id") == familyId && Column("id") == $0).fetchOne(db)?.item() }
        return .applied(item, added: nil)
    }
}

/// A row of grocery_item_removals: an item removed for good, by whom and when.
struct GroceryItemRemovalRow: StoreRecord {
    static let databaseTableName = "grocery_item_removals"
    var familyId: String
    var itemId: String
    var name: String
    var memberId: String?
    /// Milliseconds since 1970 on the host's clock.
    var removed: Int64

    /// The family's last removal of an item of this name (any letter case).
    static func latest(named name: String, _ db: Database, in family: Family) throws -> GroceryItemRemovalRow? {
        try filter(Column("family_id") == family.id.text).order(Column("removed").desc).fetchAll(db).first { NameBook.sameName($0.name, name.trimmed) }
    }

    /// "Milk was removed by Ana.", refusing a change that came after the removal.
    func refusal(_ db: Database) throws -> Failure {
        let member = try memberId.flatMap { try MemberRow.fetchOne(db, key: $0)?.member() }
        let who = member?.displayName ?? "someone"
        return Failure(.badData, "\"\(name)\" was removed from the list by \(who)",
                       wording: member.map { Wording(.removedBy, ["item": name, "member": $0.displayName]) } ?? Wording(.removedByGone, ["item": name]))
    }
}
