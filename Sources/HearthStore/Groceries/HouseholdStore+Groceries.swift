import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What `grocery add` did, and to which item.
    public struct AddedItem: Sendable {
        public enum Outcome: Equatable, Sendable {
            /// A new item.
            case added
            /// A known item, off the list, put back on it.
            case putBack
            /// A known item that was on the list already, left as it was.
            case alreadyOnList
            /// A known item on the list already, whose quantity, location or shops the add changed (an
            /// edit); `previous` is the quantity it had ("2 l" before "1 gal").
            case changedOnList(quantity: Bool, location: Bool, shops: Bool = false, previous: GroceryQuantity)
        }

        public var item: GroceryItem
        public var outcome: Outcome
    }

    /// A family's grocery items, by name.
    public func groceryItems(of family: Family) throws -> [GroceryItem] {
        GroceryItem.sortedByName(try checkedRead { db in try Self.groceryItems(db, of: family.id) })
    }

    /// In no particular order: the snapshot's GroceryList sorts them.
    /// With `ids`, only those (a meal's few of a hundred thousand).
    static func groceryItems(_ db: Database, of familyID: HearthID, ids: Set<String>? = nil) throws -> [GroceryItem] {
        var rows = GroceryItemRow.filter(Column("family_id") == familyID.text)
        if let ids { rows = rows.filter(ids.contains(Column("id"))) }
        return try rows.fetchAll(db).map { try $0.item() }
    }

    /// Puts an item on the list. An item of that name that the family already has goes back on the
    /// list (with the quantity and location given), as in ShoppingList17; anyone may do that. An item
    /// already on the list stays as it is, checked or not; changing its quantity or location that way is
    /// an edit, which only the member who added it may make.
    public func addGroceryItem(name: String, quantity: Int?, location: String?, by member: Member, in family: Family) throws -> AddedItem {
        let checkedQuantity = try quantity.map { GroceryQuantity(count: try GroceryItem.checkQuantity($0, field: "--quantity").mapError(\.failure).get()) }
        return try addGroceryItem(name: name, measure: checkedQuantity, location: location, by: member, in: family)
    }

    /// `addGroceryItem`, with a quantity that may be an amount with a unit ("500 g").
    /// `onlyAt`: the shops (by name or ID) the item is kept to; nil or none leaves a known item's as they are.
    public func addGroceryItem(name: String, measure checkedQuantity: GroceryQuantity?, location: String?, onlyAt shops: [String]? = nil,
                               by member: Member, in family: Family) throws -> AddedItem {
        let checkedName = try NameRules.check(name, field: "item name").mapError(\.failure).get()
        return try checkedWrite { db in
            try Self.addGroceryItem(name: checkedName, measure: checkedQuantity, location: location, onlyAt: shops, by: member, db, in: family)
        }
    }

    /// Puts several items on the list in one transaction, each as `addGroceryItem` puts one: all of them
    /// or, when one is refused, none (an assistant's `add_grocery_items`).
    public func addGroceryItems(_ entries: [(name: String, measure: GroceryQuantity?)], by member: Member, in family: Family) throws -> [AddedItem] {
        let checked = try entries.map { (try NameRules.check($0.name, field: "item name").mapError(\.failure).get(), $0.measure) }
        return try checkedWrite { db in
            try checked.map { name, measure in try Self.addGroceryItem(name: name, measure: measure, location: nil, by: member, db, in: family) }
        }
    }

    /// `addGroceryItem` inside a write, its name checked. `time`: when it was made, for an add a phone sent
    /// late (`applySent`); nil: now.
    static func addGroceryItem(name checkedName: String, measure checkedQuantity: GroceryQuantity?, location: String?, onlyAt shops: [String]? = nil,
                               at time: Int64? = nil, by member: Member, _ db: Database, in family: Family) throws -> AddedItem {
        _ = try Self.current(member, in: family, db)
        let locationID = try location.map { try Self.locationNamed($0, db, in: family)!.id }
        let shopIDs = try shops.flatMap { try Self.shopIDs($0, db, in: family) }
        if var known = try Self.items(named: checkedName, db, in: family).first {
            var outcome: AddedItem.Outcome = known.onList ? .alreadyOnList : .putBack
            if outcome == .alreadyOnList {
                let quantityChanged = checkedQuantity.map { $0 != known.measure } ?? false
                let locationChanged = locationID.map { $0 != known.locationID } ?? false
                let shopsChanged = shopIDs.map { $0 != known.onlyAt } ?? false
                // Sent late, the add says the item was wanted on the list then: a removal made before it yields.
                if let time { try Self.noteListChange(of: known, atLeast: time, db, in: family) }
                guard quantityChanged || locationChanged || shopsChanged else { return AddedItem(item: known, outcome: outcome) }
                try Self.checkMayChange(known, by: member, db, doing: "edit")
                outcome = .changedOnList(quantity: quantityChanged, location: locationChanged, shops: shopsChanged, previous: known.measure)
                if quantityChanged { try Self.noteFieldChange(.quantity, of: known, at: time ?? Self.listClock(db, in: family, now: Self.nowInMilliseconds()), db, in: family) }
            } else {
                known.onList = true
                known.completed = false
                try Self.noteListChange(of: known, at: try time ?? Self.listClock(db, in: family, now: Self.nowInMilliseconds()), db, in: family)
            }
            if let checkedQuantity { known.measure = checkedQuantity }
            if let locationID { known.locationID = locationID }
            if let shopIDs { known.onlyAt = shopIDs }
            try GroceryItemRow(known, family: family.id).update(db)
            return AddedItem(item: known, outcome: outcome)
        }
        var item = GroceryItem(id: UUID().uuidString, name: checkedName, quantity: 1,
                               locationID: locationID ?? StoreLocation.unknownID, addedBy: member.id,
                               onList: true, completed: false, available: true, lastPurchased: nil, onlyAt: shopIDs)
        if let checkedQuantity { item.measure = checkedQuantity }
        try GroceryItemRow(item, family: family.id).insert(db)
        if let time { try Self.noteListChange(of: item, at: time, db, in: family) }
        return AddedItem(item: item, outcome: .added)
    }

    /// The changes `grocery edit` can make; nil leaves a field as it is.
    public struct ItemChanges: Sendable {
        public var name: String?
        public var quantity: GroceryQuantity?
        public var location: String?
        public var available: Bool?
        /// The shops (by name or ID) the item is kept to from now on; none: any shop again.
        public var onlyAt: [String]?

        public init(name: String? = nil, quantity: Int? = nil, location: String? = nil, available: Bool? = nil, onlyAt: [String]? = nil) {
            self.name = name
            self.quantity = quantity.map(GroceryQuantity.init(count:))
            self.location = location
            self.available = available
            self.onlyAt = onlyAt
        }

        public init(name: String? = nil, measure: GroceryQuantity?, location: String? = nil, available: Bool? = nil, onlyAt: [String]? = nil) {
            self.name = name
            self.quantity = measure
            self.location = location
            self.available = available
            self.onlyAt = onlyAt
        }
    }

    /// Changes an item: only the member who added it may (anyone, for an item nobody added).
    @discardableResult
    public func editGroceryItem(_ text: String, changes: ItemChanges, ifVersion version: String? = nil, by member: Member, in family: Family) throws -> GroceryItem {
        let newName = try changes.name.map { try NameRules.check($0, field: "item name").mapError(\.failure).get() }
        let quantity = try changes.quantity.map { measure in
            measure.hasUnit ? measure : GroceryQuantity(count: try GroceryItem.checkQuantity(measure.count, field: "--quantity").mapError(\.failure).get())
        }
        return try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            var item = try Self.item(text, db, in: family)
            try Self.check(item, isAt: version)
            try Self.checkMayChange(item, by: member, db, doing: "edit")
            if let newName {
                if let other = try Self.items(named: newName, db, in: family).first, other.id != item.id {
                    throw Failure(.badData, "\(family.name) already has an item named \"\(other.name)\" (\(other.id))")
                }
                item.name = newName
            }
            if let quantity { item.measure = quantity }
            if let location = changes.location { item.locationID = try Self.locationNamed(location, db, in: family)!.id }
            if let available = changes.available { item.available = available }
            if let shops = changes.onlyAt { item.onlyAt = try Self.shopIDs(shops, db, in: family) }
            try GroceryItemRow(item, family: family.id).update(db)
            let now = try Self.listClock(db, in: family, now: Self.nowInMilliseconds())
            if quantity != nil { try Self.noteFieldChange(.quantity, of: item, at: now, db, in: family) }
            if changes.available != nil { try Self.noteFieldChange(.availability, of: item, at: now, db, in: family) }
            return item
        }
    }

    /// What a command does to the items it names, one or several at once.
    public enum ItemAction: Sendable {
        /// Checked at the store (got it), or unchecked: anyone may, for an item on the list.
        case check, uncheck
        /// Bought: off the list, stamped with the day; anyone may, for an item on the list.
        case purchase(CalendarDay)
        /// Not to be had, or to be had again: anyone may (the shopper at the store is the one who knows).
        case markAvailable(Bool)
        /// Removed for good: only the member who added it may.
        case remove
    }

    /// Does `action` to every item `texts` names (by name or ID), in one transaction: all of them or,
    /// when one is refused, none. Returns the items as they became (removed ones as they were).
    @discardableResult
    public func apply(_ action: ItemAction, to texts: [String], by member: Member?, in family: Family) throws -> [GroceryItem] {
        try apply(action, by: member, in: family) { db in try texts.map { try Self.item($0, db, in: family) } }
    }

    /// Does `action` to the item with this ID, when it is still at `version` (`GroceryItem.version`, the
    /// API's If-Match; nil: as it is): else `ItemChangedSince`, and nothing changes.
    @discardableResult
    public func apply(_ action: ItemAction, toItemWithID id: String, ifVersion version: String?, by member: Member?, in family: Family) throws -> GroceryItem {
        try apply(action, by: member, in: family) { db in
            let item = try Self.item(id, db, in: family)
            try Self.check(item, isAt: version)
            return [item]
        }[0]
    }

    /// An item changed since a client read it (the API's If-Match did not match it).
    public struct ItemChangedSince: Error {
        /// The item as it is now.
        public var item: GroceryItem
    }

    static func check(_ item: GroceryItem, isAt version: String?) throws {
        if let version, item.version != version { throw ItemChangedSince(item: item) }
    }

    /// The family's item with this ID; nil when it has none (another family's item, or none at all).
    public func groceryItem(id: String, in family: Family) throws -> GroceryItem? {
        try checkedRead { db in try GroceryItemRow.filter(Column("family_id") == family.id.text && Column("id") == id).fetchOne(db)?.item() }
    }

    /// Purchases every checked item on the list (after the trip), in one transaction; returns them. The
    /// purchaser's shopping trip, if one is going on, ends with it and is recorded (`ShoppingTrip`).
    @discardableResult
    public func purchaseCheckedItems(on day: CalendarDay, by member: Member?, in family: Family) throws -> [GroceryItem] {
        try apply(.purchase(day), by: member, in: family) { db in
            if let member { try Self.endTrip(of: member, at: Self.nowInMilliseconds(), db, in: family) }
            return GroceryItem.sortedByName(try Self.groceryItems(db, of: family.id).filter { $0.onList && $0.completed })
        }
    }

    /// Does `action` to the items `select` finds inside the transaction.
    private func apply(_ action: ItemAction, by member: Member?, in family: Family,
                       select: (Database) throws -> [GroceryItem]) throws -> [GroceryItem] {
        try checkedWrite { db in
            if let member { _ = try Self.current(member, in: family, db) }
            let time = try Self.listClock(db, in: family, now: Self.nowInMilliseconds())
            var done: [GroceryItem] = []
            var doneIDs = Set<String>()  // an item named twice is changed once; a Set, for purchase --checked of thousands
            for found in try select(db) where doneIDs.insert(found.id).inserted {
                done.append(try Self.change(found, doing: action, by: member, at: time, db, in: family))
            }
            return done
        }
    }

    /// Does `action` to one item inside a write; returns it as it became (a removed one as it was). A
    /// change to its place on the list is stamped with `time` (`TickTime`).
    static func change(_ found: GroceryItem, doing action: ItemAction, by member: Member?, at time: Int64, _ db: Database,
                       in family: Family) throws -> GroceryItem {
        var item = found
        switch action {
        case .check, .uncheck:
            guard item.onList else { throw Self.notOnList(item) }
            item.completed = { if case .check = action { return true } else { return false } }()
            try noteListChange(of: item, at: time, db, in: family)
        case .purchase(let day):
            // An item off the list was bought already (or never asked for), and keeps its day.
            guard item.onList else { throw Self.notOnList(item) }
            item.onList = false
            item.completed = false
            item.lastPurchased = day
            try noteListChange(of: item, at: time, db, in: family)
        case .markAvailable(let available):
            item.available = available
            try noteFieldChange(.availability, of: item, at: time, db, in: family)
        case .remove:
            guard let member else { throw Failure(.usage, "say who removes it with --as") }
            try Self.checkMayChange(item, by: member, db, doing: "remove")
            try GroceryItemRow(item, family: family.id).delete(db)
            // Kept, so that a change a phone sends late to it is refused saying who removed it (`MergeRule`).
            try GroceryItemRemovalRow(familyId: family.id.text, itemId: item.id, name: item.name, memberId: member.id.text, removed: time).save(db)
            return item
        }
        try GroceryItemRow(item, family: family.id).update(db)
        return item
    }

    /// Checks (completed) or unchecks an item on the list: anyone may.
    @discardableResult
    public func setGroceryItem(_ text: String, completed: Bool, in family: Family) throws -> GroceryItem {
        try apply(completed ? .check : .uncheck, to: [text], by: nil, in: family)[0]
    }

    /// Marks an item on the list purchased: off the list, stamped with the day.
    @discardableResult
    public func purchaseGroceryItem(_ text: String, on day: CalendarDay, in family: Family) throws -> GroceryItem {
        try apply(.purchase(day), to: [text], by: nil, in: family)[0]
    }

    private static func notOnList(_ item: GroceryItem) -> Failure {
        Failure(.badData, "\"\(item.name)\" is not on the list: put it back with `hearth grocery add \"\(item.name)\" --as MEMBER`",
                wording: Wording(.notOnList, ["item": item.name]))
    }

    /// Removes an item for good: only the member who added it may.
    @discardableResult
    public func removeGroceryItem(_ text: String, by member: Member, in family: Family) throws -> GroceryItem {
        try apply(.remove, to: [text], by: member, in: family)[0]
    }

    /// Found among the names alone, then read whole: an item added read a hundred thousand items to find
    /// whether the family had one of that name. The names that may be it, by v37's two indexes: the ASCII
    /// names that SQLite's lower() folds to the name wanted (as `NameBook.key` folds them), and every name
    /// with another character, compared here.
    static func items(named name: String, _ db: Database, in family: Family) throws -> [GroceryItem] {
        let wanted = NameBook.key(name.trimmed)
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, name FROM grocery_items WHERE family_id = ?1 AND lower(name) = ?2
            UNION ALL
            SELECT id, name FROM grocery_items WHERE family_id = ?1 AND length(name) <> length(CAST(name AS BLOB))
            """, arguments: [family.id.text, wanted])
        var ids = Set<String>()
        while let row = try rows.next() {
            let id: String = row[0], itemName: String = row[1]
            if NameBook.key(itemName) == wanted { ids.insert(id) }
        }
        return GroceryItem.sortedByName(try groceryItems(db, of: family.id, ids: ids))
    }

    /// An item by ID or by name (any letter case).
    static func item(_ text: String, _ db: Database, in family: Family) throws -> GroceryItem {
        if let row = try GroceryItemRow.filter(Column("family_id") == family.id.text && Column("id") == text.trimmed).fetchOne(db) {
            return try row.item()
        }
        let named = try items(named: text, db, in: family)
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            throw Failure(.usage, "\(named.count) items are named \"\(text)\": use the item ID (\(named.map(\.id).joined(separator: ", ")))")
        }
        // A page's form names the item by its ID: one no longer there was removed while the page was open.
        if UUID(uuidString: text.trimmed) != nil || HearthID(text.trimmed) != nil {
            throw Failure(.badData, "\(family.name) has no item with the ID \(text.trimmed): it was removed from the list (see `hearth grocery list --all`)",
                          wording: Wording(.itemRemoved, ["family": family.name]))
        }
        throw Failure(.badData, "\(family.name) has no item named \"\(text)\" (see `hearth grocery list --all`)",
                      wording: Wording(.noItem, ["family": family.name, "item": text]))
    }

    /// Whether `member` (read again as `current` at the start of the write: still in the family) may
    /// change the item.
    static func checkMayChange(_ item: GroceryItem, by member: Member, _ db: Database, doing action: String) throws {
        let adder = try MemberRow.fetchOne(db, key: item.addedBy?.text)?.member()
        guard item.mayBeChanged(by: member.id, adderIsInFamily: adder?.familyID == member.familyID) else {
            let owner = adder?.displayName ?? "another member"
            let wording = adder.map { Wording(.onlyAdder, ["member": $0.displayName, "item": item.name]) } ?? Wording(.onlyAdderGone, ["item": item.name])
            throw Failure(.notPermitted, "only \(owner), who added \"\(item.name)\", may \(action) it (anyone may check, uncheck or purchase it)",
                          wording: wording)
        }
    }
}
