import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The family's meals in menu order (by day, then breakfast, lunch, dinner and the family's own).
    public func meals(of family: Family) throws -> [Meal] {
        try checkedRead { db in try Self.meals(db, of: family.id) }
    }

    /// The meals of the week that starts on `start`, in menu order.
    public func meals(of family: Family, inWeekOf start: CalendarDay) throws -> [Meal] {
        try meals(of: family).filter { $0.isInWeek(startingOn: start) }
    }

    static func meals(_ db: Database, of familyID: HearthID) throws -> [Meal] {
        try MealRow.filter(Column("family_id") == familyID.text).fetchAll(db).map { try $0.meal() }.sorted(by: Meal.menuOrder)
    }

    static func mealShares(_ db: Database, of familyID: HearthID) throws -> [MealShare] {
        try MealShareRow.filter(Column("family_id") == familyID.text).order(Column("meal_id"), Column("name_key")).fetchAll(db).map { try $0.share() }
    }

    static func mealItemStarts(_ db: Database, of familyID: HearthID) throws -> [MealItemStart] {
        try MealItemStartRow.filter(Column("family_id") == familyID.text).fetchAll(db).map { try $0.start() }
    }

    /// A meal as `addMeal` left it: new, or the one planned already.
    public struct PlannedMeal: Sendable {
        public var meal: Meal
        /// The recipe's name, for the answer that confirms it.
        public var recipeName: String
        /// The same recipe was planned for that meal of that day already: nothing was added.
        public var wasPlannedAlready: Bool
    }

    /// Plans `recipe` (a name or ID) for a meal on `day`, at `servings` (the recipe's own when nil); the
    /// meal is "dinner" unless `name` says another. Any member of the family may. The same recipe for the
    /// same meal of the same day is one meal: planning it again (a second tap, a form sent twice) adds none.
    @discardableResult
    public func addMeal(recipe text: String, on day: CalendarDay, name: String?, servings: Int?, by member: Member,
                        in family: Family) throws -> PlannedMeal {
        let checkedName = try Meal.checkName(name ?? "dinner").mapError(\.failure).get()
        let checkedServings = try servings.map { try Recipe.checkServings($0).mapError(\.failure).get() }
        return try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            let recipe = try Self.recipe(text, db, in: family)
            if let planned = try Self.meals(db, of: family.id).first(where: { $0.recipeID == recipe.id && $0.day == day && $0.name == checkedName }) {
                return PlannedMeal(meal: planned, recipeName: recipe.name, wasPlannedAlready: true)
            }
            let meal = Meal(id: UUID().uuidString, recipeID: recipe.id, day: day, name: checkedName,
                            servings: checkedServings ?? recipe.servings, addedBy: member.id)
            try MealRow(meal, family: family.id).insert(db)
            return PlannedMeal(meal: meal, recipeName: recipe.name, wasPlannedAlready: false)
        }
    }

    /// Moves a meal to another day; what it put on the list stays there.
    @discardableResult
    public func moveMeal(_ id: String, to day: CalendarDay, by member: Member, in family: Family) throws -> Meal {
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            var meal = try Self.meal(id, db, in: family)
            meal.day = day
            try MealRow(meal, family: family.id).update(db)
            return meal
        }
    }

    /// A meal removed, and what it did to the list.
    public struct RemovedMeal: Sendable {
        public var meal: Meal
        public var takeBack: MealTakeBack
    }

    /// Removes a meal and takes back from the list only what it alone added and nobody has ticked
    /// (`MealTakeBack`), in one transaction.
    @discardableResult
    public func removeMeal(_ id: String, by member: Member, in family: Family) throws -> RemovedMeal {
        try checkedWrite { db in
            _ = try Self.current(member, in: family, db)
            let meal = try Self.meal(id, db, in: family)
            let shares = try Self.mealShares(db, of: family.id)
            // The items the meal put on the list, not every item the family has.
            let items = try Self.groceryItems(db, of: family.id, ids: Set(shares.filter { $0.mealID == meal.id }.map(\.itemID)))
            let takeBack = MealTakeBack(meal: meal, shares: shares, starts: try Self.mealItemStarts(db, of: family.id),
                                        items: items, decimalComma: family.decimalComma)
            for action in takeBack.actions {
                switch action {
                case .reduce(let item):
                    try GroceryItemRow(item, family: family.id).update(db)
                case .takeOff(let item):
                    try GroceryItemRow(item, family: family.id).update(db)
                    try Self.noteListChange(of: item, at: try Self.listClock(db, in: family, now: Self.nowInMilliseconds()), db, in: family)
                    _ = try MealItemStartRow.deleteOne(db, key: ["family_id": family.id.text, "item_id": item.id])
                case .remove(let item):
                    try GroceryItemRow(item, family: family.id).delete(db)
                case .leave:
                    break
                }
            }
            // Its shares go with it (a foreign key).
            _ = try MealRow.deleteOne(db, key: ["family_id": family.id.text, "id": meal.id])
            return RemovedMeal(meal: meal, takeBack: takeBack)
        }
    }

    /// Puts the ingredients of the week's meals (the week that starts on `start`) on the list
    /// (`MealShopping`), in one transaction; `dryRun` works it out and writes nothing.
    public func shopMeals(weekOf start: CalendarDay, dryRun: Bool = false, by member: Member, in family: Family) throws -> MealShopping {
        let plan = { (db: Database) throws -> MealShopping in
            _ = try Self.current(member, in: family, db)
            let week = try Self.meals(db, of: family.id).filter { $0.isInWeek(startingOn: start) }
            return MealShopping(meals: week, recipes: try Self.recipes(db, of: family.id, ids: Set(week.map(\.recipeID))), staples: try Self.staples(db, of: family),
                                items: try Self.groceryItems(db, of: family.id), shares: try Self.mealShares(db, of: family.id),
                                starts: try Self.mealItemStarts(db, of: family.id), decimalComma: family.decimalComma,
                                member: member.id) { UUID().uuidString }
        }
        if dryRun { return try checkedRead(plan) }
        return try checkedWrite { db in
            let shopping = try plan(db)
            let time = try Self.listClock(db, in: family, now: Self.nowInMilliseconds())
            for change in shopping.changes {
                switch change.outcome {
                case .added:
                    try GroceryItemRow(change.item, family: family.id).insert(db)
                case .putBack:
                    try GroceryItemRow(change.item, family: family.id).update(db)
                    try Self.noteListChange(of: change.item, at: time, db, in: family)
                case .addedTo:
                    try GroceryItemRow(change.item, family: family.id).update(db)
                }
            }
            for itemID in shopping.spentItemIDs.sorted() {
                try db.execute(sql: "UPDATE meal_shares SET spent = 1 WHERE family_id = ? AND item_id = ?", arguments: [family.id.text, itemID])
            }
            for share in shopping.shares { try MealShareRow(share, family: family.id).insert(db) }
            for start in shopping.starts { try MealItemStartRow(start, family: family.id).upsert(db) }
            return shopping
        }
    }

    /// A meal by its ID (or the start of it, as `meal list` shows: at least 8 characters).
    static func meal(_ text: String, _ db: Database, in family: Family) throws -> Meal {
        let id = text.trimmed
        let meals = try Self.meals(db, of: family.id)
        if let meal = meals.first(where: { $0.id == id }) { return meal }
        let started = meals.filter { id.count >= 8 && $0.id.lowercased().hasPrefix(id.lowercased()) }
        if started.count == 1 { return started[0] }
        throw Failure(.badData, "\(family.name) has no meal \"\(text)\" (see `hearth meal list --week DATE` for the IDs)",
                      wording: Wording(.noMeal, ["meal": text]))
    }
}
