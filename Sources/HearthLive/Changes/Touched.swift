import HearthDomain

/// What a change of the family's (a form's, the API's) touched, as the change queue reads it to decide what
/// is rendered again (`SiteChange`, for the family acting). Every change says it: there is no default that
/// a new kind of change could fall into and leave its pages stale.
public enum Touched: Sendable {
    /// Grocery items, as the change left them: the family's grocery pages and dashboard, from memory.
    case groceryItems([GroceryItem])
    /// The family's chores, what was done, or its wishes: its chore pages and dashboard, from memory.
    case choresOrWishes
    /// The rows of one table a build of Hearth adds (`AddedTable`): the pages that show it, from memory.
    case rows(AddedTable)
    /// Anything else: the site is built again in full.
    case other

    /// The grocery items changed, as the change left them.
    public var groceryItems: [GroceryItem]? {
        if case .groceryItems(let items) = self { return items }
        return nil
    }

    /// What the changes of one go touched together: grocery items when each changed grocery items (each
    /// item as the last change left it), chores when each changed chores, an added table when each changed
    /// that one; any mix, or anything else, `.other`.
    public static func combined(_ changes: [Touched]) -> Touched {
        var items: [GroceryItem] = []
        var chores = 0
        var tables: Set<AddedTable> = []
        for change in changes {
            switch change {
            case .groceryItems(let changed): items += changed
            case .choresOrWishes: chores += 1
            case .rows(let table): tables.insert(table)
            case .other: return .other
            }
        }
        if let table = tables.first {
            return tables.count == 1 && items.isEmpty && chores == 0 ? .rows(table) : .other
        }
        if chores == changes.count { return .choresOrWishes }
        guard chores == 0 else { return .other }
        // Each item once, where it first came, as the last change left it.
        var last: [String: GroceryItem] = [:]
        for item in items { last[item.id] = item }
        var seen = Set<String>()
        return .groceryItems(items.filter { seen.insert($0.id).inserted }.map { last[$0.id]! })
    }
}
