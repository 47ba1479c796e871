/// A shop the family buys at (the corner shop, the supermarket, the market), with its own walking order:
/// the family's locations it has, in the order the family walks them there. A location it does not name
/// is one the shop does not have. Without shops, the locations' positions are the one walking order.
public struct Shop: Encodable, Hashable, Sendable {
    public var id: String
    public var name: String
    /// The locations (IDs) this shop has, in its walking order; never the Unknown Location, which every
    /// shop has, last.
    public var locationIDs: [String]

    public init(id: String, name: String, locationIDs: [String]) {
        self.id = id
        self.name = name
        self.locationIDs = locationIDs
    }

    /// Whether the item is got here when it is found at `locationID`: it is kept to no shop or to this one,
    /// and its location is one this shop has (the Unknown Location: every shop has it).
    public func sells(_ item: GroceryItem, at locationID: String) -> Bool {
        if let onlyAt = item.onlyAt, !onlyAt.contains(id) { return false }
        return locationID == StoreLocation.unknownID || locationIDs.contains(locationID)
    }

    /// A walking order as a shop takes it: each location once, and not the Unknown Location (it is last in
    /// every shop). Returns the IDs in order, or what is wrong, naming the location.
    public static func checkOrder(_ locations: [StoreLocation]) -> Result<[String], InvalidValue> {
        var seen = Set<String>()
        for location in locations {
            if location.isUnknown {
                return .failure(InvalidValue(field: "the walking order",
                                             expected: "the shop's locations without the Unknown Location, which comes last in every shop"))
            }
            guard seen.insert(location.id).inserted else {
                return .failure(InvalidValue(field: "the walking order", expected: "each location once; \"\(location.name)\" is named twice"))
            }
        }
        return .success(locations.map(\.id))
    }

    /// The shop `text` names, by ID or by name (any letter case, `NameBook`), among `shops`.
    public static func named(_ text: String, in shops: [Shop]) -> Shop? {
        let wanted = text.trimmed
        return shops.first { $0.id == wanted } ?? shops.first { NameBook.sameName($0.name, wanted) }
    }

    /// Shops by name in natural order ("Shop 2" before "Shop 10"), then by ID.
    public static func byName(_ a: Shop, _ b: Shop) -> Bool {
        let left = NaturalOrder.key(a.name), right = NaturalOrder.key(b.name)
        if left != right { return left < right }
        return a.id < b.id
    }
}
