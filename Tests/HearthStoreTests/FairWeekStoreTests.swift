import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

/// The fair week in the store (issue 69): pinned chores, members who may not do one, days away, the
/// proposal read in one transaction and applied in one, and all of it through the export format.
@Suite struct FairWeekStoreTests {
    static let monday = CalendarDay(iso: "2026-11-23")!

    static func home() throws -> (HouseholdStore, Family, Member, Member) {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Parkers", language: "en")
        return (store, family, try store.addMember(name: "Peter", to: family, isManager: true), try store.addMember(name: "Polly", to: family, isManager: false))
    }

    @Test func daysAwayThatTouchJoinAndClearForgetsThem() throws {
        let (store, family, peter, polly) = try Self.home()
        try store.setAway(polly, from: Self.monday, to: Self.monday.adding(days: 1), in: family)
        let joined = try store.setAway(polly, from: Self.monday.adding(days: 2), to: Self.monday.adding(days: 3), in: family)
        #expect(joined == DaysAway(memberID: polly.id, first: Self.monday, last: Self.monday.adding(days: 3)), "touching days join")
        try store.setAway(polly, from: Self.monday.adding(days: 10), to: Self.monday.adding(days: 10), in: family)
        try store.setAway(peter, from: Self.monday, to: Self.monday, in: family)
        #expect(try store.daysAway(of: family).count == 3)
        #expect(throws: Failure.self, "the last day before the first") { try store.setAway(polly, from: Self.monday, to: Self.monday.adding(days: -1), in: family) }
        #expect(try store.clearAway(polly, in: family) == 2)
        #expect(try store.daysAway(of: family).map(\.memberID) == [peter.id])
    }

    @Test func pinsAndExclusionsAreSetAddedToAndCleared() throws {
        let (store, family, peter, polly) = try Self.home()
        try store.setChore("cook", weekday: .monday, fatigue: 4, assignee: peter, keepAssignee: true, notFor: [polly], in: family)
        var chore = try #require(try store.chores(of: family).first)
        #expect(chore.keepsAssignee && chore.notFor == [polly.id])
        try store.setChore("cook", weekday: .monday, fatigue: 4, assignee: nil, in: family)
        chore = try #require(try store.chores(of: family).first)
        #expect(chore.keepsAssignee && chore.notFor == [polly.id], "setting the chore again keeps both unless told")
        try store.setChore("cook", weekday: .monday, fatigue: 4, assignee: nil, keepAssignee: false, clearNotFor: true, in: family)
        chore = try #require(try store.chores(of: family).first)
        #expect(!chore.keepsAssignee && chore.notFor.isEmpty)
        let other = try store.createFamily(name: "The Okafors", language: "en")
        let ngozi = try store.addMember(name: "Ngozi", to: other, isManager: true)
        #expect(throws: Failure.self, "a member of another family") {
            try store.setChore("cook", weekday: .monday, fatigue: 4, assignee: nil, notFor: [ngozi], in: family)
        }
    }

    @Test func applyingChangesOnlyTheAssigneesInOneGo() throws {
        let (store, family, peter, polly) = try Self.home()
        try store.setChore("cook", weekday: .monday, fatigue: 4, assignee: peter, in: family)
        try store.setChore("sweep", weekday: .tuesday, fatigue: 2, assignee: peter, in: family)
        try store.recordChore("cook", on: Self.monday.adding(days: -7), done: true, by: peter, in: family)
        try store.setAway(polly, from: Self.monday.adding(days: 1), to: Self.monday.adding(days: 1), in: family)
        let today = Self.monday.adding(days: -1)
        let proposal = try store.proposeWeek(containing: Self.monday, today: today, of: family)
        #expect(proposal.choices.map(\.member) == [polly.id, peter.id], "cook to Polly (0 against 4); sweep to Peter, Polly being away")
        #expect(try store.chores(of: family).map(\.assignee) == [peter.id, peter.id], "proposing changes nothing")
        let revision = try store.choreBoard(of: family.id).revision
        let applied = try store.applyFairWeek(containing: Self.monday, today: today, in: family)
        #expect(applied.choices == proposal.choices)
        let after = try store.chores(of: family)
        #expect(after.map(\.assignee) == [polly.id, peter.id])
        #expect(after.map(\.fatigue) == [4, 2], "only assignees change")
        #expect(try store.choreBoard(of: family.id).revision == revision + 1, "one chore written, in one transaction")
    }

    @Test func theFairWeeksFieldsGoThroughTheExportFormat() throws {
        let (store, family, peter, polly) = try Self.home()
        try store.setChore("room", weekday: .saturday, fatigue: 1, assignee: polly, keepAssignee: true, in: family)
        try store.setChore("oil", weekday: .sunday, fatigue: 6, assignee: peter, notFor: [polly], in: family)
        try store.setAway(polly, from: Self.monday, to: Self.monday.adding(days: 2), in: family)
        let first = try store.exportJSON()
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("\"keepAssignee\"") && text.contains("\"notFor\"") && text.contains("\"daysAway\""))
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "a.json")
        #expect(try copy.exportJSON() == first)
        let imported = try #require(try copy.families().first)
        #expect(try copy.daysAway(of: imported) == [DaysAway(memberID: polly.id, first: Self.monday, last: Self.monday.adding(days: 2))])
        #expect(try copy.chores(of: imported).filter(\.keepsAssignee).map(\.title) == ["room"])
    }

    @Test func aLastDayAwayBeforeTheFirstIsRefusedByPlace() throws {
        let (store, family, _, polly) = try Self.home()
        try store.setAway(polly, from: Self.monday, to: Self.monday, in: family)
        var document = try #require(try JSONSerialization.jsonObject(with: try store.exportJSON()) as? [String: Any])
        var away = try #require(document["daysAway"] as? [[String: Any]])
        away[0]["to"] = "2026-11-22"
        document["daysAway"] = away
        let copy = try HouseholdStore.inMemory()
        #expect { try copy.importJSON(try JSONSerialization.data(withJSONObject: document), source: "a.json") } throws: { error in
            "\(error)".contains("daysAway[0].to") && "\(error)".contains("on or after the first, 2026-11-23")
        }
        #expect(try copy.families().isEmpty, "nothing imported")
    }
}
