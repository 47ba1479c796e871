/// A recipe planned for a meal on a day, at a number of servings (a meal plan, as Mealie, Tandoor and
/// AnyList keep one): the week's menu shows it, and `meal shop` puts its ingredients on the list.
public struct Meal: Encodable, Hashable, Sendable {
    /// The meals a day has unless the family names its own ("picnic"), in the order a day eats them.
    public static let standardNames = ["breakfast", "lunch", "dinner"]
    public static let maximumNameLength = 40

    public var id: String
    public var recipeID: String
    public var day: CalendarDay
    /// "breakfast", "lunch", "dinner" or a name of the family's own.
    public var name: String
    /// The servings the recipe is cooked at: its amounts are scaled to them.
    public var servings: Int
    /// Who planned it; nil for an imported meal whose member is gone.
    public var addedBy: HearthID?

    public init(id: String, recipeID: String, day: CalendarDay, name: String, servings: Int, addedBy: HearthID?) {
        self.id = id
        self.recipeID = recipeID
        self.day = day
        self.name = name
        self.servings = servings
        self.addedBy = addedBy
    }

    /// A meal's name as kept: the standard names in lower case ("Dinner" is dinner), another as written.
    public static func checkName(_ text: String, field: String = "--meal") -> Result<String, InvalidValue> {
        let lowered = text.trimmed.lowercased()
        if standardNames.contains(lowered) { return .success(lowered) }
        return NameRules.check(text, field: field, maximumLength: maximumNameLength)
    }

    /// Whether the meal is in the seven days from `start`, the first day of a week.
    public func isInWeek(startingOn start: CalendarDay) -> Bool {
        day >= start && day < start.adding(days: 7)
    }

    /// The order of a menu: by day, then breakfast, lunch and dinner, then other meals by name.
    public static func menuOrder(_ a: Meal, _ b: Meal) -> Bool {
        if a.day != b.day { return a.day < b.day }
        let (left, right) = (standardNames.firstIndex(of: a.name) ?? standardNames.count, standardNames.firstIndex(of: b.name) ?? standardNames.count)
        if left != right { return left < right }
        if a.name != b.name { return a.name < b.name }
        return a.id < b.id
    }
}
