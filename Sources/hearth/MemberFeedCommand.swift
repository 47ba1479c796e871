import ArgumentParser
import Foundation
import HearthDomain
import HearthSite
import HearthStore

extension MemberCommand {
    /// `hearth member feed`: the addresses of a member's private calendar feeds on `hearth host`. The store
    /// keeps only a digest of their secret (as it does for API tokens), so they are printed once, when
    /// they are made: the first time, or with --renew (the old addresses then answer nothing). Without
    /// --renew, a member who has them is told where they were shown, and how to get new ones.
    struct Feed: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Makes a member's calendar feeds on hearth host (the family's chores, their own, and the meals) and prints their addresses, once; --renew makes new ones and ends the old.",
            examples: "hearth member feed Ana --public-url https://home.example", "hearth member feed Ana --renew   # a lost phone, or an address not kept: the old addresses stop working")
        @Argument(help: "The member, by ID or name.") var member: String
        @Flag(help: "Give the feeds a new secret: the addresses given out before answer nothing.") var renew = false
        @Option(help: ArgumentHelp("The address the family opens, such as https://home.example (default: the family's, as `hearth family set --public-url` or `hearth host --public-url` saved it).", valueName: "url"))
        var publicURL: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member, option: "MEMBER")
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            // A whole address a phone's calendar can subscribe to; a bare path only when no address is known.
            let base = try publicURL.map { try PublicURL.check($0) } ?? store.savedPublicURLs()[family.id] ?? ""
            let had = try store.hasCalendarFeed(found)
            guard renew || !had else {
                Console.message("\(found.displayName)'s calendar feeds were shown once, when they were made: Hearth keeps no copy of their addresses. "
                    + "hearth member feed \(found.id) --renew makes new ones (the old ones then answer nothing), as does \"Subscribe\" on the hosted family page.")
                return
            }
            let secret = try store.renewCalendarFeed(for: found)
            Console.result("\(base)/feed/\(secret)/chores.ics")
            Console.result("\(base)/feed/\(secret)/mine.ics")
            Console.result("\(base)/feed/\(secret)/meals.ics")
            Console.message((had ? "\(found.displayName)'s calendar feeds have new addresses; the old ones answer nothing. " :
                "\(found.displayName)'s calendar feeds: the family's chores, their own, then the family's meals. ")
                + "Anyone with an address reads them: keep them private. They are shown this once.")
        }
    }
}
