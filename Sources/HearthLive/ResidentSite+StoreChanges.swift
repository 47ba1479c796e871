import HearthSite
import HearthStore

extension ResidentSite {
    /// Renders from memory whatever changed the store since the site was rendered: the one path of every
    /// change (a form's or the API's, on `ChangeQueue`; another program's, `hearth grocery check` while
    /// `hearth serve`, `hearth build --watch` or `hearth host` runs, through `RebuildWatcher`). The store
    /// names the tables written, the items and the chore records changed (`HouseholdStore.changes(since:)`); the parts those
    /// tables hold (`StoreTables`) are read again for every family, and the pages of the families whose
    /// parts differ are rendered (`SiteChange`). Nil when it cannot be rendered from memory (nothing built
    /// yet, a table of the whole site changed, the store changed between the two reads): the caller builds
    /// in full.
    ///
    /// `first`, `written`, `shown` and `putOff` as `refresh(_:from:first:written:shown:putOff:)` takes them:
    /// the page a form returns to, and the pages that may wait for the next change.
    public func refresh(fromChangesIn store: HouseholdStore, first: String? = nil, written: @escaping @Sendable () -> Void = {},
                        shown: @escaping @Sendable () -> Void = {}, putOff: PutOff? = nil) throws -> BuildReport? {
        guard let revision else { return nil }
        let changes = try store.changes(since: revision)
        guard let parts = changes.parts else { return nil }
        var change = SiteChange(revision: changes.revision, items: changes.groceryItems, parts: parts, families: [:])
        change.choreRecords = changes.choreRecords
        if !parts.isEmpty {
            let read = try store.families(reading: parts)
            guard read.revision == changes.revision else { return nil }
            change.families = read.families
        }
        return try refresh(change, from: revision, first: first, written: written, shown: shown, putOff: putOff)
    }
}
