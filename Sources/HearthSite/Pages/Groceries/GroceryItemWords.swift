import HearthDomain

/// The words around one page's grocery items, looked up once per page. A large household's grocery page
/// lists thousands of items and a page of the all-items list a thousand; most of their texts are the same
/// for every item, and the rest (dates, who added it, quantities) repeat from item to item, so each is
/// written out once. Made for one page and used on the thread that makes it.
final class GroceryItemWords {
    let strings: ThemeStrings
    let notAvailable: String
    let locationUnknown: String
    let never: String
    let addedByNobody: String
    /// The page is built for `hearth host`: its items carry buttons.
    let hosted: Bool
    let done: String
    let toGet: String
    let gotIt: String
    let markUnavailable: String
    let markAvailable: String
    /// "One more", "One less", "Remove": the hosted row's buttons' labels, before the item's name.
    let more: String
    let less: String
    let remove: String
    private var longDates: [CalendarDay: String] = [:]
    private var addedBy: [String: String] = [:]
    private var quantities: [Int: String] = [:]
    /// The meals each item waits for, and their recipes' names, read from the snapshot at the first item.
    private var mealsOnTheList: MealsOnTheList?

    init(strings: ThemeStrings, hosted: Bool = false) {
        self.strings = strings
        self.hosted = hosted
        done = strings.text("item_done")
        toGet = strings.text("item_to_get")
        gotIt = strings.text("host_got_it")
        markUnavailable = strings.text("host_mark_unavailable")
        markAvailable = strings.text("host_mark_available")
        more = strings.text("host_item_more")
        less = strings.text("host_item_less")
        remove = strings.text("host_remove")
        notAvailable = strings.text("item_not_available")
        locationUnknown = strings.text("location_unknown")
        never = strings.text("never")
        addedByNobody = strings.text("added_by_nobody")
    }

    /// "for Tue Weeknight chili, Sat Pancakes": the meals `itemID` is on the list for; "" for none.
    func forMeals(_ itemID: String, in snapshot: FamilySnapshot) -> String {
        // Worked out at the first item: the list's pages are rendered again at every tick.
        if mealsOnTheList == nil { mealsOnTheList = MealsOnTheList(snapshot) }
        guard let shown = mealsOnTheList, let meals = shown.byItem[itemID], !meals.isEmpty else { return "" }
        let named = meals.map { meal in
            strings.text("meal_on_day", ["weekday": strings.text("weekday_short_\(meal.day.weekday.rawValue)"), "recipe": shown.recipeNames[meal.recipeID] ?? ""])
        }
        return strings.text("for_meals", ["meals": named.joined(separator: strings.text("server_list_separator"))])
    }

    /// "Thursday, 19 November 2026".
    func longDate(_ day: CalendarDay) -> String {
        if let text = longDates[day] { return text }
        let text = strings.longDate(day)
        longDates[day] = text
        return text
    }

    /// "Added by Ana".
    func addedBy(_ name: String) -> String {
        if let text = addedBy[name] { return text }
        let text = strings.text("added_by", ["name": name])
        addedBy[name] = text
        return text
    }

    /// "× 3".
    func quantity(_ count: Int) -> String {
        if let text = quantities[count] { return text }
        let text = strings.text("quantity", ["count": String(count)])
        quantities[count] = text
        return text
    }
}
