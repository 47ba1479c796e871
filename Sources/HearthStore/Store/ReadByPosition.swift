import Foundation
import GRDB
import HearthDomain

/// A row read by column position (`init(row:)`), for speed on the large tables (reading by name through
/// Codable was a fifth of a rebuild). Its columns are one list, its `Columns` enum (GRDB's name for a record's columns): a case per column, named
/// as the property it fills. The case's place in the enum is the position every request selects the column
/// at (`databaseSelection`, never `*`: a table's own order is whatever its migrations left), and the column's
/// name in SQL is the case's name in snake case (`columns`, worked out once). `init(row:)` reads each
/// property at its case (`atIndex: Columns.name.rawValue`); a row that writes by position too (`encode(to:)`)
/// says each column's value in a `switch` over the cases, which the compiler holds to every case.
protocol ReadByPosition {
    associatedtype Columns: RawRepresentable<Int>, CaseIterable
    /// The columns' names in SQL, in the order of `Columns`: `Columns.names`, as a stored `static let`.
    static var columns: [String] { get }
}

extension ReadByPosition where Self: TableRecord {
    static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }
}

extension ReadByPosition {
    /// Puts each column's value (`value(of:)`) under its name: an import writes a hundred thousand rows, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each one.
    func put(into container: inout PersistenceContainer, _ value: (Columns) -> (any DatabaseValueConvertible)?) {
        for column in Columns.allCases { container[Self.columns[column.rawValue]] = value(column) }
    }
}

extension CaseIterable where Self: RawRepresentable<Int> {
    /// The cases' names in snake case, in their order: `familyId` is "family_id".
    static var names: [String] {
        allCases.map { column in
            String("\(column)".flatMap { $0.isUppercase ? ["_"] + $0.lowercased() : [$0] })
        }
    }
}
