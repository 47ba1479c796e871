import Foundation
import GRDB
import HearthDomain

/// A row of the grocery_items table.
struct GroceryItemRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "grocery_items"
    /// The columns, in the order of the properties, which `init(row:)` reads and `encode(to:)` writes.
    static let columns = ["family_id", "id", "name", "quantity", "location_id", "added_by", "on_list", "completed", "available", "last_purchased",
                          "amount", "unit"]
    var familyId: String
    var id: String
    var name: String
    var quantity: Int
    var locationId: String
    var addedBy: String?
    var onList: Bool
    var completed: Bool
    var available: Bool
    var lastPurchased: String?
    var amount: String?
    var unit: String?
}

extension GroceryItemRow {
    /// Read by column position: a large household has a hundred thousand of these, and Codable
    /// decoding by name was a fifth of a rebuild. Like every positional reading here, a value the
    /// column cannot hold (NULL, say) throws an error that names the column, rather than stopping the program.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: 0), id: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2),
                  quantity: try row.decode(atIndex: 3), locationId: try row.decode(atIndex: 4), addedBy: try row.decode(atIndex: 5),
                  onList: try row.decode(atIndex: 6), completed: try row.decode(atIndex: 7), available: try row.decode(atIndex: 8),
                  lastPurchased: try row.decode(atIndex: 9), amount: try row.decode(atIndex: 10), unit: try row.decode(atIndex: 11))
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, id, name, quantity, locationId, addedBy, onList, completed, available, lastPurchased, amount, unit], in: Self.columns)
    }

    init(_ item: GroceryItem, family: HearthID) {
        self.init(familyId: family.text, id: item.id, name: item.name, quantity: item.quantity, locationId: item.locationID,
                  addedBy: item.addedBy?.text, onList: item.onList, completed: item.completed, available: item.available,
                  lastPurchased: item.lastPurchased?.iso, amount: item.amount, unit: item.unit)
    }

    /// The item; a last purchase that is not a date is an error naming the row, not "never purchased".
    func item() throws -> GroceryItem {
        var day: CalendarDay?
        if let lastPurchased {
            guard let parsed = CalendarDay(iso: lastPurchased) else {
                throw StoredValueError(table: "grocery_items", key: "\(familyId)/\(id)", name: name,
                                       "last_purchased \"\(lastPurchased)\" is not a date; expected YYYY-MM-DD")
            }
            day = parsed
        }
        return GroceryItem(id: id, name: name, quantity: quantity, locationID: locationId, addedBy: addedBy.flatMap(HearthID.init),
                           onList: onList, completed: completed, available: available, lastPurchased: day, amount: amount, unit: unit)
    }
}
