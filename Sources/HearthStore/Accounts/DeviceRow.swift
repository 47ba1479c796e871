import GRDB
import HearthDomain

/// A row of the devices table: a read-only sign-in for a shared screen.
struct DeviceRow: StoreRecord {
    static let databaseTableName = "devices"
    var id: String
    var familyId: String
    var name: String
    var created: String
    /// The SHA-256 of the one-time sign-in link (nil once it is used), and when it was used.
    var linkHash: String?
    var linkUsed: String?
    /// Whether it may mark chores done for a member picked on its screen.
    var marksChores = false

    func device() throws -> Device {
        guard let id = HearthID(id), let family = HearthID(familyId) else {
            throw StoredValueError("devices row \(self.id): an ID is not a Hearth ID")
        }
        return Device(id: id, familyID: family, name: name, created: created, linkUsed: linkUsed, marksChores: marksChores)
    }
}
