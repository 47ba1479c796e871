/// A day of the calendar (proleptic Gregorian), with no time and no time zone: the build's "today",
/// and the dates of records. Written and read as ISO 8601, YYYY-MM-DD.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly YYYY-MM-DD, ASCII digits only. Read byte by byte: a large household's store
    /// holds a quarter of a million dates.
    public init?(iso text: String) {
        guard text.utf8.count == 10 else { return nil }
        var year = 0, month = 0, day = 0
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: year = year * 10 + digit
            case ..<7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        self.init(year: year, month: month, day: day)
    }

    /// "2026-11-19", with four digits of year for the years a store can hold (1 to 9999). A day that
    /// arithmetic carried past them (the day after 9999-12-31 ends an event) is written with the year as it is.
    public var iso: String {
        guard (1...9999).contains(year) else {
            func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
            return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
        }
        let digits = [year / 1000, year / 100 % 10, year / 10 % 10, year % 10, -1, month / 10, month % 10, -1, day / 10, day % 10]
        return String(decoding: digits.map { $0 < 0 ? UInt8(ascii: "-") : UInt8(ascii: "0") + UInt8($0) }, as: UTF8.self)
    }

    public var description: String { iso }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's days_from_civil.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    public init(daysSinceEpoch days: Int) {
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let d = dayOfYear - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yearOfEra + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: daysSinceEpoch + days) }

    /// The ISO weekday: the week starts on Monday.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSinceEpoch % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// The Monday of this day's ISO week (weekly backups keep one a week by it).
    public var mondayOfWeek: CalendarDay { adding(days: -weekday.index) }

    /// The first day of this day's week, in a week that starts on `first` (a family's `firstWeekday`).
    public func startOfWeek(_ first: Weekday) -> CalendarDay { adding(days: -weekday.days(since: first)) }

    /// Year, then month, then day: the order of the days, without working out days since 1970 for each of
    /// the hundred thousand records a large household's week is filtered from.
    public static func < (a: CalendarDay, b: CalendarDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

/// The days of the week in ISO order, Monday first.
public enum Weekday: String, CaseIterable, Codable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// 0 for Monday through 6 for Sunday.
    public var index: Int { Weekday.allCases.firstIndex(of: self)! }

    /// How many days after `first` this day comes in a week that starts on `first`: 0 to 6.
    public func days(since first: Weekday) -> Int { (index - first.index + 7) % 7 }

    /// The seven days in the order of a week that starts on `first`.
    public static func week(from first: Weekday) -> [Weekday] {
        (0..<7).map { allCases[(first.index + $0) % 7] }
    }
}
