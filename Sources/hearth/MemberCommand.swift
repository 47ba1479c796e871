import ArgumentParser
import Foundation
import HearthSite
import HearthDomain
import HearthServer
import HearthStore

struct MemberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "member",
        abstract: "Adds, lists and renames members; makes managers; notes days away; shows a member's QR code.",
        subcommands: [Add.self, List.self, Rename.self, Set.self, Promote.self, Demote.self, Away.self, QR.self, Password.self, Feed.self]
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

        @Flag(help: "The member is a manager (managers change the car inventory).")
        var manager = false

        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let member = try store.addMember(name: name, to: family, isManager: manager)
            Console.result(member.id.text)
            Console.message("Added \(member.displayName) to \(family.name).")
            if !member.managesFamily, try !store.members(of: family.id).contains(where: \.managesFamily) {
                // Without one, no one may change the car inventory.
                Console.message("\(family.name) has no manager: hearth member promote \(member.id) --as \(member.id) --family \(family.id)")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists members: ID, family, role, name (every family's, or one family's with --family).",
                                                        examples: "hearth member list --family \"The Riveras\"")

        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let store = try household.storeOption.open()
            let familyID = try household.familyOption.family.map { try store.family(matching: $0).id }
            for member in try store.members(of: familyID) {
                let role = member.managesFamily ? "manager" : "member "
                let language = member.language.map { "  (\($0.tag))" } ?? ""
                Console.result("\(member.id)  \(member.familyID)  \(role)  \(member.displayName)\(language)")
            }
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renames a member.",
                                                        examples: "hearth member rename 阿嬤 外婆 --family 林家")
        @Argument(help: "The member, by ID or name.") var member: String
        @Argument(help: "The new display name.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            try store.renameMember(found, to: name)
            Console.message("Renamed \(found.displayName) to \(name.trimmed).")
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sets a member's own language: hearth host's pages, notices and printouts for them are in it, and hearth build writes the family's pages in it too (a folder of its tag); --language \"\" gives them their family's.",
            examples: "hearth member set 哥哥 --language en", "hearth member set 哥哥 --language \"\"")
        @Argument(help: "The member, by ID or name.") var member: String
        @Option(help: ArgumentHelp("The member's language, a file of the theme's i18n folder: \(Language.allTags); \"\" for the family's.", valueName: "tag"))
        var language: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            guard let language else { throw Failure(.usage, "say what to set: --language") }
            let chosen = language.isEmpty ? nil : try Language.option(language)
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            let changed = try store.setLanguage(of: found, to: chosen)
            let reads = chosen.map { "reads \($0.tag)" } ?? "reads the family's language (\(family.language.tag))"
            Console.message(changed ? "\(found.displayName) \(reads) now." : "\(found.displayName) \(reads) already.")
        }
    }

    struct Promote: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Makes a member a manager (managers change the car inventory).",
            discussion: """
                Only a manager may do it, or any member while the family has no manager. A member who
                joined from another family cannot manage it: the role belongs to the family they
                registered in.
                Example:
                  hearth member promote Ben --as Ana --family "The Riveras"
                """
        )
        @OptionGroup var role: RoleChange

        func run() throws { try role.make(manager: true) }
    }

    struct Demote: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Makes a manager a plain member again (never the family's last manager).",
                                                        examples: "hearth member demote Ben --as Ana --family \"The Riveras\"")
        @OptionGroup var role: RoleChange

        func run() throws { try role.make(manager: false) }
    }

    /// What `member promote` and `member demote` share: the member, who acts, and the change itself.
    struct RoleChange: ParsableArguments {
        @Argument(help: "The member, by ID or name.") var member: String
        @OptionGroup var acting: ActingOptions

        func make(manager: Bool) throws {
            let (store, family, actor) = try acting.open()
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            let changed = try store.setManager(found, manager, in: family, by: actor)
            let name = found.displayName
            switch (manager, changed) {
            case (true, true): Console.message("\(name) is now a manager of \(family.name).")
            case (true, false): Console.message("\(name) is already a manager of \(family.name).")
            case (false, true): Console.message("\(name) is no longer a manager of \(family.name).")
            case (false, false): Console.message("\(name) is not a manager of \(family.name).")
            }
        }
    }

    struct Away: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Notes days a member is away, both days included: hearth chore propose gives them no chore then.",
            discussion: """
                Days that touch or overlap days already noted join them. --clear forgets all of the member's days away.
                Examples:
                  hearth member away Leo --from 2026-12-02 --to 2026-12-03
                  hearth member away Leo --clear
                """
        )
        @Argument(help: "The member, by ID or name.") var member: String
        @Option(help: ArgumentHelp("The first day away.", valueName: "YYYY-MM-DD")) var from: String?
        @Option(help: ArgumentHelp("The last day away (default: the first).", valueName: "YYYY-MM-DD")) var to: String?
        @Flag(help: "Forget the member's days away.") var clear = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            if clear, from != nil || to != nil { throw Failure(.usage, "--clear and --from/--to: give one, days to note or --clear") }
            guard clear || from != nil else { throw Failure(.usage, "--from DATE (and --to DATE), or --clear: expected the days away, or --clear to forget them") }
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            if clear {
                let cleared = try store.clearAway(found, in: family)
                Console.message(cleared == 0 ? "\(found.displayName) had no days away." : "Forgot \(found.displayName)'s days away.")
                return
            }
            let first = try Today.parse(from, option: "--from")
            let last = try to.map { try Today.parse($0, option: "--to") } ?? first
            let away = try store.setAway(found, from: first, to: last, in: family)
            Console.message("\(found.displayName) is away from \(away.first) to \(away.last).")
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
        @Option(help: ArgumentHelp("Carry this URL with {id} filled in, rather than the family's saved address's join URL or the bare ID.", valueName: "template"))
        var joinURL: String?
        @Flag(help: "Draw for a terminal with a light background.") var lightBackground = false
        @Flag(help: "Let --png write over a file that is not a PNG picture (never over the store).") var force = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            // --join-url, else the family's saved address (hearth family set --public-url), else the bare ID.
            let template = try joinURL.map { try MemberCode.checkTemplate($0).mapError(\.failure).get() }
                ?? store.savedPublicURLs()[family.id].map { $0 + "/join/{id}" }
            let code = try QRCode(MemberCode.payload(for: found.id, joinURL: template))
            if let png {
                try OutputFile(path: png, kind: .png, force: force, storePath: household.storeOption.path).write(try code.png())
                Console.message("Wrote \(found.displayName)'s QR code to \(png).")
            }
            FileHandle.standardOutput.write(Data(code.terminalText(lightBackground: lightBackground).utf8))
            Console.message("\(found.displayName) · \(found.id)\(template == nil ? "" : " · " + code.payload)")
        }
    }

    struct Password: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sets or resets a member's password for hearth host (kept only as a bcrypt hash).",
            discussion: "Asked twice on a terminal; otherwise read from the first line of standard input. The member's sessions end.\nExamples:\n  hearth member password Ana\n  printf '%s\\n' \"$PASSWORD\" | hearth member password Ana"
        )
        @Argument(help: "The member, by ID or name.") var member: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            let password = try PasswordInput.read(for: found.displayName)
            try store.setPassword(password, for: found, hasher: BcryptPasswords())
            Console.message("Set the password of \(found.displayName) (\(found.id)); they sign in with their member ID and it.")
        }
    }
}
