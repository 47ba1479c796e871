import Foundation
import HearthDomain
import HearthSite

/// The date a command works on: the store's commands and the build see the local date as "today".
enum Today {
    /// `--date YYYY-MM-DD`, or today.
    static func parse(_ text: String?, option: String = "--date") throws -> CalendarDay {
        guard let text else { return CalendarDay.localToday() }
        guard let day = CalendarDay(iso: text) else {
            throw Failure(.usage, "\(option) \(text): expected a date as YYYY-MM-DD, such as 2026-11-21")
        }
        return day
    }
}
