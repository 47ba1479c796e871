import HearthDomain

/// What a change to the store touched, as far as the site goes: the one thing `ResidentSite.refresh`
/// reads to decide which pages are rendered again (the site's change policy, in one place). Each way into
/// the store says what it touched (a form's outcome, the store's record of another program's change);
/// whatever it cannot name is `.other`, a full build, so a new kind of change leaves no page stale.
public enum SiteChange: Sendable {
    /// Grocery items of one family, added or changed, as the change left them: the family's grocery pages
    /// and dashboard, and its all-items pages when what they show changed (`FamilyData.touched(byChangeOf:to:)`).
    case groceryItems(family: HearthID, items: [GroceryItem])
    /// One family's chores, what was done, or its wishes, as they are now: its week, today, wish wall,
    /// calendar and dashboard.
    case choreBoard(family: HearthID, board: ChoreBoard)
    /// One family's rows of a table a build of Hearth adds (`AddedTable`), as they are now: the pages that
    /// show it (`AddedPage.shows`).
    case rows(family: HearthID, table: String, rows: [AddedRow])
    /// Anything else: the site is built in full.
    case other
}

extension ResidentSite {
    /// Renders again the pages `change` touched, after it took the store from revision `before` to
    /// `after`; nil when it cannot be rendered from memory (`.other`, the store changed otherwise in
    /// between, the day turned): the caller builds in full.
    ///
    /// The file at `first` (the page a form returns to) is rendered first and put in place as soon as it
    /// is made; `written` is called then, so the form can be answered while the rest is rendered.
    public func refresh(_ change: SiteChange, from before: Int, to after: Int, first: String? = nil,
                        written: @escaping @Sendable () -> Void = {}) throws -> BuildReport? {
        switch change {
        case .groceryItems(let family, let items):
            return try refreshGroceries(of: family, changed: items, from: before, to: after, first: first, written: written)
        case .choreBoard(let family, let board):
            return try refreshChores(of: family, board: board, from: before, to: after, first: first, written: written)
        case .rows(let family, let table, let rows):
            return try refresh(of: family, from: before, to: after, first: first, written: written) { snapshot in
                snapshot.tables[table] = rows
                return [.table(table)]
            }
        case .other:
            return nil
        }
    }
}
