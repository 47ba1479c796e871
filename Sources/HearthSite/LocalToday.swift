import Foundation
import HearthDomain

extension CalendarDay {
    /// The local date: the build's "today" when no --date is given, and what `build --watch` follows.
    public static func localToday() -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
