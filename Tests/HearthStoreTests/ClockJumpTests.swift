import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

/// This machine's clock going back (set by hand, or corrected by NTP after it ran ahead) while the family
/// shops: the list's stamps never go back, so a tick made after the jump is not taken for one made before
/// the changes it follows, and a tick queued on a phone keeps how much earlier it was made.
@Suite struct ClockJumpTests {
    @Test func aClockThatGoesBackNeitherDropsNewTicksNorLetsOldOnesWin() throws {
        let home = try GroceryStoreTests.household()
        let store = home.store
        for name in ["Milk", "Bread", "Eggs"] { _ = try store.addGroceryItem(name: name, quantity: 1, location: nil, by: home.ana, in: home.family) }
        let hour: Int64 = 3_600_000
        // Before the jump the clock said an hour later than it says now: Leo ticked Milk then.
        let before = HouseholdStore.nowInMilliseconds() + hour
        guard case .applied = try store.tick("Milk", checked: true, at: before, receivedAt: before, by: home.leo, in: home.family) else {
            Issue.record("the first tick was dropped")
            return
        }

        // After the jump: Ana unticks Milk as she makes it; the clock now reads an hour earlier.
        let now = HouseholdStore.nowInMilliseconds()
        guard case .applied(let milk) = try store.tick("Milk", checked: false, at: now, receivedAt: now, by: home.ana, in: home.family) else {
            Issue.record("a tick made after the jump was dropped as older than the change before it")
            return
        }
        #expect(!milk.completed)

        // A tick Leo made 10 minutes before sending it, sent now: made before Ana's untick, so it loses.
        let queued = try store.tick("Milk", checked: true, at: now - 600_000, receivedAt: now, by: home.leo, in: home.family)
        guard case .dropped = queued else {
            Issue.record("a tick made before the last change won: \(queued)")
            return
        }

        // Other changes are stamped after the newest too: a purchase after the jump is not undone by a tick
        // queued before it.
        try store.apply(.check, to: ["Bread"], by: home.ana, in: home.family)
        let purchased = try store.purchaseCheckedItems(on: CalendarDay(iso: "2026-11-27")!, by: home.ana, in: home.family)
        #expect(purchased.map(\.name) == ["Bread"])
        let late = try store.tick("Bread", checked: true, at: now - 60_000, receivedAt: HouseholdStore.nowInMilliseconds(), by: home.leo, in: home.family)
        guard case .dropped = late else {
            Issue.record("a tick queued before the purchase undid it: \(late)")
            return
        }
    }
}
