import Foundation
import HearthDomain

/// The export format: the whole store as one JSON document (docs/export-format.md describes it).
/// Version 2 added meals and staples; a file of version 1 (which has neither) still imports. Fields are
/// added to a version only as optional ones; anything else is a new version.
struct HouseholdDocument: Codable, Equatable {
    static let formatName = "hearth-household"
    static let currentVersion = 2
    /// The versions this hearth reads.
    static let readableVersions = 1...2

    var format: String
    var version: Int
    var families: [FamilyEntry]
    var members: [MemberEntry]
    /// Store locations of every family (optional: absent in files from before groceries).
    var locations: [LocationEntry]?
    var groceryItems: [GroceryItemEntry]?
    /// The shops of each family with their walking orders (optional: absent when no family has a shop).
    var shops: [ShopEntry]?
    /// Invitations waiting for an answer (optional: absent in files from before joining).
    var invitations: [InvitationEntry]?
    /// Cars, and every picture of the household, cars' and recipes' (optional: absent in files from
    /// before cars). Image bytes are base64.
    var cars: [CarEntry]?
    var carImages: [CarImageEntry]?
    /// Recipes with their ingredients in order (optional: absent in files from before recipes).
    var recipes: [RecipeEntry]?
    /// Recipe types of each family's own (optional: absent in files from before them, and when there are none).
    var recipeTypes: [RecipeTypeEntry]?
    /// Chores (optional: absent in files from before chores).
    var choreLabels: [ChoreLabelEntry]?
    var chores: [ChoreEntry]?
    var choreRecords: [ChoreRecordEntry]?
    var wishes: [WishEntry]?
    /// Meals with what each put on the list (optional: absent in version 1 files).
    var meals: [MealEntry]?
    /// Items as they were before meals first added to them (`MealItemStart`).
    var mealItemStarts: [MealItemStartEntry]?
    /// Members' days away (optional: absent in files from before the fair week, and when there are none).
    var daysAway: [DaysAwayEntry]?

    struct FamilyEntry: Codable, Equatable {
        var id: String
        var name: String
        var language: String
        /// ISO 4217 (optional: USD when absent, as in files from before cars).
        var currency: String?
        /// "." or "," (optional: "." when absent).
        var decimalMark: String?
        /// "metric" or "us" (optional: absent for "as-written").
        var recipeUnits: String?
        /// "sunday", …: the day its week starts on (optional: absent for "monday").
        var firstWeekday: String?
        var created: String
        /// The family's folder in the site (optional: its ID when absent).
        var folder: String?
        /// What the family always has, every staple (optional: its language's defaults when absent).
        var staples: [String]?
    }

    struct MemberEntry: Codable, Equatable {
        var id: String
        var displayName: String
        var family: String
        var originFamily: String
        var manager: Bool
        var created: String
        /// The member's own language (optional: absent, the family's).
        var language: String?
    }

    struct LocationEntry: Codable, Equatable {
        var family: String
        var id: String
        var name: String
        var position: Int
        var red: Double
        var green: Double
        var blue: Double
        var opacity: Double
    }

    struct GroceryItemEntry: Codable, Equatable {
        var family: String
        var id: String
        var name: String
        var quantity: Int
        var location: String
        var addedBy: String?
        var onList: Bool
        var completed: Bool
        var available: Bool
        /// YYYY-MM-DD
        var lastPurchased: String?
        /// An amount and its unit ("500", "g"), when the quantity is not a count; both or neither.
        var amount: String?
        var unit: String?
        /// The IDs of the shops the item is kept to (optional: absent for any shop).
        var onlyAt: [String]?
    }

    struct ShopEntry: Codable, Equatable {
        var family: String
        var id: String
        var name: String
        /// The IDs of the family's locations the shop has, in its walking order.
        var locations: [String]
    }

    struct InvitationEntry: Codable, Equatable {
        var family: String
        var member: String
        var invitedBy: String?
        var created: String
    }

    struct CarEntry: Codable, Equatable {
        var family: String
        var vin: String
        var name: String
        var model: String
        var colour: String
        var year: Int
        /// The price in minor units (cents), exact.
        var priceCents: Int
        var image: String?
        var description: String
        var addedBy: String?
    }

    struct CarImageEntry: Codable, Equatable {
        var id: String
        var format: String
        var width: Int
        var height: Int
        var data: Data
    }

    struct RecipeEntry: Codable, Equatable {
        var family: String
        var id: String
        var name: String
        var type: String
        var servings: Int
        var prepMinutes: Int
        var ingredients: [IngredientEntry]
        var method: String
        var addedBy: String?
        var created: String
        /// The ID of its picture in `carImages` (optional: absent when it has none, and in files from before).
        var image: String?
        /// Cook, waiting and the writer's total minutes (optional: absent when unknown, and in files from before).
        var cookMinutes: Int?
        var waitMinutes: Int?
        var totalMinutes: Int?
        /// Where the recipe came from, an http(s) address (optional).
        var source: String?
        /// The cuisine, the tags and the nutrition by schema.org property ("calories": "240 kcal"); each
        /// optional, absent when the recipe has none (and in files from before).
        var cuisine: String?
        var tags: [String]?
        var nutrition: [String: String]?
        /// The language it is written in, a BCP 47 tag (optional: absent for the family's).
        var language: String?
    }

    struct RecipeTypeEntry: Codable, Equatable {
        var family: String
        var name: String
    }

    struct IngredientEntry: Codable, Equatable {
        var amount: String
        var unit: String
        var name: String
        var note: String
        /// The heading the line is under ("Dough"); optional, absent for none.
        var section: String?
        /// The writer put the amount after the name ("五花肉 600克"); optional, absent for before.
        var amountAfterName: Bool?
        /// The amount and unit as the writer wrote them ("半个", "150克"); optional, absent where `amount`
        /// and `unit` are.
        var amountWritten: String?
    }

    struct ChoreLabelEntry: Codable, Equatable {
        var family: String
        var name: String
    }

    struct ChoreEntry: Codable, Equatable {
        var family: String
        var id: String
        var title: String
        var weekday: String
        var fatigue: Int
        var assignee: String?
        /// Pinned to its assignee (optional: absent for no; v28).
        var keepAssignee: Bool?
        /// The IDs of the members who may not do it (optional: absent for none; v28).
        var notFor: [String]?
    }

    struct DaysAwayEntry: Codable, Equatable {
        var family: String
        var member: String
        /// The first and last day away, both included, as YYYY-MM-DD.
        var from: String
        var to: String
    }

    struct ChoreRecordEntry: Codable, Equatable {
        var family: String
        var date: String
        var chore: String
        var doneBy: String?
    }

    struct WishEntry: Codable, Equatable {
        var family: String
        var id: String
        var member: String
        var text: String
        var created: String
    }

    struct MealEntry: Codable, Equatable {
        var family: String
        var id: String
        var recipe: String
        /// YYYY-MM-DD
        var date: String
        /// breakfast, lunch, dinner or the family's own.
        var meal: String
        var servings: Int
        var addedBy: String?
        /// What `meal shop` put on the list for this meal, one an ingredient.
        var shares: [MealShareEntry]
    }

    struct MealShareEntry: Codable, Equatable {
        /// The ingredient's name as matched (lower case, singular).
        var ingredient: String
        var item: String
        /// The exact amount it added (`ShoppingAmount.exactText`); absent when the recipe gives no number.
        var amount: String?
        /// The item was bought since, and this share is spent.
        var spent: Bool
    }

    struct MealItemStartEntry: Codable, Equatable {
        var family: String
        var item: String
        /// The quantity before ("2", "1 l"); absent when meals put the item on the list.
        var before: String?
        var madeByMeals: Bool
    }
}
