/// The days and weeks a meal plan is asked for in words: `--date tomorrow`, `--date friday`,
/// `--week next`. A week starts on the family's first weekday, as the chore plan's does.
public enum MealDate {
    /// "today", "tomorrow", a weekday's name ("friday", "fri": the next such day, today if it is one),
    /// or a date as YYYY-MM-DD.
    public static func day(_ text: String, today: CalendarDay, field: String = "--date") -> Result<CalendarDay, InvalidValue> {
        let word = text.trimmed.lowercased()
        switch word {
        case "today": return .success(today)
        case "tomorrow": return .success(today.adding(days: 1))
        default: break
        }
        if word.count >= 3, let weekday = Weekday.allCases.first(where: { $0.rawValue.hasPrefix(word) }) {
            return .success(today.adding(days: (weekday.index - today.weekday.index + 7) % 7))
        }
        if let day = CalendarDay(iso: text.trimmed) { return .success(day) }
        return .failure(InvalidValue(field: field, expected: "today, tomorrow, a weekday such as friday, or a date as YYYY-MM-DD, not \"\(text)\""))
    }

    /// The first day of the week `text` names, in weeks that start on `first`: "this" (the default),
    /// "next", "last", or any day in it.
    public static func week(_ text: String?, startingOn first: Weekday, today: CalendarDay, field: String = "--week") -> Result<CalendarDay, InvalidValue> {
        switch text?.trimmed.lowercased() ?? "this" {
        case "this": return .success(today.startOfWeek(first))
        case "next": return .success(today.startOfWeek(first).adding(days: 7))
        case "last": return .success(today.startOfWeek(first).adding(days: -7))
        default:
            switch day(text ?? "", today: today, field: field) {
            case .success(let day): return .success(day.startOfWeek(first))
            case .failure:
                return .failure(InvalidValue(field: field, expected: "this, next, last or a date in the week as YYYY-MM-DD, not \"\(text ?? "")\""))
            }
        }
    }
}
