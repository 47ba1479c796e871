import GRDB

/// A row of one of the store's tables, as GRDB reads and writes it through Codable: the properties are
/// the columns in camel case (`familyId` is the column `family_id`). One record type a file, named for
/// its table (`ChoreRow` for `chores`); it converts to and from its domain value.
protocol StoreRecord: Codable, FetchableRecord, PersistableRecord {}

extension StoreRecord {
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
