import HearthSite
import HearthStore

extension ResidentSite {
    /// A change another program made to the store (`hearth grocery check` while `hearth serve`, `hearth
    /// build --watch` or `hearth host` runs), rendered from memory when it touched one family's grocery
    /// items only, or one family's chores, records and wishes only (`HouseholdStore.changes(since:)`);
    /// nil when it did more, and the caller builds in full.
    public func refresh(fromChangesIn store: HouseholdStore) throws -> BuildReport? {
        guard let revision else { return nil }
        let changes = try store.changes(since: revision)
        return try refresh(try siteChange(changes, in: store), from: revision, to: changes.revision)
    }

    /// What the store's record of changes touched, as the site's change policy names it (`SiteChange`).
    private func siteChange(_ changes: StoreChanges, in store: HouseholdStore) throws -> SiteChange {
        if let (family, items) = changes.onlyGroceryItemsOfOneFamily { return .groceryItems(family: family, items: items) }
        if changes.groceryItems.isEmpty, changes.tables.count == 1, let table = changes.tables.first, StoreChanges.isAdded(table) {
            // An added table's rows (`AddedTable`): every family's are read, and the one family whose pages
            // show others is rendered again.
            guard let read = try store.rowsByFamily(ofTableNamed: table), read.revision == changes.revision,
                  let families = familiesShowingOtherRows(of: read.table.name, than: read.rows), families.count == 1,
                  let rows = read.rows[families[0]] else { return .other }
            return .rows(family: families[0], table: read.table.name, rows: rows)
        }
        guard changes.groceryItems.isEmpty, !changes.tables.isEmpty, changes.tables.isSubset(of: StoreChanges.choreTables) else {
            return .other
        }
        // The store does not say whose chores changed: every family's board is read, and the one family
        // whose pages show another is rendered again.
        let read = try store.choreBoards()
        guard read.revision == changes.revision, let families = familiesShowingAnotherBoard(than: read.boards), families.count == 1,
              let board = read.boards[families[0]] else { return .other }
        return .choreBoard(family: families[0], board: board)
    }
}
