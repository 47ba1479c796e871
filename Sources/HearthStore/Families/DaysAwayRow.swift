import GRDB
import HearthDomain

/// A row of the days_away table (v28): days a member is away, both days included (`DaysAway`).
struct DaysAwayRow: StoreRecord {
    static let databaseTableName = "days_away"
    var familyId: String
    var memberId: String
    var firstDay: String
    var lastDay: String

    init(_ away: DaysAway, family: HearthID) {
        familyId = family.text
        memberId = away.memberID.text
        firstDay = away.first.iso
        lastDay = away.last.iso
    }

    func daysAway() throws -> DaysAway {
        guard let member = HearthID(memberId), let first = CalendarDay(iso: firstDay), let last = CalendarDay(iso: lastDay) else {
            throw StoredValueError("days_away row \(memberId)/\(firstDay): expected a member ID and two dates as YYYY-MM-DD, found \(memberId), \(firstDay), \(lastDay)")
        }
        return DaysAway(memberID: member, first: first, last: last)
    }
}
