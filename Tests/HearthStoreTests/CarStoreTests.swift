import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct CarStoreTests {
    /// Real images, drawn by a browser: a PNG of 40 × 30 pixels and a JPEG of 48 × 32.
    static let png = Fixtures.bytes("car-40x30.png")
    static let jpeg = Fixtures.bytes("car-48x32.jpg")

    struct Garage {
        var store: HouseholdStore
        var family: Family
        var ana: Member
        var leo: Member
    }

    static func garage() throws -> Garage {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Riveras", language: "en")
        return Garage(store: store, family: family, ana: try store.addMember(name: "Ana", to: family, isManager: true),
                      leo: try store.addMember(name: "Leo", to: family, isManager: false))
    }

    static let wagon = HouseholdStore.CarInput(name: "Family wagon", model: "Volvo V60", colour: "Silver", year: 2019, price: "24500",
                                               image: (bytes: png, source: "wagon.png"), description: "Our **everyday** car.")

    @Test func onlyManagersChangeTheInventoryAndARefusalChangesNothing() throws {
        let garage = try Self.garage()
        do {
            try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.leo, in: garage.family)
            Issue.record("Leo added a car")
        } catch let failure as Failure {
            #expect(failure.kind == .notPermitted)
            #expect(failure.message.contains("only managers may add cars"))
        }
        #expect(try garage.store.cars(of: garage.family).isEmpty)
        try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.ana, in: garage.family)
        let before = try garage.store.exportJSON()
        #expect(throws: Failure.self) { try garage.store.editCar(vin: "1HGCM82633A004352", .init(price: "1"), by: garage.leo, in: garage.family) }
        #expect(throws: Failure.self) { try garage.store.removeCar(vin: "1HGCM82633A004352", by: garage.leo, in: garage.family) }
        #expect(try garage.store.exportJSON() == before)
    }

    @Test func aSecondCarWithTheSameVINIsRefusedNamingTheCarThatHasIt() throws {
        let garage = try Self.garage()
        try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.ana, in: garage.family)
        do {
            try garage.store.addCar(vin: "1hgcm82633a004352", .init(name: "Other", model: "X", colour: "Red", year: 2020, price: "1"), by: garage.ana, in: garage.family)
            Issue.record("a second car with the same VIN")
        } catch let failure as Failure {
            #expect(failure.message == "the VIN 1HGCM82633A004352 is already the car \"Family wagon Volvo V60\" (2019) of The Riveras")
        }
        #expect(try garage.store.cars(of: garage.family).count == 1)
    }

    @Test func aWrongCheckDigitIsAWarningNotARefusal() throws {
        let garage = try Self.garage()
        let saved = try garage.store.addCar(vin: "1HGCM82643A004352", Self.wagon, by: garage.ana, in: garage.family)
        #expect(saved.warnings == ["the VIN 1HGCM82643A004352 is one from North America or China (it starts with 1), which carries a check digit in position 9, but has 4 there where the check digit would be 3: a typing mistake? Saved as it is"])
        #expect(try garage.store.cars(of: garage.family).map(\.vin.text) == ["1HGCM82643A004352"])
    }

    /// A European car has no check digit: whatever its position 9 holds, there is nothing to warn about.
    @Test func aVINWithoutACheckDigitGetsNoWarning() throws {
        let garage = try Self.garage()
        let saved = try garage.store.addCar(vin: "WVWZZZ1KZAW123456", Self.wagon, by: garage.ana, in: garage.family)
        #expect(!saved.car.vin.hasValidCheckDigit)
        #expect(saved.warnings.isEmpty)
    }

    @Test func theImageIsStoredByContentAndATextFileNamedPNGIsRefused() throws {
        let garage = try Self.garage()
        let saved = try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.ana, in: garage.family)
        let snapshot = try #require(try garage.store.snapshot().first)
        let imageID = try #require(saved.car.imageID)
        let image = try #require(snapshot.carImages[imageID])
        #expect(image.file == ImageFile(format: .png, width: 40, height: 30))
        #expect(image.bytes == Self.png)
        do {
            try garage.store.editCar(vin: "1HGCM82633A004352", .init(image: (bytes: Array("not an image".utf8), source: "photo.png")),
                                     by: garage.ana, in: garage.family)
            Issue.record("a text file was taken as an image")
        } catch let failure as Failure {
            #expect(failure.message == "photo.png: expected a PNG, JPEG or WebP image (told by its bytes, not its name)")
        }
        try garage.store.editCar(vin: "1HGCM82633A004352", .init(removeImage: true), by: garage.ana, in: garage.family)
        #expect(try garage.store.snapshot().first?.carImages.isEmpty == true, "an image no car shows is removed")
    }

    /// A photo cut off in a copy has the right first bytes, and a browser would show it broken.
    @Test func anImageCutShortIsRefusedAndChangesNothing() throws {
        let garage = try Self.garage()
        try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.ana, in: garage.family)
        let before = try garage.store.exportJSON()
        // Cut near the end, and cut before the JPEG's size (its start-of-frame, after a colour profile).
        let cuts = [(Array(Self.jpeg.dropLast(40)), "photo.jpg", "JPEG"), (Array(Self.png.dropLast(40)), "photo.png", "PNG"),
                    (Array(Self.jpeg.prefix(600)), "early.jpg", "JPEG")]
        for (bytes, name, format) in cuts {
            do {
                try garage.store.editCar(vin: "1HGCM82633A004352", .init(image: (bytes: bytes, source: name)),
                                         by: garage.ana, in: garage.family)
                Issue.record("a cut-off \(format) was taken")
            } catch let failure as Failure {
                #expect(failure.kind == .badData)
                #expect(failure.message.hasPrefix("\(name): expected a whole \(format) image; this one stops before its end"), "\(failure.message)")
            }
        }
        #expect(try garage.store.exportJSON() == before)
        let saved = try garage.store.editCar(vin: "1HGCM82633A004352", .init(image: (bytes: Self.jpeg, source: "photo.jpg")),
                                             by: garage.ana, in: garage.family)
        let imageID = try #require(saved.car.imageID)
        #expect(try garage.store.snapshot().first?.carImages[imageID]?.file == ImageFile(format: .jpeg, width: 48, height: 32))
    }

    @Test func badValuesAreRefusedWithTheField() throws {
        let garage = try Self.garage()
        var input = Self.wagon
        input.year = 1700
        #expect(throws: Failure.self) { try garage.store.addCar(vin: "1HGCM82633A004352", input, by: garage.ana, in: garage.family) }
        input = Self.wagon
        input.price = "cheap"
        #expect(throws: Failure.self) { try garage.store.addCar(vin: "1HGCM82633A004352", input, by: garage.ana, in: garage.family) }
        #expect(throws: Failure.self) { try garage.store.addCar(vin: "SHORT", Self.wagon, by: garage.ana, in: garage.family) }
        #expect(try garage.store.cars(of: garage.family).isEmpty)
    }

    @Test func carsAndImagesRoundTripThroughTheExportFormat() throws {
        let garage = try Self.garage()
        try garage.store.changeSettings(HouseholdStore.FamilySettings(currency: try Currency.check("TWD").get()), of: garage.family)
        try garage.store.addCar(vin: "1HGCM82633A004352", Self.wagon, by: garage.ana, in: garage.family)
        let first = try garage.store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "a.json")
        #expect(try copy.exportJSON() == first)
        #expect(try copy.families().first?.currency.code == "TWD")
    }
}
