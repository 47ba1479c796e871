import HearthDomain

/// A location and its items, as the grocery and shopping pages show them.
struct LocationGroupModel {
    var name: String
    /// `colour`: "#RRGGBB", computed from the stored numbers (never text from the store).
    var colour: String
    var items: [GroceryItemModel]
    /// The items' rows, one a line (`RowRenderer`); "" until rendered.
    var rows = ""

    init(_ group: GroceryList.Group, snapshot: FamilySnapshot, words: GroceryItemWords) {
        name = group.location.isUnknown ? words.locationUnknown : group.location.name
        colour = group.location.colour.hexOverWhite
        items = group.items.map { GroceryItemModel($0, snapshot: snapshot, words: words) }
    }

    /// The groups of the list at one shop (`GroceryList.ShopList`): its locations in its walking order,
    /// then what it has not, under "Not at SHOP" in the neutral colour.
    static func groups(_ list: GroceryList.ShopList, snapshot: FamilySnapshot, words: GroceryItemWords) -> [LocationGroupModel] {
        var groups = list.groups.map { LocationGroupModel($0, snapshot: snapshot, words: words) }
        if !list.notHere.isEmpty {
            var notHere = LocationGroupModel(GroceryList.Group(location: .unknown(), items: list.notHere), snapshot: snapshot, words: words)
            notHere.name = words.strings.text("shopping_not_at", ["shop": list.shop.name])
            groups.append(notHere)
        }
        return groups
    }
}

/// One item on the list, as the grocery page and the shopping list show it, its texts already in the
/// family's language. What depends on the item's state is worked out here, once, rather than asked of the
/// template twice per item (`{{#completed}}…{{/completed}}{{^completed}}…{{/completed}}`): a large
/// household lists ten thousand items, and each name a template asks for is a lookup.
struct GroceryItemModel: RowModel {
    /// `id`: the item's ID, which the buttons of a hosted build send.
    var id: String
    var name: String
    var quantityText: String
    var hasQuantity: Bool
    var addedByText: String
    var completed: Bool
    var available: Bool
    var notAvailableText: String
    /// `stateClasses`: " item--done item--unavailable", as the item is (after the row's own class).
    var stateClasses: String
    /// `stateText`: "Checked" or "To get", as the theme words them.
    var stateText: String
    /// `mark`: "✓" when checked, else "".
    var mark: String
    /// Built for `hearth host`: the item's buttons are shown.
    var hosted: Bool
    /// `toggle`: the form field the tick button sends, with the item's ID: "check", or "uncheck" when checked.
    var toggle: String
    /// `pressed`: "true" when checked (the tick button's aria-pressed).
    var pressed: String
    /// `toggleLabel`: "Got it: Avocados", the tick button's label.
    var toggleLabel: String
    /// `availabilityChange`: the form field the availability button sends: "unavailable", or "available" when it is not.
    var availabilityChange: String
    /// `availabilityLabel`: "Mark unavailable" or "Mark available".
    var availabilityLabel: String
    /// `ownerID`: the member who may change its quantity and remove it (who added it); "" for anyone (nobody
    /// added it, or they left the family). The page's script hides those buttons from others.
    var ownerID: String
    /// `count`: the count, for the page's script (one more, one less); `counted`: no unit, so the count
    /// steps; `hasLess`: more than one, so one less is left.
    var count: Int
    var counted: Bool
    var hasLess: Bool
    /// `moreLabel`, `lessLabel`, `removeLabel`: "One more: Milk", "One less: Milk", "Remove: Milk".
    var moreLabel: String
    var lessLabel: String
    var removeLabel: String
    /// `forMealsText`: the meals the item is on the list for ("for Tue Weeknight chili, Sat Pancakes"); "" for none.
    var forMealsText: String
    var hasMeals: Bool
    /// `row`: the item as the page's row template renders it (`rows/grocery-item.html` on the grocery page,
    /// `rows/shopping-item.html` on the shopping list; its Markdown row in the Markdown twins).
    var row = RowText()

    init(_ item: GroceryItem, snapshot: FamilySnapshot, words: GroceryItemWords) {
        id = item.id
        name = item.name
        // An amount with its unit is shown as written ("500 g"); a count as the theme words it ("× 3").
        quantityText = item.unit != nil ? item.measure.text : words.quantity(item.quantity)
        hasQuantity = item.quantity > 1 || item.unit != nil
        let adder = snapshot.member(item.addedBy)
        addedByText = adder.map { words.addedBy($0.displayName) } ?? words.addedByNobody
        ownerID = adder?.id.text ?? ""
        count = item.quantity
        counted = item.unit == nil
        hasLess = counted && item.quantity > 1
        moreLabel = words.more + ": " + item.name
        lessLabel = words.less + ": " + item.name
        removeLabel = words.remove + ": " + item.name
        completed = item.completed
        available = item.available
        notAvailableText = words.notAvailable
        stateClasses = (item.completed ? " item--done" : "") + (item.available ? "" : " item--unavailable")
        stateText = item.completed ? words.done : words.toGet
        mark = item.completed ? "✓" : ""
        hosted = words.hosted
        toggle = item.completed ? "uncheck" : "check"
        pressed = item.completed ? "true" : "false"
        toggleLabel = words.gotIt + ": " + item.name
        availabilityChange = item.available ? "unavailable" : "available"
        availabilityLabel = item.available ? words.markUnavailable : words.markAvailable
        forMealsText = words.forMeals(item.id, in: snapshot)
        hasMeals = !forMealsText.isEmpty
    }
}
