import GRDB
import HearthDomain

/// What every table of a Hearth import checks the same way, in one wording: a row's place in the file
/// (`members[3].id`), an ID listed twice or already in the store, a family or a member a row refers to,
/// and a name by the names rules (`NameRules`; unique names go through `NameBook`). One value for the
/// whole import, so an ID is told apart from every other of its kind across the file.
struct ImportRows {
    let source: String
    /// Each kind's keys ("<family>/<id>") and the place that gave each first.
    private var seen: [String: String] = [:]
    /// The families and members found in the store (`found`), as "<table>|<id>".
    private var existing: Set<String> = []

    init(source: String) { self.source = source }

    /// The error for a place in the file: "backup.json: members[3].id: expected …".
    func fail(_ place: String, _ expected: String) -> Failure {
        Failure(.badData, "\(source): \(place): \(expected)")
    }

    /// A language's tag, exactly as its file is named (`en`, `zh-Hant`): a family's or a member's.
    func language(_ tag: String, at place: String) throws -> Language {
        guard let language = Language(tag: tag), language.tag == tag else { throw fail(place, "expected one of \(Language.allTags), found \"\(tag)\"") }
        return language
    }

    /// Notes a row's key, refusing one the file lists twice or the store already has. `shown` is how
    /// the message names the row ("the chore 9F2C…", "the VIN 1HGC…").
    mutating func claim(_ key: String, of kind: String, shown: String, at place: String, inStore: Bool) throws {
        if let first = seen[kind + "|" + key] { throw fail(place, "\(shown) is listed twice (first at \(first))") }
        if inStore { throw fail(place, "the store already has \(shown); import into an empty store, or remove it first") }
        seen[kind + "|" + key] = Self.row(of: place)
    }

    /// The row of a place: "cars[0]" of "cars[0].vin".
    static func row(of place: String) -> String {
        guard let bracket = place.lastIndex(of: "]") else { return place }
        return String(place[...bracket])
    }

    /// Where a key was first listed, if it was.
    func place(of key: String, kind: String) -> String? { seen[kind + "|" + key] }

    /// Claims a row's name in its scope's book (`NameBook`), refusing one another row of the file or the
    /// store has in any letter case; `kind` is the row's kind as `claim` noted its ID.
    /// `keyPrefix` is what comes before a row's ID in its key ("<family>/" for a family's rows, "" for families).
    func claimName(_ name: String, by id: String, keyPrefix: String, in book: inout NameBook, kind: String, what: String,
                   scope: String, at place: String) throws {
        guard let other = book.claim(name, by: id) else { return }
        let where_ = self.place(of: keyPrefix + other.id, kind: kind).map { "at \($0)" } ?? "in the store"
        throw fail(place, "\(scope) already has \(what) named \"\(other.name)\" (\(other.id), \(where_)); names must differ in more than letter case")
    }

    /// A name checked by the names rules, the error naming its place.
    func name(_ text: String, at place: String) throws -> String {
        try NameRules.check(text, field: "\(source): \(place)").mapError(\.failure).get()
    }

    /// An ID from another program (a location's, an item's) that must read back (`NameRules.checkExternalID`).
    func externalID(_ id: String, at place: String) throws {
        if let problem = NameRules.checkExternalID(id, field: "\(source): \(place)") { throw problem.failure }
    }

    /// The family a row belongs to, which the store (or the file, already inserted) must have.
    mutating func family(_ id: String, at place: String, _ db: Database) throws -> HearthID {
        guard let familyID = HearthID(id), try found(id, in: FamilyRow.self, db) else {
            throw fail(place, "expected the ID of a family in the file or the store, found \"\(id)\"")
        }
        return familyID
    }

    /// A member a row refers to (who added it, who is invited), which the store must have.
    mutating func member(_ id: String, at place: String, _ db: Database) throws -> HearthID {
        guard let memberID = HearthID(id), try found(id, in: MemberRow.self, db) else {
            throw fail(place, "expected the ID of a member, found \"\(id)\"")
        }
        return memberID
    }

    /// Whether the table has the row of this ID, asked once per ID: almost every row of a file names its
    /// family, and the lookups were an eighth of an import. An import removes no family and no member.
    private mutating func found(_ id: String, in table: (some TableRecord).Type, _ db: Database) throws -> Bool {
        let key = table.databaseTableName + "|" + id
        if existing.contains(key) { return true }
        guard try table.existsCached(db, key: ["id": id]) else { return false }
        existing.insert(key)
        return true
    }
}
