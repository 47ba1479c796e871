/// A member of a family. The member's ID is what their QR code carries.
public struct Member: Hashable, Sendable {
    public var id: HearthID
    public var displayName: String
    /// The family the member belongs to now.
    public var familyID: HearthID
    /// The family made when the member registered; leaving a family returns the member there.
    public var originFamilyID: HearthID
    /// Managers may change what only managers may change (the car inventory).
    public var isManager: Bool
    /// When the member was made, as ISO 8601 UTC text.
    public var created: String

    public init(id: HearthID, displayName: String, familyID: HearthID, originFamilyID: HearthID, isManager: Bool, created: String) {
        self.id = id
        self.displayName = displayName
        self.familyID = familyID
        self.originFamilyID = originFamilyID
        self.isManager = isManager
        self.created = created
    }
}

extension Member {
    /// The order members are listed in everywhere: managers first, then by name, then by ID,
    /// so that two members of the same name still have a fixed place.
    public static func listingOrder(_ a: Member, _ b: Member) -> Bool {
        if a.isManager != b.isManager { return a.isManager }
        if a.displayName != b.displayName { return a.displayName < b.displayName }
        return a.id < b.id
    }
}
