import Foundation
import GRDB
import HearthDomain

/// A row of the locations table.
struct LocationRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "locations"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var id: String
    var name: String
    var position: Int
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(_ location: StoreLocation, family: HearthID) {
        familyId = family.text
        id = location.id
        name = location.name
        position = location.position
        red = location.colour.red
        green = location.colour.green
        blue = location.colour.blue
        opacity = location.colour.opacity
    }

    var location: StoreLocation {
        StoreLocation(id: id, name: name, position: position,
                      colour: Colour(red: red, green: green, blue: blue, opacity: opacity))
    }
}
