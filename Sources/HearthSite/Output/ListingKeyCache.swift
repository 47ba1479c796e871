import HearthDomain
import Synchronization

/// The keys of the pages of every item (`AllItemsPage.Listing.key`), kept by a resident site (`hearth host`)
/// between changes: an item added at N = 1000 asked the keys of two hundred pages of a thousand items each
/// (a sixth of its CPU), though only the pages after the new item's place changed.
///
/// A page's key is taken again when the page holds the same number of items, starting and ending with the
/// same two, and none of its items is one whose catalogue a change put in since the key was worked out
/// (`note`). That is enough: the items in between are, in the series' order, the items kept from before
/// whose place did not change (their sort fields are in their catalogue) and the items put in; with none
/// put in among them and the same count, they are the same items. A change the list was read again for
/// whole (an item removed, many at once) or that renamed a location forgets the family's keys (`forget`).
final class ListingKeyCache: Sendable {
    /// A page's key as it was worked out, with what the page held then.
    private struct Entry {
        var pageCount: Int
        var itemCount: Int
        var first: String?
        var last: String?
        var key: String
        /// The generation (`Kept.generation`) of the snapshot the key holds for.
        var generation: Int
    }

    /// A family's keys, by the page's folder, and the items changed since the oldest of them.
    private struct Family {
        var entries: [String: Entry] = [:]
        /// Items whose catalogue a change put in, with the generation of each change.
        var changes: [(generation: Int, ids: Set<String>)] = []
        /// The generation of the last `forget`: a key planned before it is not kept.
        var forgotten = 0
        /// The changes noted up to this generation are let go: a key planned before it is not kept either.
        var letGo = 0
    }

    private struct Kept {
        /// Counts the changes noted and the forgets: a plan is made at one generation.
        var generation = 0
        var families: [HearthID: Family] = [:]
    }

    private let kept = Mutex(Kept())
    static let mostChanges = 256

    init() {}

    /// Notes the items of `family` whose catalogue a change put in.
    func note(changed ids: Set<String>, in family: HearthID) {
        guard !ids.isEmpty else { return }
        kept.withLock { kept in
            kept.generation += 1
            kept.families[family, default: Family()].changes.append((kept.generation, ids))
            // Changes older than every key kept are asked no more.
            if let oldest = kept.families[family]?.entries.values.map(\.generation).min() {
                kept.families[family]?.changes.removeAll { $0.generation <= oldest }
                kept.families[family]?.letGo = oldest
            }
            // A page no longer planned (the list grew shorter) keeps its generation: past this many changes
            // the family's keys are worked out afresh rather than asked against each.
            if kept.families[family]?.changes.count ?? 0 > Self.mostChanges { kept.families[family] = Family(forgotten: kept.generation) }
        }
    }

    /// Forgets the family's keys: its list was read again whole, or its locations' names changed.
    func forget(_ family: HearthID) {
        kept.withLock { kept in
            kept.generation += 1
            kept.families[family] = Family(forgotten: kept.generation)
        }
    }

    /// The generation now: what a plan made now has seen (`key`'s `planned`).
    func generation() -> Int {
        kept.withLock { $0.generation }
    }

    /// The key of `listing` (a page of `family`'s at `folder`, planned at generation `planned`): the one
    /// kept, when the page holds the same items as when it was worked out, else `make()`, then kept.
    func key(of listing: AllItemsPage.Listing, family: HearthID, folder: String, planned: Int, make: () -> String) -> String {
        let items = listing.items
        let (first, last) = (items.first?.id, items.last?.id)
        // The entry, and every item changed since it was worked out (even after `planned`: a page of a later
        // snapshot may differ); looked for among the page's items outside the lock, which both cores ask.
        let found: (entry: Entry, changed: Set<String>)? = kept.withLock { kept in
            guard let entry = kept.families[family]?.entries[folder], entry.pageCount == listing.count, entry.itemCount == items.count,
                  entry.first == first, entry.last == last else { return nil }
            let since = kept.families[family]?.changes.filter { $0.generation > entry.generation } ?? []
            return (entry, since.reduce(into: Set<String>()) { $0.formUnion($1.ids) })
        }
        if let found, found.changed.isEmpty || !items.indices.contains(where: { found.changed.contains(items[$0].id) }) {
            if planned > found.entry.generation {
                kept.withLock { kept in
                    guard let entry = kept.families[family]?.entries[folder], entry.key == found.entry.key else { return }
                    kept.families[family]?.entries[folder]?.generation = max(entry.generation, planned)
                }
            }
            return found.entry.key
        }
        let key = make()
        kept.withLock { kept in
            let known = kept.families[family] ?? Family()
            guard planned >= known.forgotten, planned >= known.letGo else { return }
            kept.families[family, default: Family()].entries[folder] = Entry(pageCount: listing.count, itemCount: items.count, first: first,
                                                                             last: last, key: key, generation: planned)
        }
        return key
    }
}
