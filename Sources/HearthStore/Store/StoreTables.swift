import HearthDomain

/// What each table of the store holds of a family's household, as the pages show it (`FamilyData`): a
/// change names the tables it wrote (the store notes them, v16's `table_changes`), and this map turns them
/// into the parts of the household that are read again and rendered. It sits beside the migrations: a
/// migration that adds a table adds its line here, and `StoreTablesTests` fails for a table that has none.
public enum StoreTables {
    /// The household's tables, each with the parts of a family's household it holds. A table the pages
    /// show nothing of (the chore labels a command offers, the types a recipe may have) holds none: a
    /// change to it renders nothing.
    public static let parts: [String: Set<FamilyData>] = [
        "families": [.family],
        "members": [.members],
        "invitations": [.invitations],
        // Only an item removed is noted by its table: items added or changed are noted one by one
        // (`grocery_item_revisions`) and rendered from the items alone.
        "grocery_items": everyItem,
        "locations": [.locationNames, .locations],
        "chores": [.chores],
        "chore_records": [.choreRecords],
        "chore_labels": [],
        "wishes": [.wishes],
        "recipes": [.recipes],
        "recipe_ingredients": [.recipes],
        "recipe_types": [],
        "meals": [.meals],
        "meal_shares": [.mealShares],
        // What an item's quantity was before meals added to it: only `hearth meal` reads it back.
        "meal_item_starts": [],
        "staples": [.staples],
        "shopping_trips": [.trips],
        // Each shop's walking order is one with the locations'; the all-items pages show neither.
        "shops": [.locations],
        "shop_locations": [.locations],
        // The ticks of the trips that ended: only `hearth shop learn` reads them back.
        "trip_ticks": [],
        "days_away": [.daysAway],
        // Offered swaps show on the host's /swap only, read when asked; the swap agreed writes `chores`.
        "chore_swaps": [],
        "cars": [.cars],
        "car_images": [.carImages],
    ]

    /// The parts a family's items are, all read again when an item is removed or many changed at once.
    public static let everyItem = FamilyData.groceryItems

    /// Tables whose rows the pages show outside any family's snapshot (the addresses the site is served
    /// at, the family's printer, whether members may invite from a phone): a change to one is a full build.
    public static let wholeSite: Set<String> = ["family_hosting"]

    /// Every part a change to `tables` touched; nil when one of them is `wholeSite`, or one this map does
    /// not know (a table a later Hearth added): then the site is built in full.
    public static func parts(of tables: some Sequence<String>) -> Set<FamilyData>? {
        var touched: Set<FamilyData> = []
        for table in tables {
            guard let held = parts[table] else { return nil }
            touched.formUnion(held)
        }
        return touched
    }
}
