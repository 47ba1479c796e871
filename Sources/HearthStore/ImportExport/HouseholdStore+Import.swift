import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What an import added.
    public struct ImportSummary: Equatable, Sendable {
        public var families: Int
        public var members: Int
        public var locations: Int = 0
        public var groceryItems: Int = 0
        public var recipes = 0, cars = 0, chores = 0, choreRecords = 0, wishes = 0
        /// What the file gave to members of other families, released as moving releases it.
        public var released = MovedMembersRelease()
    }

    /// Reads a document written by `exportJSON` into the store, in one transaction: either everything
    /// is added or nothing is. `source` names the file in messages. A chore, wish or grocery item the file
    /// gives to a member of another family (a file written before moving released it) is released, as
    /// moving does (`familyOfMember`).
    @discardableResult
    public func importJSON(_ data: Data, source: String) throws -> ImportSummary {
        let document = try DocumentDecoder.decode(data, source: source)
        return try checkedWrite { db in
            var summary = ImportSummary(families: 0, members: 0)
            var familyIDs = Set(try String.fetchAll(db, sql: "SELECT id FROM families"))
            var seen: [String: String] = [:]
            // Names must differ as the commands require (`NameBook`), within the file and with the store.
            var familyNames = try Self.familyNames(db)
            var folderNames = try Self.folderNames(db)
            var memberNames: [HearthID: NameBook] = [:]
            func claim(_ name: String, by id: String, in book: inout NameBook, at place: String, what: String, scope: String) throws {
                guard let other = book.claim(name, by: id) else { return }
                let where_ = seen[other.id].map { "at " + ($0.hasSuffix(".id") ? String($0.dropLast(3)) : $0) } ?? "in the store"
                throw Failure(.badData, "\(source): \(place): \(scope) already has \(what) named \"\(other.name)\" (\(other.id), \(where_)); names must differ in more than letter case")
            }

            func checkNewID(_ id: String, at place: String, table: String) throws {
                guard HearthID(id)?.text == id else {
                    throw Failure(.badData, "\(source): \(place): expected a Hearth ID (12 characters from \(String(HearthID.alphabet))), found \"\(id)\"")
                }
                if let first = seen[id] {
                    throw Failure(.badData, "\(source): \(place): the ID \(id) is used twice (first at \(first))")
                }
                if try Int.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE id = ?", arguments: [id]) != nil {
                    throw Failure(.badData, "\(source): \(place): the store already has \(id); import into an empty store, or remove it first")
                }
                seen[id] = place
            }
            func checkName(_ name: String, at place: String) throws -> String {
                switch NameRules.check(name, field: "\(source): \(place)") {
                case .success(let checked): return checked
                case .failure(let error): throw error.failure
                }
            }
            func checkTimestamp(_ text: String, at place: String) throws {
                guard Self.isTimestamp(text) else { throw Failure(.badData, "\(source): \(place): \(Self.expectedTimestamp(found: text))") }
            }

            for (index, entry) in document.families.enumerated() {
                let place = "families[\(index)]"
                try checkNewID(entry.id, at: "\(place).id", table: "families")
                guard Language(tag: entry.language)?.tag == entry.language else {
                    throw Failure(.badData, "\(source): \(place).language: expected one of \(Language.allTags), found \"\(entry.language)\"")
                }
                try checkTimestamp(entry.created, at: "\(place).created")
                guard let currency = try? Currency.check(entry.currency ?? "USD").get(), currency.code == (entry.currency ?? "USD") else {
                    throw Failure(.badData, "\(source): \(place).currency: expected a three-letter ISO 4217 code such as USD, found \"\(entry.currency ?? "")\"")
                }
                guard [nil, ".", ","].contains(entry.decimalMark) else {
                    throw Failure(.badData, "\(source): \(place).decimalMark: expected \".\" or \",\", found \"\(entry.decimalMark ?? "")\"")
                }
                let name = try checkName(entry.name, at: "\(place).name")
                try claim(name, by: entry.id, in: &familyNames, at: "\(place).name", what: "a family", scope: "the store")
                var folder: String?
                if let text = entry.folder {
                    folder = try FamilyFolder.check(text, field: "\(source): \(place).folder").mapError(\.failure).get()
                    guard folder == text else { throw Failure(.badData, "\(source): \(place).folder: expected a folder name in lowercase, found \"\(text)\"") }
                    try claim(text, by: entry.id, in: &folderNames, at: "\(place).folder", what: "a family folder", scope: "the store")
                }
                let row = FamilyRow(Family(id: HearthID(entry.id)!, name: name,
                                           language: Language(tag: entry.language)!, currency: currency,
                                           decimalComma: entry.decimalMark == ",", created: entry.created, folder: folder))
                try row.insert(db)
                familyIDs.insert(entry.id)
                summary.families += 1
            }
            for (index, entry) in document.members.enumerated() {
                let place = "members[\(index)]"
                try checkNewID(entry.id, at: "\(place).id", table: "members")
                for (field, familyID) in [("family", entry.family), ("originFamily", entry.originFamily)] where !familyIDs.contains(familyID) {
                    throw Failure(.badData, "\(source): \(place).\(field): expected the ID of a family in the file or the store, found \"\(familyID)\"")
                }
                try checkTimestamp(entry.created, at: "\(place).created")
                let name = try checkName(entry.displayName, at: "\(place).displayName")
                let familyID = HearthID(entry.family)!
                if memberNames[familyID] == nil { memberNames[familyID] = try Self.memberNames(db, of: familyID) }
                try claim(name, by: entry.id, in: &memberNames[familyID]!, at: "\(place).displayName", what: "a member", scope: "the family \(entry.family)")
                let member = Member(id: HearthID(entry.id)!, displayName: name,
                                    familyID: HearthID(entry.family)!, originFamilyID: HearthID(entry.originFamily)!,
                                    isManager: entry.manager, created: entry.created)
                try MemberRow(member).insert(db)
                summary.members += 1
            }
            try importGroceries(document, source: source, into: db, summary: &summary, knownFamilies: familyIDs)
            try importInvitations(document, source: source, into: db)
            try importCars(document, source: source, into: db)
            try importRecipes(document, source: source, into: db)
            try importChores(document, source: source, into: db, released: &summary.released)
            // All or nothing: having come this far, every row of these lists is in the store, but for the
            // wishes a member of another family held, which were removed as moving removes them.
            summary.recipes = document.recipes?.count ?? 0
            summary.cars = document.cars?.count ?? 0
            summary.chores = document.chores?.count ?? 0
            summary.choreRecords = document.choreRecords?.count ?? 0
            summary.wishes = (document.wishes?.count ?? 0) - summary.released.wishes
            return summary
        }
    }
}
