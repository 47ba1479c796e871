import Foundation
import GRDB
import HearthDomain

/// A row read by column position (`init(row:)`), for speed on the large tables: it names its columns in
/// the order it reads them, and every request for it selects those, never `*` (a table's own order is
/// whatever its migrations left).
protocol ReadByPosition {
    static var columns: [String] { get }
}

extension ReadByPosition where Self: TableRecord {
    static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }
}

extension PersistenceContainer {
    /// Puts each value under the column at the same position (a row's `columns`).
    mutating func put(_ values: [(any DatabaseValueConvertible)?], in columns: [String]) {
        precondition(values.count == columns.count, "\(columns.count) columns but \(values.count) values")
        for (column, value) in zip(columns, values) { self[column] = value }
    }
}
