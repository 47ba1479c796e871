/// A family: the household that shares one list, one chore plan, one recipe book and one car inventory.
public struct Family: Encodable, Hashable, Sendable {
    public var id: HearthID
    public var name: String
    /// The family's language: the dashboard's strings, weekday names and dates.
    public var language: Language
    /// The currency car prices are in.
    public var currency: Currency
    /// Whether amounts are written with a decimal comma ("1,5") rather than a point.
    public var decimalComma: Bool
    /// The units its recipes' amounts are shown in: as written, or converted (`RecipeUnits`).
    public var recipeUnits = RecipeUnits.asWritten
    /// The day its week starts on: the chore plan's week, the fair week's, the meals' and the reports'.
    /// A new family takes the one of its language's locale (CLDR's, through Foundation); a family from
    /// before Hearth asked keeps Monday, which its weeks always were.
    public var firstWeekday = Weekday.monday
    /// When the family was made, as ISO 8601 UTC text (kept as written so export/import round-trips).
    public var created: String
    /// The short name of the family's folder in the site that the family chose (`family set --folder`),
    /// or nil for its ID.
    public var folder: String?

    /// The family's folder in the site: the name it chose, else its ID. Its pages live there whatever
    /// other families the store has, so their addresses never move when a family comes or goes.
    public var folderName: String { folder ?? id.text }

    public init(id: HearthID, name: String, language: Language, currency: Currency = .usd, decimalComma: Bool = false, created: String,
                folder: String? = nil) {
        self.folder = folder
        self.id = id
        self.name = name
        self.language = language
        self.currency = currency
        self.decimalComma = decimalComma
        self.created = created
    }
}
