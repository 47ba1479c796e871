/// What one meal's ingredient put on one grocery item: the store keeps one a meal and ingredient, so
/// `meal shop` run again adds only what is new, and removing a meal takes back only its own share.
public struct MealShare: Encodable, Hashable, Sendable {
    public var mealID: String
    /// The ingredient's name as `ShoppingName.key` has it.
    public var nameKey: String
    /// The item it went on; the item may since have been removed (then the share stays, and the meal's
    /// ingredient is not put on the list again).
    public var itemID: String
    /// What it added; nil when the recipe gives no number ("a pinch of nutmeg").
    public var amount: ShoppingAmount?
    /// The item was bought since (it was off the list when meals next needed it): the share is spent and
    /// no longer part of what the item says.
    public var spent: Bool

    public init(mealID: String, nameKey: String, itemID: String, amount: ShoppingAmount?, spent: Bool = false) {
        self.mealID = mealID
        self.nameKey = nameKey
        self.itemID = itemID
        self.amount = amount
        self.spent = spent
    }
}

/// A grocery item as it was before meals first added to it on the list: what taking every share back
/// returns it to.
public struct MealItemStart: Hashable, Sendable {
    public var itemID: String
    /// Its quantity then, when it was on the list already; nil when meals put it on the list.
    public var before: GroceryQuantity?
    /// Meals made the item (the family had none of that name): taking every share back removes it.
    public var madeByMeals: Bool

    public init(itemID: String, before: GroceryQuantity?, madeByMeals: Bool) {
        self.itemID = itemID
        self.before = before
        self.madeByMeals = madeByMeals
    }

    /// What the item says when it holds `shares` on top of its start: the amounts added together as a
    /// cook buys them. A bare count of 1 before (an item put on the list with no amount) says nothing
    /// beside amounts with units: "milk" and 500 ml of it is "500 ml", not "500 ml + 1".
    public func quantity(with shares: [MealShare], decimalComma: Bool) -> GroceryQuantity {
        let added = shares.compactMap(\.amount).reduce(ShoppingAmount()) { $0.adding($1) }
        return Self.quantity(before: before, adding: added, decimalComma: decimalComma)
    }

    /// `before` with `added` on top, written as a cook buys.
    public static func quantity(before: GroceryQuantity?, adding added: ShoppingAmount, decimalComma: Bool) -> GroceryQuantity {
        var start = before.flatMap { ShoppingAmount.of($0, decimalComma: decimalComma) } ?? ShoppingAmount()
        if let before, !before.hasUnit, before.count == 1, !added.isEmpty, !added.parts.contains(where: { $0.kind == .counted }) {
            start = ShoppingAmount()
        }
        let total = start.adding(added)
        return total.isEmpty ? (before ?? GroceryQuantity(count: 1)) : total.quantity(decimalComma: decimalComma)
    }
}
