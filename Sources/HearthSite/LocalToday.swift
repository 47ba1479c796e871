import Foundation
import HearthDomain

extension CalendarDay {
    /// The local date: the build's "today" when no --date is given, and what `build --watch` follows.
    public static func localToday() -> CalendarDay { local(Date()) }

    /// The local date of a moment (a shopping trip's end, in the household report's week).
    public static func local(_ date: Date) -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
