import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

extension FamilyCommand {
    /// `hearth family invitations`: the invitations members made on their phones ("Invite someone" on
    /// `hearth host`), revoking one, and turning them off or on for the family.
    struct Invitations: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the invitations members made on their phones for someone new: ID, state, who made it, until when it works.",
            discussion: """
                Examples:
                  hearth family invitations --family "The Riveras"
                  hearth family invitations revoke 7KQ2M9XWD4NA --family "The Riveras"
                  hearth family invitations off --family "The Riveras"   # no member may make one
                """,
            subcommands: [List.self, Revoke.self, On.self, Off.self],
            defaultSubcommand: List.self
        )

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Lists the family's invitations made on phones, newest first.",
                                                            examples: "hearth family invitations list --family \"The Riveras\"")
            @OptionGroup var household: HouseholdOptions

            func run() throws {
                let (store, family) = try household.open()
                let now = HouseholdStore.nowInMilliseconds()
                if !(try store.phoneInvitationsAllowed(in: family)) { Console.message("\(family.name) takes no invitations made on phones (turned off).") }
                for invitation in try store.phoneInvitations(of: family) {
                    let by = try invitation.createdBy.flatMap { try store.member(id: $0) }?.displayName ?? "-"
                    let state: String
                    switch invitation.state(at: now) {
                    case .open: state = "open   "
                    case .used: state = "used   "
                    case .expired: state = "expired"
                    }
                    let joined = try invitation.usedBy.flatMap { try store.member(id: $0) }.map { "  joined: \($0.displayName)" } ?? ""
                    let until = Date(timeIntervalSince1970: Double(invitation.expires) / 1000).formatted(.iso8601)
                    Console.result("\(invitation.id)  \(state)  by \(by)  until \(until)\(joined)")
                }
            }
        }

        struct Revoke: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Revokes an invitation by its ID: its link no longer works.",
                                                            examples: "hearth family invitations revoke 7KQ2M9XWD4NA --family \"The Riveras\"")
            @Argument(help: "The invitation's ID, as `hearth family invitations` lists it.") var id: String
            @OptionGroup var household: HouseholdOptions

            func run() throws {
                let (store, family) = try household.open()
                let revoked = try store.revokePhoneInvitation(id, of: family)
                Console.message("Revoked invitation \(revoked.id) into \(family.name); its link no longer works.")
            }
        }

        struct On: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Lets the family's members make invitations on their phones (the default).",
                                                            examples: "hearth family invitations on --family \"The Riveras\"")
            @OptionGroup var household: HouseholdOptions

            func run() throws {
                let (store, family) = try household.open()
                try store.allowPhoneInvitations(true, in: family)
                Console.message("\(family.name)'s members may make invitations on their phones.")
            }
        }

        struct Off: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Stops the family's members making invitations on their phones; the open ones stop working.",
                                                            examples: "hearth family invitations off --family \"The Riveras\"")
            @OptionGroup var household: HouseholdOptions

            func run() throws {
                let (store, family) = try household.open()
                try store.allowPhoneInvitations(false, in: family)
                Console.message("\(family.name)'s members may no longer make invitations on their phones; the open ones no longer work.")
            }
        }
    }
}
