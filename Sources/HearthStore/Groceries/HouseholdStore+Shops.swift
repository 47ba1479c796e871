import Foundation
import GRDB
import HearthDomain

/// The shops a family buys at, each with its own walking order (`Shop`). A family without shops has the
/// one walking order of its locations, as before.
extension HouseholdStore {
    /// A family's shops, by name.
    public func shops(of family: Family) throws -> [Shop] {
        try checkedRead { db in try Self.shops(db, of: family.id) }
    }

    static func shops(_ db: Database, of familyID: HearthID) throws -> [Shop] {
        let places = try ShopLocationRow.filter(Column("family_id") == familyID.text).order(Column("shop_id"), Column("place")).fetchAll(db)
        let orders = Dictionary(grouping: places, by: \.shopId)
        return try ShopRow.filter(Column("family_id") == familyID.text).fetchAll(db)
            .map { Shop(id: $0.id, name: $0.name, locationIDs: (orders[$0.id] ?? []).map(\.locationId)) }
            .sorted(by: Shop.byName)
    }

    /// The family's shop `text` names (by name or ID); an error naming the shops it has when none.
    public func shop(_ text: String, in family: Family) throws -> Shop {
        try checkedRead { db in try Self.shopNamed(text, db, in: family)! }
    }

    /// Adds a shop, with no location yet (`orderShop` gives it its walking order).
    @discardableResult
    public func addShop(name: String, in family: Family) throws -> Shop {
        let checkedName = try NameRules.check(name, field: "shop name").mapError(\.failure).get()
        return try checkedWrite { db in
            if let existing = try Self.shopNamed(checkedName, db, in: family, required: false) {
                throw Failure(.badData, "\(family.name) already has the shop \"\(existing.name)\"")
            }
            let shop = Shop(id: UUID().uuidString, name: checkedName, locationIDs: [])
            try ShopRow(familyId: family.id.text, id: shop.id, name: shop.name).insert(db)
            return shop
        }
    }

    /// Renames a shop; returns it as it became.
    @discardableResult
    public func renameShop(_ text: String, to newName: String, in family: Family) throws -> Shop {
        let checkedName = try NameRules.check(newName, field: "new shop name").mapError(\.failure).get()
        return try checkedWrite { db in
            var shop = try Self.shopNamed(text, db, in: family)!
            if let other = try Self.shopNamed(checkedName, db, in: family, required: false), other.id != shop.id {
                throw Failure(.badData, "\(family.name) already has the shop \"\(other.name)\"")
            }
            shop.name = checkedName
            try ShopRow(familyId: family.id.text, id: shop.id, name: shop.name).update(db)
            return shop
        }
    }

    /// Removes a shop and its walking order; items kept to it are kept to the other shops they named, or
    /// to none (any shop); trips to it are kept without it. Returns the shop and how many items it freed.
    @discardableResult
    public func removeShop(_ text: String, in family: Family) throws -> (shop: Shop, items: Int) {
        try checkedWrite { db in
            let shop = try Self.shopNamed(text, db, in: family)!
            let kept = try Self.groceryItems(db, of: family.id).filter { $0.onlyAt?.contains(shop.id) ?? false }
            for var item in kept {
                item.onlyAt = item.onlyAt?.filter { $0 != shop.id }
                try GroceryItemRow(item, family: family.id).update(db)
            }
            try db.execute(sql: "UPDATE shopping_trips SET shop_id = NULL WHERE family_id = ? AND shop_id = ?", arguments: [family.id.text, shop.id])
            try ShopRow(familyId: family.id.text, id: shop.id, name: shop.name).delete(db)
            return (shop, kept.count)
        }
    }

    /// Gives a shop its walking order: the locations (by name or ID) it has, in the order the family walks
    /// them there; a location left out is one the shop does not have. Returns the shop as it became.
    /// `by`: the member who orders it from the host, who must manage the family.
    @discardableResult
    public func orderShop(_ text: String, locations: [String], by member: Member? = nil, in family: Family) throws -> Shop {
        try checkedWrite { db in
            if let member { try Self.checkManagesWalkingOrders(member, db, in: family) }
            var shop = try Self.shopNamed(text, db, in: family)!
            let named = try locations.map { try Self.locationNamed($0, db, in: family)! }
            shop.locationIDs = try Shop.checkOrder(named).mapError(\.failure).get()
            try Self.write(order: shop, db, in: family.id)
            return shop
        }
    }

    /// The walking order the trips to a shop that ended show (`LearnedOrder`, from their `trip_ticks`); with
    /// `apply`, it becomes the shop's, refused when no trip there ticked anything. Locations removed since a
    /// trip are left out.
    public func learnShopOrder(_ text: String, apply: Bool, in family: Family) throws -> (shop: Shop, order: LearnedOrder) {
        // Only reading, the page that shows the learned order waits behind no writer.
        guard apply else { return try checkedRead { db in try Self.learnShopOrder(text, apply: false, db, in: family) } }
        return try checkedWrite { db in try Self.learnShopOrder(text, apply: true, db, in: family) }
    }

    private static func learnShopOrder(_ text: String, apply: Bool, _ db: Database, in family: Family) throws -> (shop: Shop, order: LearnedOrder) {
        var shop = try Self.shopNamed(text, db, in: family)!
        let ticks = try TripTickRow.fetchAll(db, sql: """
            SELECT trip_ticks.* FROM trip_ticks JOIN shopping_trips ON shopping_trips.id = trip_ticks.trip_id
            WHERE shopping_trips.family_id = ? AND shopping_trips.shop_id = ? AND shopping_trips.ended IS NOT NULL
            """, arguments: [family.id.text, shop.id])
        let locations = Set(try Self.locations(db, of: family.id).map(\.id))
        let byTrip = Dictionary(grouping: ticks.filter { locations.contains($0.locationId) }, by: \.tripId)
        let trips = byTrip.keys.sorted().map { trip in byTrip[trip]!.map { LearnedOrder.Tick(locationID: $0.locationId, time: $0.ticked) } }
        let order = LearnedOrder.learn(from: trips, for: shop)
        if apply {
            guard order.learned > 0 else {
                throw Failure(.badData, "no trip to \(shop.name) has ended with ticked items yet: nothing to learn from (start one with `hearth trip start --shop \"\(shop.name)\"`)")
            }
            shop.locationIDs = order.locationIDs
            try Self.write(order: shop, db, in: family.id)
        }
        return (shop, order)
    }

    /// Writes the shop's walking order over the one it had.
    static func write(order shop: Shop, _ db: Database, in familyID: HearthID) throws {
        try db.execute(sql: "DELETE FROM shop_locations WHERE family_id = ? AND shop_id = ?", arguments: [familyID.text, shop.id])
        for (place, location) in shop.locationIDs.enumerated() {
            try ShopLocationRow(familyId: familyID.text, shopId: shop.id, locationId: location, place: place).insert(db)
        }
    }

    /// A shop by name (any letter case) or ID; when `required`, one the family has not is an error naming
    /// the shops it has.
    static func shopNamed(_ text: String, _ db: Database, in family: Family, required: Bool = true) throws -> Shop? {
        let all = try shops(db, of: family.id)
        if let match = Shop.named(text, in: all) { return match }
        guard required else { return nil }
        let names = all.isEmpty ? "none yet: add one with `hearth shop add NAME`" : all.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw Failure(.badData, "\(family.name) has no shop \"\(text)\" (its shops: \(names))")
    }

    /// The IDs of the shops `texts` name (by name or ID), for an item kept to them; nil for none (any shop).
    static func shopIDs(_ texts: [String], _ db: Database, in family: Family) throws -> [String]? {
        GroceryItem.shopIDs(try texts.map { try shopNamed($0, db, in: family)!.id })
    }
}
