import Testing
@testable import HearthDomain
import HearthTestSupport

@Suite struct ChoreRulesTests {
    static let ana = HearthID(Demo.ana)!
    static let leo = HearthID(Demo.leo)!

    static func chore(_ title: String, _ day: Weekday, _ fatigue: Int, _ who: HearthID?) -> Chore {
        Chore(id: "\(title)-\(day.rawValue)", title: title, weekday: day, fatigue: fatigue, assignee: who)
    }

    @Test func theWeekAddsUpPerDayAndPerMemberPlannedAndDone() {
        let thursday = CalendarDay(iso: "2026-11-19")!
        let chores = [
            Self.chore("cook", .monday, 4, Self.ana), Self.chore("garbage", .monday, 1, Self.leo),
            Self.chore("sweep", .thursday, 2, Self.leo), Self.chore("mop", .sunday, 3, nil),
        ]
        let records = [
            ChoreRecord(date: CalendarDay(iso: "2026-11-16")!, choreID: "cook-monday", doneBy: Self.leo),
            ChoreRecord(date: CalendarDay(iso: "2026-11-16")!, choreID: "garbage-monday", doneBy: Self.leo),
            ChoreRecord(date: CalendarDay(iso: "2026-11-09")!, choreID: "cook-monday", doneBy: Self.ana),
        ]
        let week = WeekPlan(containing: thursday, startingOn: .monday, chores: chores, records: records)
        #expect(week.start.iso == "2026-11-16", "the week starts on Monday")
        #expect(week.days.map(\.date.weekday) == Weekday.allCases)
        #expect(week.days.map(\.totalFatigue) == [5, 0, 0, 2, 0, 0, 3])
        #expect(week.load(of: Self.ana) == .init(planned: 4, done: 0), "Leo did Ana's cooking; last week's record does not count")
        #expect(week.load(of: Self.leo) == .init(planned: 3, done: 5))
        #expect(week.unassignedFatigue == 3)
        #expect(week.totalFatigue == 10)
        #expect(week.day(thursday)?.chores.map(\.title) == ["sweep"])
    }

    /// A family whose week starts on Sunday (issue 66): the week holding Thursday 19 November runs from
    /// Sunday the 15th to Saturday the 21st; Monday's chores are its second day, Sunday's its first, and a
    /// Sunday record of the 15th counts in it where a Monday family's week had the 22nd.
    @Test func aSundayFamilysWeekRunsSundayToSaturday() {
        let thursday = CalendarDay(iso: "2026-11-19")!
        let chores = [Self.chore("cook", .monday, 4, Self.ana), Self.chore("mop", .sunday, 3, Self.leo)]
        let records = [ChoreRecord(date: CalendarDay(iso: "2026-11-15")!, choreID: "mop-sunday", doneBy: Self.leo)]
        let week = WeekPlan(containing: thursday, startingOn: .sunday, chores: chores, records: records)
        #expect(week.start.iso == "2026-11-15")
        #expect(week.days.map(\.date.iso) == ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
        #expect(week.days.map(\.date.weekday) == Weekday.week(from: .sunday))
        #expect(week.days.map(\.totalFatigue) == [3, 4, 0, 0, 0, 0, 0])
        #expect(week.load(of: Self.leo) == .init(planned: 3, done: 3), "Sunday the 15th is in this week")
        let mondays = WeekPlan(containing: thursday, startingOn: .monday, chores: chores, records: records)
        #expect(mondays.load(of: Self.leo) == .init(planned: 3, done: 0), "a Monday family's Sunday is the 22nd")
    }

    @Test func aWeekAcrossNewYearUsesISODates() {
        // 001 keyed days by the week-based year and went wrong around New Year; Hearth counts days.
        let week = WeekPlan(containing: CalendarDay(iso: "2027-01-01")!, startingOn: .monday, chores: [Self.chore("cook", .monday, 1, nil)], records: [])
        #expect(week.start.iso == "2026-12-28")
        #expect(week.days.last?.date.iso == "2027-01-03")
    }

    @Test func fatigueIsZeroToNine() {
        #expect((try? Chore.checkFatigue(0).get()) == 0)
        #expect((try? Chore.checkFatigue(9).get()) == 9)
        #expect(throws: InvalidValue(field: "--fatigue", expected: "a fatigue value from 0 to 9, not 10")) { try Chore.checkFatigue(10).get() }
        #expect(throws: InvalidValue.self) { try Chore.checkFatigue(-1).get() }
    }

    @Test func customLabelsAreShortNewAndNotEmpty() throws {
        #expect((try? ChoreLabel.checkCustom("澆花", existing: []).get()) == "澆花")
        #expect(throws: InvalidValue.self, "empty") { try ChoreLabel.checkCustom("  ", existing: []).get() }
        #expect(try ChoreLabel.checkCustom("water plants", existing: []).get() == "water plants")
        #expect(try ChoreLabel.checkCustom("八個中文字的家事", existing: []).get() == "八個中文字的家事", "8 Chinese characters, 16 columns")
        #expect(throws: InvalidValue(field: "label", expected: "a label at most 16 columns wide (8 Chinese characters, or 16 letters), not 18")) {
            try ChoreLabel.checkCustom("九個中文字的家事務", existing: []).get()
        }
        #expect(throws: InvalidValue.self, "17 letters") { try ChoreLabel.checkCustom("Walk the two dogs", existing: []).get() }
        #expect(throws: InvalidValue.self, "9 wide emoji") { try ChoreLabel.checkCustom(String(repeating: "🚀", count: 9), existing: []).get() }
        #expect(throws: InvalidValue.self, "a duplicate") { try ChoreLabel.checkCustom("澆花", existing: ["澆花"]).get() }
        #expect(throws: InvalidValue.self, "a default label by its Chinese name") { try ChoreLabel.checkCustom("掃地", existing: []).get() }
    }

    @Test func theEightDefaultLabelsHaveNamesInBothLanguagesAndIcons() {
        #expect(ChoreLabel.defaults.count == 8)
        #expect(ChoreLabel.defaultLabel(named: "掃廁所")?.name(in: "en") == "Clean toilet")
        #expect(ChoreLabel.defaultLabel(named: "Vacuum")?.name(in: "zh-Hant") == "吸塵")
        #expect(ChoreLabel.defaults.allSatisfy { $0.icon.hasPrefix("chores/") && $0.icon.hasSuffix(".svg") })
    }

    /// Issue 66: a default label's name is its language file's ("chore_label_sweep"), so a family of any
    /// language reads it in its words, and a name in any file finds the label.
    @Test func everyLanguageFileNamesTheDefaultLabels() {
        for language in Language.all {
            for label in ChoreLabel.defaults {
                let name = label.name(in: language)
                #expect(language.builtInWords[label.wordKey] == name, "\(language): \(label.wordKey)")
                #expect(ChoreLabel.defaultLabel(named: name) == label, "\(language): \(name)")
            }
        }
    }

    @Test func weekdaysAreReadInEitherLanguage() {
        #expect(Weekday(text: "Monday") == .monday)
        #expect(Weekday(text: "wed") == .wednesday)
        #expect(Weekday(text: "7") == .sunday)
        #expect(Weekday(text: "星期四") == .thursday)
        #expect(Weekday(text: "週日") == .sunday)
        #expect(Weekday(text: "someday") == nil)
    }

    @Test func wishesAreAtMost39Characters() {
        #expect((try? Wish.check(String(repeating: "願", count: 39)).get()) != nil)
        #expect(throws: InvalidValue.self) { try Wish.check(String(repeating: "a", count: 40)).get() }
        #expect(throws: InvalidValue.self) { try Wish.check(" ").get() }
    }
}
