import Foundation
import HearthDomain

/// The shopping list's trips, on a hosted build: who is shopping now, with what their page's timer needs
/// (assets/hearth-host.js counts the time shopped from these), and the last trip with its minutes.
struct TripPanel {
    /// A trip going on.
    struct Going {
        var memberID: String
        /// "Ana is shopping".
        var text: String
        /// Milliseconds since 1970, as text for the page's data attributes.
        var started: String
        var pausedFor: String
        /// When the pause going on began; "" while the timer runs.
        var pausedSince: String
        var pausesWhenHidden: Bool
    }

    var going: [Going]
    var isGoing: Bool
    /// "Last trip: Ana, 23 min, 26 Nov"; "" before the first.
    var lastTrip: String
    var hasLastTrip: Bool

    init(_ snapshot: FamilySnapshot, strings: ThemeStrings) {
        let open = snapshot.trips.filter(\.isOpen)
        going = open.map { trip in
            Going(memberID: trip.memberID.text,
                  text: strings.text("trip_going", ["member": snapshot.member(trip.memberID)?.displayName ?? "?"]),
                  started: String(trip.started), pausedFor: String(trip.pausedFor), pausedSince: trip.pausedSince.map(String.init) ?? "",
                  pausesWhenHidden: trip.pausesWhenHidden)
        }
        isGoing = !open.isEmpty
        let last = snapshot.trips.first { !$0.isOpen }
        lastTrip = last.map { trip in
            strings.text("trip_last", ["member": snapshot.member(trip.memberID)?.displayName ?? "?",
                                       "minutes": String(trip.minutes(at: trip.ended!)), "date": strings.shortDate(Self.day(trip.ended!))])
        } ?? ""
        hasLastTrip = last != nil
    }

    /// The local calendar day of a time in milliseconds since 1970.
    static func day(_ milliseconds: Int64) -> CalendarDay {
        CalendarDay.local(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }
}
