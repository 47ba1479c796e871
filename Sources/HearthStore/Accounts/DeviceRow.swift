import GRDB
import HearthDomain

/// A row of the devices table: a read-only sign-in for a shared screen.
struct DeviceRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "devices"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var id: String
    var familyId: String
    var name: String
    var created: String
    var linkHash: String?
    var linkUsed: String?

    func device() throws -> Device {
        guard let id = HearthID(id), let family = HearthID(familyId) else {
            throw StoredValueError("devices row \(self.id): an ID is not a Hearth ID")
        }
        return Device(id: id, familyID: family, name: name, created: created, linkUsed: linkUsed)
    }
}
