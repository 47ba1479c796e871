import Foundation
import HearthDomain

/// The shopping list to print: what is still to get, by location in walking order, Unknown last. A family
/// with shops has one more for each (shopping/SLUG/): the list in that shop's walking order, what the shop
/// has not last; each names its shop, and every one links to the others.
struct ShoppingPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.groceryCatalogue, .groceryList, .locations, .members, .meals, .mealShares, .recipes, .trips]
    static let route = Route(folder: "shopping/", template: "shopping", section: .shopping)
    /// The QR code of the list's live address, from the family's root (hosted builds with an address).
    static let liveCodePath = MemberCode.folder + "shopping-list.png"

    var dateText: String
    var summaryText: String
    var groups: [LocationGroupModel]
    var hasItems: Bool
    /// Changes whenever what is to get changes: a static build's ticks, kept on the phone, are cleared then.
    var listKey: String
    /// What is ticked already (in the basket), which a hosted page lets the shopper untick.
    var basket: [GroceryItemModel]
    /// The basket's rows, one a line (`RowRenderer`); "" until rendered.
    var basketRows = ""
    var hasBasket: Bool
    /// The address of this page on `hearth host` (`BuildOptions.liveAddress`), printed beside its QR code;
    /// "" when there is none (a static build).
    var liveAddress: String
    var hasLiveAddress: Bool
    /// Who is shopping now and the last trip (shown on hosted builds only).
    var trips: TripPanel
    /// The family's list and each shop's, to go to (none without shops).
    var shops: [ShopLink]
    var hasShops: Bool
    /// The list is a shop's, whose order learned from the trips there the hosted page links to.
    var isShop: Bool
    /// The shop's ID as a query's value, for that link (/shop-order?shop=ID); "" on the family's list.
    var shopQuery: String
    /// The family's store locations, offered when adding an item in a hosted build (as on the grocery page).
    var locations: [String]

    /// A link to the list in one walking order; `current` on the page's own.
    struct ShopLink {
        /// The shop's ID; "" for the family's list in no shop's order.
        var id: String
        var name: String
        var href: String
        var markdownHref: String
        var current: Bool
    }

    /// The page of the list at `shop`, below the family's list: shopping/corner-shop/. Each shop's folder
    /// is its name's slug, made unique among the family's shops (`Slug.unique`).
    static func shopRoute(for shop: Shop, among shops: [Shop]) -> Route {
        let slugs = Slug.unique(shops.map(\.name), fallback: "shop")
        let slug = zip(shops, slugs).first { $0.0.id == shop.id }?.1 ?? Slug.make(shop.name)
        return route.below(slug + "/")
    }

    /// The list, in the walking order of `shop` when one is given, else the locations' own.
    static func page(for snapshot: FamilySnapshot, date: CalendarDay, liveAddress: String?, hosted: Bool, strings: ThemeStrings,
                     at shop: Shop? = nil) -> Page {
        let groups = snapshot.groceries.shoppingList
        let count = groups.reduce(0) { $0 + $1.items.count }
        let words = GroceryItemWords(strings: strings, hosted: hosted)
        let basket = snapshot.groceries.items.filter { $0.onList && $0.completed }
        let shops = snapshot.groceries.shops
        let here = shop.map { shopRoute(for: $0, among: shops) } ?? route
        var links: [(id: String, name: String, to: Route, current: Bool)] = []
        if !shops.isEmpty {
            links.append(("", strings.text("shopping_any_shop"), route, shop == nil))
            for other in shops { links.append((other.id, other.name, shopRoute(for: other, among: shops), other.id == shop?.id)) }
        }
        let model = ShoppingPage(
            dateText: strings.text("shopping_for", ["date": strings.longDate(date)]),
            summaryText: strings.count("shopping_summary", count),
            groups: shop.map { LocationGroupModel.groups(snapshot.groceries.shoppingList(at: $0), snapshot: snapshot, words: words) }
                ?? groups.map { LocationGroupModel($0, snapshot: snapshot, words: words) },
            hasItems: count > 0,
            listKey: listKey(groups),
            basket: basket.map { GroceryItemModel($0, snapshot: snapshot, words: words) },
            hasBasket: !basket.isEmpty,
            liveAddress: liveAddress ?? "",
            hasLiveAddress: liveAddress != nil,
            trips: TripPanel(snapshot, strings: strings),
            shops: links.map { id, name, to, current in
                ShopLink(id: id, name: name, href: here.link(to: to) + "index.html", markdownHref: here.link(to: to) + "index.md", current: current)
            },
            hasShops: !links.isEmpty,
            isShop: shop != nil,
            shopQuery: shop?.id.percentEncoded ?? "",
            locations: snapshot.groceries.locations.filter { !$0.isUnknown }.map(\.name)
        )
        return Page(route: here, title: shop.map { strings.text("shopping_at_title", ["shop": $0.name]) } ?? strings.text("shopping_title"),
                    model: model)
    }

    /// A digest of every item to get with its name and quantity.
    static func listKey(_ groups: [GroceryList.Group]) -> String {
        let lines = groups.flatMap { $0.items.map { Fingerprint.join([$0.id, $0.name, $0.measure.text]) } }
        return SitePlan.digest(lines).prefix(16).description
    }
}

extension ShoppingPage: PageWithRows {
    mutating func renderRows(with rows: RowRenderer) throws {
        for index in groups.indices { groups[index].rows = try rows.render(&groups[index].items, with: "rows/shopping-item") }
        basketRows = try rows.render(&basket, with: "rows/shopping-item")
    }
}

extension Shop {
    /// The folder of the list at this shop from its family's root ("shopping/corner-shop/"), for the server's
    /// pages that lead back to it.
    public func listFolder(among shops: [Shop]) -> String {
        ShoppingPage.shopRoute(for: self, among: shops).folder
    }
}
