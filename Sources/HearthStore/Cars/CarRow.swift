import Foundation
import GRDB
import HearthDomain

/// A row of the cars table.
struct CarRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "cars"
    /// Its columns, in the order a request selects and `init(row:)` reads them (`ReadByPosition`).
    enum Columns: Int, CaseIterable {
        case vin, familyId, name, model, colour, year, priceCents, imageId, description, addedBy
    }
    static let columns = Columns.names
    var vin: String
    var familyId: String
    var name: String
    var model: String
    var colour: String
    var year: Int
    var priceCents: Int
    var imageId: String?
    var description: String
    var addedBy: String?
}

extension CarRow {
    /// Read by column position (`Columns`): a dealer's inventory has thousands of cars.
    init(row: Row) throws {
        self.init(vin: try row.decode(atIndex: Columns.vin.rawValue),
                  familyId: try row.decode(atIndex: Columns.familyId.rawValue),
                  name: try row.decode(atIndex: Columns.name.rawValue),
                  model: try row.decode(atIndex: Columns.model.rawValue),
                  colour: try row.decode(atIndex: Columns.colour.rawValue),
                  year: try row.decode(atIndex: Columns.year.rawValue),
                  priceCents: try row.decode(atIndex: Columns.priceCents.rawValue),
                  imageId: try row.decode(atIndex: Columns.imageId.rawValue),
                  description: try row.decode(atIndex: Columns.description.rawValue),
                  addedBy: try row.decode(atIndex: Columns.addedBy.rawValue))
    }

    init(_ car: Car, family: HearthID) {
        self.init(vin: car.vin.text, familyId: family.text, name: car.name, model: car.model, colour: car.colour, year: car.year,
                  priceCents: car.price.cents, imageId: car.imageID, description: car.description, addedBy: car.addedBy?.text)
    }

    func car() throws -> Car {
        guard let checked = try? VIN.check(vin).get() else { throw StoredValueError("cars row \(vin): not a VIN") }
        return Car(vin: checked, name: name, model: model, colour: colour, year: year, price: Price(cents: priceCents),
                   imageID: imageId, description: description, addedBy: addedBy.flatMap(HearthID.init))
    }
}
