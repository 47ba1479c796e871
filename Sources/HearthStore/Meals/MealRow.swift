import GRDB
import HearthDomain

/// A row of the meals table.
struct MealRow: StoreRecord {
    static let databaseTableName = "meals"
    var familyId: String
    var id: String
    var recipeId: String
    /// YYYY-MM-DD.
    var date: String
    var name: String
    var servings: Int
    var addedBy: String?

    init(_ meal: Meal, family: HearthID) {
        familyId = family.text
        id = meal.id
        recipeId = meal.recipeID
        date = meal.day.iso
        name = meal.name
        servings = meal.servings
        addedBy = meal.addedBy?.text
    }

    /// The meal; a date that is not one is an error naming the row.
    func meal() throws -> Meal {
        guard let day = CalendarDay(iso: date) else {
            throw StoredValueError(table: "meals", key: "\(familyId)/\(id)", name: name, "date \"\(date)\" is not a date; expected YYYY-MM-DD")
        }
        return Meal(id: id, recipeID: recipeId, day: day, name: name, servings: servings, addedBy: addedBy.flatMap(HearthID.init))
    }
}

/// A row of the meal_shares table.
struct MealShareRow: StoreRecord {
    static let databaseTableName = "meal_shares"
    var familyId: String
    var mealId: String
    var nameKey: String
    var itemId: String
    /// `ShoppingAmount.exactText`.
    var amount: String?
    var spent: Bool

    init(_ share: MealShare, family: HearthID) {
        familyId = family.text
        mealId = share.mealID
        nameKey = share.nameKey
        itemId = share.itemID
        amount = share.amount?.exactText
        spent = share.spent
    }

    func share() throws -> MealShare {
        var read: ShoppingAmount?
        if let amount {
            guard let exact = ShoppingAmount(exactText: amount) else {
                throw StoredValueError(table: "meal_shares", key: "\(familyId)/\(mealId)/\(nameKey)", name: nameKey,
                                       "amount \"\(amount)\" is not an amount Hearth wrote")
            }
            read = exact
        }
        return MealShare(mealID: mealId, nameKey: nameKey, itemID: itemId, amount: read, spent: spent)
    }
}

/// A row of the meal_item_starts table.
struct MealItemStartRow: StoreRecord {
    static let databaseTableName = "meal_item_starts"
    var familyId: String
    var itemId: String
    /// `GroceryQuantity.text`.
    var before: String?
    var madeByMeals: Bool

    init(_ start: MealItemStart, family: HearthID) {
        familyId = family.text
        itemId = start.itemID
        before = start.before?.text
        madeByMeals = start.madeByMeals
    }

    func start() throws -> MealItemStart {
        let quantity = try before.map { text in
            try GroceryQuantity.parse(text, field: "meal_item_starts \(familyId)/\(itemId) before").mapError(\.failure).get()
        }
        return MealItemStart(itemID: itemId, before: quantity, madeByMeals: madeByMeals)
    }
}

/// A row of the staples table: a staple the family added (`kept`), or a default it removed.
struct StapleRow: StoreRecord {
    static let databaseTableName = "staples"
    var familyId: String
    var name: String
    var kept: Bool
}
