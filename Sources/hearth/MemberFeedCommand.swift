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
            abstract: "Prints the addresses of a member's calendar feeds on hearth host (the family's chores, their own, and the meals); --renew ends the old ones.",
            examples: "hearth member feed Ana --public-url https://home.example", "hearth member feed Ana --renew   # a lost phone: the old addresses stop working")
        @Argument(help: "The member, by ID or name.") var member: String
        @Flag(help: "Give the feeds a new secret: the addresses given out before answer nothing.") var renew = false
        @Option(help: ArgumentHelp("The address the family opens, such as https://home.example, to print whole addresses.", valueName: "url")) var publicURL: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open(decidedBy: member)
            let found = try store.member(matching: member, in: family, option: "MEMBER")
            let secret = renew ? try store.renewCalendarFeed(for: found) : try store.calendarFeedSecret(for: found)
            let base = try publicURL.map { try PublicURL.check($0) } ?? ""
            Console.result("\(base)/feed/\(secret)/chores.ics")
            Console.result("\(base)/feed/\(secret)/mine.ics")
            Console.result("\(base)/feed/\(secret)/meals.ics")
            Console.message(renew ? "\(found.displayName)'s calendar feeds have new addresses; the old ones answer nothing." :
                "\(found.displayName)'s calendar feeds: the family's chores, their own, then the family's meals. Anyone with an address reads them: keep them private.")
        }
    }
}
