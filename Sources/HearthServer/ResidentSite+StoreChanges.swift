import HearthSite
import HearthStore

extension ResidentSite {
    /// A change another program made to the store (`hearth grocery check` while `hearth serve`, `hearth
    /// build --watch` or `hearth host` runs), rendered from memory when it touched one family's grocery
    /// items only (`HouseholdStore.changes(since:)`); nil when it did more, and the caller builds in full.
    public func refresh(fromChangesIn store: HouseholdStore) throws -> BuildReport? {
        guard let revision else { return nil }
        let changes = try store.changes(since: revision)
        guard let (family, items) = changes.onlyGroceryItemsOfOneFamily else { return nil }
        return try refreshGroceries(of: family, changed: items, from: revision, to: changes.revision)
    }
}
