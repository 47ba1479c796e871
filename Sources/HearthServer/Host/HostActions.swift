import HearthDomain
import HearthStore

/// The forms of a hosted build and the store method each calls: the same methods, rules and messages
/// as the commands (`hearth grocery check` calls `apply(.check, …)` too). A form's fields are checked
/// by the same domain rules; a missing field is named as the form names it.
struct HostActions: Sendable {
    let store: HouseholdStore
    /// The host's today: a purchase's day, and the last day a chore may be marked done on.
    let today: @Sendable () -> CalendarDay

    /// Every action there is, as the forms' addresses name them after ".../act/".
    static let names = ["grocery/check", "grocery/uncheck", "grocery/unavailable", "grocery/available", "grocery/purchase",
                        "grocery/add", "chore/done", "chore/undo", "wish/add", "wish/remove"]

    func perform(_ name: String, form: [String: String], by member: Member, in family: Family) throws {
        func field(_ key: String) throws -> String {
            guard let value = form[key], !value.trimmed.isEmpty else {
                throw Failure(.usage, "form field \"\(key)\": expected a value, found none")
            }
            return value
        }
        switch name {
        case "grocery/check": try store.apply(.check, to: [field("item")], by: member, in: family)
        case "grocery/uncheck": try store.apply(.uncheck, to: [field("item")], by: member, in: family)
        case "grocery/unavailable": try store.apply(.markAvailable(false), to: [field("item")], by: member, in: family)
        case "grocery/available": try store.apply(.markAvailable(true), to: [field("item")], by: member, in: family)
        case "grocery/purchase": try store.purchaseCheckedItems(on: today(), by: member, in: family)
        case "grocery/add":
            let quantity = form["quantity"].flatMap { $0.trimmed.isEmpty ? nil : $0 }
            let measure = try quantity.map { try GroceryQuantity.parse($0, field: "quantity").mapError(\.failure).get() }
            let location = form["location"].flatMap { $0.trimmed.isEmpty ? nil : $0 }
            _ = try store.addGroceryItem(name: field("name"), measure: measure, location: location, by: member, in: family)
        case "chore/done", "chore/undo":
            try store.recordChore(field("chore"), on: try day(field("date")), done: name == "chore/done", by: member, in: family)
        case "wish/add": try store.addWish(field("text"), by: member, in: family)
        case "wish/remove": try store.removeWish(field("wish"), by: member, in: family)
        default: throw Failure(.missingInput, "there is no action \"\(name)\"")
        }
    }

    /// A chore's day: one that has come (today or before), as `hearth chore done --date` takes it.
    private func day(_ text: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso: text.trimmed) else {
            throw Failure(.usage, "form field \"date\": expected a date as YYYY-MM-DD, such as 2026-11-21, found \"\(text)\"")
        }
        guard day <= today() else {
            throw Failure(.badData, "form field \"date\": \(day) is a day still to come; mark a chore done on a day up to today (\(today()))")
        }
        return day
    }
}
