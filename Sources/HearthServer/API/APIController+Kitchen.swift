import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// Wishes, recipes and meals through the API.
extension APIController {
    /// listWishes: the family's wishes, oldest first.
    func listWishes(_ caller: HouseholdStore.APICaller) throws -> Response {
        let snapshot = try store.snapshot(of: caller.family, reading: [.chores])
        return APIJSON.response(APIModels.WishList(items: snapshot.wishes.map { wish($0, snapshot) }))
    }

    /// addWish: what the wish wall's form does; 201 with the wish.
    func addWish(_ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        let new = try decode(try await bytes(request, context), as: APIModels.NewWish.self)
        let before = Set(try store.wishes(of: caller.family).map(\.id))
        _ = try await change("wish/add", caller) { actions, _ in
            try actions.addWish(WishForm(text: new.text), by: caller.member, in: caller.family)
        }
        let snapshot = try store.snapshot(of: caller.family, reading: [.chores])
        guard let made = snapshot.wishes.first(where: { !before.contains($0.id) }) else { throw APIProblem(.conflict, "The wish was taken back at once.") }
        return APIJSON.response(wish(made, snapshot), status: .created)
    }

    /// removeWish: one of the member's own wishes (another's is refused, as on the wall).
    func removeWish(_ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        guard let id = context.parameters.get("id"), let found = try store.wishes(of: caller.family).first(where: { $0.id == id }) else {
            throw APIProblem(.notFound, problemWords().text("api_no_wish", ["id": context.parameters.get("id") ?? ""]), field: "id")
        }
        _ = try await change("wish/remove", caller) { actions, _ in
            try actions.removeWish(WishRemovalForm(wish: found.id), by: caller.member, in: caller.family)
        }
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    private func wish(_ wish: Wish, _ snapshot: FamilySnapshot) -> APIModels.Wish {
        APIModels.Wish(id: wish.id, text: wish.text, member: snapshot.member(wish.memberID)?.displayName, memberId: wish.memberID.text, created: wish.created)
    }

    /// listRecipes: the family's recipes, by name.
    func listRecipes(_ caller: HouseholdStore.APICaller) throws -> Response {
        let words = self.words(caller)
        let items = try store.recipes(of: caller.family).map { recipe in
            APIModels.RecipeSummary(id: recipe.id, name: recipe.name, servings: recipe.servings, type: words.name(of: recipe.type),
                                    totalMinutes: recipe.shownTotalMinutes, tags: recipe.tags)
        }
        return APIJSON.response(APIModels.RecipeList(items: items))
    }

    /// getRecipe: a recipe at `?servings=` (default its own), its lines as its page at those servings shows them.
    func getRecipe(_ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) throws -> Response {
        guard let id = context.parameters.get("id"), let recipe = try store.recipes(of: caller.family).first(where: { $0.id == id }) else {
            throw APIProblem(.notFound, problemWords().text("api_no_recipe", ["id": context.parameters.get("id") ?? ""]), field: "id")
        }
        var servings = recipe.servings
        if let asked = request.uri.queryParameters.get("servings") {
            guard let number = Int(asked), case .success(let checked) = Recipe.checkServings(number) else {
                throw APIProblem(.unprocessableContent, problemWords().text("api_servings", ["text": asked]), field: "servings")
            }
            servings = checked
        }
        let scaled = ScaledRecipe(recipe, servings: servings, family: caller.family, strings: words(caller))
        return APIJSON.response(APIModels.Recipe(id: recipe.id, name: recipe.name, servings: servings, about: scaled.about,
                                                 ingredients: scaled.groups.map { APIModels.IngredientGroup(heading: $0.heading, lines: $0.lines) },
                                                 description: scaled.description, steps: scaled.steps))
    }

    /// listMeals: the meals of the week containing `?date=` (default today), in menu order.
    func listMeals(_ request: Request, _ caller: HouseholdStore.APICaller) throws -> Response {
        let start = (try day(request.uri.queryParameters.get("date"), caller) ?? handlers.actions.today()).startOfWeek(caller.family.firstWeekday)
        let snapshot = try store.snapshot(of: caller.family, reading: [.meals])
        let names = Dictionary(snapshot.recipes.map { ($0.id, $0.name) }) { first, _ in first }
        let items = snapshot.meals.filter { $0.isInWeek(startingOn: start) }.map { meal in
            APIModels.Meal(id: meal.id, date: meal.day.iso, name: meal.name, recipe: names[meal.recipeID] ?? "", recipeId: meal.recipeID, servings: meal.servings)
        }
        return APIJSON.response(APIModels.MealList(week: start.iso, items: items))
    }
}
