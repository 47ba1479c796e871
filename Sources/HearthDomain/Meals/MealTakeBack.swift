/// What removing a meal does to the grocery list: it takes back only what the meal alone added and
/// nobody has ticked. An item other meals (or the family) also need keeps their share; an item only
/// this meal put there leaves the list; an item ticked, bought or changed by hand since is left as it is.
public struct MealTakeBack: Sendable {
    public enum Action: Sendable {
        /// The item keeps what the others need: its quantity as it becomes.
        case reduce(GroceryItem)
        /// Only this meal wanted it, and the item was the family's before: off the list.
        case takeOff(GroceryItem)
        /// Only this meal wanted it, and meals made it: removed.
        case remove(GroceryItem)
        /// Left as it is, and why.
        case leave(GroceryItem, LeaveReason)
    }

    public enum LeaveReason: Sendable {
        case ticked, bought, changed
    }

    public private(set) var actions: [Action] = []

    public init(meal: Meal, shares: [MealShare], starts: [MealItemStart], items: [GroceryItem], decimalComma: Bool) {
        let itemsByID = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
        let startsByItem = Dictionary(starts.map { ($0.itemID, $0) }) { first, _ in first }
        var seen = Set<String>()
        for share in shares where share.mealID == meal.id && !share.spent && seen.insert(share.itemID).inserted {
            guard let item = itemsByID[share.itemID] else { continue }
            guard item.onList else { actions.append(.leave(item, .bought)); continue }
            guard !item.completed else { actions.append(.leave(item, .ticked)); continue }
            let live = shares.filter { $0.itemID == item.id && !$0.spent }
            let others = live.filter { $0.mealID != meal.id }
            let start = startsByItem[item.id] ?? MealItemStart(itemID: item.id, before: nil, madeByMeals: false)
            guard start.quantity(with: live, decimalComma: decimalComma) == item.measure else {
                actions.append(.leave(item, .changed))
                continue
            }
            var changed = item
            if others.isEmpty && start.before == nil {
                if start.madeByMeals && item.lastPurchased == nil {
                    actions.append(.remove(item))
                } else {
                    changed.onList = false
                    actions.append(.takeOff(changed))
                }
            } else {
                changed.measure = start.quantity(with: others, decimalComma: decimalComma)
                actions.append(.reduce(changed))
            }
        }
    }
}
