/// Everything the site shows of one family, read from the store in one transaction, so every page of a
/// build agrees with every other page.
public struct FamilySnapshot: Sendable {
    public var family: Family
    /// Members in listing order (managers first, then by name).
    public var members: [Member]
    public var groceries: GroceryList
    /// Invitations into this family that wait for an answer, oldest first.
    public var invitations: [PendingInvitation]

    public init(family: Family, members: [Member], groceries: GroceryList = GroceryList(locations: [], items: []),
                invitations: [PendingInvitation] = []) {
        self.family = family
        self.members = members.sorted(by: Member.listingOrder)
        self.groceries = groceries
        self.invitations = invitations
    }

    public func member(_ id: HearthID?) -> Member? {
        guard let id else { return nil }
        return members.first { $0.id == id }
    }
}
