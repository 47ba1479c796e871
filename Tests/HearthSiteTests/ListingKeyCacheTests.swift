import Foundation
@testable import HearthStore
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// The keys of the pages of every item kept between changes (`ListingKeyCache`) are the keys worked out
/// afresh, whatever the changes: items added, renamed (moving them among the pages), bought (moving them in
/// the series by purchase), and the list read again whole; and a page an item added did not move keeps its key.
@Suite struct ListingKeyCacheTests {
    /// A demo family whose list holds `count` items, three pages of each series.
    static func snapshot(items count: Int) throws -> FamilySnapshot {
        var snapshot = try #require(try DemoHousehold.store().snapshot().first)
        let location = snapshot.groceries.locations.first?.id ?? StoreLocation.unknownID
        let items = (0..<count).map { index in
            GroceryItem(id: "item-\(index)", name: "Item \(index)", quantity: 1, locationID: location, addedBy: nil, onList: index % 3 == 0,
                        completed: false, available: true,
                        lastPurchased: index % 4 == 0 ? nil : CalendarDay(iso: "2026-11-01")!.adding(days: index % 17))
        }
        snapshot.groceries.replaceItems(with: items)
        return snapshot
    }

    /// Every page's key through the cache, beside the key worked out afresh; and how many were worked out.
    static func keys(of snapshot: FamilySnapshot, cache: ListingKeyCache) -> (kept: [String], fresh: [String], made: Int) {
        let generation = cache.generation()
        var made = 0
        var kept: [String] = [], fresh: [String] = []
        for listing in AllItemsPage.listings(for: snapshot.groceries) {
            kept.append(cache.key(of: listing, family: snapshot.family.id, folder: listing.folder, planned: generation) {
                made += 1
                return listing.key(in: snapshot.groceries)
            })
            fresh.append(listing.key(in: snapshot.groceries))
        }
        return (kept, fresh, made)
    }

    static func change(_ items: [GroceryItem], to snapshot: inout FamilySnapshot, cache: ListingKeyCache) {
        let change = SiteChange(revision: 0, items: [snapshot.family.id: items], parts: [], families: [:])
        _ = change.apply(to: &snapshot, listingKeys: cache)
    }

    @Test func anItemAddedKeepsTheKeysOfThePagesBeforeIt() throws {
        var snapshot = try Self.snapshot(items: 2_500)
        let cache = ListingKeyCache()
        let first = Self.keys(of: snapshot, cache: cache)
        #expect(first.made == 6 && first.kept == first.fresh)
        // "Item 2000a" sorts after "Item 2000": the third page by name, and last by purchase (never bought).
        Self.change([GroceryItem(id: "new", name: "Item 2000a", quantity: 1, locationID: StoreLocation.unknownID, addedBy: nil, onList: true,
                                 completed: false, available: true, lastPurchased: nil)], to: &snapshot, cache: cache)
        let after = Self.keys(of: snapshot, cache: cache)
        #expect(after.kept == after.fresh)
        #expect(after.made == 2, "the third page by name and the last by purchase; the others kept: \(after.made)")
        #expect(zip(first.fresh, after.fresh).filter { $0 != $1 }.count == 2)
    }

    @Test func keysKeptAreTheKeysWorkedOutWhateverChanges() throws {
        var snapshot = try Self.snapshot(items: 2_500)
        let cache = ListingKeyCache()
        var random = SyntheticHousehold.Generator(state: 42)
        var reused = 0
        for step in 0..<60 {
            let keys = Self.keys(of: snapshot, cache: cache)
            #expect(keys.kept == keys.fresh, "step \(step)")
            reused += keys.fresh.count - keys.made
            let items = snapshot.groceries.items
            var changed: [GroceryItem] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var item = items[Int.random(in: 0..<items.count, using: &random)]
                switch Int.random(in: 0..<4, using: &random) {
                case 0: item.name = "Item \(Int.random(in: 0..<3_000, using: &random))x"
                case 1: item.lastPurchased = CalendarDay(iso: "2026-11-01")!.adding(days: Int.random(in: 0..<40, using: &random))
                case 2: item.onList.toggle()
                default:
                    item = GroceryItem(id: "added-\(step)-\(changed.count)", name: "Item \(Int.random(in: 0..<3_000, using: &random))",
                                       quantity: 1, locationID: item.locationID, addedBy: nil, onList: true, completed: false, available: true,
                                       lastPurchased: nil)
                }
                changed.append(item)
            }
            Self.change(changed, to: &snapshot, cache: cache)
            if step % 20 == 19 {
                // The list read again whole (an item removed, or another program's many changes): an item
                // changed in its place is not noted one by one, and the family's keys are forgotten.
                var fresh = snapshot, items = snapshot.groceries.items
                items[1_500].onList.toggle()
                fresh.groceries.replaceItems(with: items)
                let change = SiteChange(revision: 0, items: [:], parts: FamilyData.groceryItems, families: [snapshot.family.id: fresh])
                _ = change.apply(to: &snapshot, listingKeys: cache)
            }
        }
        #expect(reused > 60, "pages no change moved keep their keys: \(reused) taken again")
    }
}
