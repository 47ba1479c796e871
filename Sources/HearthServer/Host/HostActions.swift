import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore

/// The forms of a hosted build and the store method each calls: the same methods, rules and messages
/// as the commands (`hearth grocery check` calls `apply(.check, …)` too). A form's fields are checked
/// by the same domain rules; a missing field is named as the form names it.
struct HostActions: Sendable {
    let store: HouseholdStore
    /// The host's today: a purchase's day, and the last day a chore may be marked done on.
    let today: @Sendable () -> CalendarDay

    /// What an action did.
    struct Outcome: ChangeOutcome {
        /// Why nothing was done: a tick sent late was dropped (`TickTime`).
        var dropped: DroppedTick?
        /// What the page says of the change besides showing it: an item added that was on the list already.
        var said: Said?
        /// It made a new item (not one put back on the list, nor one there already): the API answers 201.
        var created = false
        /// The items the change left, as they are now, which the API answers with (a purchase: the items bought).
        var items: [GroceryItem] = []

        var isDropped: Bool { dropped != nil }
        var saysMore: Bool { said != nil }
    }

    /// A field's text, refused when it holds only spaces (`FormProblem.empty`, naming the field).
    private func filled(_ value: String, _ field: String) throws -> String {
        guard !value.trimmed.isEmpty else { throw FormProblem.empty(field: field) }
        return value
    }

    /// An optional field's text; nil when it was not sent or holds only spaces.
    private func given(_ value: String?) -> String? {
        value.flatMap { $0.trimmed.isEmpty ? nil : $0 }
    }

    /// "grocery/item", the list's one form: the button pressed ("check", "uncheck", "unavailable",
    /// "available", "more", "less" or "remove") names the change, its value the item. Sent by the page's
    /// script with a "change_id", it is applied once, by the merge rule (`sent`).
    func changeItem(_ form: ListItemForm, by member: Member, in family: Family, receivedAt: Int64) throws -> Outcome {
        let changes = [("check", form.check), ("uncheck", form.uncheck), ("unavailable", form.unavailable), ("available", form.available),
                       ("more", form.more), ("less", form.less), ("remove", form.remove)]
            .compactMap { name, item in item.map { (name, $0) } }
        guard changes.count == 1, let (change, item) = changes.first, let kind = MergeRule.Change(rawValue: change) else {
            throw Failure(.usage, "form fields: expected one of \"check\", \"uncheck\", \"unavailable\", \"available\", \"more\", \"less\", \"remove\" "
                          + "with an item's ID, found " + (changes.isEmpty ? "none" : changes.map(\.0).joined(separator: " and ")))
        }
        if let changeID = given(form.changeID) {
            let addedIn = try given(form.itemChange).map { try checkedChangeID($0, field: "item_change") }
            return try sent(HouseholdStore.SentChange(id: checkedChangeID(changeID, field: "change_id"), change: kind,
                                                      item: addedIn == nil ? try filled(item, change) : nil, addedIn: addedIn,
                                                      madeAt: tickTime(at: form.at, sent: form.sent, receivedAt: receivedAt) ?? receivedAt,
                                                      receivedAt: receivedAt), by: member, in: family)
        }
        switch kind {
        case .check, .uncheck:
            return try tick(TickForm(item: item, at: form.at, sent: form.sent), checked: kind == .check, by: member, in: family, receivedAt: receivedAt)
        case .more, .less:
            try store.stepQuantity(filled(item, change), by: kind == .more ? 1 : -1, by: member, in: family)
            return Outcome()
        case .remove:
            try store.apply(.remove, to: [filled(item, change)], by: member, in: family)
            return Outcome()
        default:
            return try markAvailable(ItemForm(item: item), kind == .available, by: member, in: family)
        }
    }

    /// A change the page's script kept on the phone and sent with its ID: applied once per family, judged by
    /// the merge rule (`MergeRule`); one a later change outdid is dropped (409, said on the phone's item).
    private func sent(_ change: HouseholdStore.SentChange, by member: Member, in family: Family) throws -> Outcome {
        switch try store.applySent(change, by: member, in: family).outcome {
        case .applied(let item, let added):
            guard let item, let added else { return Outcome() }
            return Outcome(said: Self.said(of: added, item: item))
        case .outdone(let item, let madeAt, let lastChange):
            return Outcome(dropped: DroppedTick(item: item, change: change.change, at: madeAt, lastChange: lastChange))
        }
    }

    /// A change's ID as the page's script makes it (a UUID).
    private func checkedChangeID(_ text: String, field: String) throws -> String {
        guard let id = UUID(uuidString: text.trimmed) else {
            throw Failure(.usage, "form field \"\(field)\": expected a UUID, found \"\(text)\"", wording: Wording(.formValue))
        }
        return id.uuidString.lowercased()
    }

    /// "grocery/check", "grocery/uncheck": a tick the page's script timed is applied at the time it was
    /// made, or dropped when a newer change outdid it (`TickTime`); one without a time, as it comes.
    func tick(_ form: TickForm, checked: Bool, by member: Member, in family: Family, receivedAt: Int64) throws -> Outcome {
        let item = try filled(form.item, "item")
        guard let time = try tickTime(at: form.at, sent: form.sent, receivedAt: receivedAt) else {
            try store.apply(checked ? .check : .uncheck, to: [item], by: member, in: family)
            return Outcome()
        }
        switch try store.tick(item, checked: checked, at: time, receivedAt: receivedAt, by: member, in: family) {
        case .applied(let item):
            return Outcome()
        case .dropped(let item, let lastChange):
            return Outcome(dropped: DroppedTick(item: item.name, change: checked ? .check : .uncheck, at: time, lastChange: lastChange))
        }
    }

    /// "grocery/unavailable", "grocery/available".
    func markAvailable(_ form: ItemForm, _ available: Bool, by member: Member, in family: Family) throws -> Outcome {
        try store.apply(.markAvailable(available), to: [filled(form.item, "item")], by: member, in: family)
        return Outcome()
    }

    /// "grocery/add": the item added, put back on the list, or found there already (said on the page). From
    /// the page's script, with its "change_id": once, by the merge rule. From a task app (CalDAV), with the
    /// address and UID the app gave its new to-do (`task`).
    func addItem(_ form: AddItemForm, by member: Member, in family: Family, receivedAt: Int64,
                 task: HouseholdStore.TaskName? = nil) throws -> Outcome {
        let measure = try given(form.quantity).map { try GroceryQuantity.parse($0, field: "quantity").mapError(\.failure).get() }
        if let changeID = given(form.changeID) {
            return try sent(HouseholdStore.SentChange(id: checkedChangeID(changeID, field: "change_id"), change: .add, name: filled(form.name, "name"),
                                                      measure: measure, location: given(form.location),
                                                      madeAt: tickTime(at: form.at, sent: form.sent, receivedAt: receivedAt) ?? receivedAt,
                                                      receivedAt: receivedAt), by: member, in: family)
        }
        let name = try filled(form.name, "name"), location = given(form.location)
        let added = try task.map { try store.addGroceryItem(name: name, measure: measure, location: location, by: member, in: family, task: $0) }
            ?? store.addGroceryItem(name: name, measure: measure, location: location, by: member, in: family)
        return Outcome(said: Self.said(of: added.outcome, item: added.item), created: added.outcome == .added, items: [added.item])
    }

    /// What an add says besides showing the item: it was on the list already, or its quantity changed.
    private static func said(of outcome: HouseholdStore.AddedItem.Outcome, item: GroceryItem) -> Said? {
        switch outcome {
        case .alreadyOnList: .alreadyOnList(item: item.name)
        case .changedOnList(true, _, _, let previous): .quantityChanged(item: item.name, previous: previous.text, now: item.measure.text)
        default: nil
        }
    }

    /// "chore/done", "chore/undo": on a day that has come.
    func recordChore(_ form: ChoreForm, done: Bool, by member: Member, in family: Family) throws -> Outcome {
        try store.recordChore(filled(form.chore, "chore"), on: try day(filled(form.date, "date")), done: done, by: member, in: family)
        return Outcome()
    }

    /// "chore/accept-week": a manager's "Accept" of the fair week's proposal (the store refuses anyone else),
    /// the same store method as `hearth chore propose --apply`.
    func acceptWeek(_ form: WeekAcceptForm, by member: Member, in family: Family) throws -> Outcome {
        let text = try filled(form.week, "week")
        guard let week = CalendarDay(iso: text.trimmed) else { throw FormProblem.notADate(text) }
        try store.applyFairWeek(containing: week, today: today(), in: family, by: member, shown: form.changes)
        return Outcome()
    }

    /// "wish/add".
    func addWish(_ form: WishForm, by member: Member, in family: Family) throws -> Outcome {
        try store.addWish(filled(form.text, "text"), by: member, in: family)
        return Outcome()
    }

    /// "wish/remove": the member's own wish (the store refuses another's).
    func removeWish(_ form: WishRemovalForm, by member: Member, in family: Family) throws -> Outcome {
        try store.removeWish(filled(form.wish, "wish"), by: member, in: family)
        return Outcome()
    }

    /// "trip/start": "I'm going shopping", to the shop picked (said on the page when the member shops already).
    func startTrip(_ form: TripStartForm, by member: Member, in family: Family) throws -> Outcome {
        let started = try store.startTrip(pausesWhenHidden: form.pause == "on", to: given(form.shop), by: member, in: family).started
        return Outcome(said: started ? nil : .tripGoingAlready)
    }

    /// "trip/pause", "trip/resume" (the page's script, as the page hides and shows) and "trip/stop".
    func changeTrip(_ change: TripChange, by member: Member, in family: Family) throws -> Outcome {
        switch change {
        case .pause: try store.pauseTrip(by: member, in: family)
        case .resume: try store.resumeTrip(by: member, in: family)
        case .stop: try store.stopTrip(by: member, in: family)
        }
        return Outcome()
    }

    /// What becomes of a shopping trip besides starting it.
    enum TripChange: Sendable {
        case pause
        case resume
        case stop
    }

    /// "location/move", the walking order.
    func moveLocation(_ form: LocationMoveForm, by member: Member, in family: Family) throws -> Outcome {
        let text = try filled(form.step, "step")
        guard let step = text == "up" ? -1 : text == "down" ? 1 : Int(text.trimmed) else {
            throw Failure(.usage, "form field \"step\": expected \"up\", \"down\" or a whole number of places, found \"\(text)\"",
                          wording: Wording(.formValue))
        }
        try store.stepLocation(filled(form.location, "location"), by: step, by: member, in: family)
        return Outcome()
    }

    /// "Purchase the checked items", from a form or the API: the items, and the purchaser's shopping trip
    /// ended with them (`ShoppingTrip`).
    func purchase(by member: Member, in family: Family) throws -> Outcome {
        let items = try store.purchaseCheckedItems(on: today(), by: member, in: family)
        return Outcome(items: items)
    }

    /// The meal plan's forms: plan a recipe from its page ("Cook this on …"), move or remove a meal from the
    /// menu, and "Put this week on the list".
    func addMeal(_ form: MealForm, by member: Member, in family: Family) throws -> Outcome {
        let servings = try given(form.servings).map { text in
            guard let number = Int(text.trimmed) else {
                throw Failure(.badData, "servings: expected a whole number of servings from 1 to 100, not \"\(text)\"", wording: Wording(.servings, ["text": text]))
            }
            return number
        }
        let planned = try store.addMeal(recipe: filled(form.recipe, "recipe"), on: mealDay(form.date), name: given(form.meal), servings: servings,
                                        by: member, in: family)
        // The answer says what was planned (a page of its own, script or not), or that it was planned already.
        let said = Said.mealPlanned(recipe: planned.recipeName, meal: planned.meal.name, day: planned.meal.day, already: planned.wasPlannedAlready)
        return Outcome(said: said)
    }

    /// "meal/move".
    func moveMeal(_ form: MealMoveForm, by member: Member, in family: Family) throws -> Outcome {
        try store.moveMeal(filled(form.meal, "meal"), to: mealDay(form.date), by: member, in: family)
        return Outcome()
    }

    /// "meal/remove".
    func removeMeal(_ form: MealRemovalForm, by member: Member, in family: Family) throws -> Outcome {
        try store.removeMeal(filled(form.meal, "meal"), by: member, in: family)
        return Outcome()
    }

    /// "meal/shop": the week's meals on the list; the page says what was added and what was skipped, as the
    /// command prints it item by item ("minced beef 500 g").
    func shopMeals(_ form: MealShoppingForm, by member: Member, in family: Family) throws -> Outcome {
        let shopping = try store.shopMeals(weekOf: try mealDay(form.week, field: "week").startOfWeek(family.firstWeekday), by: member, in: family)
        func items(_ outcome: (MealShopping.Outcome) -> Bool) -> [String] {
            shopping.changes.filter { outcome($0.outcome) }.map { $0.added == nil ? $0.item.name : $0.item.name + " " + $0.item.measure.text }
        }
        func skipped(_ reason: (MealShopping.SkipReason) -> Bool) -> [String] { shopping.skipped.filter { reason($0.reason) }.map(\.name) }
        return Outcome(said: .mealsShopped(added: items { $0 != .addedTo }, addedTo: items { $0 == .addedTo },
                                                            staples: skipped { if case .staple = $0 { true } else { false } },
                                                            inBasket: skipped { if case .inBasket = $0 { true } else { false } }))
    }

    /// A meal's day as the forms send it (YYYY-MM-DD, or a day's name as `hearth meal` takes it).
    private func mealDay(_ text: String, field: String = "date") throws -> CalendarDay {
        let text = try filled(text, field)
        guard let day = try? MealDate.day(text, today: today()).get() else { throw FormProblem.notADate(text) }
        return day
    }

    /// The time a tick was made, from a phone's fields "at" (when it was ticked) and "sent" (when it was
    /// sent), both ms since 1970 on the phone's clock, put on this machine's clock (`TickTime`); nil when
    /// the form has no "at" (a tick sent as it was made, without the script).
    private func tickTime(at atText: String?, sent sentText: String?, receivedAt: Int64) throws -> Int64? {
        guard let atText else { return nil }
        func milliseconds(_ key: String, _ text: String) throws -> Int64 {
            guard let value = Int64(text.trimmed), value > 0 else {
                throw Failure(.usage, "form field \"\(key)\": expected a time in milliseconds since 1970, found \"\(text)\"",
                              wording: Wording(.formValue))
            }
            return value
        }
        let at = try milliseconds("at", atText)
        let sent = try sentText.map { try milliseconds("sent", $0) } ?? at
        return TickTime.onServerClock(tickedAt: at, sentAt: sent, receivedAt: receivedAt)
    }

    /// What an item added says, besides showing on the list: it was there already, or its quantity changed
    /// (the command says so too).
    enum Said: Sendable {
        case alreadyOnList(item: String)
        /// "I'm going shopping" from a member who is shopping already.
        case tripGoingAlready
        case quantityChanged(item: String, previous: String, now: String)
        /// "Put this week on the list": the items added and added to ("minced beef 500 g"), the staples
        /// skipped, and the items skipped because they are in the basket already.
        case mealsShopped(added: [String], addedTo: [String], staples: [String], inBasket: [String])
        /// A recipe planned for a meal ("Planned: Pancakes, breakfast on Thursday, 19 November 2026."), or
        /// planned there already.
        case mealPlanned(recipe: String, meal: String, day: CalendarDay, already: Bool)

        func message(_ words: ThemeStrings) -> String {
            switch self {
            case .mealsShopped(let added, let addedTo, let staples, let inBasket):
                let separator = words.text("server_list_separator")
                let parts = [("server_meals_added", added), ("server_meals_added_to", addedTo), ("server_meals_staples", staples),
                             ("server_meals_in_basket", inBasket)].filter { !$0.1.isEmpty }.map { key, items in
                    words.text(key, ["items": items.joined(separator: separator)])
                }
                return ([words.text("server_meals_shopped", ["added": String(added.count), "addedTo": String(addedTo.count)])] + parts).joined(separator: " ")
            case .alreadyOnList(let item): return words.text("server_already_on_list", ["item": item])
            case .tripGoingAlready: return words.text("server_trip_going_already")
            case .mealPlanned(let recipe, let meal, let day, let already):
                return words.text(already ? "server_meal_planned_already" : "server_meal_planned",
                                  ["recipe": recipe, "meal": words.meal(meal), "date": words.longDate(day)])
            case .quantityChanged(let item, let previous, let now):
                return words.text("server_quantity_changed", ["item": item, "previous": previous, "quantity": now])
            }
        }
    }

    /// A change sent late that a newer change outdid (`MergeRule`), said to the phone in its family's words
    /// ("Your tick of "Milk" at 10:02:11 was not applied: the item changed on the list after it, at 10:05:40.").
    struct DroppedTick: Sendable {
        var item: String
        var change: MergeRule.Change
        /// When it was ticked, and when the item last changed, in ms since 1970 on this machine's clock.
        var at: Int64
        var lastChange: Int64

        /// The words of each change that a later one can outdo ("tick", "removal").
        static let changeKey: [MergeRule.Change: String] = [.check: "server_tick", .uncheck: "server_untick", .add: "server_change_add",
                                                             .unavailable: "server_change_unavailable", .available: "server_change_available",
                                                             .remove: "server_change_remove"]

        func message(_ words: ThemeStrings) -> String {
            words.text("server_tick_dropped", ["change": words.text(Self.changeKey[change] ?? "server_tick"), "item": item,
                                               "time": HostActions.clockTime(at), "changed": HostActions.clockTime(lastChange)])
        }
    }

    /// "14:05:09", this machine's local time of a moment in ms since 1970.
    static func clockTime(_ milliseconds: Int64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }

    /// A chore's day: one that has come (today or before), as `hearth chore done --date` takes it.
    private func day(_ text: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso: text.trimmed) else { throw FormProblem.notADate(text) }
        guard day <= today() else { throw FormProblem.dayToCome(day, today: today()) }
        return day
    }
}
