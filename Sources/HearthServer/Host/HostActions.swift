import Foundation
import HearthDomain
import HearthSite
import HearthStore

/// The forms of a hosted build and the store method each calls: the same methods, rules and messages
/// as the commands (`hearth grocery check` calls `apply(.check, …)` too). A form's fields are checked
/// by the same domain rules; a missing field is named as the form names it.
struct HostActions: Sendable {
    let store: HouseholdStore
    /// The host's today: a purchase's day, and the last day a chore may be marked done on.
    let today: @Sendable () -> CalendarDay

    /// Every action there is, as the forms' addresses name them after ".../act/".
    static let names = ["grocery/item", "grocery/check", "grocery/uncheck", "grocery/unavailable", "grocery/available", "grocery/purchase",
                        "grocery/add", "chore/done", "chore/undo", "wish/add", "wish/remove", "meal/add", "meal/move", "meal/remove", "meal/shop",
                        "location/move", "trip/start", "trip/pause", "trip/resume", "trip/stop"]

    /// The changes the list's buttons send to "grocery/item", each as a field holding the item's ID.
    static let itemChanges = ["check", "uncheck", "unavailable", "available"]

    /// What an action did.
    struct Outcome: Sendable {
        /// Why nothing was done: a tick sent late was dropped (`TickTime`).
        var dropped: DroppedTick?
        /// What it changed, which decides the pages rendered again. Every action says it: there is no
        /// default that a new kind of action could fall into and leave its pages stale.
        var changed: Changed
        /// What the page says of the change besides showing it: an item added that was on the list already.
        var said: Said?
        /// It made a new item (not one put back on the list, nor one there already): the API answers 201.
        var created = false
        /// The items a purchase bought, which the API answers with (whether or not a trip ended with it).
        var purchased: [GroceryItem] = []
    }

    /// What an action changed.
    enum Changed: Sendable {
        /// Grocery items, as the action left them: the family's grocery pages and dashboard, from memory.
        case groceryItems([GroceryItem])
        /// The family's chores, what was done, or its wishes: its chore pages and dashboard, from memory.
        case choresOrWishes
        /// Anything else: the site is built again in full.
        case other

        var groceryItems: [GroceryItem]? {
            if case .groceryItems(let items) = self { return items }
            return nil
        }
    }

    /// Does the form's action; a refusal is thrown, in the command's words.
    func perform(_ name: String, form: [String: String], by member: Member, in family: Family, receivedAt: Int64) throws -> Outcome {
        // The list's one form: the button pressed sends its change as the field's name, the item as its value.
        if name == "grocery/item" {
            let changes = Self.itemChanges.filter { form[$0] != nil }
            guard changes.count == 1, let item = form[changes[0]] else {
                throw Failure(.usage, "form fields: expected one of \(Self.itemChanges.map { "\"\($0)\"" }.joined(separator: ", ")) with an item's ID, found \(changes.isEmpty ? "none" : changes.joined(separator: " and "))")
            }
            var fields = form
            fields["item"] = item
            return try perform("grocery/" + changes[0], form: fields, by: member, in: family, receivedAt: receivedAt)
        }
        func field(_ key: String) throws -> String {
            guard let value = form[key], !value.trimmed.isEmpty else { throw FormProblem.empty(field: key) }
            return value
        }
        switch name {
        case "grocery/check", "grocery/uncheck":
            let checked = name == "grocery/check"
            guard let time = try tickTime(form, receivedAt: receivedAt) else {
                return Outcome(changed: .groceryItems(try store.apply(checked ? .check : .uncheck, to: [field("item")], by: member, in: family)))
            }
            switch try store.tick(field("item"), checked: checked, at: time, receivedAt: receivedAt, by: member, in: family) {
            case .applied(let item):
                return Outcome(changed: .groceryItems([item]))
            case .dropped(let item, let lastChange):
                return Outcome(dropped: DroppedTick(item: item.name, checked: checked, at: time, lastChange: lastChange), changed: .groceryItems([]))
            }
        case "grocery/unavailable", "grocery/available":
            let available = name == "grocery/available"
            return Outcome(changed: .groceryItems(try store.apply(.markAvailable(available), to: [field("item")], by: member, in: family)))
        case "grocery/purchase":
            return try purchase(by: member, in: family)
        case "grocery/add":
            let quantity = form["quantity"].flatMap { $0.trimmed.isEmpty ? nil : $0 }
            let measure = try quantity.map { try GroceryQuantity.parse($0, field: "quantity").mapError(\.failure).get() }
            let location = form["location"].flatMap { $0.trimmed.isEmpty ? nil : $0 }
            let added = try store.addGroceryItem(name: field("name"), measure: measure, location: location, by: member, in: family)
            switch added.outcome {
            case .alreadyOnList: return Outcome(changed: .groceryItems([added.item]), said: .alreadyOnList(item: added.item.name))
            case .changedOnList(true, _, let previous):
                return Outcome(changed: .groceryItems([added.item]), said: .quantityChanged(item: added.item.name, previous: previous.text, now: added.item.measure.text))
            default: return Outcome(changed: .groceryItems([added.item]))
            }
        case "chore/done", "chore/undo":
            try store.recordChore(field("chore"), on: try day(field("date")), done: name == "chore/done", by: member, in: family)
        case "wish/add": try store.addWish(field("text"), by: member, in: family)
        case "wish/remove": try store.removeWish(field("wish"), by: member, in: family)
        case "meal/add", "meal/move", "meal/remove", "meal/shop":
            return try performMeal(name, field: field, form: form, by: member, in: family)
        case "trip/start":
            // The checkbox "pause my timer while this page is hidden" sends "on" when ticked, nothing when not.
            let started = try store.startTrip(pausesWhenHidden: form["pause"] == "on", by: member, in: family).started
            return Outcome(changed: .other, said: started ? nil : .tripGoingAlready)
        case "trip/pause": try store.pauseTrip(by: member, in: family); return Outcome(changed: .other)
        case "trip/resume": try store.resumeTrip(by: member, in: family); return Outcome(changed: .other)
        case "trip/stop": try store.stopTrip(by: member, in: family); return Outcome(changed: .other)
        case "location/move":
            // The walking order (the family page): the shopping list, the dashboard and the family page follow.
            // "up" and "down" from the buttons; how many places, from a location dragged (hearth-host.js).
            let text = try field("step")
            guard let step = text == "up" ? -1 : text == "down" ? 1 : Int(text.trimmed) else {
                throw Failure(.usage, "form field \"step\": expected \"up\", \"down\" or a whole number of places, found \"\(text)\"")
            }
            try store.stepLocation(field("location"), by: step, by: member, in: family)
            return Outcome(changed: .other)
        default: throw Failure(.missingInput, "there is no action \"\(name)\"")
        }
        return Outcome(changed: .choresOrWishes)
    }

    /// "Purchase the checked items", from a form or the API: the items, and the purchaser's shopping trip
    /// ended with them (`ShoppingTrip`). Without a trip only grocery pages change (rendered from memory);
    /// a trip ended shows on the shopping list's trip panel too: the site is built again.
    func purchase(by member: Member, in family: Family) throws -> Outcome {
        let hadTrip = try store.openTrip(of: member, in: family) != nil
        let items = try store.purchaseCheckedItems(on: today(), by: member, in: family)
        return Outcome(changed: hadTrip ? .other : .groceryItems(items), purchased: items)
    }

    /// The meal plan's forms: plan a recipe from its page ("Cook this on …"), move or remove a meal from the
    /// menu, and "Put this week on the list". Meals show on the menu, the recipes' pages and the dashboard,
    /// and shopping changes the list: the site is built again in full.
    private func performMeal(_ name: String, field: (String) throws -> String, form: [String: String], by member: Member,
                             in family: Family) throws -> Outcome {
        func date(_ key: String) throws -> CalendarDay {
            let text = try field(key)
            guard let day = try? MealDate.day(text, today: today()).get() else { throw FormProblem.notADate(text) }
            return day
        }
        switch name {
        case "meal/add":
            let servings = try form["servings"].flatMap { $0.trimmed.isEmpty ? nil : $0 }.map { text in
                guard let number = Int(text.trimmed) else { throw Failure(.badData, "servings: expected a whole number of servings from 1 to 100, not \"\(text)\"") }
                return number
            }
            try store.addMeal(recipe: field("recipe"), on: date("date"), name: form["meal"].flatMap { $0.trimmed.isEmpty ? nil : $0 },
                              servings: servings, by: member, in: family)
        case "meal/move":
            try store.moveMeal(field("meal"), to: date("date"), by: member, in: family)
        case "meal/remove":
            try store.removeMeal(field("meal"), by: member, in: family)
        default:
            let monday = try date("week").startOfWeek
            let shopping = try store.shopMeals(weekOf: monday, by: member, in: family)
            // What the command prints, item by item: "minced beef 500 g", and what was skipped and why.
            func items(_ outcome: (MealShopping.Outcome) -> Bool) -> [String] {
                shopping.changes.filter { outcome($0.outcome) }.map { $0.added == nil ? $0.item.name : $0.item.name + " " + $0.item.measure.text }
            }
            func skipped(_ reason: (MealShopping.SkipReason) -> Bool) -> [String] { shopping.skipped.filter { reason($0.reason) }.map(\.name) }
            return Outcome(changed: .other, said: .mealsShopped(added: items { $0 != .addedTo }, addedTo: items { $0 == .addedTo },
                                                                staples: skipped { if case .staple = $0 { true } else { false } },
                                                                inBasket: skipped { if case .inBasket = $0 { true } else { false } }))
        }
        return Outcome(changed: .other)
    }

    /// The time a tick was made, from a phone's fields "at" (when it was ticked) and "sent" (when it was
    /// sent), both ms since 1970 on the phone's clock, put on this machine's clock (`TickTime`); nil when
    /// the form has no "at" (a tick sent as it was made, without the script).
    private func tickTime(_ form: [String: String], receivedAt: Int64) throws -> Int64? {
        guard let atText = form["at"] else { return nil }
        func milliseconds(_ key: String, _ text: String) throws -> Int64 {
            guard let value = Int64(text.trimmed), value > 0 else {
                throw Failure(.usage, "form field \"\(key)\": expected a time in milliseconds since 1970, found \"\(text)\"")
            }
            return value
        }
        let at = try milliseconds("at", atText)
        let sent = try form["sent"].map { try milliseconds("sent", $0) } ?? at
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
            case .quantityChanged(let item, let previous, let now):
                return words.text("server_quantity_changed", ["item": item, "previous": previous, "quantity": now])
            }
        }
    }

    /// A form the family's page sent that the rules refuse before the store is asked: said in the family's
    /// words, naming the field by its label on the page.
    enum FormProblem: Error {
        case empty(field: String)
        case notADate(String)
        case dayToCome(CalendarDay, today: CalendarDay)

        /// The form's field it is about.
        var field: String {
            switch self {
            case .empty(let field): field
            case .notADate, .dayToCome: "date"
            }
        }

        /// The label a form's field has on the page, in the theme's words.
        static let labels = ["name": "host_item_name", "quantity": "host_item_quantity", "location": "host_item_location", "text": "host_wish"]

        func message(_ words: ThemeStrings) -> String {
            switch self {
            case .empty(let field):
                return words.text("server_field_empty", ["field": Self.labels[field].map { words.text($0) } ?? field])
            case .notADate(let text):
                return words.text("server_not_a_date", ["text": text])
            case .dayToCome(let day, let today):
                return words.text("server_day_to_come", ["day": words.longDate(day), "today": words.longDate(today)])
            }
        }
    }

    /// A tick sent late that a newer change outdid, said to the phone in its family's words
    /// ("Your tick of "Milk" at 10:02:11 was not applied: the item changed on the list after it, at 10:05:40.").
    struct DroppedTick: Sendable {
        var item: String
        var checked: Bool
        /// When it was ticked, and when the item last changed, in ms since 1970 on this machine's clock.
        var at: Int64
        var lastChange: Int64

        func message(_ words: ThemeStrings) -> String {
            words.text("server_tick_dropped", ["change": words.text(checked ? "server_tick" : "server_untick"), "item": item,
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
