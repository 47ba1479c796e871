/// A part of a family's household (`FamilySnapshot`), the unit the site's change policy speaks in: a change
/// names the parts it touched, each page declares the parts it shows, and a page is rendered again when a
/// change touched one of its parts. What a page shows of a part is fingerprinted from the records whole
/// (every stored field), so a field added to a record reaches every page that declares its part.
public enum FamilyData: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The family's own record: its name, language, currency and units (every page shows some of it).
    case family
    /// The members, and the former members whose names still show beside what they did.
    case members
    /// Invitations that wait for an answer.
    case invitations
    /// What the all-items pages show of each grocery item: name, location, last purchase and whether it
    /// is on the list (`GroceryItem.catalogue`). A part of `groceryList`: a change here is one there too.
    case groceryCatalogue
    /// Each grocery item whole, as the list's pages show it: what a tick changes (checked, quantity, amount).
    case groceryList
    /// What the all-items pages show of where things are bought: each location's name, by ID
    /// (`GroceryList.locationNames`). A part of `locations`: a change here is one there too; a location
    /// moved in the walking order is one there only.
    case locationNames
    /// Where things are bought, in walking order, and the shops with their own walking orders.
    case locations
    case chores
    /// What was done on which day.
    case choreRecords
    case wishes
    case recipes
    case meals
    /// What each meal put on the grocery list.
    case mealShares
    /// What the family always has.
    case staples
    /// Shopping trips going on and the last few that ended.
    case trips
    /// Days members are away (`DaysAway`), which the week's table shows.
    case daysAway
    case cars
    /// The pictures of cars and recipes.
    case carImages

    /// A family's grocery items, as the list and the all-items pages show them.
    public static let groceryItems: Set<FamilyData> = [.groceryCatalogue, .groceryList]

    /// In the order of `allCases`.
    public static func < (a: FamilyData, b: FamilyData) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The parts a change of a grocery item from `old` (nil: a new item) to `new` touched: the list's part
    /// always, the catalogue's when what it shows of the item changed (a tick does not).
    public static func touched(byChangeOf old: GroceryItem?, to new: GroceryItem) -> Set<FamilyData> {
        guard let old, old.catalogue == new.catalogue else { return [.groceryCatalogue, .groceryList] }
        return [.groceryList]
    }
}

extension GroceryItem {
    /// What the all-items pages show of an item (`FamilyData.groceryCatalogue`).
    public struct Catalogue: Equatable, Encodable, Sendable {
        public var id: String
        public var name: String
        public var locationID: String
        public var lastPurchased: CalendarDay?
        public var onList: Bool
    }

    public var catalogue: Catalogue {
        Catalogue(id: id, name: name, locationID: locationID, lastPurchased: lastPurchased, onList: onList)
    }
}

/// A value that is one text in the store (an ID, a day, a VIN), encoded as that text: shorter and faster
/// in a record's encoding (which the site's fingerprints read) than its parts.
public protocol EncodedAsText: Encodable {
    var encodedText: String { get }
}

extension EncodedAsText {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encodedText)
    }
}

extension HearthID: EncodedAsText {
    public var encodedText: String { text }
}

extension CalendarDay: EncodedAsText {
    public var encodedText: String { iso }
}

extension VIN: EncodedAsText {
    public var encodedText: String { text }
}

extension RecipeType: EncodedAsText {
    public var encodedText: String { rawValue }
}

extension CarImage: Encodable {
    private enum CodingKeys: String, CodingKey { case id, file }

    /// The picture's ID names its bytes (pictures are stored by content): the bytes are not encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(file, forKey: .file)
    }
}
