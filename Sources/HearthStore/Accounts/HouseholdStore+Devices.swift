import GRDB
import HearthDomain

extension HouseholdStore {
    /// Adds a read-only device to the family; returns it and the token of its one-time link.
    public func addDevice(name: String, to family: Family, marksChores: Bool = false) throws -> (device: Device, token: String) {
        let checked = try NameRules.check(name, field: "device name").mapError(\.failure).get()
        let token = SecretText.newToken()
        return try checkedWrite { db in
            let names = NameBook(try DeviceRow.filter(Column("family_id") == family.id.text).fetchAll(db).map { (id: $0.id, name: $0.name) })
            if let other = names.holder(of: checked) {
                throw Failure(.badData, "\(family.name) has a device named \"\(other.name)\" already; remove it with `hearth device remove \"\(other.name)\"` or choose another name")
            }
            let row = DeviceRow(id: HearthID.generate().text, familyId: family.id.text, name: checked, created: timestamp(),
                                linkHash: SecretText.hash(token), linkUsed: nil, marksChores: marksChores)
            try row.insert(db)
            return (try row.device(), token)
        }
    }

    /// Lets a device mark chores done for a member picked on its screen, or stops it.
    @discardableResult
    public func setDeviceMarksChores(_ marks: Bool, device text: String, in family: Family) throws -> Device {
        try checkedWrite { db in
            let rows = try DeviceRow.filter(Column("family_id") == family.id.text).fetchAll(db)
            guard var row = rows.first(where: { $0.id == text.trimmed.uppercased() || NameBook.sameName($0.name, text) }) else {
                throw Failure(.badData, "\(family.name) has no device named \"\(text)\" (see `hearth device list`)")
            }
            row.marksChores = marks
            try row.update(db)
            return try row.device()
        }
    }

    /// The family's devices, by name.
    public func devices(of family: Family) throws -> [Device] {
        try checkedRead { db in
            try DeviceRow.filter(Column("family_id") == family.id.text).fetchAll(db).map { try $0.device() }
                .sorted { NaturalOrder.key($0.name) < NaturalOrder.key($1.name) }
        }
    }

    /// A device by its ID, if it is still there (a removed device's sessions end with it).
    public func device(id: HearthID) throws -> Device? {
        try database.read { db in try DeviceRow.fetchOne(db, key: id.text)?.device() }
    }

    /// Removes a device by name or ID; it is signed out at once.
    @discardableResult
    public func removeDevice(_ text: String, from family: Family) throws -> Device {
        try checkedWrite { db in
            let rows = try DeviceRow.filter(Column("family_id") == family.id.text).fetchAll(db)
            guard let row = rows.first(where: { $0.id == text.trimmed.uppercased() || NameBook.sameName($0.name, text) }) else {
                throw Failure(.badData, "\(family.name) has no device named \"\(text)\" (see `hearth device list`)")
            }
            try row.delete(db)
            return try row.device()
        }
    }

    /// The device whose one-time link holds `token`, if the link still works, without using it up (the
    /// link's page speaks its family's language).
    public func deviceWithLink(token: String) throws -> Device? {
        try checkedRead { db in try DeviceRow.filter(Column("link_hash") == SecretText.hash(token)).fetchOne(db)?.device() }
    }

    /// The device whose one-time link holds `token`, which the link then no longer signs in; nil for a
    /// link that was opened before or never made.
    public func useDeviceLink(token: String) throws -> Device? {
        try checkedWrite { db in
            guard var row = try DeviceRow.filter(Column("link_hash") == SecretText.hash(token)).fetchOne(db) else { return nil }
            row.linkHash = nil
            row.linkUsed = timestamp()
            try row.update(db)
            return try row.device()
        }
    }
}
