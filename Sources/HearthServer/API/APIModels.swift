import HearthDomain

/// The JSON the API answers with and takes, one type per shape the OpenAPI document names
/// (`APIDocument`): the names are the document's.
enum APIModels {
    /// A grocery item as the list shows it.
    struct GroceryItem: Codable, Sendable {
        var id: String
        var name: String
        /// As the list writes it: a count ("3"), or an amount with its unit ("500 g").
        var quantity: String
        /// Got at the store (ticked), not yet bought.
        var checked: Bool
        /// False: the store did not have it last time.
        var available: Bool
        /// On the list; false once bought, until it is added again.
        var onList: Bool
        /// The location's name ("Dairy").
        var location: String
        /// Who added it (their name), or nil.
        var addedBy: String?
        var addedById: String?
        /// YYYY-MM-DD, or nil when never bought.
        var lastPurchased: String?
        /// The names of the shops the item is kept to; nil: any shop.
        var onlyAt: [String]?
        /// The item's ETag, as its own answers carry it: sent back as If-Match, a change is made only to the
        /// item as listed.
        var etag: String

        init(_ item: HearthDomain.GroceryItem, in snapshot: GroceryNames) {
            id = item.id
            name = item.name
            quantity = item.measure.text
            checked = item.completed
            available = item.available
            onList = item.onList
            location = snapshot.location(item.locationID)
            addedBy = item.addedBy.flatMap { snapshot.members[$0] }
            addedById = item.addedBy?.text
            lastPurchased = item.lastPurchased?.iso
            onlyAt = item.onlyAt.map { $0.map { snapshot.shops[$0] ?? $0 } }
            etag = "\"" + item.version + "\""
        }
    }

    /// The names an item's location, adder and shops are shown by.
    struct GroceryNames: Sendable {
        var locations: [String: String]
        var members: [HearthID: String]
        var shops: [String: String]
        /// The unknown location's name in the family's language.
        var unknown: String

        func location(_ id: String) -> String { id == StoreLocation.unknownID ? unknown : locations[id] ?? unknown }
    }

    struct GroceryItemList: Codable, Sendable {
        var items: [GroceryItem]
    }

    /// What `addGroceryItem` takes: what the list's form takes.
    struct NewGroceryItem: Decodable, Sendable {
        var name: String
        var quantity: TextOrNumber?
        var location: String?
    }

    /// What `editGroceryItem` takes; a field left out stays as it is.
    struct GroceryItemChanges: Decodable, Sendable {
        var name: String?
        var quantity: TextOrNumber?
        var location: String?
    }

    /// A store location, which an item's `location` names.
    struct Location: Codable, Sendable {
        var id: String
        /// Its name ("Dairy"); the unknown location's in the family's language.
        var name: String
    }

    struct LocationList: Codable, Sendable {
        var items: [Location]
    }

    /// A shop the family buys at, with its walking order.
    struct Shop: Codable, Sendable {
        var id: String
        var name: String
        /// The names of the locations it has, in its walking order (the unknown location last in every shop).
        var locations: [String]
    }

    struct ShopList: Codable, Sendable {
        var items: [Shop]
    }

    /// The list at one shop: what it has, in its walking order, and what it has not (kept to another shop,
    /// or in a location it lacks).
    struct ShopGroceryItemList: Codable, Sendable {
        var shop: String
        var items: [GroceryItem]
        var notHere: [GroceryItem]
    }

    /// A quantity sent as text ("500 g") or as a number (3).
    struct TextOrNumber: Decodable, Sendable {
        var text: String

        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let number = try? value.decode(Int.self) { text = String(number) } else { text = try value.decode(String.self) }
        }
    }

    /// A chore of the week, on its day.
    struct Chore: Codable, Sendable {
        var id: String
        /// In the family's language ("Take out garbage").
        var title: String
        /// YYYY-MM-DD: its day in the week asked for.
        var date: String
        /// "monday" … "sunday".
        var weekday: String
        var fatigue: Int
        var assignee: String?
        var assigneeId: String?
        var done: Bool
        var doneBy: String?
    }

    struct ChoreList: Codable, Sendable {
        /// The day the week starts on (the family's first weekday).
        var week: String
        var items: [Chore]
    }

    /// What `markChoreDone` and `undoChoreDone` take: the day (default: the chore's day this week).
    struct ChoreDay: Decodable, Sendable {
        var date: String?
    }

    struct Member: Codable, Sendable {
        var id: String
        var name: String
        var manager: Bool
    }

    struct MemberList: Codable, Sendable {
        var items: [Member]
    }

    struct Wish: Codable, Sendable {
        var id: String
        var text: String
        /// Who wishes it (their name), and their ID.
        var member: String?
        var memberId: String
        var created: String
    }

    struct WishList: Codable, Sendable {
        var items: [Wish]
    }

    /// What `addWish` takes: what the wish wall's form takes.
    struct NewWish: Decodable, Sendable {
        var text: String
    }

    /// A recipe as the recipe book lists it.
    struct RecipeSummary: Codable, Sendable {
        var id: String
        var name: String
        /// The servings its amounts are written for.
        var servings: Int
        /// Its type in the family's language ("Dinner").
        var type: String
        var totalMinutes: Int
        var tags: [String]
    }

    struct RecipeList: Codable, Sendable {
        var items: [RecipeSummary]
    }

    /// A recipe at the servings asked for, its lines as its page at those servings shows them.
    struct Recipe: Codable, Sendable {
        var id: String
        var name: String
        var servings: Int
        /// Its type, servings, times, and the servings it was scaled from, each a short text.
        var about: [String]
        var ingredients: [IngredientGroup]
        var description: String?
        var steps: [String]
    }

    /// Ingredient lines under a heading ("" for none).
    struct IngredientGroup: Codable, Sendable {
        var heading: String
        var lines: [String]
    }

    /// A meal of the plan.
    struct Meal: Codable, Sendable {
        var id: String
        var date: String
        /// "breakfast", "lunch", "dinner" or the family's own name.
        var name: String
        var recipe: String
        var recipeId: String
        var servings: Int
    }

    struct MealList: Codable, Sendable {
        /// The day the week starts on (the family's first weekday).
        var week: String
        var items: [Meal]
    }
}
