/// A value in the store that Hearth cannot read as what its column holds ("cars row …: year holds the
/// text 'abc'"), or a row the store needs that is missing. Thrown where the rows are read, which does
/// not know the file; `HouseholdStore.namingTheFile` reports it as bad data with the file named first.
struct StoredValueError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    /// A problem in one row, named by its key and, where it has one, by the name a person knows it by:
    /// `grocery_items row UHRJRTN8ZW2A/08CC… ("Milk"): quantity …`.
    init(table: String, key: String, name: String? = nil, _ problem: String) {
        let shown = name.map { " (\"\($0.count > 40 ? String($0.prefix(40)) + "…" : $0)\")" } ?? ""
        self.init("\(table) row \(key)\(shown): \(problem)")
    }

    var description: String { message }
}
