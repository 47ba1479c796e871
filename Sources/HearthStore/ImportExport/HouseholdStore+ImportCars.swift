import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The cars and images of an export document, checked and inserted inside the import's transaction.
    func importCars(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database) throws {
        let source = rows.source
        var imageIDs = Set<String>()
        for (index, entry) in (document.carImages ?? []).enumerated() {
            let place = "carImages[\(index)]"
            let image = try CarImage.named([UInt8](entry.data), field: "\(source): \(place).data").mapError(\.failure).get()
            guard image.id == entry.id, image.file.format.rawValue == entry.format,
                  image.file.width == entry.width, image.file.height == entry.height else {
                throw Failure(.badData, "\(source): \(place): expected id \(image.id), format \(image.file.format.rawValue), \(image.file.width) × \(image.file.height), as the image's bytes say")
            }
            if !imageIDs.insert(image.id).inserted { throw rows.fail("\(place).id", "the image \(image.id) is listed twice") }
            try CarImageRow(image).save(db)
        }
        for (index, entry) in (document.cars ?? []).enumerated() {
            let place = "cars[\(index)]"
            func fail(_ field: String, _ expected: String) -> Failure { rows.fail("\(place).\(field)", expected) }
            func text(_ value: String, _ field: String) throws -> String {
                try NameRules.check(value, field: "\(source): \(place).\(field)").mapError(\.failure).get()
            }
            let vin = try VIN.check(entry.vin, field: "\(source): \(place).vin").mapError(\.failure).get()
            guard vin.text == entry.vin else { throw fail("vin", "expected the VIN in upper case, \(vin)") }
            try rows.claim(vin.text, of: "car", shown: "the car with the VIN \(vin)", at: "\(place).vin",
                           inStore: try CarRow.existsCached(db, key: ["vin": vin.text]))
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            guard entry.priceCents >= 0 else { throw fail("priceCents", "expected a whole number of cents, 0 or more") }
            try Self.checkImageEntry(entry.image, fail: fail, db)
            if let member = entry.addedBy, !(try MemberRow.existsCached(db, key: ["id": member])) {
                throw fail("addedBy", "expected the ID of a member, found \"\(member)\"")
            }
            if case .failure(let problem) = NameRules.checkMarkdown(entry.description, field: "description") {
                throw fail("description", "expected \(problem.expected)")
            }
            let car = Car(vin: vin, name: try text(entry.name, "name"), model: try text(entry.model, "model"),
                          colour: try text(entry.colour, "colour"),
                          year: try Car.checkYear(entry.year, field: "\(source): \(place).year").mapError(\.failure).get(),
                          price: Price(cents: entry.priceCents), imageID: entry.image, description: entry.description,
                          addedBy: entry.addedBy.flatMap(HearthID.init))
            try CarRow(car, family: familyID).insert(db)
        }
    }

    /// A car's or a recipe's `image`: the ID of a picture in the file's `carImages` (inserted before them)
    /// or already in the store.
    static func checkImageEntry(_ image: String?, fail: (String, String) -> Failure, _ db: Database) throws {
        if let image, !(try CarImageRow.existsCached(db, key: ["id": image])) {
            throw fail("image", "expected the ID of an image in carImages, found \"\(image)\"")
        }
    }
}
