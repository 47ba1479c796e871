import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// What `car add` and `car edit` are given; nil leaves a field as it is (edit) or is missing (add).
    public struct CarInput: Sendable {
        public var name: String?
        public var model: String?
        public var colour: String?
        public var year: Int?
        public var price: String?
        /// The image file's bytes and its name for messages; `removeImage` takes the image away.
        public var image: (bytes: [UInt8], source: String)?
        public var removeImage = false
        public var description: String?

        public init(name: String? = nil, model: String? = nil, colour: String? = nil, year: Int? = nil, price: String? = nil,
                    image: (bytes: [UInt8], source: String)? = nil, removeImage: Bool = false, description: String? = nil) {
            self.name = name
            self.model = model
            self.colour = colour
            self.year = year
            self.price = price
            self.image = image
            self.removeImage = removeImage
            self.description = description
        }
    }

    /// A car and anything worth a warning about it (a check digit that does not match).
    public struct SavedCar: Sendable {
        public var car: Car
        public var warnings: [String]
    }

    /// The family's cars in catalogue order.
    public func cars(of family: Family) throws -> [Car] {
        try checkedRead { db in try Self.cars(db, of: family.id) }
    }

    static func cars(_ db: Database, of familyID: HearthID) throws -> [Car] {
        try CarRow.filter(Column("family_id") == familyID.text).fetchAll(db).map { try $0.car() }.sorted(by: Car.catalogueOrder)
    }

    static func carImages(_ db: Database, for cars: [Car]) throws -> [String: CarImage] {
        try images(db, ids: Set(cars.compactMap(\.imageID)))
    }

    /// The pictures (car_images, which cars and recipes share) with these IDs, by ID.
    static func images(_ db: Database, ids: Set<String>) throws -> [String: CarImage] {
        var images: [String: CarImage] = [:]
        for row in try CarImageRow.filter(keys: Array(ids)).fetchAll(db) { images[row.id] = try row.image() }
        return images
    }

    /// Adds a car: only managers may; a VIN already in the store is refused, naming the car that has it.
    @discardableResult
    public func addCar(vin vinText: String, _ input: CarInput, by member: Member, in family: Family) throws -> SavedCar {
        let vin = try VIN.check(vinText).mapError(\.failure).get()
        guard let name = input.name, let model = input.model, let colour = input.colour, let year = input.year, let price = input.price else {
            throw Failure(.usage, "a car needs --name, --model, --color, --year and --price")
        }
        let image = try input.image.map(Self.checkImage)
        let car = Car(vin: vin, name: try Self.checkText(name, "--name"), model: try Self.checkText(model, "--model"),
                      colour: try Self.checkText(colour, "--color"), year: try Car.checkYear(year).mapError(\.failure).get(),
                      price: try Price.parse(price, decimalComma: family.decimalComma).mapError(\.failure).get(), imageID: image?.id,
                      description: try Self.checkDescription(input.description ?? ""), addedBy: member.id)
        return try checkedWrite { db in
            try Self.checkManager(member, of: family, db, doing: "add cars")
            if let existing = try CarRow.fetchOne(db, key: vin.text) {
                let owner = try FamilyRow.fetchOne(db, key: existing.familyId)?.name ?? existing.familyId
                throw Failure(.badData, "the VIN \(vin) is already the car \"\(existing.name) \(existing.model)\" (\(existing.year)) of \(owner)")
            }
            if let image { try CarImageRow(image).save(db) }
            try CarRow(car, family: family.id).insert(db)
            return SavedCar(car: car, warnings: Self.warnings(for: vin))
        }
    }

    /// Changes a car (never its VIN): only managers may.
    @discardableResult
    public func editCar(vin vinText: String, _ input: CarInput, by member: Member, in family: Family) throws -> SavedCar {
        let vin = try VIN.check(vinText, field: "VIN").mapError(\.failure).get()
        let image = try input.image.map(Self.checkImage)
        return try checkedWrite { db in
            try Self.checkManager(member, of: family, db, doing: "change cars")
            guard let row = try CarRow.fetchOne(db, key: vin.text), row.familyId == family.id.text else {
                throw Failure(.badData, "\(family.name) has no car with the VIN \(vin) (see `hearth car list`)")
            }
            var car = try row.car()
            let oldImage = car.imageID
            if let name = input.name { car.name = try Self.checkText(name, "--name") }
            if let model = input.model { car.model = try Self.checkText(model, "--model") }
            if let colour = input.colour { car.colour = try Self.checkText(colour, "--color") }
            if let year = input.year { car.year = try Car.checkYear(year).mapError(\.failure).get() }
            if let price = input.price { car.price = try Price.parse(price, decimalComma: family.decimalComma).mapError(\.failure).get() }
            if let description = input.description { car.description = try Self.checkDescription(description) }
            if input.removeImage { car.imageID = nil }
            if let image {
                try CarImageRow(image).save(db)
                car.imageID = image.id
            }
            try CarRow(car, family: family.id).update(db)
            if let oldImage, oldImage != car.imageID { try Self.removeImageIfUnused(oldImage, db) }
            return SavedCar(car: car, warnings: [])
        }
    }

    /// Removes a car: only managers may.
    @discardableResult
    public func removeCar(vin vinText: String, by member: Member, in family: Family) throws -> Car {
        let vin = try VIN.check(vinText, field: "VIN").mapError(\.failure).get()
        return try checkedWrite { db in
            try Self.checkManager(member, of: family, db, doing: "remove cars")
            guard let row = try CarRow.fetchOne(db, key: vin.text), row.familyId == family.id.text else {
                throw Failure(.badData, "\(family.name) has no car with the VIN \(vin) (see `hearth car list`)")
            }
            try row.delete(db)
            if let image = row.imageId { try Self.removeImageIfUnused(image, db) }
            return try row.car()
        }
    }

    private static func checkManager(_ member: Member, of family: Family, _ db: Database, doing action: String) throws {
        let member = try current(member, in: family, db)
        guard member.managesFamily else {
            // Say how to get one, as `setManager` allows it: only a member who registered in the family can
            // manage it, and a family with no manager lets any member name one.
            let managers = try Self.members(db, of: family.id).filter(\.managesFamily)
            let hint: String
            if member.originFamilyID != family.id {
                hint = "only a member who registered in \(family.name) can manage it"
            } else if managers.isEmpty {
                hint = "\(family.name) has no manager yet: any member may name one, as "
                    + "`hearth member promote \(member.id) --as \(member.id) --family \(family.id)`"
            } else {
                hint = "a manager (\(managers.map(\.displayName).joined(separator: ", "))) may make them one with `hearth member promote`"
            }
            throw Failure(.notPermitted, "only managers may \(action); \(member.displayName) is not a manager of \(family.name); \(hint)")
        }
    }

    static func checkImage(_ image: (bytes: [UInt8], source: String)) throws -> CarImage {
        try CarImage.named(image.bytes, field: image.source).mapError(\.failure).get()
    }

    private static func checkDescription(_ text: String) throws -> String {
        try NameRules.checkMarkdown(text, field: "--description").mapError(\.failure).get()
    }

    private static func checkText(_ text: String, _ field: String) throws -> String {
        try NameRules.check(text, field: field).mapError(\.failure).get()
    }

    /// Removes a picture no car and no recipe shows any more: cars and recipes share them (car_images).
    static func removeImageIfUnused(_ id: String, _ db: Database) throws {
        if try CarRow.filter(Column("image_id") == id).fetchCount(db) == 0,
           try RecipeRow.filter(Column("image_id") == id).fetchCount(db) == 0 {
            _ = try CarImageRow.deleteOne(db, key: id)
        }
    }

    static func warnings(for vin: VIN) -> [String] {
        guard vin.carriesCheckDigit, !vin.hasValidCheckDigit else { return [] }
        return ["the VIN \(vin) is one from North America or China (it starts with \(vin.text.first!)), which carries a check digit in position 9, but has \(Array(vin.text)[8]) there where the check digit would be \(vin.expectedCheckDigit): a typing mistake? Saved as it is"]
    }
}
