/// Which backups are kept when new ones are made (`hearth backup --keep-daily 7 --keep-weekly 4`): the
/// newest copy of each of the last `daily` days that have one, the newest of each of the last `weekly`
/// weeks (Monday to Sunday) that have one, and always the newest copy of all. With neither rule, every
/// copy is kept.
public struct BackupKeeping: Sendable, Equatable {
    public var daily: Int?
    public var weekly: Int?

    public init(daily: Int? = nil, weekly: Int? = nil) {
        self.daily = daily
        self.weekly = weekly
    }

    /// The positions, in `days` (each copy's day, newest copy first), of the copies to keep.
    public func kept(newestFirst days: [CalendarDay]) -> Set<Int> {
        guard daily != nil || weekly != nil else { return Set(days.indices) }
        var kept: Set<Int> = days.isEmpty ? [] : [0]
        kept.formUnion(newestOfEach(days, limit: daily ?? 0) { $0 })
        kept.formUnion(newestOfEach(days, limit: weekly ?? 0) { $0.mondayOfWeek })
        return kept
    }

    /// The first copy (the newest) of each of the first `limit` periods `period` names.
    private func newestOfEach(_ days: [CalendarDay], limit: Int, period: (CalendarDay) -> CalendarDay) -> Set<Int> {
        var seen: Set<CalendarDay> = []
        var kept: Set<Int> = []
        for (index, day) in days.enumerated() {
            guard seen.count < limit else { break }
            if seen.insert(period(day)).inserted { kept.insert(index) }
        }
        return kept
    }
}
