/// A long-lived key for the household's other tools (Home Assistant, a script, a barcode scanner) to
/// reach the API of `hearth host` as one member (`hearth token add NAME --as MEMBER`): it acts as that
/// member, through the same rules as their forms, in their family only. The store keeps a hash of its
/// secret, which is shown once.
public struct APIToken: Hashable, Sendable {
    public var id: HearthID
    public var memberID: HearthID
    /// What its maker calls it ("Home Assistant"); a member's tokens have different names.
    public var name: String
    /// It reads and changes nothing.
    public var readOnly: Bool
    /// ISO 8601 UTC text.
    public var created: String
    /// After this (ISO 8601 UTC text) it is refused; nil: it lasts until removed.
    public var expires: String?

    public init(id: HearthID, memberID: HearthID, name: String, readOnly: Bool, created: String, expires: String?) {
        self.id = id
        self.memberID = memberID
        self.name = name
        self.readOnly = readOnly
        self.created = created
        self.expires = expires
    }

    /// `--expires DAYS`: from 1 day to 10 years.
    public static func checkDays(_ days: Int) -> Result<Int, InvalidValue> {
        (1...3650).contains(days) ? .success(days) : .failure(InvalidValue(field: "--expires", expected: "a number of days from 1 to 3650, not \(days)"))
    }
}
