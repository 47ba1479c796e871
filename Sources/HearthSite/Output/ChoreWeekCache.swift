import HearthDomain
import Synchronization

/// What the week's report shows of the chores (`HouseholdReportPage.ChoreWeek`), kept by a resident site
/// (`hearth host`) for each family and language between changes that touch none of what it is worked out
/// from: a tick, a trip paused or an item added renders the report again (it shows the list's progress),
/// and working out a thousand members' five weeks each time was a tenth of a trip paused at N = 1000.
///
/// A change that touches one of `ChoreWeek.shows` forgets the family's (`forget`), before its pages are
/// planned; a value worked out from a snapshot planned before that is not kept.
final class ChoreWeekCache: Sendable {
    struct Key: Hashable {
        var family: HearthID
        var language: Language
        var date: CalendarDay
    }

    private struct Kept {
        var weeks: [Key: HouseholdReportPage.ChoreWeek] = [:]
        /// How many times each family's were forgotten: a value is kept only under the count it was
        /// planned under.
        var forgotten: [HearthID: Int] = [:]
    }

    private let kept = Mutex(Kept())

    init() {}

    /// Forgets the family's weeks: a change touched what they are worked out from.
    func forget(_ family: HearthID) {
        kept.withLock { kept in
            kept.weeks = kept.weeks.filter { $0.key.family != family }
            kept.forgotten[family, default: 0] += 1
        }
    }

    /// How many times the family's weeks were forgotten, when its pages are planned (`choreWeek`'s `planned`).
    func forgottenCount(of family: HearthID) -> Int {
        kept.withLock { $0.forgotten[family] ?? 0 }
    }

    /// The week of `snapshot` (its family's, read in its language) at `date`, kept or worked out now; kept
    /// only when the family's weeks were not forgotten since its pages were planned (`planned`, from
    /// `forgottenCount`): a snapshot planned earlier may show chores since changed.
    func choreWeek(of snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings, planned: Int) -> HouseholdReportPage.ChoreWeek {
        let key = Key(family: snapshot.family.id, language: snapshot.family.language, date: date)
        if let known = kept.withLock({ $0.forgotten[key.family] ?? 0 == planned ? $0.weeks[key] : nil }) { return known }
        let week = HouseholdReportPage.ChoreWeek(snapshot, date: date, strings: strings)
        kept.withLock { kept in
            if kept.forgotten[key.family] ?? 0 == planned { kept.weeks[key] = week }
        }
        return week
    }
}
