/// A family: the household that shares one list, one chore plan, one recipe book and one car inventory.
public struct Family: Hashable, Sendable {
    public var id: HearthID
    public var name: String
    /// The family's language: the dashboard's strings, weekday names and dates.
    public var language: Language
    /// The currency car prices are in.
    public var currency: Currency
    /// Whether amounts are written with a decimal comma ("1,5") rather than a point.
    public var decimalComma: Bool
    /// When the family was made, as ISO 8601 UTC text (kept as written so export/import round-trips).
    public var created: String

    public init(id: HearthID, name: String, language: Language, currency: Currency = .usd, decimalComma: Bool = false, created: String) {
        self.id = id
        self.name = name
        self.language = language
        self.currency = currency
        self.decimalComma = decimalComma
        self.created = created
    }
}
