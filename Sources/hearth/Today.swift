import Foundation
import HearthDomain

/// The local date, as the store's commands and the build see "today".
enum Today {
    static func local() -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// `--date YYYY-MM-DD`, or today.
    static func parse(_ text: String?, option: String = "--date") throws -> CalendarDay {
        guard let text else { return local() }
        guard let day = CalendarDay(iso: text) else {
            throw Failure(.usage, "\(option) \(text): expected a date as YYYY-MM-DD, such as 2026-11-21")
        }
        return day
    }
}
