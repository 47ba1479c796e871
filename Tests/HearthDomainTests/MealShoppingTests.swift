import Testing
@testable import HearthDomain
import HearthTestSupport

/// Meals' ingredients on the list: amounts added together as a cook buys them (Mealie #3417, Grocy #840
/// showed 500 g + 500 g as 500 g), a second run that adds nothing, a tick that stays a tick (Mealie #6269,
/// Tandoor #3342), staples skipped (Mealie #8439) and a removed meal that takes back only its own share.
@Suite struct MealShoppingTests {
    static let ana = HearthID(Demo.ana)!
    static let monday = CalendarDay(iso: "2026-11-23")!

    static func recipe(_ id: String, _ name: String, servings: Int = 4, _ lines: [String], decimalComma: Bool = false) -> Recipe {
        Recipe(id: id, name: name, type: .dinner, servings: servings, prepMinutes: 10,
               ingredients: lines.map { try! Ingredient.parse($0, decimalComma: decimalComma).get() },
               method: "", addedBy: nil, created: "2026-11-01T00:00:00Z")
    }

    static func meal(_ id: String, _ recipe: String, day: Int, servings: Int = 4, name: String = "dinner") -> Meal {
        Meal(id: id, recipeID: recipe, day: monday.adding(days: day), name: name, servings: servings, addedBy: ana)
    }

    /// Runs `meal shop` on `items` and returns the list as it becomes with the shares and starts noted.
    static func shop(_ meals: [Meal], _ recipes: [Recipe], items: [GroceryItem] = [], shares: [MealShare] = [], starts: [MealItemStart] = [],
                     staples: [String] = Staples.defaults(for: "en"), decimalComma: Bool = false)
        -> (plan: MealShopping, items: [GroceryItem], shares: [MealShare], starts: [MealItemStart]) {
        var counter = 0
        let plan = MealShopping(meals: meals, recipes: recipes, staples: staples, items: items, shares: shares, starts: starts,
                                decimalComma: decimalComma, member: ana) { counter += 1; return "new-\(counter)" }
        var list = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
        for change in plan.changes { list[change.item.id] = change.item }
        let updatedShares = shares.map { share in
            var share = share
            if plan.spentItemIDs.contains(share.itemID) { share.spent = true }
            return share
        } + plan.shares
        var startsByItem = Dictionary(starts.map { ($0.itemID, $0) }) { first, _ in first }
        for start in plan.starts { startsByItem[start.itemID] = start }
        return (plan, GroceryItem.sortedByName(Array(list.values)), updatedShares, Array(startsByItem.values))
    }

    static func quantities(_ items: [GroceryItem]) -> [String: String] {
        Dictionary(items.filter(\.onList).map { ($0.name.lowercased(), $0.measure.text) }) { first, _ in first }
    }

    @Test(arguments: [
        (["500 g flour"], ["500 g flour"], "1 kg"),
        (["500 g flour"], ["0.25 kg flour"], "750 g"),
        (["2 eggs"], ["3 eggs"], "5"),
        (["1 cup milk"], ["2 tbsp milk"], "1 cup + 2 tbsp"),
        (["1 can tomatoes"], ["200 g tomatoes"], "1 can + 200 g"),
        (["½ onion"], ["1 onion"], "2"),
        (["1 lb beef"], ["8 oz beef"], "1½ lb"),
        (["300 ml stock"], ["1 l stock"], "1.3 l"),
    ])
    func amountsOfOneIngredientAreAddedTogether(first: [String], second: [String], expected: String) {
        let recipes = [Self.recipe("a", "Chili", first), Self.recipe("b", "Pancakes", second)]
        let result = Self.shop([Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 4)], recipes)
        #expect(result.items.count == 1)
        #expect(result.items.first?.measure.text == expected)
        #expect(result.plan.changes.first?.meals.map(\.id) == ["m1", "m2"])
    }

    @Test func theAmountIsTheRecipesAtThePlannedServings() {
        let recipes = [Self.recipe("a", "Chili", servings: 4, ["400 g beans", "2 onions"])]
        let result = Self.shop([Self.meal("m1", "a", day: 1, servings: 8)], recipes)
        #expect(Self.quantities(result.items) == ["beans": "800 g", "onions": "4"])
    }

    @Test func namesMatchInAnyLetterCaseAndInTheSingularOrPlural() {
        let recipes = [Self.recipe("a", "Omelette", ["2 Eggs"]), Self.recipe("b", "Cake", ["1 egg"])]
        let result = Self.shop([Self.meal("m1", "a", day: 0), Self.meal("m2", "b", day: 2)], recipes)
        #expect(result.items.map(\.name) == ["Eggs"])
        #expect(result.items.first?.measure.text == "3")
    }

    @Test func staplesAreSkippedAndListed() {
        let recipes = [Self.recipe("a", "Pasta", ["1 tsp salt", "2 tbsp olive oil", "500 g pasta", "1 l water"])]
        let result = Self.shop([Self.meal("m1", "a", day: 0)], recipes)
        #expect(Self.quantities(result.items) == ["pasta": "500 g"])
        #expect(result.plan.skipped.filter { if case .staple = $0.reason { true } else { false } }.map(\.name).sorted() == ["olive oil", "salt", "water"])
    }

    @Test func shoppingTwiceGivesTheSameList() {
        let recipes = [Self.recipe("a", "Chili", ["500 g beef", "2 onions"]), Self.recipe("b", "Soup", ["1 onion", "1 l stock"])]
        let meals = [Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 3)]
        let first = Self.shop(meals, recipes)
        let second = Self.shop(meals, recipes, items: first.items, shares: first.shares, starts: first.starts)
        #expect(second.plan.changes.isEmpty)
        #expect(second.items == first.items)
    }

    @Test func aTickBetweenTwoRunsStaysTicked() {
        let recipes = [Self.recipe("a", "Chili", ["500 g beef"]), Self.recipe("b", "Burgers", ["400 g beef"])]
        let first = Self.shop([Self.meal("m1", "a", day: 1)], recipes)
        var items = first.items
        items[0].completed = true
        // Another meal planned after the beef went in the basket: the tick is not undone.
        let second = Self.shop([Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 5)], recipes, items: items, shares: first.shares, starts: first.starts)
        #expect(second.items[0].completed)
        #expect(second.items[0].measure.text == "500 g")
        #expect(second.plan.skipped.map(\.name) == ["beef"])
        // Bought: the next run puts back what the new meal needs, and only that.
        var bought = second.items
        bought[0].onList = false
        bought[0].completed = false
        let third = Self.shop([Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 5)], recipes, items: bought, shares: second.shares, starts: second.starts)
        #expect(third.items[0].onList)
        #expect(third.items[0].measure.text == "400 g")
        let fourth = Self.shop([Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 5)], recipes, items: third.items, shares: third.shares, starts: third.starts)
        #expect(fourth.plan.changes.isEmpty)
    }

    @Test func anItemOnTheListAlreadyIsAddedToAndGivenBackOnRemoval() {
        let recipes = [Self.recipe("a", "Pancakes", ["500 ml milk"]), Self.recipe("b", "Porridge", ["250 ml milk"])]
        var milk = GroceryItem(id: "milk", name: "Milk", quantity: 1, locationID: "unknown", addedBy: nil, onList: true, completed: false,
                               available: true, lastPurchased: nil)
        milk.measure = GroceryQuantity(amount: "1", unit: "l")
        let meals = [Self.meal("m1", "a", day: 4, name: "breakfast"), Self.meal("m2", "b", day: 5, name: "breakfast")]
        let shopped = Self.shop(meals, recipes, items: [milk])
        #expect(shopped.items[0].measure.text == "1.75 l")
        #expect(shopped.plan.changes[0].outcome == .addedTo)
        let takeBack = MealTakeBack(meal: meals[0], shares: shopped.shares, starts: shopped.starts, items: shopped.items, decimalComma: false)
        guard case .reduce(let reduced) = takeBack.actions.first else { Issue.record("expected a reduction, got \(takeBack.actions)"); return }
        #expect(reduced.measure.text == "1.25 l")
    }

    @Test func removingAMealTakesBackOnlyItsUntouchedShare() {
        let recipes = [Self.recipe("a", "Chili", ["500 g beef", "1 can beans", "2 onions"]), Self.recipe("b", "Soup", ["1 onion"])]
        let meals = [Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 3)]
        var shopped = Self.shop(meals, recipes)
        // The beans are in the basket; the onions are shared with the soup; the beef is the chili's alone.
        let beans = shopped.items.firstIndex { $0.name == "beans" }!
        shopped.items[beans].completed = true
        let takeBack = MealTakeBack(meal: meals[0], shares: shopped.shares, starts: shopped.starts, items: shopped.items, decimalComma: false)
        var result: [String: String] = [:]
        for action in takeBack.actions {
            switch action {
            case .remove(let item): result[item.name] = "removed"
            case .takeOff(let item): result[item.name] = "off"
            case .reduce(let item): result[item.name] = item.measure.text
            case .leave(let item, let reason): result[item.name] = "left \(reason)"
            }
        }
        #expect(result == ["beef": "removed", "beans": "left ticked", "onions": "1"])
    }

    @Test func anItemChangedByHandIsLeftOnRemoval() {
        let recipes = [Self.recipe("a", "Chili", ["500 g beef"])]
        let meals = [Self.meal("m1", "a", day: 1)]
        var shopped = Self.shop(meals, recipes)
        shopped.items[0].measure = GroceryQuantity(amount: "2", unit: "kg")
        let takeBack = MealTakeBack(meal: meals[0], shares: shopped.shares, starts: shopped.starts, items: shopped.items, decimalComma: false)
        guard case .leave(_, .changed) = takeBack.actions.first else { Issue.record("expected the item left, got \(takeBack.actions)"); return }
    }

    @Test func aChineseFamilysAmountsKeepTheirUnitsAndStaples() {
        let recipes = [Self.recipe("a", "滷肉飯", ["300 克 豬肉", "2 大匙 醬油", "1 小匙 鹽"]), Self.recipe("b", "炒飯", ["200 克 豬肉", "1 大匙 醬油"])]
        let result = Self.shop([Self.meal("m1", "a", day: 1), Self.meal("m2", "b", day: 2)], recipes, staples: Staples.defaults(for: "zh-Hant"))
        #expect(Self.quantities(result.items) == ["豬肉": "500 克", "醬油": "3 大匙"])
        #expect(result.plan.skipped.map(\.name) == ["鹽"])
    }

    @Test func exactSharesReadBack() {
        let amount = ShoppingAmount.of(try! Ingredient.parse("1 1/3 cups milk").get(), scaledBy: Rational(3, 4))!
            .adding(ShoppingAmount.of(try! Ingredient.parse("1 can beans").get(), scaledBy: .one)!)
        #expect(ShoppingAmount(exactText: amount.exactText) == amount)
        #expect(ShoppingAmount(exactText: "nonsense") == nil)
    }

    @Test func writtenAmountsReadBackAsGroceryQuantities() {
        for text in ["1 kg", "1 cup + 2 tbsp", "1 can + 200 g", "500 g + 2", "1.3 l"] {
            let quantity = try! GroceryQuantity.parse(text, field: "q").get()
            let amount = ShoppingAmount.of(quantity)!
            #expect(amount.quantity() == quantity, "\(text)")
        }
    }

    @Test func daysAndWeeksInWords() throws {
        let wednesday = CalendarDay(iso: "2026-11-25")!
        #expect(try MealDate.day("tomorrow", today: wednesday).get().iso == "2026-11-26")
        #expect(try MealDate.day("Friday", today: wednesday).get().iso == "2026-11-27")
        #expect(try MealDate.day("wed", today: wednesday).get().iso == "2026-11-25")
        #expect(try MealDate.day("monday", today: wednesday).get().iso == "2026-11-30")
        #expect(try MealDate.week("next", startingOn: .monday, today: wednesday).get().iso == "2026-11-30")
        #expect(try MealDate.week("2026-12-03", startingOn: .monday, today: wednesday).get().iso == "2026-11-30")
        // A family whose week starts on Sunday: this week began on the 22nd, the next on the 29th.
        #expect(try MealDate.week(nil, startingOn: .sunday, today: wednesday).get().iso == "2026-11-22")
        #expect(try MealDate.week("next", startingOn: .sunday, today: wednesday).get().iso == "2026-11-29")
        #expect(throws: InvalidValue.self) { _ = try MealDate.day("someday", today: wednesday).get() }
    }
}
