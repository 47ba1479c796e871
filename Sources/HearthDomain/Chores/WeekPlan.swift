/// A family's chores for one week (from the family's first weekday, `Family.firstWeekday`): what each day holds, what was done, the fatigue
/// per day and per member, planned and done.
public struct WeekPlan: Sendable {
    public struct Day: Sendable {
        public var date: CalendarDay
        public var chores: [Chore]
        /// Chore ID → the record of it being done that day.
        public var done: [String: ChoreRecord]
        public var totalFatigue: Int { chores.reduce(0) { $0 + $1.fatigue } }
    }

    /// Fatigue for the week: what the plan gives a member (assigned chores) and what they did.
    public struct Load: Equatable, Sendable {
        public var planned: Int
        public var done: Int
    }

    public let start: CalendarDay
    public let days: [Day]
    /// Each member's fatigue, worked out in one pass over the week (a report asks it of a thousand members).
    private let loads: [HearthID: Load]

    /// The week that holds `date`, in weeks that start on `first`.
    public init(containing date: CalendarDay, startingOn first: Weekday, chores: [Chore], records: [ChoreRecord]) {
        let start = date.startOfWeek(first)
        let end = start.adding(days: 6)
        self.start = start
        // Only the week's records are grouped: a large household has a hundred thousand of them.
        var byDate: [CalendarDay: [ChoreRecord]] = [:]
        for record in records where record.date >= start && record.date <= end { byDate[record.date, default: []].append(record) }
        var byWeekday: [Weekday: [Chore]] = [:]
        for chore in Chore.inWeekOrder(chores, from: first) { byWeekday[chore.weekday, default: []].append(chore) }
        days = (0..<7).map { offset in
            let day = start.adding(days: offset)
            let todays = byWeekday[day.weekday] ?? []
            let ids = Set(todays.map(\.id))
            let done = Dictionary((byDate[day] ?? []).filter { ids.contains($0.choreID) }.map { ($0.choreID, $0) }) { first, _ in first }
            return Day(date: day, chores: todays, done: done)
        }
        var loads: [HearthID: Load] = [:]
        for day in days {
            for chore in day.chores {
                if let assignee = chore.assignee { loads[assignee, default: Load(planned: 0, done: 0)].planned += chore.fatigue }
                if let doer = day.done[chore.id]?.doneBy { loads[doer, default: Load(planned: 0, done: 0)].done += chore.fatigue }
            }
        }
        self.loads = loads
    }

    public func day(_ date: CalendarDay) -> Day? { days.first { $0.date == date } }

    /// Fatigue per member: planned by assignment, done by who did it. Members with neither still get a zero.
    public func load(of member: HearthID) -> Load {
        loads[member] ?? Load(planned: 0, done: 0)
    }

    /// Fatigue of chores nobody is assigned to.
    public var unassignedFatigue: Int {
        days.reduce(0) { total, day in total + day.chores.filter { $0.assignee == nil }.reduce(0) { $0 + $1.fatigue } }
    }

    public var totalFatigue: Int { days.reduce(0) { $0 + $1.totalFatigue } }
}
