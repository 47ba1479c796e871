import Foundation
import GRDB
import HearthDomain

/// A row of the grocery_items table.
struct GroceryItemRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "grocery_items"
    /// Its columns, in the order a request selects and `init(row:)` reads them (`ReadByPosition`).
    enum Columns: Int, CaseIterable {
        case familyId, id, name, quantity, locationId, addedBy, onList, completed, available, lastPurchased, amount
        case unit, onlyAt
    }
    static let columns = Columns.names
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
    /// The shops the item is kept to (v28): their IDs, sorted, separated by spaces; nil for any shop.
    var onlyAt: String?
}

extension GroceryItemRow {
    /// Read by column position: a large household has a hundred thousand of these, and Codable
    /// decoding by name was a fifth of a rebuild. Like every positional reading here, a value the
    /// column cannot hold (NULL, say) throws an error that names the column, rather than stopping the program.
    init(row: Row) throws {
        self.init(familyId: try row.decode(atIndex: Columns.familyId.rawValue),
                  id: try row.decode(atIndex: Columns.id.rawValue),
                  name: try row.decode(atIndex: Columns.name.rawValue),
                  quantity: try row.decode(atIndex: Columns.quantity.rawValue),
                  locationId: try row.decode(atIndex: Columns.locationId.rawValue),
                  addedBy: try row.decode(atIndex: Columns.addedBy.rawValue),
                  onList: try row.decode(atIndex: Columns.onList.rawValue),
                  completed: try row.decode(atIndex: Columns.completed.rawValue),
                  available: try row.decode(atIndex: Columns.available.rawValue),
                  lastPurchased: try row.decode(atIndex: Columns.lastPurchased.rawValue),
                  amount: try row.decode(atIndex: Columns.amount.rawValue),
                  unit: try row.decode(atIndex: Columns.unit.rawValue),
                  onlyAt: try row.decode(atIndex: Columns.onlyAt.rawValue))
    }

    /// Written under each column's name (`ReadByPosition.put`), for speed like the reading above.
    func encode(to container: inout PersistenceContainer) {
        put(into: &container) { column in
            switch column {
            case .familyId: familyId
            case .id: id
            case .name: name
            case .quantity: quantity
            case .locationId: locationId
            case .addedBy: addedBy
            case .onList: onList
            case .completed: completed
            case .available: available
            case .lastPurchased: lastPurchased
            case .amount: amount
            case .unit: unit
            case .onlyAt: onlyAt
            }
        }
    }

    init(_ item: GroceryItem, family: HearthID) {
        self.init(familyId: family.text, id: item.id, name: item.name, quantity: item.quantity, locationId: item.locationID,
                  addedBy: item.addedBy?.text, onList: item.onList, completed: item.completed, available: item.available,
                  lastPurchased: item.lastPurchased?.iso, amount: item.amount, unit: item.unit,
                  onlyAt: item.onlyAt?.joined(separator: " "))
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
                           onList: onList, completed: completed, available: available, lastPurchased: day, amount: amount, unit: unit,
                           onlyAt: onlyAt.map { $0.split(separator: " ").map(String.init) })
    }
}
