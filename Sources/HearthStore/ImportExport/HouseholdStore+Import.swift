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
        public var meals = 0
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
            var rows = ImportRows(source: source)
            // Names must differ as the commands require (`NameBook`), within the file and with the store.
            var familyNames = try Self.familyNames(db)
            var folderNames = try Self.folderNames(db)
            var memberNames: [HearthID: NameBook] = [:]
            // Family and member IDs are one kind: a command takes either where it takes an ID.
            func checkNewID(_ id: String, at place: String, kind: String) throws {
                guard HearthID(id)?.text == id else {
                    throw rows.fail(place, "expected a Hearth ID (12 characters from \(String(HearthID.alphabet))), found \"\(id)\"")
                }
                let inStore = try Int.fetchOne(db, sql: "SELECT 1 FROM families WHERE id = ?1 UNION ALL SELECT 1 FROM members WHERE id = ?1",
                                               arguments: [id]) != nil
                try rows.claim(id, of: "Hearth ID", shown: "the ID \(id)", at: place, inStore: inStore)
            }
            func checkTimestamp(_ text: String, at place: String) throws {
                guard Self.isTimestamp(text) else { throw rows.fail(place, Self.expectedTimestamp(found: text)) }
            }

            for (index, entry) in document.families.enumerated() {
                let place = "families[\(index)]"
                try checkNewID(entry.id, at: "\(place).id", kind: "family")
                let language = try rows.language(entry.language, at: "\(place).language")
                try checkTimestamp(entry.created, at: "\(place).created")
                guard let currency = try? Currency.check(entry.currency ?? "USD").get(), currency.code == (entry.currency ?? "USD") else {
                    throw rows.fail("\(place).currency", "expected a three-letter ISO 4217 code such as USD, found \"\(entry.currency ?? "")\"")
                }
                guard [nil, ".", ","].contains(entry.decimalMark) else {
                    throw rows.fail("\(place).decimalMark", "expected \".\" or \",\", found \"\(entry.decimalMark ?? "")\"")
                }
                guard let recipeUnits = RecipeUnits(rawValue: entry.recipeUnits ?? RecipeUnits.asWritten.rawValue) else {
                    throw rows.fail("\(place).recipeUnits", "expected one of \(RecipeUnits.allNames), found \"\(entry.recipeUnits ?? "")\"")
                }
                guard let firstWeekday = Weekday(rawValue: entry.firstWeekday ?? Weekday.monday.rawValue) else {
                    throw rows.fail("\(place).firstWeekday", "expected monday to sunday, found \"\(entry.firstWeekday ?? "")\"")
                }
                let name = try rows.name(entry.name, at: "\(place).name")
                try rows.claimName(name, by: entry.id, keyPrefix: "", in: &familyNames, kind: "Hearth ID", what: "a family", scope: "the store", at: "\(place).name")
                var folder: String?
                if let text = entry.folder {
                    folder = try FamilyFolder.check(text, field: "\(source): \(place).folder").mapError(\.failure).get()
                    guard folder == text else { throw rows.fail("\(place).folder", "expected a folder name in lowercase, found \"\(text)\"") }
                    try rows.claimName(text, by: entry.id, keyPrefix: "", in: &folderNames, kind: "Hearth ID", what: "a family folder", scope: "the store", at: "\(place).folder")
                }
                var family = Family(id: HearthID(entry.id)!, name: name, language: language, currency: currency,
                                    decimalComma: entry.decimalMark == ",", created: entry.created, folder: folder)
                family.recipeUnits = recipeUnits
                family.firstWeekday = firstWeekday
                try FamilyRow(family).insert(db)
                summary.families += 1
            }
            for (index, entry) in document.members.enumerated() {
                let place = "members[\(index)]"
                try checkNewID(entry.id, at: "\(place).id", kind: "member")
                let familyID = try rows.family(entry.family, at: "\(place).family", db)
                _ = try rows.family(entry.originFamily, at: "\(place).originFamily", db)
                try checkTimestamp(entry.created, at: "\(place).created")
                let name = try rows.name(entry.displayName, at: "\(place).displayName")
                if memberNames[familyID] == nil { memberNames[familyID] = try Self.memberNames(db, of: familyID) }
                try rows.claimName(name, by: entry.id, keyPrefix: "", in: &memberNames[familyID]!, kind: "Hearth ID", what: "a member",
                                   scope: "the family \(entry.family)", at: "\(place).displayName")
                let language = try entry.language.map { try rows.language($0, at: "\(place).language") }
                let member = Member(id: HearthID(entry.id)!, displayName: name,
                                    familyID: familyID, originFamilyID: HearthID(entry.originFamily)!,
                                    isManager: entry.manager, created: entry.created, language: language)
                try MemberRow(member).insert(db)
                summary.members += 1
            }
            try importGroceries(document, rows: &rows, into: db, summary: &summary)
            try importInvitations(document, rows: &rows, into: db)
            try importCars(document, rows: &rows, into: db)
            try importRecipes(document, rows: &rows, into: db)
            try importChores(document, rows: &rows, into: db, released: &summary.released)
            try importMeals(document, rows: &rows, into: db)
            // All or nothing: having come this far, every row of these lists is in the store, but for the
            // wishes a member of another family held, which were removed as moving removes them.
            summary.recipes = document.recipes?.count ?? 0
            summary.cars = document.cars?.count ?? 0
            summary.chores = document.chores?.count ?? 0
            summary.choreRecords = document.choreRecords?.count ?? 0
            summary.wishes = (document.wishes?.count ?? 0) - summary.released.wishes
            summary.meals = document.meals?.count ?? 0
            return summary
        }
    }
}
