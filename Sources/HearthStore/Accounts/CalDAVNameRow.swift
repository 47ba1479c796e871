import GRDB

/// A row of the caldav_names table (v32): the address and UID a task app gave an item it added.
struct CalDAVNameRow: StoreRecord {
    static let databaseTableName = "caldav_names"
    var familyId: String
    var itemId: String
    /// The resource's name in the family's CalDAV shopping list ("6F1C….ics").
    var name: String
    var uid: String
}
