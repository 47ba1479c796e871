/// A value in the store that Hearth cannot read as what its column holds ("cars row …: year holds the
/// text 'abc'"), or a row the store needs that is missing. Thrown where the rows are read, which does
/// not know the file; `HouseholdStore.namingTheFile` reports it as bad data with the file named first.
struct StoredValueError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
