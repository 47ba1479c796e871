/// The family's forms (".../act/AREA/VERB", `ActController`), each decoded from the request's body as
/// the templates send it. A field the form must have is not optional: a form without it is refused
/// naming the field (`FormProblem.empty`); an empty one is refused by the action, by the same rule.

/// Every form of a signed-in visitor carries its session's CSRF token (`SignedInForms` checks it).
struct CSRFField: Decodable {
    var csrf: String?
}

/// The list's one form ("grocery/item"): the button pressed sends its change as the field's name and the
/// item's ID as its value; a change from the page's script says when it was made ("at") and sent ("sent"),
/// and carries the ID the phone gave it ("change_id"), so that it is applied once (`applySent`).
struct ListItemForm: Decodable {
    var check: String?
    var uncheck: String?
    var unavailable: String?
    var available: String?
    /// One more, one less (a count), and removed for good (only by the member who added it).
    var more: String?
    var less: String?
    var remove: String?
    /// When the item was ticked, in ms since 1970 on the phone's clock (`TickTime`).
    var at: String?
    /// When the tick was sent, on the same clock (a tick kept offline is sent later).
    var sent: String?
    /// The phone's ID for the change (a UUID): sent again, it changes nothing.
    var changeID: String?
    /// For an item the phone added itself with no signal: the ID of that add's change, which names the item.
    var itemChange: String?

    enum CodingKeys: String, CodingKey {
        case check, uncheck, unavailable, available, more, less, remove, at, sent
        case changeID = "change_id"
        case itemChange = "item_change"
    }
}

/// "grocery/check" and "grocery/uncheck": one item ticked or unticked.
struct TickForm: Decodable {
    var item: String
    var at: String?
    var sent: String?
}

/// "grocery/unavailable" and "grocery/available": one item the shop did or did not have.
struct ItemForm: Decodable {
    var item: String
}

/// "grocery/add": an item typed on the list, with a quantity ("2 l") and a location (its shelf) if given;
/// from the page's script, with the change's ID and times as the list's form has them.
struct AddItemForm: Decodable {
    var name: String
    var quantity: String?
    var location: String?
    var at: String?
    var sent: String?
    var changeID: String?

    enum CodingKeys: String, CodingKey {
        case name, quantity, location, at, sent
        case changeID = "change_id"
    }
}

/// "chore/done" and "chore/undo": a chore of a day that has come. On a kitchen screen that may mark
/// chores, the member picked ("who did it?").
struct ChoreForm: Decodable {
    var chore: String
    var date: String
    var member: String?
}

/// "chore/accept-week": a manager accepts the fair week's proposal for the week holding `week`, as the page
/// showed it: `changes` is what it changes (`FairWeek.changesText`; "" for nothing).
struct WeekAcceptForm: Decodable {
    var week: String
    var changes: String
}

/// "wish/add".
struct WishForm: Decodable {
    var text: String
}

/// "wish/remove": one of the member's own wishes.
struct WishRemovalForm: Decodable {
    var wish: String
}

/// "meal/add", from a recipe's page ("Cook this on …"): the meal's name and servings if given.
struct MealForm: Decodable {
    var recipe: String
    var date: String
    var meal: String?
    var servings: String?
}

/// "meal/move": a planned meal to another day.
struct MealMoveForm: Decodable {
    var meal: String
    var date: String
}

/// "meal/remove".
struct MealRemovalForm: Decodable {
    var meal: String
}

/// "meal/shop": "Put this week on the list", for the week containing `week`.
struct MealShoppingForm: Decodable {
    var week: String
}

/// "trip/start": the checkbox "pause my timer while this page is hidden" sends "on" when ticked; a family
/// with shops picks the shop (its ID; empty: none said).
struct TripStartForm: Decodable {
    var pause: String?
    var shop: String?
}

/// "location/move", the walking order (the family page): "up" or "down" from the buttons, a signed
/// number of places from a location dragged (hearth-host.js).
struct LocationMoveForm: Decodable {
    var location: String
    var step: String
}

/// The forms that send nothing but their token: purchase, and pausing, resuming or stopping a trip.
struct NoFields: Decodable {}
