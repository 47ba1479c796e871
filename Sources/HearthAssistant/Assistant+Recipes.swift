import Foundation
import HearthDomain
import HearthSite
import HearthStore
import MCP

/// The recipes' tools: search the book, read a recipe at any servings, plan one for a meal.
extension Assistant {
    struct RecipeJSON: Encodable {
        var id: String
        var name: String
        var servings: Int
        var type: String
        var totalMinutes: Int
        var tags: [String]
    }

    /// `search_recipes`: the recipes that hold every word of `query` in their name, tags, cuisine, type or
    /// ingredients (letter case and accents aside), by name.
    func searchRecipes(_ arguments: AssistantArguments, as caller: AssistantCaller, words: ThemeStrings) throws -> CallTool.Result {
        let query = try arguments.requiredText("query")
        let wanted = query.split(whereSeparator: \.isWhitespace).map(String.init)
        let found = Recipe.sortedByName(try store.recipes(of: caller.family)).filter { recipe in
            let haystack = ([recipe.name, recipe.cuisine, words.name(of: recipe.type)] + recipe.tags + recipe.ingredients.map(\.name)).joined(separator: "\n")
            return wanted.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        let lines = found.map { "\($0.name) · \(words.name(of: $0.type)) · serves \($0.servings)" + ($0.shownTotalMinutes > 0 ? " · \($0.shownTotalMinutes) min" : "") }
        return try result(lines.isEmpty ? "No recipe of \(caller.family.name) holds “\(query)”." : lines.joined(separator: "\n"),
                          json: ["recipes": found.map { RecipeJSON(id: $0.id, name: $0.name, servings: $0.servings, type: words.name(of: $0.type),
                                                                   totalMinutes: $0.shownTotalMinutes, tags: $0.tags) }])
    }

    /// `get_recipe`: the recipe at `servings` (its own unless given) as `hearth recipe scale --markdown`
    /// writes it: the recipe page's Markdown twin, laid out by the theme's partials/recipe.md.
    func getRecipe(_ arguments: AssistantArguments, as caller: AssistantCaller) throws -> CallTool.Result {
        let text = try arguments.requiredText("recipe")
        let recipe: Recipe
        do {
            recipe = try store.recipe(text, in: caller.family)
        } catch {
            throw AssistantRefusal.unknown(error, [.noRecipe], as: AssistantRefusal("mcp_no_recipe", ["family": caller.family.name, "recipe": text]))
        }
        let servings = try self.servings(arguments) ?? recipe.servings
        let markdown = try RecipeText.markdown(recipe, servings: servings, family: caller.family, theme: theme)
        return CallTool.Result(content: [.text(text: markdown, annotations: nil, _meta: nil)])
    }

    /// `servings`: a whole number from 1 to 100 (`Recipe.checkServings`), nil when left out.
    func servings(_ arguments: AssistantArguments) throws -> Int? {
        let shown = arguments.values["servings"].map { $0.stringValue ?? "\($0)" } ?? ""
        let given: Int?
        do {
            given = try arguments.integer("servings")
        } catch {
            throw AssistantRefusal("api_servings", ["text": shown])
        }
        guard let number = given else { return nil }
        guard case .success(let checked) = Recipe.checkServings(number) else { throw AssistantRefusal("api_servings", ["text": shown]) }
        return checked
    }

    struct MealJSON: Encodable {
        var id: String
        var recipe: String
        var date: String
        var meal: String
        var servings: Int
        var plannedAlready: Bool
    }

    /// `plan_meal`: as `hearth meal add` and the menu's form: the recipe on a day, for a meal.
    func planMeal(_ arguments: AssistantArguments, as caller: AssistantCaller) async throws -> CallTool.Result {
        let recipe = try arguments.requiredText("recipe")
        let meal = try arguments.text("meal")
        let servings = try self.servings(arguments)
        let date: CalendarDay
        if let text = try arguments.text("date") {
            guard case .success(let day) = MealDate.day(text, today: today(), field: "date") else { throw AssistantRefusal("api_not_a_date", ["text": text]) }
            date = day
        } else {
            date = today()
        }
        let store = self.store
        let planned: HouseholdStore.PlannedMeal
        do {
            planned = try await changes.apply("meal/add", by: caller.member, in: caller.family) {
                try store.addMeal(recipe: recipe, on: date, name: meal, servings: servings, by: caller.member, in: caller.family)
            }
        } catch {
            throw AssistantRefusal.unknown(error, [.noRecipe], as: AssistantRefusal("mcp_no_recipe", ["family": caller.family.name, "recipe": recipe]))
        }
        let made = planned.meal
        let day = String(made.day.weekday.rawValue.prefix(3)).capitalized + " " + made.day.iso
        return try result("\(planned.wasPlannedAlready ? "Planned already:" : "Planned") \(planned.recipeName) for \(made.name) on \(day) (\(made.servings) servings).",
                          json: MealJSON(id: made.id, recipe: planned.recipeName, date: made.day.iso, meal: made.name, servings: made.servings,
                                         plannedAlready: planned.wasPlannedAlready))
    }
}
