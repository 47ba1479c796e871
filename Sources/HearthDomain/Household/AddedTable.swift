/// A table a build of Hearth adds to the household beside its own, with the page kinds that show it and
/// the forms that change it: the one extension point of the store, the site and the host (docs/architecture.md,
/// "Where to add"). Its rows belong to a family, each with an ID and the text fields the table names; the
/// store keeps them in the table `added_<name>`, the site's change policy knows them as the part
/// `FamilyData.table(name)`, and each family's snapshot holds them (`FamilySnapshot.tables`).
public struct AddedTable: Hashable, Sendable {
    /// Lower-case letters, digits and "_", starting with a letter: "fridge_notes".
    public let name: String
    /// The names of its text fields, in the order the store lists them (the same rule as `name`; not "id").
    public let fields: [String]

    /// Refuses a name or a field that is not a plain SQL name (they go into SQL as they are), a field
    /// named twice or "id".
    public init(_ name: String, fields: [String]) throws {
        for (what, text) in [("table", name)] + fields.map({ ("field", $0) }) where !Self.isPlainName(text) {
            throw Failure(.usage, "added table \(name): the \(what) name \"\(text)\" is not lower-case letters, digits and _ starting with a letter")
        }
        if let reserved = fields.first(where: { $0 == "id" || $0 == "family_id" }) {
            throw Failure(.usage, "added table \(name): \"\(reserved)\" is the store's own column, not a field")
        }
        guard Set(fields).count == fields.count else { throw Failure(.usage, "added table \(name): a field is named twice") }
        self.name = name
        self.fields = fields
    }

    /// The part of the household its rows are (`FamilyData.table`).
    public var part: FamilyData { .table(name) }

    private static func isPlainName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.count <= 40 else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}

/// A row of an `AddedTable`: its ID and the text of each field.
public struct AddedRow: Equatable, Sendable, Encodable {
    public let id: HearthID
    /// The text of each field, by field name (an empty text for a field not given).
    public let values: [String: String]

    public init(id: HearthID, values: [String: String]) {
        self.id = id
        self.values = values
    }

    /// The text of `field` ("" when it has none).
    public subscript(field: String) -> String { values[field] ?? "" }

    private enum CodingKeys: String, CodingKey { case id, values }

    /// The fields in the order of their names: a dictionary's own order changes from one run to the next,
    /// and a page's key is made from this encoding (`Fingerprint.of`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(values.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }, forKey: .values)
    }
}
