import HearthDomain

/// Every item the family has, in two series of pages of at most `pageSize` items: by name
/// (groceries/all/, then groceries/all/page/2/, …) and by last purchase, newest first, then never
/// (groceries/all/by-purchase/, …). A household with thousands of items gets pages a browser opens at
/// once, and a changed item re-renders only the pages it is on.
struct AllItemsPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .locationNames]
    enum Order {
        case name, purchase

        /// The series' first folder, relative to the groceries folder.
        var folderInGroceries: String {
            switch self {
            case .name: return "all/"
            case .purchase: return "all/by-purchase/"
            }
        }
    }

    /// One page of a series, planned before it is rendered: its items and what they show.
    struct Listing {
        var order: Order
        var number: Int
        var count: Int
        var items: Items

        /// The items of a page: positions in the list's items (by name), read where they are. A page
        /// planned holds no copy of its thousand items (`GroceryList.byLastPurchase`).
        struct Items: RandomAccessCollection {
            /// Every item of the list, by name: the list's own array, not a copy.
            let all: [GroceryItem]
            let positions: ArraySlice<Int>

            var startIndex: Int { positions.startIndex }
            var endIndex: Int { positions.endIndex }
            subscript(index: Int) -> GroceryItem { all[positions[index]] }
        }

        /// The page's route (`AllItemsPage.route`).
        var route: Route { AllItemsPage.route(order, number: number) }

        /// The page's folder, relative to the family's root.
        var folder: String { route.folder }

        /// What the page shows of its items, for the build's key: their catalogue (`GroceryItem.catalogue`),
        /// as its SHA-256 digest (a page's key is joined and digested again with the family's, and its
        /// thousand items are 60 kB), and the locations' names, by ID (`GroceryList.locationNames`).
        func key(in list: GroceryList) -> String {
            var shown: [UInt8] = []
            shown.reserveCapacity(items.count * 64)
            for index in items.indices { Self.writeCatalogue(of: items[index], to: &shown) }
            return Fingerprint.join([order.folderInGroceries, String(number), String(count), Digest.hex(shown, length: 64),
                                     Fingerprint.of(list.locationNames)])
        }

        /// The fields of an item's catalogue (`GroceryItem.Catalogue`), each framed as `Fingerprint.join`
        /// frames it, written as bytes: an item added asks the key of two hundred pages of a thousand
        /// items each at N = 1000, and encoding them as `Encodable` values took two fifths of a location
        /// moved (appending to a String, a fifth). `AllItemsKeyTests` fails when `Catalogue` gains a field
        /// that is not here.
        static func writeCatalogue(of item: GroceryItem, to bytes: inout [UInt8]) {
            Fingerprint.write(item.id, to: &bytes)
            Fingerprint.write(item.name, to: &bytes)
            Fingerprint.write(item.locationID, to: &bytes)
            Fingerprint.write(item.lastPurchased, to: &bytes)
            Fingerprint.write(item.onList ? "on" : "off", to: &bytes)
        }
    }

    /// What the list shows of an item: where it is bought, when it was last, and whether it is on the list now.
    /// A row of its own template (`rows/all-item.html`, `rows/purchased-item.html`): an item added moves
    /// every later page by one item, and `hearth host` then puts those pages together from the rows it
    /// rendered before (`RowRenderer`).
    struct Row: RowModel {
        /// The item's ID.
        var id: String
        var name: String
        var locationName: String
        var lastPurchasedText: String
        var onList: Bool
        var row = RowText()

        init(_ item: GroceryItem, list: GroceryList, words: GroceryItemWords) {
            id = item.id
            name = item.name
            let location = list.location(item.locationID)
            locationName = location.map { $0.isUnknown ? words.locationUnknown : $0.name } ?? words.locationUnknown
            lastPurchasedText = item.lastPurchased.map(words.longDate) ?? words.never
            onList = item.onList
        }
    }

    struct PurchaseSection {
        var heading: String
        var items: [Row]
        /// The items' rows, one a line (`RowRenderer`); "" until rendered.
        var rows = ""
    }

    static let pageSize = 1000

    /// Items by name (empty on the purchase series).
    var items: [Row]
    /// Their rows, one a line (`RowRenderer`); "" until rendered.
    var rows = ""
    /// Items by last purchase, in sections by day (empty on the name series).
    var byPurchase: [PurchaseSection]
    var isByName: Bool
    /// `isEmpty`: whether the family has no item at all yet (the one page of each series is then empty).
    var isEmpty: Bool
    var byNameFolder: String
    var byPurchaseFolder: String
    var pagination: Pagination

    /// Every page of both series; an empty list still has one (empty) page of each.
    static func listings(for list: GroceryList) -> [Listing] {
        return [(Order.name, Array(list.items.indices)), (Order.purchase, list.byLastPurchase)].flatMap { order, positions in
            let count = pageCount(items: positions.count)
            return (1...count).map { number in
                let start = (number - 1) * pageSize
                let page = positions[start..<min(positions.count, start + pageSize)]
                return Listing(order: order, number: number, count: count, items: Listing.Items(all: list.items, positions: page))
            }
        }
    }

    /// The route of page `number` of a series: groceries/all/, groceries/all/page/2/, groceries/all/by-purchase/, …
    static func route(_ order: Order, number: Int) -> Route {
        GroceriesPage.route.below(Pagination.folder(order.folderInGroceries, number: number), template: "all-items")
    }

    /// How many pages each series has for `items` items.
    static func pageCount(items: Int) -> Int {
        max(1, (items + pageSize - 1) / pageSize)
    }

    static func page(for listing: Listing, snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let toGroceries = listing.route.link(to: GroceriesPage.route)
        let words = GroceryItemWords(strings: strings)
        let rows = listing.items.map { Row($0, list: snapshot.groceries, words: words) }
        var sections: [PurchaseSection] = []
        if listing.order == .purchase {
            // Consecutive items bought on the same day share a heading; a day that goes on over a page
            // break gets its heading again on the next page.
            for (item, row) in zip(listing.items, rows) {
                let heading = item.lastPurchased.map(words.longDate) ?? strings.text("never_purchased")
                if sections.last?.heading == heading { sections[sections.count - 1].items.append(row) } else {
                    sections.append(PurchaseSection(heading: heading, items: [row]))
                }
            }
        }
        let model = AllItemsPage(
            items: listing.order == .name ? rows : [],
            byPurchase: sections,
            isByName: listing.order == .name,
            isEmpty: listing.items.isEmpty,
            byNameFolder: toGroceries + Order.name.folderInGroceries,
            byPurchaseFolder: toGroceries + Order.purchase.folderInGroceries,
            pagination: Pagination(number: listing.number, count: listing.count, first: listing.order.folderInGroceries,
                                   root: toGroceries, strings: strings))
        return Page(route: listing.route, title: strings.text("all_items_title"), model: model)
    }
}

extension AllItemsPage: PageWithRows {
    mutating func renderRows(with rows: RowRenderer) throws {
        self.rows = try rows.render(&items, with: "rows/all-item")
        for index in byPurchase.indices { byPurchase[index].rows = try rows.render(&byPurchase[index].items, with: "rows/purchased-item") }
    }
}
