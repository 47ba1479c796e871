/// A family's grocery list, worked out from its locations and items: the progress, the shopping list in
/// walking order, and every item by name or by last purchase.
public struct GroceryList: Sendable {
    /// Items grouped under a location.
    public struct Group: Sendable {
        public var location: StoreLocation
        public var items: [GroceryItem]

        public init(location: StoreLocation, items: [GroceryItem]) {
            self.location = location
            self.items = items
        }
    }

    /// What to get at one shop: the items it has, under its locations in its walking order, then those it
    /// has not (kept to another shop, or in a location it lacks), never dropped.
    public struct ShopList: Sendable {
        public var shop: Shop
        public var groups: [Group]
        public var notHere: [GroceryItem]
    }

    public private(set) var locations: [StoreLocation]
    /// The family's shops, by name; none: the locations' positions are the one walking order.
    public private(set) var shops: [Shop]
    public private(set) var items: [GroceryItem]
    private var locationIndex: [String: StoreLocation]

    public init(locations: [StoreLocation], items: [GroceryItem], shops: [Shop] = []) {
        self.shops = shops.sorted(by: Shop.byName)
        self.locations = locations.sorted(by: StoreLocation.walkingOrder)
        self.items = GroceryItem.sortedByName(items)
        self.locationIndex = Dictionary(locations.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The walking orders as they are now, the locations' and each shop's (`fresh`: the family's list read
    /// again), the items kept as they are.
    public mutating func replaceWalkingOrders(from fresh: GroceryList) {
        locations = fresh.locations
        locationIndex = fresh.locationIndex
        shops = fresh.shops
    }

    /// What the all-items pages show of the locations (`FamilyData.locationNames`): each one's ID and
    /// name, by ID. Not the walking order nor the colours: a location moved on the family page leaves
    /// those pages as they were (two hundred files at N = 1000, keyed and planned, were a third of a move).
    public var locationNames: [[String]] {
        locations.map { [$0.id, $0.name] }.sorted { $0[0] < $1[0] }
    }

    /// Every item as it is now (`fresh`, an item removed among them), the locations kept as they are.
    public mutating func replaceItems(with fresh: [GroceryItem]) {
        items = GroceryItem.sortedByName(fresh)
    }

    /// Puts the `changed` items in as they are now (an item of the same ID replaced, a new one put in its
    /// place by name), in place: what a change of a few items makes of a list of a hundred thousand,
    /// without sorting, copying or moving the others.
    public mutating func replace(_ changed: [GroceryItem]) {
        // Many at once (a purchase of everything checked): sorting them all is quicker than inserting each.
        if changed.count > 64 {
            let changedIDs = Set(changed.map(\.id))
            self = GroceryList(locations: locations, items: items.filter { !changedIDs.contains($0.id) } + changed, shops: shops)
            return
        }
        for item in changed {
            if let old = items.firstIndex(where: { $0.id == item.id }) {
                // Its name unchanged (a tick), it keeps its place.
                if items[old].name == item.name {
                    items[old] = item
                    continue
                }
                items.remove(at: old)
            }
            // The first item that comes after it (binary search: the list is in name order).
            var low = 0, high = items.count
            while low < high {
                let middle = (low + high) / 2
                if GroceryItem.byName(items[middle], item) { low = middle + 1 } else { high = middle }
            }
            items.insert(item, at: low)
        }
    }

    /// Completed / on the list.
    public var progress: Progress {
        Progress(done: items.count { $0.onList && $0.completed }, total: items.count(where: \.onList))
    }

    /// Every item on the list, grouped by location in walking order; in each location what is still to get
    /// comes first and what is in the basket after it, each by name (a ticked item sinks, as list apps do).
    public var onListByLocation: [Group] {
        grouped(items.filter { $0.onList && !$0.completed } + items.filter { $0.onList && $0.completed })
    }

    /// What is still to get at the store (on the list, not yet checked), in walking order.
    public var shoppingList: [Group] { grouped(items.filter { $0.onList && !$0.completed }) }

    /// `onListByLocation` at one shop: in its walking order, what it has not last.
    public func onListByLocation(at shop: Shop) -> ShopList {
        grouped(items.filter { $0.onList && !$0.completed } + items.filter { $0.onList && $0.completed }, at: shop)
    }

    /// `shoppingList` at one shop: in its walking order, what it has not last.
    public func shoppingList(at shop: Shop) -> ShopList {
        grouped(items.filter { $0.onList && !$0.completed }, at: shop)
    }

    /// Every item by the day it was last purchased, newest first, then those never purchased; by name
    /// within a day, as `items` is: as their positions in `items`. Positions, not the items: the pages of
    /// every item (`AllItemsPage`) take a thousand each of a hundred thousand at N = 1000, where a copy of
    /// every item was 16 MB of a build's peak and of each change's plan.
    public var byLastPurchase: [Int] {
        var days: [CalendarDay: [Int]] = [:]
        var never: [Int] = []
        for (position, item) in items.enumerated() {
            if let day = item.lastPurchased { days[day, default: []].append(position) } else { never.append(position) }
        }
        return days.keys.sorted(by: >).flatMap { days[$0]! } + never
    }

    public func location(_ id: String) -> StoreLocation? {
        locationIndex[id]
    }

    /// Items under their locations, in walking order; an item whose location is gone counts as Unknown.
    private func grouped(_ chosen: [GroceryItem]) -> [Group] {
        var byLocation: [String: [GroceryItem]] = [:]
        for item in chosen { byLocation[place(of: item), default: []].append(item) }
        return groups(byLocation, in: locations)
    }

    /// Items under their locations in the shop's walking order (the Unknown Location last), and those the
    /// shop does not sell (`Shop.sells`) apart.
    private func grouped(_ chosen: [GroceryItem], at shop: Shop) -> ShopList {
        var byLocation: [String: [GroceryItem]] = [:]
        var notHere: [GroceryItem] = []
        for item in chosen {
            let place = place(of: item)
            if shop.sells(item, at: place) { byLocation[place, default: []].append(item) } else { notHere.append(item) }
        }
        let order = shop.locationIDs.compactMap { locationIndex[$0] }.filter { !$0.isUnknown } + locations.filter(\.isUnknown)
        return ShopList(shop: shop, groups: groups(byLocation, in: order), notHere: notHere)
    }

    /// The location an item is listed under: its own, or the Unknown Location when its own is gone.
    private func place(of item: GroceryItem) -> String {
        locationIndex[item.locationID] == nil ? StoreLocation.unknownID : item.locationID
    }

    /// A group for each of `order`'s locations that has items, in that order; items of the Unknown Location
    /// last when the family has none (a store that lost it).
    private func groups(_ byLocation: [String: [GroceryItem]], in order: [StoreLocation]) -> [Group] {
        var result: [Group] = []
        for location in order {
            if let items = byLocation[location.id] { result.append(Group(location: location, items: items)) }
        }
        if locationIndex[StoreLocation.unknownID] == nil, let orphans = byLocation[StoreLocation.unknownID] {
            result.append(Group(location: .unknown(), items: orphans))
        }
        return result
    }

    /// The family's shop `text` names (`Shop.named`).
    public func shop(_ text: String) -> Shop? { Shop.named(text, in: shops) }
}

/// How much of a list is done.
public struct Progress: Equatable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// Done as a whole percentage, rounded down, so 99.6 % never shows as 100 %.
    public var percent: Int { total == 0 ? 0 : done * 100 / total }
    /// Everything on a non-empty list is done.
    public var isComplete: Bool { total > 0 && done == total }
}
