/// A day's chores as `hearth chore today` and `chore list` print them, and as an assistant reads them
/// (`chores_today`): one place for both.
public enum ChoreLines {
    /// "[x] monday     3  sweep · Leo (done by Mia)": a chore of a day, with its done mark; `members` are
    /// the store's (one who did a chore may have moved since).
    public static func line(_ chore: Chore, on day: WeekPlan.Day, in family: Family, members: [Member], showingDay: Bool) -> String {
        let who = members.first { $0.id == chore.assignee }?.displayName ?? "-"
        let record = day.done[chore.id]
        let mark = record == nil ? "[ ]" : "[x]"
        let doneBy = record.map { record in members.first { $0.id == record.doneBy }.map { " (done by \($0.displayName))" } ?? " (done)" } ?? ""
        let name = chore.weekday.rawValue
        let weekday = showingDay ? name + String(repeating: " ", count: max(0, 9 - name.count)) + "  " : ""
        return "\(mark) \(weekday)\(chore.fatigue)  \(chore.label.name(in: family.language)) · \(who)\(doneBy)"
    }

    /// "The Riveras, Monday 2026-11-16: 1 of 3 done": the line before a day's chores.
    public static func heading(of day: WeekPlan.Day, in family: Family) -> String {
        let done = day.chores.filter { day.done[$0.id] != nil }.count
        return "\(family.name), \(day.date.weekday.rawValue.capitalized) \(day.date): \(done) of \(day.chores.count) done"
    }
}
