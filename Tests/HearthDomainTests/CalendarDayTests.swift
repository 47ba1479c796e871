import Testing
@testable import HearthDomain

@Suite struct CalendarDayTests {
    @Test func parsesAndWritesISODates() {
        #expect(CalendarDay(iso: "2026-11-19")?.iso == "2026-11-19")
        #expect(CalendarDay(iso: "2024-02-29") != nil, "2024 is a leap year")
        #expect(CalendarDay(iso: "2026-02-29") == nil, "2026 is not")
        #expect(CalendarDay(iso: "2026-13-01") == nil)
        #expect(CalendarDay(iso: "26-11-19") == nil)
        #expect(CalendarDay(iso: "2026-1-9") == nil)
        #expect(CalendarDay(iso: "２０２６-11-19") == nil, "full-width digits are not ISO")
        for text in ["+026-11-19", "2026-11-1x", "2026/11/19", "2026-11-19 ", "-2026-1-19", "2026-00-10", "0000-01-01"] {
            #expect(CalendarDay(iso: text) == nil, "\(text) is not a date")
        }
        #expect(CalendarDay(year: 42, month: 1, day: 5)?.iso == "0042-01-05", "four digits of year, always")
        #expect(CalendarDay(year: 9999, month: 12, day: 31)?.iso == "9999-12-31")
        #expect(CalendarDay(year: 9999, month: 12, day: 31)?.adding(days: 1).iso == "10000-01-01", "past the last year a store holds")
    }

    @Test func knowsTheWeekday() {
        #expect(CalendarDay(iso: "2026-11-19")?.weekday == .thursday)
        #expect(CalendarDay(iso: "2026-11-23")?.weekday == .monday)
        #expect(CalendarDay(iso: "1970-01-01")?.weekday == .thursday)
        #expect(CalendarDay(iso: "2000-02-29")?.weekday == .tuesday)
        #expect(CalendarDay(iso: "2026-11-22")?.mondayOfWeek.iso == "2026-11-16", "Sunday belongs to the ISO week that began on Monday")
    }

    /// A family's week starts on its own day (issue 66): Thursday 19 November is in the week of Monday the
    /// 16th, of Sunday the 15th, of Saturday the 14th; a Sunday starts a Sunday family's week.
    @Test func aWeekStartsOnTheFamilysDay() {
        let thursday = CalendarDay(iso: "2026-11-19")!
        #expect(thursday.startOfWeek(.monday).iso == "2026-11-16")
        #expect(thursday.startOfWeek(.sunday).iso == "2026-11-15")
        #expect(thursday.startOfWeek(.saturday).iso == "2026-11-14")
        #expect(thursday.startOfWeek(.thursday) == thursday)
        #expect(CalendarDay(iso: "2026-11-22")!.startOfWeek(.sunday).iso == "2026-11-22")
        #expect(CalendarDay(iso: "2026-11-22")!.startOfWeek(.monday).iso == "2026-11-16")
        #expect(Weekday.week(from: .sunday) == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday])
        #expect(Weekday.monday.days(since: .sunday) == 1 && Weekday.sunday.days(since: .monday) == 6 && Weekday.friday.days(since: .friday) == 0)
    }

    @Test func countsDaysAcrossYearsAndLeapDays() {
        let newYearsEve = CalendarDay(iso: "2025-12-31")!
        #expect(newYearsEve.adding(days: 1).iso == "2026-01-01")
        #expect(CalendarDay(iso: "2024-02-28")!.adding(days: 1).iso == "2024-02-29")
        for offset in stride(from: -800_000, through: 800_000, by: 997) {
            let day = CalendarDay(daysSinceEpoch: offset)
            #expect(day.daysSinceEpoch == offset)
        }
    }
}
