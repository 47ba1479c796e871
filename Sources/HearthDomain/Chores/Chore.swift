/// A chore of the weekly plan: a label, a weekday, a fatigue value 0...9 (how tiring it is), and the
/// member it is assigned to (what Hearth adds to the app, so fatigue adds up per member).
public struct Chore: Encodable, Hashable, Sendable {
    public static let fatigueRange = 0...9

    public var id: String
    /// The label's title: a default label's key ("sweep") or a custom label's text.
    public var title: String
    public var weekday: Weekday
    public var fatigue: Int
    public var assignee: HearthID?
    /// Pinned (`chore set --keep-assignee`): the fair week leaves it with its assignee, and counts it.
    public var keepsAssignee: Bool
    /// Members who may not do it (`chore set --not-for`: a child and the car's oil), by ID, in order
    /// (an array, not a set: a page's key is made from the chore's encoding, which must not vary).
    public var notFor: [HearthID]

    public init(id: String, title: String, weekday: Weekday, fatigue: Int, assignee: HearthID?,
                keepsAssignee: Bool = false, notFor: [HearthID] = []) {
        self.id = id
        self.title = title
        self.weekday = weekday
        self.fatigue = fatigue
        self.assignee = assignee
        self.keepsAssignee = keepsAssignee
        self.notFor = Array(Set(notFor)).sorted()
    }

    public var label: ChoreLabel { .titled(title) }

    public static func checkFatigue(_ value: Int, field: String = "--fatigue") -> Result<Int, InvalidValue> {
        fatigueRange.contains(value) ? .success(value)
            : .failure(InvalidValue(field: field, expected: "a fatigue value from 0 to 9, not \(value)"))
    }

    /// The chores in the order of a week that starts on `first`: by day, then, within a day, by the
    /// label's order (defaults first, in the app's order), then title, then ID. Each chore's place is
    /// worked out once: a large household's week sorts a thousand chores, and looking the label up in
    /// every comparison made the week's pages compare strings millions of times.
    public static func inWeekOrder(_ chores: [Chore], from first: Weekday) -> [Chore] {
        let rankOfDefault = Dictionary(ChoreLabel.defaults.enumerated().map { ($1.title, $0) }) { earlier, _ in earlier }
        return chores.map { chore in (day: chore.weekday.days(since: first), rank: rankOfDefault[chore.title] ?? ChoreLabel.defaults.count, chore: chore) }
            .sorted { a, b in
                if a.day != b.day { return a.day < b.day }
                if a.rank != b.rank { return a.rank < b.rank }
                if a.chore.title != b.chore.title { return a.chore.title < b.chore.title }
                return a.chore.id < b.chore.id
            }
            .map(\.chore)
    }
}

/// A chore done on a day, and by whom.
public struct ChoreRecord: Encodable, Hashable, Sendable {
    public var date: CalendarDay
    public var choreID: String
    public var doneBy: HearthID?

    public init(date: CalendarDay, choreID: String, doneBy: HearthID?) {
        self.date = date
        self.choreID = choreID
        self.doneBy = doneBy
    }
}

/// A member's wish on the family's wish wall ("magic lamp"): at most 39 characters.
public struct Wish: Encodable, Hashable, Sendable {
    public static let maximumLength = 39

    public var id: String
    public var memberID: HearthID
    public var text: String
    public var created: String

    public init(id: String, memberID: HearthID, text: String, created: String) {
        self.id = id
        self.memberID = memberID
        self.text = text
        self.created = created
    }

    public static func check(_ text: String) -> Result<String, InvalidValue> {
        NameRules.check(text, field: "wish", maximumLength: maximumLength, noun: "wish")
    }
}

extension Weekday {
    /// Reads "monday", "Mon", "1" (Monday) to "7", a weekday's name or short name in any language file
    /// ("Montag", "星期一"), and the other ways Chinese writes one ("週一", "禮拜一").
    public init?(text: String) {
        let lowered = text.trimmed.lowercased()
        let chinese = ["一", "二", "三", "四", "五", "六", "日"]
        if let match = Weekday.allCases.first(where: { $0.rawValue == lowered || String($0.rawValue.prefix(3)) == lowered }) {
            self = match
        } else if let match = Weekday.allCases.first(where: { day in
            Language.all.contains { language in
                ["weekday_", "weekday_short_"].contains { key in language.builtInWords[key + day.rawValue]?.lowercased() == lowered }
            }
        }), lowered.count > 1 {
            self = match
        } else if let number = Int(lowered), (1...7).contains(number) {
            self = Weekday.allCases[number - 1]
        } else if let index = chinese.firstIndex(where: { ["星期" + $0, "週" + $0, "周" + $0, "禮拜" + $0].contains(lowered) || (lowered == "星期天" && $0 == "日") }) {
            self = Weekday.allCases[index]
        } else {
            return nil
        }
    }
}
