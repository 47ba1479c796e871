/// A read-only sign-in for a screen the family shares (a kitchen tablet, a screen on the wall): it sees
/// the family's pages and acts on nothing. It signs in once, with a one-time link.
public struct Device: Hashable, Sendable {
    public var id: HearthID
    public var familyID: HearthID
    public var name: String
    /// ISO 8601 UTC text.
    public var created: String
    /// When its one-time link was opened (nil: not yet, and the link still works).
    public var linkUsed: String?
    /// It may mark chores done for a member picked on its screen ("who did it?"); off unless told.
    public var marksChores: Bool

    public init(id: HearthID, familyID: HearthID, name: String, created: String, linkUsed: String?, marksChores: Bool = false) {
        self.marksChores = marksChores
        self.id = id
        self.familyID = familyID
        self.name = name
        self.created = created
        self.linkUsed = linkUsed
    }
}
