/// Everything the site shows of one family, read from the store in one transaction, so every page of a
/// build agrees with every other page.
public struct FamilySnapshot: Sendable {
    public var family: Family
    /// Members in listing order (managers first, then by name).
    public let members: [Member]
    /// Members now in other families who added this family's items or did its chores before they
    /// moved: their names still show beside what they did.
    public let formerMembers: [Member]
    /// Members and former members by ID: pages look a member up once per item, and a large household
    /// has many of both.
    private let memberIndex: [HearthID: Member]
    public var groceries: GroceryList
    /// Invitations into this family that wait for an answer, oldest first.
    public var invitations: [PendingInvitation]
    /// Cars in catalogue order, and the pictures the family's cars and recipes show, by ID (one store of
    /// pictures, named by content, serves both).
    public var cars: [Car]
    public var carImages: [String: CarImage]
    /// Recipes by name.
    public var recipes: [Recipe]
    public var chores: [Chore]
    public var choreRecords: [ChoreRecord]
    /// Wishes, oldest first.
    public var wishes: [Wish]
    /// Meals in menu order (`Meal.menuOrder`).
    public var meals: [Meal]
    /// What each meal put on the grocery list (`MealShare`).
    public var mealShares: [MealShare]
    /// What the family always has (`Staples`).
    public var staples: [String]
    /// Shopping trips going on, and the last few that ended, latest first (`ShoppingTrip`).
    public var trips: [ShoppingTrip]
    /// Members' days away, by first day (`DaysAway`).
    public var daysAway: [DaysAway] = []

    public init(family: Family, members: [Member], groceries: GroceryList = GroceryList(locations: [], items: []),
                invitations: [PendingInvitation] = [], cars: [Car] = [], carImages: [String: CarImage] = [:], recipes: [Recipe] = [],
                chores: [Chore] = [], choreRecords: [ChoreRecord] = [], wishes: [Wish] = [], formerMembers: [Member] = [],
                meals: [Meal] = [], mealShares: [MealShare] = [], staples: [String]? = nil, trips: [ShoppingTrip] = []) {
        self.trips = trips
        self.meals = meals.sorted(by: Meal.menuOrder)
        self.mealShares = mealShares
        self.staples = staples ?? Staples.defaults(for: family.language)
        self.chores = chores
        self.choreRecords = choreRecords
        self.wishes = wishes
        self.recipes = Recipe.sortedByName(recipes)
        self.cars = cars.sorted(by: Car.catalogueOrder)
        self.carImages = carImages
        self.family = family
        let sorted = members.sorted(by: Member.listingOrder)
        self.members = sorted
        self.formerMembers = formerMembers
        self.memberIndex = Self.index(sorted + formerMembers)
        self.groceries = groceries
        self.invitations = invitations
    }

    /// The family's chores in the week holding `date`, as its weeks start (`Family.firstWeekday`).
    public func week(containing date: CalendarDay) -> WeekPlan {
        WeekPlan(containing: date, startingOn: family.firstWeekday, chores: chores, records: choreRecords)
    }

    /// Whose load a week shows: the members, and former members who did chores of that week before they
    /// moved (their fatigue points stay in the week's totals).
    public func membersCarrying(_ week: WeekPlan) -> [Member] {
        members + formerMembers.filter { week.load(of: $0.id).done > 0 }
    }

    /// The languages the family's pages are read in: the family's first, then each other one a member
    /// chose for themselves (`Member.language`), by tag.
    public var languagesRead: [Language] { Self.languagesRead(family: family.language, members: members) }

    /// `languagesRead` of a family of `language` whose members are `members`.
    public static func languagesRead(family language: Language, members: [Member]) -> [Language] {
        [language] + Set(members.compactMap(\.language)).subtracting([language]).sorted()
    }

    /// The same household as read in `language`: the family's words in it, everything else as it is.
    public func read(in language: Language) -> FamilySnapshot {
        var read = self
        read.family.language = language
        return read
    }

    public func member(_ id: HearthID?) -> Member? {
        guard let id else { return nil }
        return memberIndex[id]
    }

    private static func index(_ members: [Member]) -> [HearthID: Member] {
        Dictionary(members.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The meals that wait for each grocery item: those whose shares on it are not spent, in menu order
    /// ("for Tue chili, Fri pancakes" beside the item).
    public func mealsByItem() -> [String: [Meal]] {
        Self.mealsByItem(meals: meals, shares: mealShares)
    }

    /// `mealsByItem()` of a family's `meals` and `shares` (a refresh compares them before and after a change).
    public static func mealsByItem(meals: [Meal], shares: [MealShare]) -> [String: [Meal]] {
        let mealsByID = Dictionary(meals.map { ($0.id, $0) }) { first, _ in first }
        var result: [String: [Meal]] = [:]
        for share in shares where !share.spent {
            guard let meal = mealsByID[share.mealID], !(result[share.itemID] ?? []).contains(meal) else { continue }
            result[share.itemID, default: []].append(meal)
        }
        return result.mapValues { $0.sorted(by: Meal.menuOrder) }
    }
}
