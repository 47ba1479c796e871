import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What importing a ShoppingList archive did.
    public struct ArchiveSummary: Equatable, Sendable {
        public var newLocations = 0
        public var updatedLocations = 0
        public var mergedIntoUnknown = 0
        public var newItems = 0
        public var updatedItems = 0
        public var onList = 0

        public var description: String {
            let locations = newLocations + updatedLocations + mergedIntoUnknown
            let items = newItems + updatedItems
            return "\(Counted.text(locations, "location", "locations")) (\(newLocations) new, \(updatedLocations) updated, "
                + "\(mergedIntoUnknown) merged into Unknown), \(Counted.text(items, "item", "items")) (\(newItems) new, "
                + "\(updatedItems) updated), \(onList) on the list"
        }
    }

    /// Reads a ShoppingList16/17 archive into a family, in one transaction. Locations and items match by
    /// their UUIDs (a location also by name), so importing the same file again updates and never
    /// duplicates; an existing item moves to its imported location; the Unknown Location of the archive
    /// (position Int32.max) merges into the family's. New items belong to `member`, or to no one.
    @discardableResult
    public func importShoppingListArchive(_ data: Data, source: String, into family: Family, as member: Member?) throws -> ArchiveSummary {
        let archive = try ShoppingListArchive.decode(data, source: source)
        return try checkedWrite { db in
            if let member { _ = try Self.current(member, in: family, db) }
            var summary = ArchiveSummary()
            var seenItems: [String: String] = [:]
            // The archive's own item names must differ as the family's do (`NameBook`).
            var archiveNames = NameBook()
            var locationNames = NameBook()
            var seenLocations: [String: String] = [:]
            // The family's item names, read once: an archive of 150 items into a family of 10,000 read
            // them all for each item (2.1 s at N = 100).
            var familyItems = NameBook(try Self.groceryItems(db, of: family.id).map { ($0.id, $0.name) })
            for (index, entry) in archive.locations.enumerated() {
                let place = "[\(index)]"
                // A location listed twice, or two whose names differ only in letter case, would be merged into one.
                if let first = seenLocations[entry.id] {
                    throw Failure(.badData, "\(source): \(place).id: the location \(entry.id) is listed twice (first at \(first))")
                }
                if entry.visitationOrder != StoreLocation.unknownPosition, entry.id != StoreLocation.unknownID,
                   let other = locationNames.claim(entry.name.trimmed, by: entry.id) {
                    throw Failure(.badData, "\(source): \(place).name: the archive lists the location \"\(other.name)\" twice (first at \(seenLocations[other.id] ?? "?")); names must differ in more than letter case")
                }
                seenLocations[entry.id] = place
                let locationID = try Self.importArchiveLocation(entry, at: place, source: source, db, family: family, summary: &summary)
                for (itemIndex, itemEntry) in entry.items.enumerated() {
                    let itemPlace = "\(place).items[\(itemIndex)]"
                    if let first = seenItems[itemEntry.id] {
                        throw Failure(.badData, "\(source): \(itemPlace).id: the item \(itemEntry.id) is listed twice (first at \(first))")
                    }
                    seenItems[itemEntry.id] = itemPlace
                    if let other = archiveNames.claim(itemEntry.name.trimmed, by: itemEntry.id) {
                        throw Failure(.badData, "\(source): \(itemPlace).name: the archive lists \"\(other.name)\" twice (first at \(seenItems[other.id] ?? "?")); names must differ in more than letter case")
                    }
                    try Self.importArchiveItem(itemEntry, at: itemPlace, source: source, locationID: locationID, db,
                                               family: family, member: member, names: &familyItems, summary: &summary)
                }
            }
            return summary
        }
    }

    /// Finds or makes the location; returns its ID in the store.
    private static func importArchiveLocation(_ entry: ShoppingListArchive.Location, at place: String, source: String,
                                              _ db: Database, family: Family, summary: inout ArchiveSummary) throws -> String {
        // The Unknown Location is the family's own, fixed (the commands refuse to rename or move it): an
        // archive's entry for it, whatever its name or place, merges into it.
        if entry.visitationOrder == StoreLocation.unknownPosition || entry.id == StoreLocation.unknownID {
            summary.mergedIntoUnknown += 1
            return StoreLocation.unknownID
        }
        if let problem = NameRules.checkExternalID(entry.id, field: "\(source): \(place).id") { throw problem.failure }
        guard (0..<StoreLocation.unknownPosition).contains(entry.visitationOrder) else {
            throw Failure(.badData, "\(source): \(place).visitationOrder: expected a whole number from 0 to \(StoreLocation.unknownPosition), found \(entry.visitationOrder)")
        }
        let name = try NameRules.check(entry.name, field: "\(source): \(place).name").mapError(\.failure).get()
        let colour = try Colour.check(red: entry.red, green: entry.green, blue: entry.blue, opacity: entry.opacity)
            .mapError { Failure(.badData, "\(source): \(place).\($0.field): expected \($0.expected)") }.get()
        let existing = try LocationRow.fetchOneCached(db, key: ["family_id": family.id.text, "id": entry.id])?.location
            ?? locationNamed(name, db, in: family, required: false).flatMap { $0.isUnknown ? nil : $0 }
        var location = existing ?? StoreLocation(id: entry.id, name: name, position: entry.visitationOrder, colour: colour)
        location.name = name
        location.position = entry.visitationOrder
        location.colour = colour
        if let other = try locationNamed(name, db, in: family, required: false), other.id != location.id {
            throw Failure(.badData, "\(source): \(place).name: \(family.name) already has another location named \"\(other.name)\"")
        }
        if existing == nil {
            try LocationRow(location, family: family.id).insert(db)
            summary.newLocations += 1
        } else {
            try LocationRow(location, family: family.id).update(db)
            summary.updatedLocations += 1
        }
        return location.id
    }

    private static func importArchiveItem(_ entry: ShoppingListArchive.Item, at place: String, source: String, locationID: String,
                                          _ db: Database, family: Family, member: Member?, names: inout NameBook, summary: inout ArchiveSummary) throws {
        if let problem = NameRules.checkExternalID(entry.id, field: "\(source): \(place).id") { throw problem.failure }
        let name = try NameRules.check(entry.name, field: "\(source): \(place).name").mapError(\.failure).get()
        let quantity = try GroceryItem.checkQuantity(entry.quantity, field: "\(source): \(place).quantity").mapError(\.failure).get()
        var lastPurchased: CalendarDay?
        if let text = entry.dateLastPurchased {
            guard let day = ShoppingListArchive.day(of: text) else {
                throw Failure(.badData, "\(source): \(place).dateLastPurchased: expected an ISO 8601 date, found \"\(text)\"")
            }
            lastPurchased = day
        }
        // An item the family already has under this name (added by a command, or by another archive) is
        // the same item: the archive's values go to it, as to an item of the same ID.
        let sameID = try GroceryItemRow.fetchOneCached(db, key: ["family_id": family.id.text, "id": entry.id])?.item()
        let sameName = try names.holder(of: name).flatMap { try GroceryItemRow.fetchOneCached(db, key: ["family_id": family.id.text, "id": $0.id])?.item() }
        if let sameID, let sameName, sameName.id != sameID.id {
            throw Failure(.badData, "\(source): \(place).name: \(family.name) already has another item named \"\(sameName.name)\" (\(sameName.id)); rename one of the two first")
        }
        if var item = sameID ?? sameName {
            // Changing an item's name, quantity or location is an edit: only its adder may (anyone, for an
            // item nobody added or whose adder has left), as `grocery edit` rules; whether it is on the
            // list, available or bought is anyone's to say, so an unchanged archive imports again.
            let adder = try MemberRow.fetchOne(db, key: item.addedBy?.text)?.member()
            let adderHere = adder?.familyID == family.id
            let edits = item.name != name || item.measure != GroceryQuantity(count: quantity) || item.locationID != locationID
            if edits, item.addedBy != nil, adderHere, item.addedBy != member?.id {
                throw Failure(.notPermitted, "\(source): \(place): only \(adder?.displayName ?? "the member who added it"), who added \"\(item.name)\", may change it; import as them (--as), or leave the item out of the archive")
            }
            names.release(item.name, by: item.id)
            _ = names.claim(name, by: item.id)
            item.name = name
            item.measure = GroceryQuantity(count: quantity)  // the archive's whole number, in place of any unit
            item.locationID = locationID
            item.onList = entry.onList
            item.completed = entry.onList && item.completed
            item.available = entry.isAvailable
            item.lastPurchased = lastPurchased ?? item.lastPurchased
            try GroceryItemRow(item, family: family.id).update(db)
            summary.updatedItems += 1
        } else {
            let item = GroceryItem(id: entry.id, name: name, quantity: quantity, locationID: locationID, addedBy: member?.id,
                                   onList: entry.onList, completed: false, available: entry.isAvailable, lastPurchased: lastPurchased)
            try GroceryItemRow(item, family: family.id).insert(db)
            _ = names.claim(name, by: item.id)
            summary.newItems += 1
        }
        if entry.onList { summary.onList += 1 }
    }
}
