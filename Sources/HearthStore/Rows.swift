import Foundation
import GRDB
import HearthDomain

/// A row of the families table.
struct FamilyRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "families"
    var id: String
    var name: String
    var language: String
    var currency: String
    var decimalComma: Bool
    var created: String
    var folder: String?

    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    init(_ family: Family) {
        folder = family.folder
        id = family.id.text
        name = family.name
        language = family.language.tag
        currency = family.currency.code
        decimalComma = family.decimalComma
        created = family.created
    }

    func family() throws -> Family {
        guard let familyID = HearthID(id) else {
            throw StoredValueError("families row \(id): the ID is not a Hearth ID")
        }
        guard let familyLanguage = Language(tag: language) else {
            throw StoredValueError("families row \(id): language \"\(language)\" is not one of \(Language.allTags)")
        }
        guard let familyCurrency = try? Currency.check(currency).get() else {
            throw StoredValueError("families row \(id): currency \"\(currency)\" is not an ISO 4217 code")
        }
        // A folder name another program wrote that breaks the rule would name a path: the ID is used.
        let checkedFolder = folder.flatMap { try? FamilyFolder.check($0).get() }
        return Family(id: familyID, name: name, language: familyLanguage, currency: familyCurrency,
                      decimalComma: decimalComma, created: created, folder: checkedFolder)
    }
}

/// A row of the members table.
struct MemberRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "members"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var id: String
    var displayName: String
    var familyId: String
    var originFamilyId: String
    var isManager: Bool
    var created: String

    init(_ member: Member) {
        id = member.id.text
        displayName = member.displayName
        familyId = member.familyID.text
        originFamilyId = member.originFamilyID.text
        isManager = member.isManager
        created = member.created
    }

    func member() throws -> Member {
        guard let memberID = HearthID(id), let family = HearthID(familyId), let origin = HearthID(originFamilyId) else {
            throw StoredValueError("members row \(id): an ID is not a Hearth ID")
        }
        return Member(id: memberID, displayName: displayName, familyID: family, originFamilyID: origin,
                      isManager: isManager, created: created)
    }
}

/// A row of the locations table.
struct LocationRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "locations"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var id: String
    var name: String
    var position: Int
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(_ location: StoreLocation, family: HearthID) {
        familyId = family.text
        id = location.id
        name = location.name
        position = location.position
        red = location.colour.red
        green = location.colour.green
        blue = location.colour.blue
        opacity = location.colour.opacity
    }

    var location: StoreLocation {
        StoreLocation(id: id, name: name, position: position,
                      colour: Colour(red: red, green: green, blue: blue, opacity: opacity))
    }
}

/// A row of the grocery_items table.
struct GroceryItemRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "grocery_items"
    var familyId: String
    var id: String
    var name: String
    var quantity: Int
    var locationId: String
    var addedBy: String?
    var onList: Bool
    var completed: Bool
    var available: Bool
    var lastPurchased: String?
    var amount: String?
    var unit: String?

    /// The columns, in the order `init(row:)` reads them and `encode(to:)` writes them.
    static let columns = ["family_id", "id", "name", "quantity", "location_id", "added_by", "on_list", "completed", "available", "last_purchased",
                          "amount", "unit"]

    /// Read by column position: a large household has a hundred thousand of these, and Codable
    /// decoding by name was a fifth of a rebuild. Like every positional reading here, a value the
    /// column cannot hold (NULL, say) throws an error that names the column, rather than stopping the program.
    init(row: Row) throws {
        familyId = try row.decode(atIndex: 0)
        id = try row.decode(atIndex: 1)
        name = try row.decode(atIndex: 2)
        quantity = try row.decode(atIndex: 3)
        locationId = try row.decode(atIndex: 4)
        addedBy = try row.decode(atIndex: 5)
        onList = try row.decode(atIndex: 6)
        completed = try row.decode(atIndex: 7)
        available = try row.decode(atIndex: 8)
        lastPurchased = try row.decode(atIndex: 9)
        amount = try row.decode(atIndex: 10)
        unit = try row.decode(atIndex: 11)
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, id, name, quantity, locationId, addedBy, onList, completed, available, lastPurchased, amount, unit], in: Self.columns)
    }

    init(_ item: GroceryItem, family: HearthID) {
        familyId = family.text
        id = item.id
        name = item.name
        quantity = item.quantity
        locationId = item.locationID
        addedBy = item.addedBy?.text
        onList = item.onList
        completed = item.completed
        available = item.available
        lastPurchased = item.lastPurchased?.iso
        amount = item.amount
        unit = item.unit
    }

    /// The item; a last purchase that is not a date is an error naming the row, not "never purchased".
    func item() throws -> GroceryItem {
        var day: CalendarDay?
        if let lastPurchased {
            guard let parsed = CalendarDay(iso: lastPurchased) else {
                throw StoredValueError(table: "grocery_items", key: "\(familyId)/\(id)", name: name,
                                       "last_purchased \"\(lastPurchased)\" is not a date; expected YYYY-MM-DD")
            }
            day = parsed
        }
        return GroceryItem(id: id, name: name, quantity: quantity, locationID: locationId, addedBy: addedBy.flatMap(HearthID.init),
                           onList: onList, completed: completed, available: available, lastPurchased: day, amount: amount, unit: unit)
    }
}

/// A row of the invitations table.
struct InvitationRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "invitations"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var memberId: String
    var invitedBy: String?
    var created: String

    init(_ invitation: Invitation) {
        familyId = invitation.familyID.text
        memberId = invitation.memberID.text
        invitedBy = invitation.invitedBy?.text
        created = invitation.created
    }

    func invitation() throws -> Invitation {
        guard let family = HearthID(familyId), let member = HearthID(memberId) else {
            throw StoredValueError("invitations row \(familyId)/\(memberId): an ID is not a Hearth ID")
        }
        return Invitation(familyID: family, memberID: member, invitedBy: invitedBy.flatMap(HearthID.init), created: created)
    }
}

/// A row of the cars table.
struct CarRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "cars"
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var vin: String
    var familyId: String
    var name: String
    var model: String
    var colour: String
    var year: Int
    var priceCents: Int
    var imageId: String?
    var description: String
    var addedBy: String?

    /// The columns, in the order `init(row:)` reads them.
    static let columns = ["vin", "family_id", "name", "model", "colour", "year", "price_cents", "image_id", "description", "added_by"]

    /// Read by column position (in the order of `columns`): a dealer's inventory has thousands of cars.
    init(row: Row) throws {
        vin = try row.decode(atIndex: 0)
        familyId = try row.decode(atIndex: 1)
        name = try row.decode(atIndex: 2)
        model = try row.decode(atIndex: 3)
        colour = try row.decode(atIndex: 4)
        year = try row.decode(atIndex: 5)
        priceCents = try row.decode(atIndex: 6)
        imageId = try row.decode(atIndex: 7)
        description = try row.decode(atIndex: 8)
        addedBy = try row.decode(atIndex: 9)
    }

    init(_ car: Car, family: HearthID) {
        vin = car.vin.text
        familyId = family.text
        name = car.name
        model = car.model
        colour = car.colour
        year = car.year
        priceCents = car.price.cents
        imageId = car.imageID
        description = car.description
        addedBy = car.addedBy?.text
    }

    func car() throws -> Car {
        guard let checked = try? VIN.check(vin).get() else { throw StoredValueError("cars row \(vin): not a VIN") }
        return Car(vin: checked, name: name, model: model, colour: colour, year: year, price: Price(cents: priceCents),
                   imageID: imageId, description: description, addedBy: addedBy.flatMap(HearthID.init))
    }
}

/// A row of the car_images table: an image's bytes, named by their content.
struct CarImageRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "car_images"
    var id: String
    var format: String
    var width: Int
    var height: Int
    var data: Data

    init(_ image: CarImage) {
        id = image.id
        format = image.file.format.rawValue
        width = image.file.width
        height = image.file.height
        data = Data(image.bytes)
    }

    /// The image, as its bytes say it is. The ID names the image's file in the site and its address in
    /// the pages, so a row another program wrote is taken only when its ID has the shape of a content
    /// hash (16 hex digits, nothing that leads out of a folder), and its format and size are what the
    /// bytes' header says. The bytes are not hashed again on every build: adding or importing an image
    /// checks that its ID is their hash.
    func image() throws -> CarImage {
        guard CarImage.isContentID(id) else {
            throw StoredValueError(table: "car_images", key: id, "expected id of 16 hex digits, the image's content hash; found \"\(id)\"")
        }
        let bytes = [UInt8](data)
        guard let file = ImageFile.sniff(bytes) else {
            throw StoredValueError(table: "car_images", key: id, "data holds no PNG or JPEG image")
        }
        guard file.format.rawValue == format, file.width == width, file.height == height else {
            throw StoredValueError(table: "car_images", key: id, "expected format \(file.format.rawValue), \(file.width) × \(file.height), "
                + "as the image's bytes say; found format \"\(format)\", \(width) × \(height)")
        }
        return CarImage(id: id, file: file, bytes: bytes)
    }
}

/// A row of the recipes table; its ingredients are rows of recipe_ingredients.
struct RecipeRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "recipes"
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var id: String
    var name: String
    var type: String
    var servings: Int
    var prepMinutes: Int
    var method: String
    var addedBy: String?
    var created: String

    /// The columns, in the order `init(row:)` reads them.
    static let columns = ["family_id", "id", "name", "type", "servings", "prep_minutes", "method", "added_by", "created"]

    /// Read by column position (in the order of `columns`): Codable decoding by name was a sixth of
    /// reading a household of 10,000 recipes.
    init(row: Row) throws {
        familyId = try row.decode(atIndex: 0)
        id = try row.decode(atIndex: 1)
        name = try row.decode(atIndex: 2)
        type = try row.decode(atIndex: 3)
        servings = try row.decode(atIndex: 4)
        prepMinutes = try row.decode(atIndex: 5)
        method = try row.decode(atIndex: 6)
        addedBy = try row.decode(atIndex: 7)
        created = try row.decode(atIndex: 8)
    }

    init(_ recipe: Recipe, family: HearthID) {
        familyId = family.text
        id = recipe.id
        name = recipe.name
        type = recipe.type.rawValue
        servings = recipe.servings
        prepMinutes = recipe.prepMinutes
        method = recipe.method
        addedBy = recipe.addedBy?.text
        created = recipe.created
    }

    func recipe(ingredients: [Ingredient]) throws -> Recipe {
        guard let recipeType = RecipeType(label: type) else { throw StoredValueError(table: "recipes", key: id, name: name, "type \"\(type)\" is not one of \(RecipeType.labels)") }
        return Recipe(id: id, name: name, type: recipeType, servings: servings, prepMinutes: prepMinutes, ingredients: ingredients,
                      method: method, addedBy: addedBy.flatMap(HearthID.init), created: created)
    }
}

/// A row of the recipe_ingredients table: one ingredient line, at its place in the recipe.
struct IngredientRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "recipe_ingredients"
    var familyId: String
    var recipeId: String
    var position: Int
    var amountText: String
    var unit: String
    var name: String
    var note: String

    var ingredient: Ingredient { Ingredient(amountText: amountText, unit: unit, name: name, note: note) }

    init(familyId: String, recipeId: String, position: Int, amountText: String, unit: String, name: String, note: String) {
        self.familyId = familyId
        self.recipeId = recipeId
        self.position = position
        self.amountText = amountText
        self.unit = unit
        self.name = name
        self.note = note
    }

    /// The columns, in the order `init(row:)` reads them and `encode(to:)` writes them.
    static let columns = ["family_id", "recipe_id", "position", "amount_text", "unit", "name", "note"]

    /// Read by column position (in the order of `columns`), for speed: recipe books have many lines.
    init(row: Row) throws {
        familyId = try row.decode(atIndex: 0)
        recipeId = try row.decode(atIndex: 1)
        position = try row.decode(atIndex: 2)
        amountText = try row.decode(atIndex: 3)
        unit = try row.decode(atIndex: 4)
        name = try row.decode(atIndex: 5)
        note = try row.decode(atIndex: 6)
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, recipeId, position, amountText, unit, name, note], in: Self.columns)
    }
}

/// A row of the chores table.
struct ChoreRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "chores"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var id: String
    var title: String
    var weekday: String
    var fatigue: Int
    var assignee: String?

    init(_ chore: Chore, family: HearthID) {
        familyId = family.text
        id = chore.id
        title = chore.title
        weekday = chore.weekday.rawValue
        fatigue = chore.fatigue
        assignee = chore.assignee?.text
    }

    func chore() throws -> Chore {
        guard let day = Weekday(rawValue: weekday) else { throw StoredValueError(table: "chores", key: id, name: title, "weekday \"\(weekday)\"") }
        return Chore(id: id, title: title, weekday: day, fatigue: fatigue, assignee: assignee.flatMap(HearthID.init))
    }
}

/// A row of the chore_records table: a chore done on a day.
struct ChoreRecordRow: Codable, FetchableRecord, PersistableRecord, ReadByPosition {
    static let databaseTableName = "chore_records"
    var familyId: String
    var date: String
    var choreId: String
    var doneBy: String?

    init(familyId: String, date: String, choreId: String, doneBy: String?) {
        self.familyId = familyId
        self.date = date
        self.choreId = choreId
        self.doneBy = doneBy
    }

    /// The columns, in the order `init(row:)` reads them and `encode(to:)` writes them.
    static let columns = ["family_id", "date", "chore_id", "done_by"]

    /// Read by column position (in the order of `columns`), for speed: a year of records is thousands of rows.
    init(row: Row) throws {
        familyId = try row.decode(atIndex: 0)
        date = try row.decode(atIndex: 1)
        choreId = try row.decode(atIndex: 2)
        doneBy = try row.decode(atIndex: 3)
    }

    /// Written by column name, for speed, like the reading above: an import writes a hundred thousand, and
    /// GRDB's Codable encoding turned every property's name into snake case again for each row.
    func encode(to container: inout PersistenceContainer) {
        container.put([familyId, date, choreId, doneBy], in: Self.columns)
    }

    /// The record; a date that is not one is an error naming the row (it used to drop the record).
    func record() throws -> ChoreRecord {
        guard let day = CalendarDay(iso: date) else {
            throw StoredValueError("chore_records row \(familyId)/\(date)/\(choreId): date \"\(date)\" is not a date; expected YYYY-MM-DD")
        }
        return ChoreRecord(date: day, choreID: choreId, doneBy: doneBy.flatMap(HearthID.init))
    }
}

/// A row of the wishes table.
struct WishRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "wishes"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var id: String
    var memberId: String
    var text: String
    var created: String

    var wish: Wish? { HearthID(memberId).map { Wish(id: id, memberID: $0, text: text, created: created) } }
}

/// A row of the chore_labels table: a family's own label.
struct ChoreLabelRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "chore_labels"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    var familyId: String
    var name: String
}

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
