/// The parts of one family's household a reader shows, read without the rest: a report on paper reads
/// a list of 5,000 items to get without the 95,000 bought before them or the family's 10,000 recipes.
public struct FamilyParts: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The locations and the items on the list, checked or not (not the ones bought before): what
    /// `GroceryList.shoppingList` and `onListByLocation` show.
    public static let shoppingList = FamilyParts(rawValue: 1)
    /// The locations and every item, bought or not.
    public static let groceries = FamilyParts(rawValue: 2)
    /// The chores, their records and the wishes.
    public static let chores = FamilyParts(rawValue: 4)
    /// The meals, what they put on the list, and the recipes they plan (not the rest of the book).
    public static let meals = FamilyParts(rawValue: 8)
}
