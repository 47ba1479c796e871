/// What `meal shop` does for a week's meals, worked out before anything is written: which items it
/// adds, which it adds to, what it skips, and the shares it notes. The rules (docs/meals.md):
///
/// - One ingredient of several meals is one item, its amounts added together (`ShoppingAmount`).
/// - A meal's ingredient goes on the list once: run again, only meals and ingredients with no share yet
///   are added, so the list is the same and a tick stays a tick.
/// - An item in the basket (ticked) is not touched: what a new meal needs of it is skipped, and added
///   by the next run once the item is bought.
/// - Staples are skipped; so is an ingredient with no number that is on the list already.
public struct MealShopping: Sendable {
    /// What happened to an item.
    public enum Outcome: Sendable {
        /// A new item.
        case added
        /// An item off the list (bought before) put back on it with what the meals need.
        case putBack
        /// An item on the list, its amount made larger.
        case addedTo
    }

    public struct Change: Sendable {
        /// The item as it becomes.
        public var item: GroceryItem
        public var outcome: Outcome
        /// The meals whose needs went on it this time.
        public var meals: [Meal]
        /// What they added; nil when none of them gives a number.
        public var added: ShoppingAmount?
    }

    public enum SkipReason: Sendable {
        /// The family always has it.
        case staple
        /// Ticked on the list: in the basket already.
        case inBasket
        /// On the list already, and the recipe gives no amount to add.
        case onListAlready
    }

    public struct Skip: Sendable {
        public var name: String
        public var reason: SkipReason
        public var meals: [Meal]
    }

    /// Items added, put back or added to, by name.
    public private(set) var changes: [Change] = []
    public private(set) var skipped: [Skip] = []
    /// The shares to note (one a meal and ingredient that went on the list this time).
    public private(set) var shares: [MealShare] = []
    /// Items whose start is noted (or noted again, for an item put back after it was bought).
    public private(set) var starts: [MealItemStart] = []
    /// Items put back after they were bought: their earlier shares are spent.
    public private(set) var spentItemIDs: Set<String> = []

    /// One ingredient the week's meals need, and what each meal needs of it.
    private struct Need {
        var name: String
        var meals: [Meal] = []
        var amounts: [ShoppingAmount?] = []
    }

    /// Works out `meal shop` for `meals` (one week's) from the family's recipes, staples, items, shares
    /// and starts; new items are added by `member`, with IDs from `newID`.
    public init(meals: [Meal], recipes: [Recipe], staples: [String], items: [GroceryItem], shares existing: [MealShare],
                starts existingStarts: [MealItemStart], decimalComma: Bool, member: HearthID, newID: () -> String) {
        let recipesByID = Dictionary(recipes.map { ($0.id, $0) }) { first, _ in first }
        var needs: [String: Need] = [:]
        var needOrder: [String] = []
        var staplesFound: [String: Skip] = [:]
        let stapleKeys = staples.map(ShoppingName.key)
        for meal in meals.sorted(by: Meal.menuOrder) {
            guard let recipe = recipesByID[meal.recipeID] else { continue }
            let factor = recipe.factor(for: meal.servings)
            for ingredient in recipe.ingredients {
                let key = ShoppingName.key(ingredient.name)
                if Staples.covers(keys: stapleKeys, ingredient: ingredient.name) {
                    staplesFound[key, default: Skip(name: ingredient.name, reason: .staple, meals: [])].meals.append(meal)
                    continue
                }
                let amount = ShoppingAmount.of(ingredient, scaledBy: factor, decimalComma: decimalComma)
                if needs[key] == nil { needOrder.append(key) }
                var need = needs[key] ?? Need(name: ingredient.name)
                if let index = need.meals.firstIndex(of: meal) {
                    // The same ingredient twice in one recipe (eggs for the dough and for the glaze).
                    if let amount { need.amounts[index] = (need.amounts[index] ?? ShoppingAmount()).adding(amount) }
                } else {
                    need.meals.append(meal)
                    need.amounts.append(amount)
                }
                needs[key] = need
            }
        }
        skipped = staplesFound.values.sorted { NaturalOrder.key($0.name) < NaturalOrder.key($1.name) }

        let shared = Set(existing.map { $0.mealID + "\u{0}" + $0.nameKey })
        let startsByItem = Dictionary(existingStarts.map { ($0.itemID, $0) }) { first, _ in first }
        // Only items whose names start as a needed one's can match: a large household's hundred thousand
        // items are not all given a key (a week's shop at N = 1000 in well under a second).
        let beginnings = Set(needOrder.map { String($0.prefix(3)) })
        let candidates = items.filter { beginnings.contains(String($0.name.prefix(3)).lowercased()) }
        var itemsByKey: [String: GroceryItem] = [:]
        for item in GroceryItem.sortedByName(candidates) where itemsByKey[ShoppingName.key(item.name)] == nil {
            itemsByKey[ShoppingName.key(item.name)] = item
        }
        for key in needOrder {
            let need = needs[key]!
            let fresh = need.meals.indices.filter { !shared.contains(need.meals[$0].id + "\u{0}" + key) }
            guard !fresh.isEmpty else { continue }
            let freshMeals = fresh.map { need.meals[$0] }
            let amounts = fresh.compactMap { need.amounts[$0] }
            let added = amounts.isEmpty ? nil : amounts.reduce(ShoppingAmount()) { $0.adding($1) }
            var item: GroceryItem
            let outcome: Outcome
            if let known = itemsByKey[key] {
                item = known
                if known.onList && known.completed {
                    skipped.append(Skip(name: known.name, reason: .inBasket, meals: freshMeals))
                    continue
                }
                if known.onList {
                    guard let added else {
                        skipped.append(Skip(name: known.name, reason: .onListAlready, meals: freshMeals))
                        noteShares(fresh, of: need, key: key, on: known.id)
                        continue
                    }
                    let live = existing.filter { $0.itemID == known.id && !$0.spent }
                    if let start = startsByItem[known.id], start.quantity(with: live, decimalComma: decimalComma) == known.measure {
                        item.measure = start.quantity(with: live + [MealShare(mealID: "", nameKey: key, itemID: known.id, amount: added)],
                                                      decimalComma: decimalComma)
                    } else {
                        // Changed by hand since meals last added to it: add to what it says now.
                        item.measure = MealItemStart.quantity(before: known.measure, adding: added, decimalComma: decimalComma)
                    }
                    if startsByItem[known.id] == nil { starts.append(MealItemStart(itemID: known.id, before: known.measure, madeByMeals: false)) }
                    outcome = .addedTo
                } else {
                    item.onList = true
                    item.completed = false
                    item.measure = added?.quantity(decimalComma: decimalComma) ?? GroceryQuantity(count: 1)
                    spentItemIDs.insert(known.id)
                    starts.append(MealItemStart(itemID: known.id, before: nil, madeByMeals: startsByItem[known.id]?.madeByMeals ?? false))
                    outcome = .putBack
                }
            } else {
                item = GroceryItem(id: newID(), name: need.name, quantity: 1, locationID: StoreLocation.unknownID, addedBy: member,
                                   onList: true, completed: false, available: true, lastPurchased: nil)
                item.measure = added?.quantity(decimalComma: decimalComma) ?? GroceryQuantity(count: 1)
                starts.append(MealItemStart(itemID: item.id, before: nil, madeByMeals: true))
                itemsByKey[key] = item
                outcome = .added
            }
            changes.append(Change(item: item, outcome: outcome, meals: freshMeals, added: added))
            noteShares(fresh, of: need, key: key, on: item.id)
        }
        changes.sort { GroceryItem.byName($0.item, $1.item) }
    }

    private mutating func noteShares(_ indices: [Int], of need: Need, key: String, on itemID: String) {
        shares += indices.map { MealShare(mealID: need.meals[$0].id, nameKey: key, itemID: itemID, amount: need.amounts[$0]) }
    }

    public var isEmpty: Bool { changes.isEmpty }
}
