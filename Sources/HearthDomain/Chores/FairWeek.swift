/// The fair week (`hearth chore propose`, docs/chores.md): who does each chore of a week, chosen from the
/// fatigue each member carried over the four weeks before it.
///
/// The rule: over the four weeks before and the proposed week, each member's total fatigue (done in the
/// past, planned in the proposed week) differs from every other's by at most the largest single chore's
/// fatigue, whenever the chores and the days away allow it; among equal choices, a member keeps a chore
/// they had last week (fewer changes), then the member whose name comes first.
///
/// How it is found: pinned chores stay with their assignee and count first; then the other chores,
/// heaviest first (then in the week's order), each go to the member with the least fatigue so far (done
/// over the four weeks, and given earlier in the proposal) among those who may take it that day; among
/// equal totals to the member who had it last week, then to the name that comes first. When that leaves
/// two totals further apart than the rule allows, the proposal is the first assignment in that same order
/// of preference that meets the rule (a search of at most `searchLimit` steps); when none does, it is the
/// one of least fatigue so far. Deterministic: the same household gives the same proposal.
public struct FairWeek: Sendable {
    /// The steps the search for an assignment that meets the rule may take before it settles for the
    /// least-so-far one: enough for any family's week, and a bound on the time a proposal takes.
    public static let searchLimit = 200_000

    /// A member's fatigue: done over the four weeks before the week, and planned in it (pinned and proposed).
    public struct Figure: Equatable, Sendable {
        public var member: HearthID
        public var fourWeeks: Int
        public var planned: Int
        public var total: Int { fourWeeks + planned }
    }

    /// Why a chore goes to its member.
    public enum Reason: Equatable, Sendable {
        /// Pinned to its assignee (`--keep-assignee`).
        case pinned
        /// The least fatigue so far of the members who may take it; `tie` says what chose among equals.
        case least(tie: Tie?)
        /// Not the least so far: giving it to the least would leave two totals further apart than the rule allows.
        case keepsTheRule
        /// Every member is away that day or may not do it: no one.
        case noOneFree
    }

    public enum Tie: Equatable, Sendable {
        /// Had it last week (its assignee now).
        case hadItLastWeek
        /// The name that comes first.
        case nameFirst
    }

    /// Why a member could not take a chore.
    public enum Unable: Equatable, Sendable {
        case away
        case notFor
    }

    /// Each member's fatigue at one moment of the proposal, read by member: `soFar[member]`. Every
    /// choice shares the members' places, so a large household's thousand chores do not each carry a
    /// dictionary of a thousand members (which took a tenth of a second to fill).
    public struct Totals: Equatable, Sendable {
        /// Member → their place in `values`; one dictionary for the whole proposal.
        let places: [HearthID: Int]
        /// Each member's fatigue in the order of `FairWeek.figures` (members by name).
        public let values: [Int]

        /// The member's fatigue, or nil for one not in the proposal.
        public subscript(member: HearthID) -> Int? { places[member].map { values[$0] } }
    }

    /// A chore of the proposed week and who it goes to.
    public struct Choice: Equatable, Sendable {
        public var chore: Chore
        public var date: CalendarDay
        public var member: HearthID?
        public var reason: Reason
        /// Each member's fatigue so far when the chore was given (pinned: the four weeks'), its member's included.
        public var soFar: Totals
        /// The members who could not take it, and why.
        public var unable: [HearthID: Unable]

        /// Whether the proposal gives it to another than its assignee now.
        public var changes: Bool { member != chore.assignee }
    }

    /// The first day of the proposed week.
    public let start: CalendarDay

    /// What accepting it changes, as a page's form sends it back ("CHORE=MEMBER,…", "-" for nobody): an
    /// Accept pressed on a proposal that has changed since it was shown is refused, not applied unseen.
    public var changesText: String {
        choices.filter(\.changes).map { "\($0.chore.id)=\($0.member?.text ?? "-")" }.joined(separator: ",")
    }
    /// The first day of the four weeks counted (the last is the day before `start`, or today if earlier).
    public let countedFrom: CalendarDay
    /// The week's chores, in the week's order (`Chore.inWeekOrder`).
    public let choices: [Choice]
    /// Every member's figures, in name order.
    public let figures: [Figure]
    /// The largest single chore's fatigue: how far apart two five-week totals may be.
    public let largestFatigue: Int

    /// The largest difference between two members' five-week totals.
    public var gap: Int {
        let totals = figures.map(\.total)
        return (totals.max() ?? 0) - (totals.min() ?? 0)
    }

    /// Whether every member's five-week total is within the largest chore's fatigue of every other's.
    public var meetsRule: Bool { gap <= largestFatigue }

    public func figure(of member: HearthID) -> Figure? { figures.first { $0.member == member } }

    /// The proposal for the week holding `date`, from the family's members, chores, records of what was
    /// done and days away; `today` ends the four weeks counted (nothing after it is done yet).
    public init(week date: CalendarDay, startingOn first: Weekday, today: CalendarDay, members: [Member], chores: [Chore], records: [ChoreRecord], away: [DaysAway]) {
        let start = date.startOfWeek(first)
        let countedFrom = start.adding(days: -28)
        let countedTo = min(start.adding(days: -1), today)
        // Name order as people read names (`NaturalOrder`), then by ID for two members of one name.
        let people = members.map { (key: NaturalOrder.key($0.displayName), id: $0.id) }.sorted { ($0.key, $0.id) < ($1.key, $1.id) }.map(\.id)

        // Fatigue done over the four weeks: a chore counts for who did it, at its fatigue value now.
        let fatigueOf = Dictionary(chores.map { ($0.id, $0.fatigue) }) { first, _ in first }
        var fourWeeks = Dictionary(uniqueKeysWithValues: people.map { ($0, 0) })
        for record in records where record.date >= countedFrom && record.date <= countedTo {
            guard let doer = record.doneBy, fourWeeks[doer] != nil, let fatigue = fatigueOf[record.choreID] else { continue }
            fourWeeks[doer, default: 0] += fatigue
        }

        let week = Chore.inWeekOrder(chores, from: first)
        let dates = week.map { start.adding(days: $0.weekday.days(since: first)) }
        var unable = week.indices.map { _ in [HearthID: Unable]() }
        var candidates = week.indices.map { _ in [HearthID]() }
        for (index, chore) in week.enumerated() {
            for member in people {
                if chore.notFor.contains(member) { unable[index][member] = .notFor }
                else if DaysAway.isAway(member, on: dates[index], away) { unable[index][member] = .away }
                else { candidates[index].append(member) }
            }
        }

        // Pinned chores first, as they are; then the others, heaviest first, then in the week's order.
        var base = fourWeeks
        for chore in week where chore.keepsAssignee {
            if let assignee = chore.assignee, base[assignee] != nil { base[assignee, default: 0] += chore.fatigue }
        }
        let free = week.indices.filter { !week[$0].keepsAssignee && !candidates[$0].isEmpty }
            .sorted { week[$0].fatigue != week[$1].fatigue ? week[$0].fatigue > week[$1].fatigue : $0 < $1 }
        let largest = week.map(\.fatigue).max() ?? 0

        var search = Search(chores: free.map { (fatigue: week[$0].fatigue, keeper: week[$0].assignee, candidates: candidates[$0]) },
                            people: people, limit: Self.searchLimit, allowed: largest)
        let steps = search.run(from: base)

        var choices: [Choice] = []
        var given: [Int: Search.Step] = [:]
        for (position, index) in free.enumerated() { given[index] = steps[position] }
        let fourWeeksSoFar = Totals(places: search.places, values: people.map { fourWeeks[$0] ?? 0 })
        let baseSoFar = Totals(places: search.places, values: people.map { base[$0] ?? 0 })
        for (index, chore) in week.enumerated() {
            if chore.keepsAssignee {
                choices.append(Choice(chore: chore, date: dates[index], member: chore.assignee, reason: .pinned, soFar: fourWeeksSoFar, unable: unable[index]))
            } else if let step = given[index] {
                choices.append(Choice(chore: chore, date: dates[index], member: step.member, reason: step.reason, soFar: step.soFar, unable: unable[index]))
            } else {
                choices.append(Choice(chore: chore, date: dates[index], member: nil, reason: .noOneFree, soFar: baseSoFar, unable: unable[index]))
            }
        }

        var planned = Dictionary(uniqueKeysWithValues: people.map { ($0, 0) })
        for choice in choices { if let member = choice.member, planned[member] != nil { planned[member, default: 0] += choice.chore.fatigue } }
        self.start = start
        self.countedFrom = countedFrom
        self.choices = choices
        self.figures = people.map { Figure(member: $0, fourWeeks: fourWeeks[$0] ?? 0, planned: planned[$0] ?? 0) }
        self.largestFatigue = largest
    }
}

extension FairWeek {
    /// The search for an assignment of the free chores (in the order they are given) that meets the rule:
    /// depth first, each chore's members tried in order of preference (least so far, had it last week,
    /// name), so that the first assignment found that meets the rule is the one preferred. Members are
    /// their places in name order here, totals an array by place: a week is tried thousands of times.
    struct Search {
        struct Step {
            var member: HearthID
            var reason: Reason
            var soFar: Totals
        }

        struct Task {
            var fatigue: Int
            /// The place of the member who had it last week, if they may take it.
            var keeper: Int?
            /// The places of the members who may take it.
            var candidates: [Int]
        }

        let tasks: [Task]
        let people: [HearthID]
        /// Member → place in `people`.
        let places: [HearthID: Int]
        let limit: Int
        /// How far apart two totals may be: the largest chore's fatigue.
        let allowed: Int
        /// room[index][place]: the fatigue of the chores from `index` on that the member may take.
        let room: [[Int]]
        /// left[index]: the fatigue of all the chores from `index` on.
        let left: [Int]
        private var stepsTaken = 0

        init(chores: [(fatigue: Int, keeper: HearthID?, candidates: [HearthID])], people: [HearthID], limit: Int, allowed: Int) {
            let place = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1, $0) })
            places = place
            tasks = chores.map { chore in
                Task(fatigue: chore.fatigue, keeper: chore.keeper.flatMap { place[$0] }, candidates: chore.candidates.compactMap { place[$0] }.sorted())
            }
            var room = Array(repeating: Array(repeating: 0, count: people.count), count: tasks.count + 1)
            for index in tasks.indices.reversed() {
                room[index] = room[index + 1]
                for member in tasks[index].candidates { room[index][member] += tasks[index].fatigue }
            }
            self.people = people
            self.limit = limit
            self.allowed = allowed
            self.room = room
            var left = Array(repeating: 0, count: tasks.count + 1)
            for index in tasks.indices.reversed() { left[index] = left[index + 1] + tasks[index].fatigue }
            self.left = left
        }

        /// The members who may take task `index`, in order of preference given the totals so far.
        func preference(_ index: Int, _ totals: [Int]) -> [Int] {
            let keeper = tasks[index].keeper
            return tasks[index].candidates.sorted { a, b in
                if totals[a] != totals[b] { return totals[a] < totals[b] }
                if (a == keeper) != (b == keeper) { return a == keeper }
                return a < b
            }
        }

        /// Why the member at `position` of `order` was chosen.
        func reason(position: Int, order: [Int], totals: [Int], keeper: Int?) -> Reason {
            guard position == 0 else { return .keepsTheRule }
            guard order.count > 1, totals[order[0]] == totals[order[1]] else { return .least(tie: nil) }
            return .least(tie: order[0] == keeper ? .hadItLastWeek : .nameFirst)
        }

        /// Whether the totals can still end within `allowed` of each other: every member must be able to
        /// reach the largest total less `allowed` with the chores left that they may take, and those chores
        /// must hold enough fatigue to lift every member below it there at once (the largest only grows).
        /// The second finds at once a household the rule cannot hold for, which took the search all its
        /// `limit` steps over a thousand members.
        func reachable(_ totals: [Int], from index: Int) -> Bool {
            let floor = (totals.max() ?? 0) - allowed
            let room = self.room[index]
            var short = 0
            for place in totals.indices where totals[place] < floor {
                if totals[place] + room[place] < floor { return false }
                short += floor - totals[place]
            }
            return short <= left[index]
        }

        func step(_ member: Int, position: Int, order: [Int], totals: [Int], index: Int) -> Step {
            Step(member: people[member], reason: reason(position: position, order: order, totals: totals, keeper: tasks[index].keeper),
                 soFar: Totals(places: places, values: totals))
        }

        /// The steps of the first assignment that meets the rule, else of the least-so-far one.
        mutating func run(from base: [HearthID: Int]) -> [Step] {
            let totals = people.map { base[$0] ?? 0 }
            var path: [(member: Int, position: Int, order: [Int], totals: [Int])] = []
            var firstPath: [(member: Int, position: Int, order: [Int], totals: [Int])]? = nil
            let found = reachable(totals, from: 0) ? depthFirst(0, totals, &path, &firstPath) : nil
            if let chosen = found ?? firstPath {
                return chosen.enumerated().map { index, choice in step(choice.member, position: choice.position, order: choice.order, totals: choice.totals, index: index) }
            }
            // The rule cannot be met from the start: each chore to the least so far.
            var running = totals
            return tasks.indices.map { index in
                let order = preference(index, running)
                defer { running[order[0]] += tasks[index].fatigue }
                return step(order[0], position: 0, order: order, totals: running, index: index)
            }
        }

        private mutating func depthFirst(_ index: Int, _ totals: [Int], _ path: inout [(member: Int, position: Int, order: [Int], totals: [Int])],
                                         _ firstPath: inout [(member: Int, position: Int, order: [Int], totals: [Int])]?)
            -> [(member: Int, position: Int, order: [Int], totals: [Int])]? {
            if index == tasks.count {
                if firstPath == nil { firstPath = path }
                return (totals.max() ?? 0) - (totals.min() ?? 0) <= allowed ? path : nil
            }
            let order = preference(index, totals)
            for (position, member) in order.enumerated() {
                stepsTaken += 1
                if stepsTaken > limit { return nil }
                var next = totals
                next[member] += tasks[index].fatigue
                path.append((member, position, order, totals))
                defer { path.removeLast() }
                // The least-so-far path is walked whole (it is the answer when none meets the rule).
                if firstPath == nil || reachable(next, from: index + 1) {
                    if let found = depthFirst(index + 1, next, &path, &firstPath) { return found }
                }
            }
            return nil
        }
    }
}
