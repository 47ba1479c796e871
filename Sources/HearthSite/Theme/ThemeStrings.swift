import Foundation
import HearthDomain
import HearthTheme

/// The words of the theme in one language, from the theme's i18n/<language>.json (a flat object of
/// key: text), a user's file over the built-in one key by key. A key the language lacks falls back to
/// the base language's (English).
public struct ThemeStrings: Sendable {
    public let language: Language
    public let table: [String: String]

    /// The words of `theme` in `language`, read once for each theme (`Theme.strings(in:)`).
    public init(theme: Theme, language: Language) throws {
        self = try theme.strings(in: language)
    }

    /// The words read from the theme's files now, not those it remembers: for a program that keeps one
    /// theme while a user's words may be edited (the assistant of `hearth host` and `hearth mcp`).
    public init(reading theme: Theme, language: Language) throws {
        var table = try Self.load(theme: theme, language: .base)
        if language != .base {
            table.merge(try Self.load(theme: theme, language: language)) { _, chosen in chosen }
        }
        self.language = language
        self.table = table
    }

    /// The built-in words of a language, with the user's file of that language over them key by key: a
    /// theme made for an older Hearth lacks the words added since, which would otherwise show as their keys.
    private static func load(theme: Theme, language: Language) throws -> [String: String] {
        let path = language.path
        var table = try decode(BuiltInTheme.file(path), at: "templates/\(path) (built-in theme)")
        if theme.hasUserFile(path) {
            table.merge(try decode(theme.file(path), at: theme.location(of: path))) { _, users in users }
        }
        return table
    }

    private static func decode(_ data: Data?, at place: String) throws -> [String: String] {
        guard let data else { return [:] }
        do {
            return try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw Failure(.badData, "\(place): expected one JSON object of \"key\": \"text\" pairs")
        }
    }

    /// The text for `key`, with each {name} replaced by its value. A missing key shows as itself,
    /// so it is seen on the page rather than silently blank.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        let text = table[key] ?? key
        guard !values.isEmpty else { return text }
        // One pass over the UTF-8 bytes (a brace is one byte, and a name is looked up as written): each
        // {name} with a value is replaced; other braces stay as written.
        let bytes = text.utf8
        var result = ""
        var rest = bytes.startIndex
        var searchFrom = rest
        while let open = bytes[searchFrom...].firstIndex(of: UInt8(ascii: "{")) {
            let nameStart = bytes.index(after: open)
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")),
                  let value = values[String(text[nameStart..<close])] else {
                searchFrom = nameStart
                continue
            }
            result += text[rest..<open]
            result += value
            rest = bytes.index(after: close)
            searchFrom = rest
        }
        return rest == bytes.startIndex ? text : result + text[rest...]
    }

    /// A count in words: the key's form for the count's CLDR category in the language ("recipes_one" for 1
    /// in English, "recipes_few" for 3 in Polish, "recipes_other" for any count in Chinese), else "_other".
    public func count(_ key: String, _ count: Int) -> String {
        let form = "\(key)_\(PluralRules.category(of: count, in: language))"
        return text(table[form] == nil ? "\(key)_other" : form, ["count": String(count)])
    }

    public func weekday(_ weekday: Weekday) -> String { text("weekday_\(weekday.rawValue)") }

    /// A meal's name: "Breakfast", "Lunch", "Dinner" in the language; a meal of the family's own as named.
    public func meal(_ name: String) -> String {
        Meal.standardNames.contains(name) ? text("meal_" + name) : name
    }

    /// A short date under a weekday's name in the week's header: "16 Nov", "11/16". A theme may put
    /// {weekday_short} ("Mon", "一") into it too.
    public func shortDate(_ day: CalendarDay) -> String {
        text("date_short", [
            "weekday_short": text("weekday_short_\(day.weekday.rawValue)"),
            "day": String(day.day),
            "month_short": text("month_short_\(day.month)"),
            "month_number": String(day.month),
        ])
    }

    /// The locale the file names (`locale`: "en-001", "pt-BR", "zh-Hant-TW"): where its dates and
    /// numbers are written as CLDR writes them.
    public var locale: Locale { Locale(identifier: text("locale")) }

    /// The day a week starts on in the language's locale, by CLDR (Foundation): what a new family of the
    /// language takes (`Family.firstWeekday`). Foundation counts weekdays from Sunday, 1 to 7.
    public var firstWeekday: Weekday {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return Weekday.allCases[(calendar.firstWeekday + 5) % 7]
    }

    /// Whether the language's locale writes "1,5" rather than "1.5": what a new family of the language
    /// takes (`Family.decimalComma`).
    public var writesDecimalComma: Bool { locale.decimalSeparator == "," }

    /// A date written out in the language, as CLDR writes its full date (Foundation's formatter, for
    /// the file's `locale`): "Thursday, 19 November 2026" (en-001), "Donnerstag, 19. November 2026",
    /// "2026年11月19日 星期四".
    public func longDate(_ day: CalendarDay) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? Date()
        let style = Date.FormatStyle(date: .complete, time: .omitted, locale: locale, calendar: calendar,
                                     timeZone: calendar.timeZone)
        return date.formatted(style)
    }
}
