import Testing
@testable import HearthDomain

@Suite struct BackupKeepingTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    /// Copies of three weeks, newest first, two on some days: the newest of each of the last 3 days and
    /// of each of the last 2 weeks stay, and nothing else.
    @Test func theNewestOfEachDayAndWeekStay() {
        let days = ["2026-11-27", "2026-11-27", "2026-11-26", "2026-11-24", "2026-11-22", "2026-11-20", "2026-11-12", "2026-11-10"].map(Self.day)
        let kept = BackupKeeping(daily: 3, weekly: 2).kept(newestFirst: days)
        // Days: 27 (0), 26 (2), 24 (3). Weeks from Monday: 23–29 (0), 16–22 (4: the 22nd, a Sunday).
        #expect(kept == [0, 2, 3, 4])
        #expect(BackupKeeping().kept(newestFirst: days) == Set(days.indices), "no rules: every copy stays")
        #expect(BackupKeeping(weekly: 1).kept(newestFirst: days) == [0], "the newest always stays")
        #expect(BackupKeeping(daily: 1).kept(newestFirst: []) == [])
    }
}
