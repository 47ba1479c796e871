import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

/// `hearth token`: a member's long-lived keys for the API of `hearth host` (docs/api.md).
struct TokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Long-lived keys for the household's other tools (Home Assistant, scripts) to use the API of hearth host as a member.",
        subcommands: [Add.self, List.self, Remove.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Makes a token that acts as the member (--as) and prints it once: the store keeps only its hash.",
            examples: "hearth token add \"Home Assistant\" --as Ana",
            "hearth token add \"Wall display\" --as Ana --read-only --expires 365",
            "curl -H \"Authorization: Bearer TOKEN\" http://localhost:8080/api/v1/grocery-items")
        @Argument(help: "What the token is for; a member's tokens have different names.") var name: String
        @Flag(help: "It may read the household and change nothing.") var readOnly = false
        @Option(help: ArgumentHelp("It stops working after this many days (1 to 3650; default: until removed).", valueName: "days")) var expires: Int?
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let (token, secret) = try store.addAPIToken(name: name, for: member, in: family, readOnly: readOnly, days: expires)
            Console.result(secret)
            let limits = [token.readOnly ? "reads only" : nil, token.expires.map { "until \($0)" }].compactMap { $0 }
            Console.message("Made the token \(token.name) for \(member.displayName) of \(family.name)\(limits.isEmpty ? "" : " (" + limits.joined(separator: ", ") + ")"). It is shown this once: keep it where the tool that uses it keeps secrets. Send it as Authorization: Bearer TOKEN.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the tokens of a member (--as), or of every member of the family: ID, member, what it may do, until when, name.")
        @Option(name: .customLong("as"), help: ArgumentHelp("Only this member's tokens, by ID or name.", valueName: "member")) var member: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member)
            let member = try self.member.map { try store.member(matching: $0, in: family) }
            let names = Dictionary(try store.members(of: family.id).map { ($0.id, $0.displayName) }) { first, _ in first }
            for token in try store.apiTokens(of: member, in: family) {
                let until = token.expires.map { "until " + $0.prefix(10) } ?? "no end"
                Console.result("\(token.id)  \(names[token.memberID] ?? token.memberID.text)  \(token.readOnly ? "reads   " : "changes ")  \(until)  \(token.name)")
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes one of the member's tokens, by name or ID: a request with it is refused at once.",
                                                        examples: "hearth token remove \"Home Assistant\" --as Ana")
        @Argument(help: "The token's name or ID.") var token: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let removed = try store.removeAPIToken(token, of: member, in: family)
            Console.message("Removed the token \(removed.name) of \(member.displayName); a request with it is refused from now on.")
        }
    }
}
