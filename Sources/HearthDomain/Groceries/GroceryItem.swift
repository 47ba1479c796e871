/// Something the family buys. Items are kept once made: "on the list" says whether it is to be
/// bought now; checking it at the store marks it completed (it stays on the list, crossed out,
/// and counts towards the progress bar); purchasing takes it off the list and stamps the day.
public struct GroceryItem: Encodable, Hashable, Sendable {
    public static let quantities = 1...99

    public var id: String
    public var name: String
    public var quantity: Int
    public var locationID: String
    /// Who added the item; nil for imported items, which anyone may edit.
    public var addedBy: HearthID?
    public var onList: Bool
    public var completed: Bool
    /// Not available: shown struck through and in italics.
    public var available: Bool
    public var lastPurchased: CalendarDay?
    /// An amount and its unit ("500 g"), when the quantity is not a count (`GroceryQuantity`).
    public var amount: String?
    public var unit: String?
    /// The shops (IDs, sorted) the item is got at only ("only at the market"); nil: any shop. Never empty.
    public var onlyAt: [String]? {
        didSet { onlyAt = Self.shopIDs(onlyAt) }
    }

    /// How much to get: the count, or the amount with its unit.
    public var measure: GroceryQuantity {
        get { unit.map { GroceryQuantity(amount: amount ?? "1", unit: $0) } ?? GroceryQuantity(count: quantity) }
        set {
            quantity = newValue.count
            amount = newValue.amount
            unit = newValue.unit
        }
    }

    public init(id: String, name: String, quantity: Int, locationID: String, addedBy: HearthID?,
                onList: Bool, completed: Bool, available: Bool, lastPurchased: CalendarDay?, amount: String? = nil, unit: String? = nil,
                onlyAt: [String]? = nil) {
        self.onlyAt = Self.shopIDs(onlyAt)
        self.amount = amount
        self.unit = unit
        self.id = id
        self.name = name
        self.quantity = quantity
        self.locationID = locationID
        self.addedBy = addedBy
        self.onList = onList
        self.completed = completed
        self.available = available
        self.lastPurchased = lastPurchased
    }

    /// Shop IDs as an item keeps them: each once, sorted, and nil for none (any shop).
    public static func shopIDs(_ ids: [String]?) -> [String]? {
        guard let ids, !ids.isEmpty else { return nil }
        return Array(Set(ids)).sorted()
    }

    /// Only the member who added an item edits or removes it; an item nobody added, or added by a member
    /// who has since moved to another family (`adderIsInFamily` false), anyone.
    public func mayBeChanged(by member: HearthID, adderIsInFamily: Bool = true) -> Bool {
        addedBy == nil || addedBy == member || !adderIsInFamily
    }

    /// Items by name in natural order (`NaturalOrder`: "Item 2" before "Item 10", letter case aside),
    /// then by ID: the order items are listed in within a group. Each name's key is made once rather than
    /// at every comparison (a large household sorts 100,000 items).
    public static func sortedByName(_ items: [GroceryItem]) -> [GroceryItem] {
        items.map { (NaturalOrder.key($0.name), $0) }.sorted { nameOrder($0.0, $0.1, $1.0, $1.1) }.map(\.1)
    }

    /// Whether `a` comes before `b` in `sortedByName`'s order.
    public static func byName(_ a: GroceryItem, _ b: GroceryItem) -> Bool {
        nameOrder(NaturalOrder.key(a.name), a, NaturalOrder.key(b.name), b)
    }

    private static func nameOrder(_ leftKey: String, _ a: GroceryItem, _ rightKey: String, _ b: GroceryItem) -> Bool {
        if leftKey != rightKey { return leftKey < rightKey }
        if a.name != b.name { return a.name < b.name }
        return a.id < b.id
    }

    /// The quantity as the app enters it, or why it cannot be.
    public static func checkQuantity(_ quantity: Int, field: String) -> Result<Int, InvalidValue> {
        quantities.contains(quantity)
            ? .success(quantity)
            : .failure(InvalidValue(field: field, expected: "a whole number from \(quantities.lowerBound) to \(quantities.upperBound), not \(quantity)"))
    }
}
