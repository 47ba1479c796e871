/// A member of a family. The member's ID is what their QR code carries.
public struct Member: Encodable, Hashable, Sendable {
    public var id: HearthID
    public var displayName: String
    /// The family the member belongs to now.
    public var familyID: HearthID
    /// The family made when the member registered; leaving a family returns the member there.
    public var originFamilyID: HearthID
    /// The manager flag as stored: a role in the member's origin family (see `managesFamily`).
    public var isManager: Bool
    /// When the member was made, as ISO 8601 UTC text.
    public var created: String
    /// The language the member reads the host's pages, notices and printouts in, when not their family's
    /// (`hearth member set --language`); nil: their family's.
    public var language: Language?

    public init(id: HearthID, displayName: String, familyID: HearthID, originFamilyID: HearthID, isManager: Bool, created: String,
                language: Language? = nil) {
        self.id = id
        self.displayName = displayName
        self.familyID = familyID
        self.originFamilyID = originFamilyID
        self.isManager = isManager
        self.created = created
        self.language = language
    }

    /// The language the member reads in `family`: their own, else the family's.
    public func reads(in family: Family) -> Language { language ?? family.language }
}

extension Member {
    /// Whether the member is a manager of the family they are in now, and may change what only managers
    /// may change (the car inventory). The flag is a role in the member's origin family: a manager who
    /// joins another family is a plain member there, since that family never made them a manager, and
    /// is a manager again on leaving it.
    public var managesFamily: Bool { isManager && familyID == originFamilyID }

    /// The order members are listed in everywhere: managers first, then by name, then by ID,
    /// so that two members of the same name still have a fixed place.
    public static func listingOrder(_ a: Member, _ b: Member) -> Bool {
        if a.managesFamily != b.managesFamily { return a.managesFamily }
        if a.displayName != b.displayName { return a.displayName < b.displayName }
        return a.id < b.id
    }
}
