import ArgumentParser
import HearthDomain
import HearthStore

struct MealCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meal",
        abstract: "The week's meals: recipes planned for a day, whose ingredients go on the grocery list.",
        subcommands: [Add.self, Remove.self, Move.self, List.self, Shop.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Plans a recipe for a meal and prints the meal's ID.",
                                                        examples: "hearth meal add Chili --date tuesday --as Mia",
                                                        "hearth meal add Pancakes --date 2026-11-27 --meal breakfast --servings 6 --as Mia")
        @Argument(help: "The recipe, by name or ID.") var recipe: String
        @Option(help: ArgumentHelp("The day: today, tomorrow, a weekday (the next one) or YYYY-MM-DD.", valueName: "date")) var date: String
        @Option(help: ArgumentHelp("breakfast, lunch, dinner (the default) or a meal of your own.", valueName: "meal")) var meal: String?
        @Option(help: ArgumentHelp("The servings to cook (default: the recipe's own).", valueName: "n")) var servings: Int?
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let day = try MealDate.day(date, today: CalendarDay.localToday()).mapError { Failure(.usage, $0.description) }.get()
            let planned = try store.addMeal(recipe: recipe, on: day, name: meal, servings: servings, by: member, in: family)
            let meal = planned.meal
            Console.result(meal.id)
            Console.message("\(planned.wasPlannedAlready ? "Planned already:" : "Planned") \(planned.recipeName) for \(meal.name) on \(MealWords.day(meal.day)) (\(meal.servings) servings).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Removes a meal, and takes off the list only what it alone added and nobody has ticked.",
            examples: "hearth meal remove 5C0FFEE1 --as Mia")
        @Argument(help: "The meal's ID (as `meal list` shows it).") var id: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let removed = try store.removeMeal(id, by: member, in: family)
            Console.message("Removed the meal of \(MealWords.day(removed.meal.day)).")
            for action in removed.takeBack.actions {
                switch action {
                case .reduce(let item): Console.result("took back: \(item.name) now \(item.measure.text)")
                case .takeOff(let item): Console.result("took off the list: \(item.name)")
                case .remove(let item): Console.result("removed: \(item.name)")
                case .leave(let item, .ticked): Console.result("left: \(item.name) (ticked already)")
                case .leave(let item, .bought): Console.result("left: \(item.name) (bought already)")
                case .leave(let item, .changed): Console.result("left: \(item.name) (changed since it was added)")
                }
            }
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Moves a meal to another day; what it put on the list stays.",
                                                        examples: "hearth meal move 5C0FFEE1 --date friday --as Mia")
        @Argument(help: "The meal's ID.") var id: String
        @Option(help: ArgumentHelp("The new day: today, tomorrow, a weekday or YYYY-MM-DD.", valueName: "date")) var date: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let day = try MealDate.day(date, today: CalendarDay.localToday()).mapError { Failure(.usage, $0.description) }.get()
            let meal = try store.moveMeal(id, to: day, by: member, in: family)
            Console.message("Moved the meal to \(MealWords.day(meal.day)).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists a week's meals (seven days from the family's first weekday): day, meal, recipe, servings, ID.",
                                                        examples: "hearth meal list", "hearth meal list --week next")
        @Option(help: ArgumentHelp("this (the default), next, last, or a date in the week.", valueName: "week")) var week: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let start = try MealDate.week(week, startingOn: family.firstWeekday, today: CalendarDay.localToday()).mapError { Failure(.usage, $0.description) }.get()
            let recipes = Dictionary(try store.recipes(of: family).map { ($0.id, $0.name) }) { first, _ in first }
            let meals = try store.meals(of: family, inWeekOf: start)
            Console.message("The week of \(start.iso): \(meals.count) meal\(meals.count == 1 ? "" : "s").")
            for meal in meals {
                Console.result([MealWords.day(meal.day), meal.name, recipes[meal.recipeID] ?? "?", "\(meal.servings) servings", meal.id]
                    .joined(separator: " · "))
            }
        }
    }

    struct Shop: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Puts a week's ingredients on the grocery list, added together; prints what it added, added to and skipped.",
            discussion: "Run again, it adds only what is new since the last run; it never unticks an item or puts back one bought for these meals. Staples are skipped (see `hearth staple`).")
        @Option(help: ArgumentHelp("this (the default), next, last, or a date in the week.", valueName: "week")) var week: String?
        @Flag(help: "Show what it would do, and change nothing.") var dryRun = false
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, member) = try acting.open()
            let start = try MealDate.week(week, startingOn: family.firstWeekday, today: CalendarDay.localToday()).mapError { Failure(.usage, $0.description) }.get()
            let recipes = Dictionary(try store.recipes(of: family).map { ($0.id, $0.name) }) { first, _ in first }
            let shopping = try store.shopMeals(weekOf: start, dryRun: dryRun, by: member, in: family)
            for line in MealWords.summary(of: shopping, recipeNames: recipes, decimalComma: family.decimalComma) { Console.result(line) }
            if shopping.changes.isEmpty { Console.message("Nothing to add for the week of \(start.iso).") }
            if dryRun { Console.message("Nothing was changed (--dry-run).") }
        }
    }
}

/// How the meal commands write days and what `meal shop` did.
enum MealWords {
    /// "Tue 2026-11-24".
    static func day(_ day: CalendarDay) -> String {
        String(day.weekday.rawValue.prefix(3)).capitalized + " " + day.iso
    }

    /// "for Tue Chili, Fri Pancakes".
    static func meals(_ meals: [Meal], recipeNames: [String: String]) -> String {
        "for " + meals.map { String($0.day.weekday.rawValue.prefix(3)).capitalized + " " + (recipeNames[$0.recipeID] ?? "?") }
            .joined(separator: ", ")
    }

    /// One line an item: "added: Beef 500 g (for Tue Chili)", "added to: Milk 1.75 l (+750 ml for …)",
    /// "skipped: salt (a staple)".
    static func summary(of shopping: MealShopping, recipeNames: [String: String], decimalComma: Bool) -> [String] {
        var lines: [String] = []
        for change in shopping.changes {
            let what = MealWords.meals(change.meals, recipeNames: recipeNames)
            // An ingredient with no number ("oregano, to taste") goes on the list with no amount to show.
            let amount = change.added == nil ? "" : " " + change.item.measure.text
            switch change.outcome {
            case .added: lines.append("added: \(change.item.name)\(amount) (\(what))")
            case .putBack: lines.append("added: \(change.item.name)\(amount) (back on the list, \(what))")
            case .addedTo:
                let added = change.added.map { "+" + $0.text(decimalComma: decimalComma) + " " } ?? ""
                lines.append("added to: \(change.item.name) now \(change.item.measure.text) (\(added)\(what))")
            }
        }
        for skip in shopping.skipped {
            switch skip.reason {
            case .staple: lines.append("skipped: \(skip.name) (a staple: check you have it)")
            case .inBasket: lines.append("skipped: \(skip.name) (ticked already; run again once it is bought to add \(MealWords.meals(skip.meals, recipeNames: recipeNames)))")
            case .onListAlready: lines.append("skipped: \(skip.name) (on the list already)")
            }
        }
        return lines
    }
}
