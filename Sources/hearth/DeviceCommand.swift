import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Read-only sign-ins for a kitchen screen or a tablet on the wall (hearth host).",
        subcommands: [Add.self, List.self, Set.self, Remove.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a device and prints its one-time sign-in link.",
            discussion: "Open the link once on the device: it sees the family's pages and changes nothing.\nExample:\n  hearth device add \"Kitchen tablet\" --family \"The Riveras\" --public-url https://home.example"
        )
        @Argument(help: "The device's name.") var name: String
        @Option(help: ArgumentHelp("The address hearth host is opened at, such as https://home.example.", valueName: "url")) var publicURL: String?
        @Flag(help: "It may mark chores done for a member picked on its screen (\"who did it?\").") var marksChores = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let base = try publicURL.map { try PublicURL.check($0) }
            let (store, family) = try household.open()
            let (device, token) = try store.addDevice(name: name, to: family, marksChores: marksChores)
            Console.result((base ?? "") + "/device/" + token)
            Console.message("Added \(device.name) to \(family.name). Open the link once on the device\(base == nil ? ", after the address hearth host serves at (such as http://192.168.1.20:8080)" : ""); it works one time only.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the family's devices: ID, whether its link was used, name.")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            for device in try store.devices(of: family) {
                Console.result("\(device.id)  \(device.linkUsed == nil ? "link not opened" : "signed in      ")  \(device.name)")
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Changes what a device may do: mark chores done for a member picked on its screen, or nothing.",
                                                        examples: "hearth device set \"Kitchen tablet\" --marks-chores on --family \"The Riveras\"")
        @Argument(help: "The device's name or ID.") var device: String
        @Option(help: ArgumentHelp("on: it may mark chores done for a member picked on its screen (\"who did it?\"); off: it changes nothing.", valueName: "on|off"))
        var marksChores: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            guard ["on", "off"].contains(marksChores) else { throw Failure(.usage, "--marks-chores \(marksChores): expected on or off") }
            let (store, family) = try household.open()
            let changed = try store.setDeviceMarksChores(marksChores == "on", device: device, in: family)
            Console.message(changed.marksChores ? "\(changed.name) may mark chores done for a member picked on its screen." : "\(changed.name) changes nothing.")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a device, by name or ID: it is signed out at once.")
        @Argument(help: "The device's name or ID.") var device: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let removed = try store.removeDevice(device, from: family)
            Console.message("Removed \(removed.name) from \(family.name); it is signed out.")
        }
    }
}
