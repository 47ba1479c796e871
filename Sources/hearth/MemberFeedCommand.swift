import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

extension MemberCommand {
    /// `hearth member feed`: the addresses of a member's private calendar feeds on `hearth host`, and a
    /// new secret for them (the old addresses then answer nothing).
    struct Feed: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the addresses of a member's calendar feeds on hearth host (the family's chores, and their own); --renew ends the old ones.",
            examples: "hearth member feed Ana", "hearth member feed Ana --public-url https://home.example",
            "hearth member feed Ana --renew   # a lost phone: the old addresses stop working")
        @Argument(help: "The member, by ID or name.") var member: String
        @Flag(help: "Give the feeds a new secret: the addresses given out before answer nothing.") var renew = false
        @Option(help: ArgumentHelp("The address the family opens, such as https://home.example (default: the family's, as `hearth family set --public-url` or `hearth host --public-url` saved it).", valueName: "url"))
        var publicURL: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            let secret = renew ? try store.renewCalendarFeed(for: found) : try store.calendarFeedSecret(for: found)
            // A whole address a phone's calendar can subscribe to; a bare path only when no address is known.
            let base = try publicURL.map { try PublicURL.check($0) } ?? store.savedPublicURLs()[family.id] ?? ""
            Console.result("\(base)/feed/\(secret)/chores.ics")
            Console.result("\(base)/feed/\(secret)/mine.ics")
            Console.message(renew ? "\(found.displayName)'s calendar feeds have new addresses; the old ones answer nothing." :
                "\(found.displayName)'s calendar feeds: the family's chores, then their own. Anyone with an address reads them: keep them private.")
        }
    }
}
