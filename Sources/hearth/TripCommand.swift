import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

/// `hearth trip start`, `hearth trip list`: the family's shopping trips, started on the phone with "I'm going shopping" and
/// ended by purchasing the checked items (`ShoppingTrip`).
struct TripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract: "Shopping trips: who went, and how long they shopped.",
        subcommands: [Start.self, List.self]
    )

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Starts the member's shopping trip, as \"I'm going shopping\" does, to a shop if said; purchasing the checked items ends it.",
            examples: "hearth trip start --shop \"Big shop\" --as Ana", "hearth grocery purchase --checked --as Ana     # ends it")
        @Option(help: ArgumentHelp("The shop the trip goes to, by name or ID (`hearth shop learn` learns its order from such trips).", valueName: "shop"))
        var shop: String?
        @Flag(help: "Pause the trip's timer while the member's page is hidden.") var pauseWhenHidden = false
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let context = try acting.open()
            let (trip, started) = try context.store.startTrip(pausesWhenHidden: pauseWhenHidden, to: shop, by: context.member, in: context.family)
            Console.result(trip.id)
            let shopName = try trip.shopID.map { try context.store.shop($0, in: context.family).name }
            let to = shopName.map { " to \($0)" } ?? ""
            Console.message(started ? "\(context.member.displayName)'s trip\(to) started; purchasing the checked items ends it."
                                    : "\(context.member.displayName)'s trip\(to) is going on already.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the trips going on, then the last 20 that ended: start (UTC), member, time shopped, time paused.",
            examples: "hearth trip list --family \"The Riveras\"")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let members = try store.members()  // a member who moved to another family keeps their name
            let now = HouseholdStore.nowInMilliseconds()
            let shops = try store.shops(of: family)
            for trip in try store.trips(of: family) {
                let start = Date(timeIntervalSince1970: Double(trip.started) / 1000).formatted(.iso8601)
                let name = members.first { $0.id == trip.memberID }?.displayName ?? trip.memberID.text
                let paused = trip.pausedFor + (trip.pausedSince.map { max(0, (trip.ended ?? now) - $0) } ?? 0)
                let state = trip.isOpen ? (trip.pausedSince == nil ? "going" : "paused") : "ended"
                let shop = shops.first { $0.id == trip.shopID }.map { "  at \($0.name)" } ?? ""
                Console.result("\(start)  \(name)  \(Self.seconds(trip.shopped(at: now))) shopped  \(Self.seconds(paused)) paused  \(state)\(shop)")
            }
        }

        /// "754 s (13 min)": the seconds, and the minutes the pages show.
        static func seconds(_ milliseconds: Int64) -> String {
            "\(milliseconds / 1000) s (\((milliseconds + 30_000) / 60_000) min)"
        }
    }
}
