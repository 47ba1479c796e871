import HearthDomain
import HearthTestSupport
import Testing

/// A shopping trip's time: what was shopped, pauses left out, in whole minutes as the list shows them.
@Suite struct ShoppingTripTests {
    static let ana = HearthID(Demo.ana)!
    static let minute: Int64 = 60_000

    @Test func pausesAreLeftOutOfTheTimeShopped() {
        let start: Int64 = 1_795_000_000_000
        var trip = ShoppingTrip(id: "t", memberID: Self.ana, started: start, pausesWhenHidden: true)
        #expect(trip.shopped(at: start + 5 * Self.minute) == 5 * Self.minute)
        trip = trip.paused(at: start + 5 * Self.minute)
        #expect(trip.shopped(at: start + 9 * Self.minute) == 5 * Self.minute, "a pause going on stops the timer")
        #expect(trip.paused(at: start + 7 * Self.minute) == trip, "pausing again changes nothing")
        trip = trip.resumed(at: start + 10 * Self.minute)
        #expect(trip.pausedFor == 5 * Self.minute && trip.pausedSince == nil)
        #expect(trip.resumed(at: start + 11 * Self.minute) == trip, "resuming a running trip changes nothing")
        let ended = trip.ended(at: start + 22 * Self.minute + 29_000)
        #expect(!ended.isOpen)
        #expect(ended.minutes(at: start + 60 * Self.minute) == 17, "22.5 minutes less the 5 paused, rounded; later clocks change nothing")
    }

    @Test func aTripEndedWhilePausedCountsThePauseOut() {
        let start: Int64 = 1_795_000_000_000
        let trip = ShoppingTrip(id: "t", memberID: Self.ana, started: start, pausesWhenHidden: true)
            .paused(at: start + 3 * Self.minute).ended(at: start + 8 * Self.minute)
        #expect(trip.minutes(at: trip.ended!) == 3)
        #expect(trip.pausedFor == 5 * Self.minute)
        let quick = ShoppingTrip(id: "q", memberID: Self.ana, started: start, pausesWhenHidden: false).ended(at: start + 20_000)
        #expect(quick.minutes(at: quick.ended!) == 0, "under half a minute is 0 min")
    }
}
