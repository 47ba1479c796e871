import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// A family's store locations in walking order, the Unknown Location last.
    public func locations(of family: Family) throws -> [StoreLocation] {
        try checkedRead { db in try Self.locations(db, of: family.id) }
    }

    static func locations(_ db: Database, of familyID: HearthID) throws -> [StoreLocation] {
        try LocationRow.filter(Column("family_id") == familyID.text).fetchAll(db).map(\.location)
            .sorted(by: StoreLocation.walkingOrder)
    }

    /// Adds a location; without a position it comes after the last one in walking order.
    @discardableResult
    public func addLocation(name: String, position: Int?, colour: Colour?, in family: Family) throws -> StoreLocation {
        let checkedName = try NameRules.check(name, field: "location name").mapError(\.failure).get()
        return try checkedWrite { db in
            if let existing = try Self.locationNamed(checkedName, db, in: family, required: false) {
                throw Failure(.badData, "\(family.name) already has the location \"\(existing.name)\"")
            }
            let last = try Self.locations(db, of: family.id).filter { !$0.isUnknown }.map(\.position).max() ?? 0
            let location = StoreLocation(id: UUID().uuidString, name: checkedName, position: try Self.checkPosition(position ?? last + 10),
                                         colour: colour ?? .neutral)
            try LocationRow(location, family: family.id).insert(db)
            return location
        }
    }

    public func renameLocation(_ name: String, to newName: String, in family: Family) throws {
        let checkedName = try NameRules.check(newName, field: "new location name").mapError(\.failure).get()
        try checkedWrite { db in
            let location = try Self.changeableLocation(name, db, in: family)
            if let other = try Self.locationNamed(checkedName, db, in: family, required: false), other.id != location.id {
                throw Failure(.badData, "\(family.name) already has the location \"\(other.name)\"")
            }
            try db.execute(sql: "UPDATE locations SET name = ? WHERE family_id = ? AND id = ?",
                           arguments: [checkedName, family.id.text, location.id])
        }
    }

    /// Puts a location at another place in the walking order.
    public func moveLocation(_ name: String, to position: Int, in family: Family) throws {
        let checked = try Self.checkPosition(position)
        try checkedWrite { db in
            let location = try Self.changeableLocation(name, db, in: family)
            try db.execute(sql: "UPDATE locations SET position = ? WHERE family_id = ? AND id = ?",
                           arguments: [checked, family.id.text, location.id])
        }
    }

    /// Moves a location `step` places earlier (negative) or later in the walking order, as a manager asks
    /// from the family page (a button moves it one place, a drag as many as it went), and numbers the
    /// family's locations 10, 20, 30… again in their new order, so two locations at one position (as
    /// imports leave them) move apart. Returns the new order. Refused when `member` does not manage the
    /// family; a location goes no further than either end.
    @discardableResult
    public func stepLocation(_ name: String, by step: Int, by member: Member, in family: Family) throws -> [StoreLocation] {
        try checkedWrite { db in
            try Self.requireManager(member, of: family, may: "change its walking order", db)
            let location = try Self.changeableLocation(name, db, in: family)
            var order = try Self.locations(db, of: family.id).filter { !$0.isUnknown }
            guard let index = order.firstIndex(where: { $0.id == location.id }) else { return order }
            let moved = order.remove(at: index)
            // Clamped before it is added: a step of Int.max from a form stops at the end, not in an overflow.
            order.insert(moved, at: index + min(max(step, -index), order.count - index))
            for (place, location) in order.enumerated() where location.position != (place + 1) * 10 {
                try db.execute(sql: "UPDATE locations SET position = ? WHERE family_id = ? AND id = ?",
                               arguments: [(place + 1) * 10, family.id.text, location.id])
            }
            return try Self.locations(db, of: family.id)
        }
    }

    /// Removes a location; its items move to the Unknown Location. Returns how many moved.
    @discardableResult
    public func removeLocation(_ name: String, in family: Family) throws -> Int {
        try checkedWrite { db in
            let location = try Self.changeableLocation(name, db, in: family)
            try db.execute(sql: "UPDATE grocery_items SET location_id = ? WHERE family_id = ? AND location_id = ?",
                           arguments: [StoreLocation.unknownID, family.id.text, location.id])
            let moved = db.changesCount
            try db.execute(sql: "DELETE FROM locations WHERE family_id = ? AND id = ?", arguments: [family.id.text, location.id])
            return moved
        }
    }

    /// Refuses a member who does not manage the family (read again inside the write): only managers change
    /// its walking orders from the host's pages.
    static func checkManagesWalkingOrders(_ member: Member, _ db: Database, in family: Family) throws {
        guard let actor = try members(db, of: family.id).first(where: { $0.id == member.id }), actor.managesFamily else {
            throw Failure(.notPermitted, "only managers of \(family.name) may change its walking order; \(member.displayName) is not one",
                          wording: Wording(.onlyManagers, ["family": family.name]))
        }
    }

    /// A location by name (any letter case) or ID.
    static func locationNamed(_ text: String, _ db: Database, in family: Family, required: Bool = true) throws -> StoreLocation? {
        let all = try locations(db, of: family.id)
        let wanted = NameBook.key(text.trimmed)
        if let match = all.first(where: { $0.id == text.trimmed || NameBook.sameName($0.name, wanted) }) { return match }
        // The Unknown Location answers to its English name in any family.
        if wanted == "unknown" || wanted == "unknown location", let unknown = all.first(where: \.isUnknown) { return unknown }
        guard required else { return nil }
        let names = all.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw Failure(.badData, "\(family.name) has no location \"\(text)\" (it has \(names))",
                      wording: Wording(.noLocation, ["family": family.name, "location": text], field: .location))
    }

    private static func changeableLocation(_ name: String, _ db: Database, in family: Family) throws -> StoreLocation {
        let location = try locationNamed(name, db, in: family)!
        if location.isUnknown {
            throw Failure(.badData, "the Unknown Location always exists and always comes last: it cannot be renamed, moved or removed")
        }
        return location
    }

    private static func checkPosition(_ position: Int) throws -> Int {
        guard (0..<StoreLocation.unknownPosition).contains(position) else {
            throw Failure(.usage, "--position \(position): expected a whole number from 0 to \(StoreLocation.unknownPosition - 1)")
        }
        return position
    }
}
