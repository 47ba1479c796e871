import Foundation
import HearthDomain
import HearthSite

/// The date a command works on: the store's commands and the build see the local date as "today".
enum Today {
    /// `--date YYYY-MM-DD`, or today.
    /// `--date YYYY-MM-DD`, `today` or `yesterday`; none is today.
    static func parse(_ text: String?, option: String = "--date") throws -> CalendarDay {
        guard let text else { return CalendarDay.localToday() }
        switch text.trimmed.lowercased() {
        case "today": return CalendarDay.localToday()
        case "yesterday": return CalendarDay.localToday().adding(days: -1)
        default: break
        }
        guard let day = CalendarDay(iso: text) else {
            throw Failure(.usage, "\(option) \(text): expected today, yesterday or a date as YYYY-MM-DD, such as 2026-11-21")
        }
        return day
    }

    /// `--date` for something that has happened (a chore done, an item bought): today or before. A day
    /// still to come would show a chore of next Saturday as done on this week's page.
    static func parsePast(_ text: String?, doing what: String, option: String = "--date") throws -> CalendarDay {
        let day = try parse(text, option: option)
        let today = CalendarDay.localToday()
        guard day <= today else {
            throw Failure(.badData, "\(option) \(day): a day still to come; \(what) on a day up to today (\(today))")
        }
        return day
    }
}
