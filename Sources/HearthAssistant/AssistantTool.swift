import MCP

/// The tools an assistant is offered, by their fixed names, each with its JSON input schema and a line
/// an assistant chooses it by (docs/assistants.md). Arguments have plain names: `names`, `name` or `id`,
/// `recipe`, `query`, `chore`, `date`, `meal`, `servings`, `shop`, `week`.
public enum AssistantTool: String, CaseIterable, Sendable {
    case listGroceries = "list_groceries"
    case listShopGroceries = "list_shop_groceries"
    case addGroceryItems = "add_grocery_items"
    case checkGroceryItem = "check_grocery_item"
    case uncheckGroceryItem = "uncheck_grocery_item"
    case choresToday = "chores_today"
    case markChoreDone = "mark_chore_done"
    case proposeWeek = "propose_week"
    case searchRecipes = "search_recipes"
    case getRecipe = "get_recipe"
    case planMeal = "plan_meal"

    /// Whether the tool changes the household: a read-only token is not offered it.
    public var writes: Bool {
        switch self {
        case .addGroceryItems, .checkGroceryItem, .uncheckGroceryItem, .markChoreDone, .planMeal: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .listGroceries: "The family's grocery list in walking order: [x] checked, [ ] still to get, as `hearth grocery list` prints it (and as JSON with name and checked)."
        case .listShopGroceries: "The grocery list at one of the family's shops, in that shop's walking order, with what the shop has not under \"Not at SHOP\"."
        case .addGroceryItems: "Puts several items on the grocery list at once, each with an optional quantity (\"2\", \"500 g\"); all of them or none."
        case .checkGroceryItem: "Checks an item on the grocery list (got it), by its name or ID: it stays on the list, crossed out."
        case .uncheckGroceryItem: "Unchecks an item on the grocery list (still to get), by its name or ID."
        case .choresToday: "A day's chores (today unless a date is given): the member's own and the rest of the family's, done or to do."
        case .markChoreDone: "Marks a chore of the family done by the member, today or on a date before."
        case .proposeWeek: "Proposes who does each chore of next week (or of the week of a date), fairly, from the fatigue each member carried over the four weeks before."
        case .searchRecipes: "Finds the family's recipes whose name, tags, cuisine or ingredients hold every word of the query."
        case .getRecipe: "A recipe as Markdown, scaled to a number of servings (its own unless given), as `hearth recipe scale` writes it."
        case .planMeal: "Plans a recipe for a meal (breakfast, lunch, dinner or the family's own) on a day of the family's menu."
        }
    }

    public var inputSchema: Value {
        switch self {
        case .listGroceries:
            return Self.object([:])
        case .listShopGroceries:
            return Self.object(["shop": Self.text("The shop, by name or ID.")], required: ["shop"])
        case .addGroceryItems:
            let quantity: Value = ["type": ["string", "integer"], "description": "How many (1 to 99) or how much with a unit: 500 g, 1.5 kg, 2 packs."]
            let entry: Value = ["anyOf": [["type": "string", "description": "The item's name."],
                                          ["type": "object", "properties": ["name": ["type": "string"], "quantity": quantity], "required": ["name"],
                                           "additionalProperties": false]]]
            return Self.object(["names": ["type": "array", "minItems": 1, "items": entry,
                                          "description": "The items: names, or objects with a name and a quantity."]], required: ["names"])
        case .checkGroceryItem, .uncheckGroceryItem:
            return Self.object(["name": Self.text("The item's name (give this or id)."), "id": Self.text("The item's ID (give this or name).")])
        case .choresToday:
            return Self.object(["date": Self.date("The day: today (the default), yesterday, or YYYY-MM-DD.")])
        case .markChoreDone:
            return Self.object(["chore": Self.text("The chore, by its name (sweep, laundry or the family's own)."),
                                "date": Self.date("The day it was done: today (the default), yesterday, or a date before as YYYY-MM-DD.")],
                               required: ["chore"])
        case .proposeWeek:
            return Self.object(["week": Self.date("A day of the week to propose, YYYY-MM-DD (default: next week).")])
        case .searchRecipes:
            return Self.object(["query": Self.text("Words to look for; empty lists every recipe.")], required: ["query"])
        case .getRecipe:
            return Self.object(["recipe": Self.text("The recipe, by name or ID."),
                                "servings": ["type": "integer", "minimum": 1, "maximum": 100, "description": "The servings to scale to (default: the recipe's own)."]],
                               required: ["recipe"])
        case .planMeal:
            return Self.object(["recipe": Self.text("The recipe, by name or ID."),
                                "date": Self.date("The day: today (the default), tomorrow, a weekday (the next one), or YYYY-MM-DD."),
                                "meal": Self.text("breakfast, lunch, dinner (the default) or a meal of the family's own."),
                                "servings": ["type": "integer", "minimum": 1, "maximum": 100, "description": "The servings to cook (default: the recipe's own)."]],
                               required: ["recipe"])
        }
    }

    /// The tool as MCP lists it.
    public var tool: Tool {
        Tool(name: rawValue, description: description, inputSchema: inputSchema,
             annotations: .init(readOnlyHint: !writes, destructiveHint: writes ? false : nil, openWorldHint: false))
    }

    private static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        ["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }), "additionalProperties": false]
    }

    private static func text(_ description: String) -> Value {
        ["type": "string", "description": .string(description)]
    }

    private static func date(_ description: String) -> Value {
        ["type": "string", "description": .string(description)]
    }
}
