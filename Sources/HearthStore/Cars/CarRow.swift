import Foundation
import GRDB
import HearthDomain

/// A row of the cars table.
struct CarRow: StoreRecord, ReadByPosition {
    static let databaseTableName = "cars"
    /// The columns, in the order of the properties, which `init(row:)` reads.
    static let columns = ["vin", "family_id", "name", "model", "colour", "year", "price_cents", "image_id", "description", "added_by"]
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
    /// Read by column position (in the order of `columns`): a dealer's inventory has thousands of cars.
    init(row: Row) throws {
        self.init(vin: try row.decode(atIndex: 0), familyId: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2),
                  model: try row.decode(atIndex: 3), colour: try row.decode(atIndex: 4), year: try row.decode(atIndex: 5),
                  priceCents: try row.decode(atIndex: 6), imageId: try row.decode(atIndex: 7),
                  description: try row.decode(atIndex: 8), addedBy: try row.decode(atIndex: 9))
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
