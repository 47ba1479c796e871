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
    }

    /// Reads a document written by `exportJSON` into the store, in one transaction: either everything
    /// is added or nothing is. `source` names the file in messages.
    @discardableResult
    public func importJSON(_ data: Data, source: String) throws -> ImportSummary {
        let document = try DocumentDecoder.decode(data, source: source)
        return try database.write { db in
            var summary = ImportSummary(families: 0, members: 0)
            var familyIDs = Set(try String.fetchAll(db, sql: "SELECT id FROM families"))
            var seen: [String: String] = [:]

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
                guard ISO8601DateFormatter().date(from: text) != nil else {
                    throw Failure(.badData, "\(source): \(place): expected an ISO 8601 time such as 2026-11-21T09:30:00Z, found \"\(text)\"")
                }
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
                let row = FamilyRow(Family(id: HearthID(entry.id)!, name: try checkName(entry.name, at: "\(place).name"),
                                           language: Language(tag: entry.language)!, currency: currency,
                                           decimalComma: entry.decimalMark == ",", created: entry.created))
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
                let member = Member(id: HearthID(entry.id)!, displayName: try checkName(entry.displayName, at: "\(place).displayName"),
                                    familyID: HearthID(entry.family)!, originFamilyID: HearthID(entry.originFamily)!,
                                    isManager: entry.manager, created: entry.created)
                try MemberRow(member).insert(db)
                summary.members += 1
            }
            try importGroceries(document, source: source, into: db, summary: &summary, knownFamilies: familyIDs)
            try importInvitations(document, source: source, into: db)
            try importCars(document, source: source, into: db)
            try importRecipes(document, source: source, into: db)
            try importChores(document, source: source, into: db)
            return summary
        }
    }
}

extension HouseholdStore {
    /// The invitations of an export document, checked and inserted inside the import's transaction.
    func importInvitations(_ document: HouseholdDocument, source: String, into db: Database) throws {
        var seen: [String: String] = [:]
        for (index, entry) in (document.invitations ?? []).enumerated() {
            let place = "invitations[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place).\(field): \(expected)") }
            guard try FamilyRow.exists(db, key: entry.family) else { throw fail("family", "expected the ID of a family, found \"\(entry.family)\"") }
            guard let invitee = try MemberRow.fetchOne(db, key: entry.member) else {
                throw fail("member", "expected the ID of a member, found \"\(entry.member)\"")
            }
            if invitee.familyId == entry.family { throw fail("member", "\(entry.member) is already a member of \(entry.family)") }
            if let inviter = entry.invitedBy, !(try MemberRow.exists(db, key: inviter)) {
                throw fail("invitedBy", "expected the ID of a member, found \"\(inviter)\"")
            }
            guard ISO8601DateFormatter().date(from: entry.created) != nil else {
                throw fail("created", "expected an ISO 8601 time such as 2026-11-21T09:30:00Z, found \"\(entry.created)\"")
            }
            let key = entry.family + "/" + entry.member
            if let first = seen[key] { throw fail("member", "the same invitation is listed twice (first at \(first))") }
            seen[key] = place
            if try InvitationRow.exists(db, key: ["family_id": entry.family, "member_id": entry.member]) {
                throw fail("member", "the store already has this invitation")
            }
            try InvitationRow(Invitation(familyID: HearthID(entry.family)!, memberID: HearthID(entry.member)!,
                                         invitedBy: entry.invitedBy.flatMap(HearthID.init), created: entry.created)).insert(db)
        }
    }
}

extension HouseholdStore {
    /// The cars and images of an export document, checked and inserted inside the import's transaction.
    func importCars(_ document: HouseholdDocument, source: String, into db: Database) throws {
        var imageIDs = Set<String>()
        for (index, entry) in (document.carImages ?? []).enumerated() {
            let place = "carImages[\(index)]"
            guard let image = CarImage(bytes: [UInt8](entry.data)) else {
                throw Failure(.badData, "\(source): \(place).data: expected a PNG or JPEG image in base64")
            }
            guard image.id == entry.id, image.file.format.rawValue == entry.format,
                  image.file.width == entry.width, image.file.height == entry.height else {
                throw Failure(.badData, "\(source): \(place): expected id \(image.id), format \(image.file.format.rawValue), \(image.file.width) × \(image.file.height), as the image's bytes say")
            }
            if !imageIDs.insert(image.id).inserted { throw Failure(.badData, "\(source): \(place).id: the image \(image.id) is listed twice") }
            try CarImageRow(image).save(db)
        }
        var vins: [String: String] = [:]
        for (index, entry) in (document.cars ?? []).enumerated() {
            let place = "cars[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place).\(field): \(expected)") }
            func text(_ value: String, _ field: String) throws -> String {
                try NameRules.check(value, field: "\(source): \(place).\(field)").mapError(\.failure).get()
            }
            let vin = try VIN.check(entry.vin, field: "\(source): \(place).vin").mapError(\.failure).get()
            guard vin.text == entry.vin else { throw fail("vin", "expected the VIN in upper case, \(vin)") }
            if let first = vins[vin.text] { throw fail("vin", "the VIN \(vin) is listed twice (first at \(first))") }
            vins[vin.text] = place
            if try CarRow.exists(db, key: vin.text) { throw fail("vin", "the store already has a car with the VIN \(vin)") }
            guard let familyID = HearthID(entry.family), try FamilyRow.exists(db, key: entry.family) else {
                throw fail("family", "expected the ID of a family, found \"\(entry.family)\"")
            }
            guard entry.priceCents >= 0 else { throw fail("priceCents", "expected a whole number of cents, 0 or more") }
            if let image = entry.image, !(try CarImageRow.exists(db, key: image)) {
                throw fail("image", "expected the ID of an image in carImages, found \"\(image)\"")
            }
            if let member = entry.addedBy, !(try MemberRow.exists(db, key: member)) {
                throw fail("addedBy", "expected the ID of a member, found \"\(member)\"")
            }
            let car = Car(vin: vin, name: try text(entry.name, "name"), model: try text(entry.model, "model"),
                          colour: try text(entry.colour, "colour"),
                          year: try Car.checkYear(entry.year, field: "\(source): \(place).year").mapError(\.failure).get(),
                          price: Price(cents: entry.priceCents), imageID: entry.image, description: entry.description,
                          addedBy: entry.addedBy.flatMap(HearthID.init))
            try CarRow(car, family: familyID).insert(db)
        }
    }
}

extension HouseholdStore {
    /// The recipes of an export document, checked and inserted inside the import's transaction.
    func importRecipes(_ document: HouseholdDocument, source: String, into db: Database) throws {
        var names: [String: String] = [:]
        for (index, entry) in (document.recipes ?? []).enumerated() {
            let place = "recipes[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place).\(field): \(expected)") }
            guard let familyRow = try FamilyRow.fetchOne(db, key: entry.family) else {
                throw fail("family", "expected the ID of a family, found \"\(entry.family)\"")
            }
            let family = try familyRow.family()
            guard !entry.id.isEmpty else { throw fail("id", "expected an ID that is not empty") }
            if try RecipeRow.exists(db, key: ["family_id": entry.family, "id": entry.id]) { throw fail("id", "the store already has the recipe \(entry.id)") }
            let name = try NameRules.check(entry.name, field: "\(source): \(place).name").mapError(\.failure).get()
            let key = entry.family + "/" + name.lowercased()
            if let first = names[key] { throw fail("name", "the family already has a recipe named \"\(name)\" (at \(first))") }
            names[key] = place
            guard let type = RecipeType(label: entry.type), type.rawValue == entry.type else { throw fail("type", "expected one of \(RecipeType.labels)") }
            let servings = try Recipe.checkServings(entry.servings, field: "\(source): \(place).servings").mapError(\.failure).get()
            let prep = try Recipe.checkPrep(entry.prepMinutes, field: "\(source): \(place).prepMinutes").mapError(\.failure).get()
            if let member = entry.addedBy, !(try MemberRow.exists(db, key: member)) { throw fail("addedBy", "expected the ID of a member, found \"\(member)\"") }
            guard ISO8601DateFormatter().date(from: entry.created) != nil else { throw fail("created", "expected an ISO 8601 time") }
            let ingredients = try entry.ingredients.enumerated().map { number, ingredient -> Ingredient in
                if !ingredient.amount.isEmpty, Amount.looksNumeric(ingredient.amount),
                   Amount.parse(prefixOf: ingredient.amount, decimalComma: family.decimalComma)?.rest.trimmed.isEmpty != true {
                    throw fail("ingredients[\(number)].amount", "an amount such as 2, 1/2, 1 1/2 or 2-3, found \"\(ingredient.amount)\"")
                }
                guard !ingredient.name.trimmed.isEmpty else { throw fail("ingredients[\(number)].name", "a name that is not empty") }
                return Ingredient(amountText: ingredient.amount, unit: ingredient.unit, name: ingredient.name, note: ingredient.note)
            }
            let recipe = Recipe(id: entry.id, name: name, type: type, servings: servings, prepMinutes: prep, ingredients: ingredients,
                                method: entry.method, addedBy: entry.addedBy.flatMap(HearthID.init), created: entry.created)
            try Self.checkRecipeNameFree(name, db, family: family, at: place, source: source)
            try Self.save(recipe, db, in: family, inserting: true)
        }
    }

    private static func checkRecipeNameFree(_ name: String, _ db: Database, family: Family, at place: String, source: String) throws {
        if try recipes(db, of: family.id).contains(where: { $0.name.lowercased() == name.lowercased() }) {
            throw Failure(.badData, "\(source): \(place).name: \(family.name) already has a recipe named \"\(name)\"")
        }
    }
}

extension HouseholdStore {
    /// Chore labels, chores, their records and wishes, checked and inserted inside the import's transaction.
    func importChores(_ document: HouseholdDocument, source: String, into db: Database) throws {
        func fail(_ place: String, _ expected: String) -> Failure { Failure(.badData, "\(source): \(place): \(expected)") }
        func family(_ id: String, at place: String) throws -> HearthID {
            guard let familyID = HearthID(id), try FamilyRow.exists(db, key: id) else {
                throw fail(place, "expected the ID of a family, found \"\(id)\"")
            }
            return familyID
        }
        func member(_ id: String?, at place: String) throws {
            if let id, !(try MemberRow.exists(db, key: id)) { throw fail(place, "expected the ID of a member, found \"\(id)\"") }
        }
        for (index, entry) in (document.choreLabels ?? []).enumerated() {
            let familyID = try family(entry.family, at: "choreLabels[\(index)].family")
            let name = try ChoreLabel.checkCustom(entry.name, existing: try Self.customLabels(db, of: familyID))
                .mapError { fail("choreLabels[\(index)].name", "expected \($0.expected)") }.get()
            try ChoreLabelRow(familyId: entry.family, name: name).insert(db)
        }
        for (index, entry) in (document.chores ?? []).enumerated() {
            let place = "chores[\(index)]"
            let familyID = try family(entry.family, at: "\(place).family")
            guard let weekday = Weekday(rawValue: entry.weekday) else { throw fail("\(place).weekday", "expected monday to sunday, found \"\(entry.weekday)\"") }
            let fatigue = try Chore.checkFatigue(entry.fatigue, field: "\(source): \(place).fatigue").mapError(\.failure).get()
            let customLabels = try Self.customLabels(db, of: familyID)
            let known = ChoreLabel.defaults.contains { $0.title == entry.title } || customLabels.contains(entry.title)
            guard known else { throw fail("\(place).title", "expected a default label's key or one of the family's labels, found \"\(entry.title)\"") }
            try member(entry.assignee, at: "\(place).assignee")
            guard !entry.id.isEmpty, !(try ChoreRow.exists(db, key: ["family_id": entry.family, "id": entry.id])) else {
                throw fail("\(place).id", "a new chore ID, found \"\(entry.id)\"")
            }
            if try ChoreRow.filter(Column("family_id") == entry.family && Column("title") == entry.title && Column("weekday") == entry.weekday).fetchCount(db) > 0 {
                throw fail(place, "the family already has \(entry.title) on \(entry.weekday)")
            }
            try ChoreRow(Chore(id: entry.id, title: entry.title, weekday: weekday, fatigue: fatigue, assignee: entry.assignee.flatMap(HearthID.init)),
                         family: familyID).insert(db)
        }
        for (index, entry) in (document.choreRecords ?? []).enumerated() {
            let place = "choreRecords[\(index)]"
            _ = try family(entry.family, at: "\(place).family")
            guard let date = CalendarDay(iso: entry.date) else { throw fail("\(place).date", "expected a date as YYYY-MM-DD, found \"\(entry.date)\"") }
            guard let chore = try ChoreRow.fetchOne(db, key: ["family_id": entry.family, "id": entry.chore])?.chore() else {
                throw fail("\(place).chore", "expected the ID of a chore of the family, found \"\(entry.chore)\"")
            }
            guard chore.weekday == date.weekday else { throw fail("\(place).date", "\(entry.date) is a \(date.weekday.rawValue), but the chore is on \(chore.weekday.rawValue)") }
            try member(entry.doneBy, at: "\(place).doneBy")
            if try ChoreRecordRow.exists(db, key: ["family_id": entry.family, "date": entry.date, "chore_id": entry.chore]) {
                throw fail(place, "the same record is listed twice")
            }
            try ChoreRecordRow(familyId: entry.family, date: entry.date, choreId: entry.chore, doneBy: entry.doneBy).insert(db)
        }
        for (index, entry) in (document.wishes ?? []).enumerated() {
            let place = "wishes[\(index)]"
            _ = try family(entry.family, at: "\(place).family")
            try member(entry.member, at: "\(place).member")
            let text = try Wish.check(entry.text).mapError { fail("\(place).text", "expected \($0.expected)") }.get()
            guard !entry.id.isEmpty, !(try WishRow.exists(db, key: ["family_id": entry.family, "id": entry.id])) else {
                throw fail("\(place).id", "a new wish ID, found \"\(entry.id)\"")
            }
            guard ISO8601DateFormatter().date(from: entry.created) != nil else { throw fail("\(place).created", "expected an ISO 8601 time") }
            try WishRow(familyId: entry.family, id: entry.id, memberId: entry.member, text: text, created: entry.created).insert(db)
        }
    }
}
