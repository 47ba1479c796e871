import HearthTestSupport
@testable import HearthStore
import Testing
@testable import HearthDomain
@testable import HearthSite

/// What the week's report shows of the chores is kept between a resident site's refreshes
/// (`ChoreWeekCache`): taken while nothing it is worked out from changed, worked out again after a
/// change forgot it, and never kept from a snapshot planned before that change.
@Suite struct ChoreWeekCacheTests {
    @Test func aWeekIsKeptUntilForgottenAndNotFromASnapshotPlannedBefore() throws {
        let store = try DemoHousehold.store()
        let snapshot = try #require(try store.snapshot().first { $0.family.name == "The Riveras" })
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: snapshot.family.language)
        let cache = ChoreWeekCache()
        let date = DemoHousehold.date
        let planned = cache.forgottenCount(of: snapshot.family.id)
        let first = cache.choreWeek(of: snapshot, date: date, strings: strings, planned: planned)

        // Kept: a snapshot whose chores changed still gets the week kept, until the change forgets it.
        var changed = snapshot
        changed.choreRecords = []
        let kept = cache.choreWeek(of: changed, date: date, strings: strings, planned: planned)
        #expect(kept.sentences == first.sentences)
        cache.forget(snapshot.family.id)
        let now = cache.forgottenCount(of: snapshot.family.id)
        let fresh = cache.choreWeek(of: changed, date: date, strings: strings, planned: now)
        #expect(fresh.sentences == HouseholdReportPage.ChoreWeek(changed, date: date, strings: strings).sentences)
        #expect(fresh.sentences != first.sentences, "the demo's week has chores done")

        // A page planned before the forget renders its own snapshot's week, which is not kept.
        cache.forget(snapshot.family.id)
        let late = cache.choreWeek(of: snapshot, date: date, strings: strings, planned: now)
        #expect(late.sentences == first.sentences)
        let next = cache.choreWeek(of: changed, date: date, strings: strings, planned: cache.forgottenCount(of: snapshot.family.id))
        #expect(next.sentences == fresh.sentences, "the late week was not kept")
    }
}
