import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct ChoreStoreTests {
    static func home() throws -> (HouseholdStore, Family, Member, Member) {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "林家", language: "zh-Hant")
        return (store, family, try store.addMember(name: "老媽", to: family, isManager: true),
                try store.addMember(name: "哥哥", to: family, isManager: false))
    }

    @Test func settingAChoreAlreadyOnThatDayUpdatesItsFatigue() throws {
        let (store, family, mom, _) = try Self.home()
        let first = try store.setChore("掃地", weekday: .monday, fatigue: 3, assignee: mom, in: family)
        #expect(!first.updated && first.chore.title == "sweep")
        let again = try store.setChore("sweep", weekday: .monday, fatigue: 5, assignee: nil, in: family)
        #expect(again.updated && again.previousFatigue == 3)
        #expect(try store.chores(of: family).map(\.fatigue) == [5])
        #expect(try store.chores(of: family).first?.assignee == mom.id, "the assignee stays when none is given")
        #expect(again.previousAssignee == mom.id && again.chore.assignee == mom.id)
    }

    /// Who carries a chore changes only when asked, and the command learns who carried it before.
    @Test func settingAChoreAgainReassignsOrUnassignsOnlyWhenAsked() throws {
        let (store, family, mom, son) = try Self.home()
        try store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: mom, in: family)
        let handed = try store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: son, in: family)
        #expect(handed.previousAssignee == mom.id && handed.chore.assignee == son.id)
        let unassigned = try store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: nil, unassign: true, in: family)
        #expect(unassigned.previousAssignee == son.id && unassigned.chore.assignee == nil)
        #expect(try store.chores(of: family).first?.assignee == nil)
    }

    /// Removing a chore removes the days it was marked done, and says how many.
    @Test func removingAChoreCountsTheDaysItWasDone() throws {
        let (store, family, _, son) = try Self.home()
        try store.setChore("garbage", weekday: .thursday, fatigue: 1, assignee: nil, in: family)
        for day in ["2026-11-12", "2026-11-19"] { try store.recordChore("garbage", on: CalendarDay(iso: day)!, done: true, by: son, in: family) }
        let removed = try store.removeChore("garbage", weekday: .thursday, in: family)
        #expect(removed.records == 2 && removed.chore.title == "garbage")
        #expect(try store.snapshot().first?.choreRecords.isEmpty == true)
    }

    @Test func outOfRangeValuesAndUnknownLabelsChangeNothing() throws {
        let (store, family, _, _) = try Self.home()
        try store.setChore("cook", weekday: .friday, fatigue: 4, assignee: nil, in: family)
        let before = try store.exportJSON()
        #expect(throws: Failure.self) { try store.setChore("cook", weekday: .friday, fatigue: 12, assignee: nil, in: family) }
        // A title that is no label yet becomes one, unless it is too wide for a label.
        #expect(throws: Failure.self) { try store.setChore("Juggle the oranges", weekday: .friday, fatigue: 1, assignee: nil, in: family) }
        #expect(throws: Failure.self) { try store.addLabel("一二三四五六七八九", in: family) }
        #expect(try store.exportJSON() == before)
    }

    @Test func customLabelsBecomeChoresAndStayWhileUsed() throws {
        let (store, family, _, _) = try Self.home()
        try store.addLabel("澆花", in: family)
        try store.setChore("澆花", weekday: .wednesday, fatigue: 1, assignee: nil, in: family)
        #expect(throws: Failure.self, "a label in use is kept") { try store.removeLabel("澆花", in: family) }
        try store.removeChore("澆花", weekday: .wednesday, in: family)
        try store.removeLabel("澆花", in: family)
        #expect(try store.customLabels(of: family).isEmpty)
    }

    @Test func aChoreIsDoneOnADayOfItsWeekdayByAMember() throws {
        let (store, family, _, son) = try Self.home()
        try store.setChore("garbage", weekday: .thursday, fatigue: 1, assignee: nil, in: family)
        let thursday = CalendarDay(iso: "2026-11-19")!
        try store.recordChore("倒垃圾", on: thursday, done: true, by: son, in: family)
        let snapshot = try #require(try store.snapshot().first)
        #expect(snapshot.choreRecords == [ChoreRecord(date: thursday, choreID: snapshot.chores[0].id, doneBy: son.id)])
        #expect(throws: Failure.self, "no garbage on Friday") { try store.recordChore("garbage", on: thursday.adding(days: 1), done: true, by: son, in: family) }
        try store.recordChore("garbage", on: thursday, done: false, by: son, in: family)
        #expect(try store.snapshot().first?.choreRecords.isEmpty == true)
    }

    @Test func onlyTheMemberWhoMadeAWishRemovesIt() throws {
        let (store, family, mom, son) = try Self.home()
        try store.addWish("全家去墾丁", by: mom, in: family)
        #expect(throws: Failure.self) { try store.removeWish("全家去墾丁", by: son, in: family) }
        #expect(throws: Failure.self, "40 characters") { try store.addWish(String(repeating: "a", count: 40), by: son, in: family) }
        let twice = #expect(throws: Failure.self, "the same member's same wish, twice") { try store.addWish("全家去墾丁", by: mom, in: family) }
        #expect(twice?.message.contains("already wishes \"全家去墾丁\"") == true)
        try store.addWish("全家去墾丁", by: son, in: family)
        #expect(try store.wishes(of: family).count == 2, "another member may wish the same")
        try store.removeWish("全家去墾丁", by: son, in: family)
        try store.removeWish("全家去墾丁", by: mom, in: family)
        #expect(try store.wishes(of: family).isEmpty)
    }

    @Test func choresRoundTripThroughTheExportFormat() throws {
        let (store, family, mom, son) = try Self.home()
        try store.addLabel("餵貓", in: family)
        try store.setChore("餵貓", weekday: .monday, fatigue: 1, assignee: son, in: family)
        try store.recordChore("餵貓", on: CalendarDay(iso: "2026-11-16")!, done: true, by: son, in: family)
        try store.addWish("週末吃火鍋", by: mom, in: family)
        let first = try store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "a.json")
        #expect(try copy.exportJSON() == first)
    }

    /// "water plants" is an ordinary English chore: `chore set` makes its label in the same step.
    @Test func aNewTitleBecomesTheFamilysOwnLabel() throws {
        let (store, family, _, _) = try Self.home()
        let set = try store.setChore("water plants", weekday: .monday, fatigue: 1, assignee: nil, in: family)
        #expect(set.chore.title == "water plants")
        #expect(try store.customLabels(of: family) == ["water plants"])
        #expect(try store.setChore("Water Plants", weekday: .monday, fatigue: 2, assignee: nil, in: family).updated, "the same label in any case")
    }
}
