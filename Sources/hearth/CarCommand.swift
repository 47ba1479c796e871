import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct CarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "car",
        abstract: "The family's car inventory. Only managers change it.",
        subcommands: [Add.self, Edit.self, Remove.self, List.self]
    )

    /// The options a car's fields are given with, shared by add and edit.
    struct CarFields: ParsableArguments {
        @Option(help: "The car's name, such as \"Family wagon\".") var name: String?
        @Option(help: "The model, such as \"Volvo V60\".") var model: String?
        @Option(help: ArgumentHelp("The colour, in words.", valueName: "colour")) var color: String?
        @Option(parsing: .unconditional, help: "The model year.") var year: Int?
        @Option(parsing: .unconditional, help: "The price in the family's currency, such as 25999 or 25,999.50.") var price: String?
        @Option(help: ArgumentHelp("A PNG, JPEG or WebP picture (told by its bytes); stored in the store.", valueName: "file")) var image: String?
        @Option(help: ArgumentHelp("A Markdown file describing the car.", valueName: "file.md")) var description: String?

        /// Whether any field was given: an edit without one would change nothing.
        var givesAny: Bool {
            name != nil || model != nil || color != nil || year != nil || price != nil || image != nil || description != nil
        }

        func input(removeImage: Bool = false) throws -> HouseholdStore.CarInput {
            HouseholdStore.CarInput(
                name: name, model: model, colour: color, year: year, price: price,
                image: try image.map { (bytes: [UInt8](try InputFile.data($0)), source: $0) },
                removeImage: removeImage,
                description: try description.map(InputFile.text)
            )
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a car and prints its VIN.",
            discussion: """
                Example:
                  hearth car add --vin 1HGCM82633A004352 --name "Family wagon" --model "Honda Accord" \\
                    --color Silver --year 2003 --price 4500 --image wagon.jpg --description wagon.md --as Ana
                """
        )
        @Option(help: "The 17-character vehicle identification number (ISO 3779).") var vin: String
        @OptionGroup var fields: CarFields
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let saved = try store.addCar(vin: vin, try fields.input(), by: member, in: family)
            saved.warnings.forEach { Console.message("hearth: warning: " + $0) }
            Console.result(saved.car.vin.text)
            Console.message("Added \(saved.car.name) (\(saved.car.model), \(saved.car.year)).")
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Changes a car; its VIN never changes.",
                                                        examples: "hearth car edit 1HGCM82633A004352 --price 4200 --as Ana")
        @Argument(help: "The car's VIN.") var vin: String
        @OptionGroup var fields: CarFields
        @Flag(help: "Take the car's image away.") var noImage = false
        @OptionGroup var acting: ActingOptions

        func run() throws {
            if noImage, fields.image != nil { throw Failure(.usage, "--image and --no-image: give one of them, not both") }
            guard noImage || fields.givesAny else {
                throw Failure(.usage, "say what to change: --name, --model, --color, --year, --price, --image, --no-image or --description")
            }
            let (store, family, member) = try acting.open()
            let saved = try store.editCar(vin: vin, try fields.input(removeImage: noImage), by: member, in: family)
            Console.message("Changed \(saved.car.name).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a car from the inventory.",
                                                        examples: "hearth car remove 1HGCM82633A004352 --as Ana")
        @Argument(help: "The car's VIN.") var vin: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let removed = try store.removeCar(vin: vin, by: member, in: family)
            Console.message("Removed \(removed.name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the cars by name: VIN, year, price, name and model.",
                                                        examples: "hearth car list --as Leo")
        @Option(name: .customLong("as"), help: ArgumentHelp("The member who asks (anyone may list).", valueName: "member"))
        var member: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member)
            if let member { _ = try store.member(matching: member, in: family) }
            for car in try store.cars(of: family) {
                Console.result("\(car.vin)  \(car.year)  \(car.price.formatted(in: family.currency, decimalComma: family.decimalComma))  \(car.name) · \(car.model) · \(car.colour)")
            }
        }
    }
}
