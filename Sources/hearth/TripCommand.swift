import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

/// `hearth trip list`: the family's shopping trips, started on the phone with "I'm going shopping" and
/// ended by purchasing the checked items (`ShoppingTrip`).
struct TripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract: "Shopping trips: who went, and how long they shopped.",
        subcommands: [List.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the trips going on, then the last 20 that ended: start (UTC), member, time shopped, time paused.",
            examples: "hearth trip list --family \"The Riveras\"")
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let members = try store.members()  // a member who moved to another family keeps their name
            let now = HouseholdStore.nowInMilliseconds()
            for trip in try store.trips(of: family) {
                let start = Date(timeIntervalSince1970: Double(trip.started) / 1000).formatted(.iso8601)
                let name = members.first { $0.id == trip.memberID }?.displayName ?? trip.memberID.text
                let paused = trip.pausedFor + (trip.pausedSince.map { max(0, (trip.ended ?? now) - $0) } ?? 0)
                let state = trip.isOpen ? (trip.pausedSince == nil ? "going" : "paused") : "ended"
                Console.result("\(start)  \(name)  \(Self.seconds(trip.shopped(at: now))) shopped  \(Self.seconds(paused)) paused  \(state)")
            }
        }

        /// "754 s (13 min)": the seconds, and the minutes the pages show.
        static func seconds(_ milliseconds: Int64) -> String {
            "\(milliseconds / 1000) s (\((milliseconds + 30_000) / 60_000) min)"
        }
    }
}
