/// How the household's week went, for the weekly report (`hearth report household`): each member's
/// chores planned and done, with their fatigue, this week and over the four weeks before, and their
/// share of what was done against an even split; how far the grocery list is, and what was bought.
public struct HouseholdWeekSummary: Sendable {
    /// One member's fatigue: this week's, and the four weeks before added up.
    public struct MemberLoad: Sendable {
        public var member: Member
        public var thisWeek: WeekPlan.Load
        public var fourWeeksBefore: WeekPlan.Load
    }

    /// The week reported on.
    public var week: WeekPlan
    /// The first day of the week reported on.
    public var weekStart: CalendarDay { week.start }
    public var members: [MemberLoad]
    /// Fatigue of the week's chores no one is assigned to.
    public var unassigned: Int
    /// What the grocery list holds, and how much of it is in the basket (ticked).
    public var onList: Int
    public var inBasket: Int
    /// The items bought this week (their last purchase in it), by name.
    public var bought: [GroceryItem]

    public init(_ snapshot: FamilySnapshot, date: CalendarDay) {
        let week = snapshot.week(containing: date)
        let before = (1...4).map { snapshot.week(containing: date.adding(days: -7 * $0)) }
        self.week = week
        members = snapshot.membersCarrying(week).map { member in
            let earlier = before.map { $0.load(of: member.id) }
            return MemberLoad(member: member, thisWeek: week.load(of: member.id),
                              fourWeeksBefore: WeekPlan.Load(planned: earlier.reduce(0) { $0 + $1.planned }, done: earlier.reduce(0) { $0 + $1.done }))
        }
        unassigned = week.unassignedFatigue
        (onList, inBasket, bought) = Self.groceries(of: snapshot, week: week.start)
    }

    /// How far the grocery list is (items on it, and of those in the basket), and the items bought in the
    /// week starting `start`, by name: the report's half that a tick changes.
    public static func groceries(of snapshot: FamilySnapshot, week start: CalendarDay) -> (onList: Int, inBasket: Int, bought: [GroceryItem]) {
        let end = start.adding(days: 6)
        // The list's items are in name order already (`GroceryItem.sortedByName`).
        return (snapshot.groceries.items.count(where: \.onList), snapshot.groceries.items.count { $0.onList && $0.completed },
                snapshot.groceries.items.filter { item in item.lastPurchased.map { $0 >= start && $0 <= end } ?? false })
    }

    /// A member's share of the fatigue done, in whole percent (of this week, or of the four before); nil
    /// when nothing was done.
    public static func share(_ done: Int, of total: Int) -> Int? {
        total > 0 ? Int((Double(done) * 100 / Double(total)).rounded()) : nil
    }

    /// The fatigue everyone did this week, and over the four weeks before.
    public var doneThisWeek: Int { members.reduce(0) { $0 + $1.thisWeek.done } }
    public var doneFourWeeksBefore: Int { members.reduce(0) { $0 + $1.fourWeeksBefore.done } }

    /// An even split's share, in whole percent: 25 for four members.
    public var evenShare: Int? {
        let carrying = members.count
        return carrying > 0 ? Int((100.0 / Double(carrying)).rounded()) : nil
    }
}
