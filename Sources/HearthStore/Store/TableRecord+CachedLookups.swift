import GRDB

/// Lookups by key through statements prepared once per connection, for the loops of an import and the
/// session and member every signed-in request reads.
/// GRDB's `exists(_:key:)` and `fetchOne(_:key:)` write and prepare their SQL anew on every call:
/// an import of 100,000 grocery items and 140,000 chore records spent most of its 49 s doing that.
extension TableRecord {
    /// Whether the table has a row whose columns hold these values.
    static func existsCached(_ db: Database, key: KeyValuePairs<String, String>) throws -> Bool {
        // "SELECT 1": a row of car_images holds the whole picture, which a yes or no need not copy.
        try Row.fetchOne(cachedSelect("1", db, key: key), arguments: values(key)) != nil
    }

    /// The key's values as arguments, as optional existentials: GRDB's initializer for a sequence of one
    /// value type maps it with a key path, which Swift makes anew at run time on every call; that was
    /// half of these lookups' time in an import.
    fileprivate static func values(_ key: KeyValuePairs<String, String>) -> StatementArguments {
        StatementArguments(key.map { $0.value as (any DatabaseValueConvertible)? })
    }

    fileprivate static func cachedSelect(_ columns: String, _ db: Database, key: KeyValuePairs<String, String>) throws -> Statement {
        let condition = key.map { "\($0.key.quotedDatabaseIdentifier) = ?" }.joined(separator: " AND ")
        return try db.cachedStatement(sql: "SELECT \(columns) FROM \(databaseTableName.quotedDatabaseIdentifier) WHERE \(condition)")
    }
}

extension FetchableRecord where Self: TableRecord {
    /// The row whose columns hold these values, if the table has one.
    static func fetchOneCached(_ db: Database, key: KeyValuePairs<String, String>) throws -> Self? {
        try fetchOne(cachedSelect("*", db, key: key), arguments: values(key))
    }
}

extension FetchableRecord where Self: TableRecord & ReadByPosition {
    /// The row whose columns hold these values, its columns selected in the order `init(row:)` reads them.
    static func fetchOneCached(_ db: Database, key: KeyValuePairs<String, String>) throws -> Self? {
        let columns = Self.columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        return try fetchOne(cachedSelect(columns, db, key: key), arguments: values(key))
    }
}
