import Foundation
import GRDB
import HearthDomain

/// A row of the locations table; the colour is four columns.
struct LocationRow: StoreRecord {
    static let databaseTableName = "locations"
    var familyId: String
    var id: String
    var name: String
    var position: Int
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
}

extension LocationRow {
    init(_ location: StoreLocation, family: HearthID) {
        let colour = location.colour
        self.init(familyId: family.text, id: location.id, name: location.name, position: location.position,
                  red: colour.red, green: colour.green, blue: colour.blue, opacity: colour.opacity)
    }

    var location: StoreLocation {
        StoreLocation(id: id, name: name, position: position,
                      colour: Colour(red: red, green: green, blue: blue, opacity: opacity))
    }
}
