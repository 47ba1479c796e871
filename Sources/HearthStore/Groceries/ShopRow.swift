import GRDB
import HearthDomain

/// A row of the shops table (v28): a shop the family buys at (`Shop`); its walking order is its rows of
/// `shop_locations`.
struct ShopRow: StoreRecord {
    static let databaseTableName = "shops"
    var familyId: String
    var id: String
    var name: String
}

/// A row of the shop_locations table (v28): a location a shop has, at its place in the shop's walking order
/// (0 first).
struct ShopLocationRow: StoreRecord {
    static let databaseTableName = "shop_locations"
    var familyId: String
    var shopId: String
    var locationId: String
    var place: Int
}
