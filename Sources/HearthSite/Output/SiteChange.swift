import HearthDomain

/// What a change to the store touched, as the site renders it again (`ResidentSite.refresh`): every way
/// into the store comes to this one value (a form, the API, another program's write), made from the tables
/// the change wrote (`StoreChanges`, `StoreTables`). Each page declares the parts it shows
/// (`ShowsFamilyData`), and the pages that show what changed are rendered again.
public struct SiteChange: Sendable {
    /// The store's revision after the change.
    public var revision: Int
    /// Grocery items added or changed, as they are now, by family: put into the list one by one (a tick
    /// renders its row, not the list).
    public var items: [HearthID: [GroceryItem]]
    /// Chore records added, changed or removed, by family: put into the records one by one (a chore done
    /// reads one record back, not a year of them).
    public var choreRecords: [HearthID: ChoreRecordChanges] = [:]
    /// The parts of the households the change's tables hold, read again for every family (`families`).
    public var parts: Set<FamilyData>
    /// Every family with `parts` read again (the rest of each snapshot empty).
    public var families: [HearthID: FamilySnapshot]

    public init(revision: Int, items: [HearthID: [GroceryItem]], parts: Set<FamilyData>, families: [HearthID: FamilySnapshot]) {
        self.revision = revision
        self.items = items
        self.parts = parts
        self.families = families
    }

    /// Puts the change into `snapshot` (one family kept in memory) and says which parts of its household it
    /// touched: the parts read again that differ from what the pages show, the records put in when one
    /// differs, and the list's parts an item's change touched (`FamilyData.touched(byChangeOf:to:)`); nil when a part was read for no such family
    /// (it left the store: a full build). The items whose catalogue changed are noted in `listingKeys`,
    /// and a list or locations' names read again forget its keys (`ListingKeyCache`).
    func apply(to snapshot: inout FamilySnapshot, listingKeys: ListingKeyCache? = nil) -> Set<FamilyData>? {
        var touched: Set<FamilyData> = []
        let id = snapshot.family.id
        if let items = items[id] {
            var catalogued: Set<String> = []
            for item in items {
                let earlier = snapshot.groceries.items.first { $0.id == item.id }
                guard earlier != item else { continue }
                let parts = FamilyData.touched(byChangeOf: earlier, to: item)
                if parts.contains(.groceryCatalogue) { catalogued.insert(item.id) }
                touched.formUnion(parts)
            }
            // Before the pages are planned: a key kept for a page that holds one of them is not taken.
            listingKeys?.note(changed: catalogued, in: id)
            snapshot.groceries.replace(items)
        }
        // Records read again whole (`parts`) need none put in.
        if let records = choreRecords[id], !parts.contains(.choreRecords), records.apply(to: &snapshot.choreRecords) {
            touched.insert(.choreRecords)
        }
        guard !parts.isEmpty else { return touched }
        guard let fresh = families[id] else { return nil }
        let differing = parts.filter { snapshot.differs(in: $0, from: fresh) }
        // The list read again whole (an item removed), or the locations' names: every page's key may change.
        if !differing.isDisjoint(with: [.groceryCatalogue, .locationNames]) { listingKeys?.forget(id) }
        snapshot.take(differing, from: fresh)
        return touched.union(differing)
    }
}

extension ResidentSite {
    /// Renders again the pages `change` touched, after it took the store from revision `before` to
    /// `change.revision`; nil when it cannot be rendered from memory (the store changed otherwise in
    /// between, the day turned, a family came or went): the caller builds in full.
    ///
    /// When the change touched grocery items only (ticks), the file at `first` (the page a form returns to)
    /// is rendered first and put in place as soon as it is made; `written` is called then, so the form can
    /// be answered while the rest is rendered. Any other change is answered once every page shows it
    /// (`shown`). `putOff`: whether a page not yet rendered, once the change is answered, waits for the next
    /// refresh (another change waits; `ResidentSite.PutOff`).
    public func refresh(_ change: SiteChange, from before: Int, first: String? = nil,
                        written: @escaping @Sendable () -> Void = {}, shown: @escaping @Sendable () -> Void = {}, putOff: PutOff? = nil) throws -> BuildReport? {
        try refresh(from: before, to: change.revision, first: first, written: written, shown: shown, putOff: putOff) { snapshot, listingKeys in
            change.apply(to: &snapshot, listingKeys: listingKeys)
        }
    }
}
