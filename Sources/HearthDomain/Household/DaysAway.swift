/// Days a member is away (`hearth member away MEMBER --from DATE --to DATE`), both days included:
/// the fair week gives them no chore on those days, and the week's table shows them away.
public struct DaysAway: Encodable, Hashable, Sendable {
    public var memberID: HearthID
    public var first: CalendarDay
    public var last: CalendarDay

    public init(memberID: HearthID, first: CalendarDay, last: CalendarDay) {
        self.memberID = memberID
        self.first = first
        self.last = last
    }

    public func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// The first and last day as given, or why they are not a stretch of days (the last before the first).
    public static func check(member: HearthID, from first: CalendarDay, to last: CalendarDay) -> Result<DaysAway, InvalidValue> {
        guard first <= last else {
            return .failure(InvalidValue(field: "--to", expected: "a last day on or after the first, \(first), not \(last)"))
        }
        return .success(DaysAway(memberID: member, first: first, last: last))
    }

    /// Whether `member` is away on `day` by any of `stretches`.
    public static func isAway(_ member: HearthID, on day: CalendarDay, _ stretches: [DaysAway]) -> Bool {
        stretches.contains { $0.memberID == member && $0.contains(day) }
    }
}
