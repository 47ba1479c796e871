import Foundation
import GRDB
import HearthDomain

/// Shopping trips (`ShoppingTrip`): "I'm going shopping" on the shopping list starts one; purchasing the
/// checked items ends the purchaser's and records how long it took. A member has one trip going on at most.
extension HouseholdStore {
    /// How many ended trips a family's pages show besides those going on (the list's "last trip", the
    /// household report's week).
    static let keptTrips = 20

    /// Starts the member's trip, to `shop` (by name or ID) when it is said; when one is going on already, it
    /// is returned as it is (`started` false).
    public func startTrip(pausesWhenHidden: Bool, to shop: String? = nil, by member: Member, in family: Family,
                          at now: Int64 = nowInMilliseconds()) throws -> (trip: ShoppingTrip, started: Bool) {
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            let shopID = try shop.map { try Self.shopNamed($0, db, in: family)!.id }
            if let going = try Self.openTrip(of: member, db, in: family) { return (going, false) }
            let trip = ShoppingTrip(id: UUID().uuidString, memberID: member.id, started: now, pausesWhenHidden: pausesWhenHidden, shopID: shopID)
            try ShoppingTripRow(trip, family: family.id).insert(db)
            try Self.noteEvent(.shopping, subject: "", by: member, db, in: family)
            return (trip, true)
        }
    }

    /// Pauses the member's trip (their page was hidden); nil when they have none going on.
    @discardableResult
    public func pauseTrip(by member: Member, in family: Family, at now: Int64 = nowInMilliseconds()) throws -> ShoppingTrip? {
        try changeTrip(of: member, in: family) { $0.paused(at: now) }
    }

    /// Lets the member's paused trip go on; nil when they have none going on.
    @discardableResult
    public func resumeTrip(by member: Member, in family: Family, at now: Int64 = nowInMilliseconds()) throws -> ShoppingTrip? {
        try changeTrip(of: member, in: family) { $0.resumed(at: now) }
    }

    /// Gives up the member's trip without a purchase: it is not recorded. Nil when they had none.
    @discardableResult
    public func stopTrip(by member: Member, in family: Family) throws -> ShoppingTrip? {
        try checkedWrite { db in
            guard let trip = try Self.openTrip(of: member, db, in: family) else { return nil }
            try ShoppingTripRow(trip, family: family.id).delete(db)
            return trip
        }
    }

    /// The member's trip going on, if any.
    public func openTrip(of member: Member, in family: Family) throws -> ShoppingTrip? {
        try checkedRead { db in try Self.openTrip(of: member, db, in: family) }
    }

    /// The family's trips going on, then the last that ended, latest first.
    public func trips(of family: Family) throws -> [ShoppingTrip] {
        try checkedRead { db in try Self.trips(db, of: family.id) }
    }

    static func trips(_ db: Database, of familyID: HearthID) throws -> [ShoppingTrip] {
        let family = Column("family_id") == familyID.text
        let going = try ShoppingTripRow.filter(family && Column("ended") == nil).order(Column("started").desc).fetchAll(db)
        let ended = try ShoppingTripRow.filter(family && Column("ended") != nil).order(Column("ended").desc).limit(keptTrips).fetchAll(db)
        return try (going + ended).map { try $0.trip() }
    }

    /// Ends the member's trip going on at `now`, inside a purchase's transaction, before the checked items
    /// are purchased; keeps when each of them was ticked during the trip, and where it was (`trip_ticks`,
    /// what `learnedOrder` reads). Returns the trip as recorded.
    @discardableResult
    static func endTrip(of member: Member, at now: Int64, _ db: Database, in family: Family) throws -> ShoppingTrip? {
        guard let trip = try openTrip(of: member, db, in: family) else { return nil }
        let ended = trip.ended(at: now)
        try ShoppingTripRow(ended, family: family.id).update(db)
        // An item's last change on the list is its tick (`noteListChange`); one ticked before the trip began
        // was not ticked on it.
        try db.execute(sql: """
            INSERT OR REPLACE INTO trip_ticks (trip_id, item_id, location_id, ticked)
            SELECT ?, items.id, items.location_id, changes.changed
            FROM grocery_items AS items JOIN grocery_item_changes AS changes ON changes.family_id = items.family_id AND changes.item_id = items.id
            WHERE items.family_id = ? AND items.on_list AND items.completed AND changes.changed >= ?
            """, arguments: [ended.id, family.id.text, ended.started])
        return ended
    }

    private static func openTrip(of member: Member, _ db: Database, in family: Family) throws -> ShoppingTrip? {
        try ShoppingTripRow.filter(Column("family_id") == family.id.text && Column("member_id") == member.id.text && Column("ended") == nil)
            .fetchOne(db)?.trip()
    }

    private func changeTrip(of member: Member, in family: Family, _ change: (ShoppingTrip) -> ShoppingTrip) throws -> ShoppingTrip? {
        try checkedWrite { db in
            guard let trip = try Self.openTrip(of: member, db, in: family) else { return nil }
            let changed = change(trip)
            if changed != trip { try ShoppingTripRow(changed, family: family.id).update(db) }
            return changed
        }
    }
}
