/// The list as `hearth grocery list` prints it, and as an assistant reads it (`list_groceries`): one
/// place for both. A heading per location in walking order, and under it a line per item:
/// "  [x] Milk ×2 · Ana" ([x] checked, [ ] to get, "~ not available" after an item the shop lacked).
public enum GroceryListLines {
    /// "×3" for a count, "500 g" for an amount with its unit.
    public static func shown(_ measure: GroceryQuantity) -> String {
        measure.hasUnit ? measure.text : "×\(measure.count)"
    }

    /// "The Riveras: 2 of 7 done": the line before the list.
    public static func progress(of list: GroceryList, in family: Family) -> String {
        "\(family.name): \(list.progress.done) of \(list.progress.total) done"
    }

    /// The headings and item lines of the items on the list, in walking order; at `shop`, in its order,
    /// with what it has not under a last heading "Not at SHOP". `members` are the store's: one who added
    /// an item may have moved to another family since.
    public static func lines(of list: GroceryList, at shop: Shop? = nil, members: [Member]) -> [String] {
        var groups = list.onListByLocation.map { ($0.location.name, $0.items) }
        if let shop {
            let atShop = list.onListByLocation(at: shop)
            groups = atShop.groups.map { ($0.location.name, $0.items) }
            if !atShop.notHere.isEmpty { groups.append(("Not at \(shop.name)", atShop.notHere)) }
        }
        return groups.flatMap { heading, items in [heading] + items.map { "  " + line(of: $0, members: members) } }
    }

    /// "[x] Milk ×2 · Ana": one item on the list.
    public static func line(of item: GroceryItem, members: [Member]) -> String {
        let mark = item.completed ? "[x]" : "[ ]"
        let state = item.available ? "" : " ~ not available"
        let who = members.first { $0.id == item.addedBy }.map { " · \($0.displayName)" } ?? ""
        return "\(mark) \(item.name) \(shown(item.measure))\(who)\(state)"
    }
}
