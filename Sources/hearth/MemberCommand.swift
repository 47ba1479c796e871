import ArgumentParser
import Foundation
import HearthSite
import HearthDomain
import HearthStore

struct MemberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "member",
        abstract: "Adds, lists and renames members; shows a member's QR code.",
        subcommands: [Add.self, List.self, Rename.self, QR.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a member to a family and prints the new member ID.",
            discussion: """
                Example:
                  hearth member add Ana --family "The Riveras" --manager
                """
        )

        @Argument(help: "The member's display name.")
        var name: String

        @OptionGroup var familyOption: FamilyOption

        @Flag(help: "The member is a manager (managers change the car inventory).")
        var manager = false

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let family = try store.family(matching: familyOption.family)
            let member = try store.addMember(name: name, to: family, isManager: manager)
            Console.result(member.id.text)
            Console.message("Added \(member.displayName) to \(family.name).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists members: ID, family, role, name (every family's, or one family's with --family).",
            discussion: "Example:\n  hearth member list --family \"The Riveras\""
        )

        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let familyID = try familyOption.family.map { try store.family(matching: $0).id }
            for member in try store.members(of: familyID) {
                let role = member.managesFamily ? "manager" : "member "
                Console.result("\(member.id)  \(member.familyID)  \(role)  \(member.displayName)")
            }
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Renames a member.",
            discussion: "Example:\n  hearth member rename 阿嬤 外婆 --family 林家"
        )
        @Argument(help: "The member, by ID or name.") var member: String
        @Argument(help: "The new display name.") var name: String
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let found = try store.member(matching: member, in: try store.family(matching: familyOption.family), option: "MEMBER")
            try store.renameMember(found, to: name)
            Console.message("Renamed \(found.displayName) to \(name.trimmed).")
        }
    }

    struct QR: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "qr",
            abstract: "Draws a member's QR code in the terminal, for a quick scan from the screen.",
            discussion: """
                Examples:
                  hearth member qr Ana
                  hearth member qr Ana --png ana.png
                  hearth member qr Ana --join-url "https://home.example/join?member={id}"
                """
        )
        @Argument(help: "The member, by ID or name.") var member: String
        @Option(help: ArgumentHelp("Also write the code as a PNG file.", valueName: "file")) var png: String?
        @Option(help: ArgumentHelp("Carry this URL with {id} filled in, rather than the bare ID.", valueName: "template"))
        var joinURL: String?
        @Flag(help: "Draw for a terminal with a light background.") var lightBackground = false
        @OptionGroup var familyOption: FamilyOption
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            let found = try store.member(matching: member, in: try store.family(matching: familyOption.family), option: "MEMBER")
            let template = try joinURL.map { try MemberCode.checkTemplate($0).mapError(\.failure).get() }
            let code = try QRCode(MemberCode.payload(for: found.id, joinURL: template))
            if let png {
                do {
                    try code.png().write(to: URL(fileURLWithPath: png), options: .atomic)
                } catch let failure as Failure {
                    throw failure
                } catch {
                    throw Failure(.cannotCreate, "cannot write \(png): \(error.localizedDescription)")
                }
                Console.message("Wrote \(found.displayName)'s QR code to \(png).")
            }
            FileHandle.standardOutput.write(Data(code.terminalText(lightBackground: lightBackground).utf8))
            Console.message("\(found.displayName) · \(found.id)\(template == nil ? "" : " · " + code.payload)")
        }
    }
}
