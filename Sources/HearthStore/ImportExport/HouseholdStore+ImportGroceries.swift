import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The locations and grocery items of an export document, checked and inserted inside the import's
    /// transaction. Every family of the document ends with its Unknown Location.
    func importGroceries(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database,
                         summary: inout ImportSummary) throws {
        // Names must differ in a family as the commands require (`NameBook`), within the file and with
        // the store; each family's book is read from the store once.
        var books: [String: NameBook] = [:]
        func claim(_ name: String, by id: String, family: String, at place: String, kind: String, what: String,
                   taken: (HearthID) throws -> [(id: String, name: String)]) throws {
            if books[family] == nil { books[family] = NameBook(try taken(HearthID(family)!)) }
            try rows.claimName(name, by: id, keyPrefix: "\(family)/", in: &books[family]!, kind: kind, what: what,
                               scope: "the family \(family)", at: place)
        }
        for (index, entry) in (document.locations ?? []).enumerated() {
            let place = "locations[\(index)]"
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            try rows.externalID(entry.id, at: "\(place).id")
            try rows.claim("\(entry.family)/\(entry.id)", of: "location", shown: "the location \(entry.id) of family \(entry.family)", at: "\(place).id",
                           inStore: try LocationRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]))
            let isUnknown = entry.id == StoreLocation.unknownID
            // It cannot be renamed in the store (`renameLocation`), so not by an import either.
            if isUnknown, entry.name != StoreLocation.unknown().name {
                throw rows.fail("\(place).name", "the Unknown Location keeps its name \"\(StoreLocation.unknown().name)\", found \"\(entry.name)\"")
            }
            guard isUnknown || (0..<StoreLocation.unknownPosition).contains(entry.position) else {
                throw rows.fail("\(place).position", "expected a whole number from 0 to \(StoreLocation.unknownPosition - 1), found \(entry.position)")
            }
            let colour = try Colour.check(red: entry.red, green: entry.green, blue: entry.blue, opacity: entry.opacity)
                .mapError { rows.fail("\(place).\($0.field)", "expected " + $0.expected) }.get()
            let name = try rows.name(entry.name, at: "\(place).name")
            try claim(name, by: entry.id, family: entry.family, at: "\(place).name", kind: "location", what: "a location") { family in
                // Every family has its Unknown Location, made below for a family new in the file.
                try Self.locations(db, of: family).map { ($0.id, $0.name) } + [(StoreLocation.unknownID, StoreLocation.unknown().name)]
            }
            let location = StoreLocation(id: entry.id, name: name,
                                         position: isUnknown ? StoreLocation.unknownPosition : entry.position, colour: colour)
            try LocationRow(location, family: familyID).insert(db)
            summary.locations += 1
        }
        for family in document.families where !(try LocationRow.existsCached(db, key: ["family_id": family.id, "id": StoreLocation.unknownID])) {
            try LocationRow(.unknown(), family: HearthID(family.id)!).insert(db)
        }
        try importShops(document, rows: &rows, into: db)

        books = [:]
        for (index, entry) in (document.groceryItems ?? []).enumerated() {
            let place = "groceryItems[\(index)]"
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            try rows.externalID(entry.id, at: "\(place).id")
            try rows.claim("\(entry.family)/\(entry.id)", of: "item", shown: "the item \(entry.id) of family \(entry.family)", at: "\(place).id",
                           inStore: try GroceryItemRow.existsCached(db, key: ["family_id": entry.family, "id": entry.id]))
            let quantity = try GroceryItem.checkQuantity(entry.quantity, field: "\(rows.source): \(place).quantity").mapError(\.failure).get()
            // An amount and its unit come together, and read back as `--quantity` would take them.
            if entry.amount != nil || entry.unit != nil {
                let written = "\(entry.amount ?? "") \(entry.unit ?? "")"
                let measure = try GroceryQuantity.parse(written, field: "\(rows.source): \(place).amount and unit").mapError(\.failure).get()
                guard measure.amount == entry.amount, measure.unit == entry.unit, quantity == 1 else {
                    throw rows.fail("\(place).amount", "an amount and a unit together, as 500 and g, with quantity 1; found \"\(written.trimmed)\" and quantity \(quantity)")
                }
            }
            guard try LocationRow.existsCached(db, key: ["family_id": entry.family, "id": entry.location]) else {
                throw rows.fail("\(place).location", "expected the ID of a location of family \(entry.family), found \"\(entry.location)\"")
            }
            var addedBy: HearthID?
            if let member = entry.addedBy {
                guard let id = HearthID(member), let holderFamily = try Self.familyOfMember(member, db) else {
                    throw rows.fail("\(place).addedBy", "expected the ID of a member, found \"\(member)\"")
                }
                // An adder now in another family keeps their name on the item, which anyone may change
                // (`HouseholdStore.release`).
                addedBy = id
                if holderFamily != entry.family { summary.released.groceryItems += 1 }
            }
            var lastPurchased: CalendarDay?
            if let text = entry.lastPurchased {
                guard let day = CalendarDay(iso: text) else { throw rows.fail("\(place).lastPurchased", "expected a date as YYYY-MM-DD, found \"\(text)\"") }
                lastPurchased = day
            }
            let name = try rows.name(entry.name, at: "\(place).name")
            try claim(name, by: entry.id, family: entry.family, at: "\(place).name", kind: "item", what: "an item") { family in
                try Self.groceryItems(db, of: family).map { ($0.id, $0.name) }
            }
            for (shopIndex, shop) in (entry.onlyAt ?? []).enumerated()
            where !(try ShopRow.exists(db, key: ["family_id": entry.family, "id": shop])) {
                throw rows.fail("\(place).onlyAt[\(shopIndex)]", "expected the ID of a shop of family \(entry.family), found \"\(shop)\"")
            }
            let item = GroceryItem(id: entry.id, name: name, quantity: quantity,
                                   locationID: entry.location, addedBy: addedBy, onList: entry.onList,
                                   completed: entry.completed, available: entry.available, lastPurchased: lastPurchased,
                                   amount: entry.amount, unit: entry.unit, onlyAt: entry.onlyAt)
            try GroceryItemRow(item, family: familyID).insert(db)
            summary.groceryItems += 1
        }
    }

    /// The shops of an export document with their walking orders, after the locations they name: names
    /// differ in a family as `hearth shop add` requires, each order names the family's locations once and
    /// never the Unknown Location (`Shop.checkOrder`).
    private func importShops(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database) throws {
        var books: [String: NameBook] = [:]
        for (index, entry) in (document.shops ?? []).enumerated() {
            let place = "shops[\(index)]"
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            try rows.externalID(entry.id, at: "\(place).id")
            try rows.claim("\(entry.family)/\(entry.id)", of: "shop", shown: "the shop \(entry.id) of family \(entry.family)", at: "\(place).id",
                           inStore: try ShopRow.exists(db, key: ["family_id": entry.family, "id": entry.id]))
            let name = try rows.name(entry.name, at: "\(place).name")
            if books[entry.family] == nil { books[entry.family] = NameBook(try Self.shops(db, of: familyID).map { (id: $0.id, name: $0.name) }) }
            try rows.claimName(name, by: entry.id, keyPrefix: "\(entry.family)/", in: &books[entry.family]!, kind: "shop", what: "a shop",
                               scope: "the family \(entry.family)", at: "\(place).name")
            let locations = try entry.locations.enumerated().map { locationIndex, id in
                guard let location = try LocationRow.fetchOne(db, key: ["family_id": entry.family, "id": id])?.location else {
                    throw rows.fail("\(place).locations[\(locationIndex)]", "expected the ID of a location of family \(entry.family), found \"\(id)\"")
                }
                return location
            }
            let order = try Shop.checkOrder(locations).mapError { rows.fail("\(place).locations", "expected " + $0.expected) }.get()
            try ShopRow(familyId: entry.family, id: entry.id, name: name).insert(db)
            try Self.write(order: Shop(id: entry.id, name: name, locationIDs: order), db, in: familyID)
        }
    }
}
