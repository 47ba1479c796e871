/// An invitation a member makes on their phone ("Invite someone") for a person with no account yet: a
/// one-time link, shown as a QR code, with which the newcomer chooses their name and password and joins
/// the family. It works once, and for a day unless made for longer; a family's managers may turn it off.
public struct PhoneInvitation: Hashable, Sendable {
    /// How long an invitation works unless told otherwise: a day.
    public static let defaultHours = 24

    /// Its ID, which `hearth family invitations` lists and revokes (the link itself holds a secret instead).
    public var id: HearthID
    public var familyID: HearthID
    /// The member who made it (nil once that member is gone).
    public var createdBy: HearthID?
    /// ISO 8601 UTC text.
    public var created: String
    /// The time it stops working, in ms since 1970.
    public var expires: Int64
    /// When it was used, and by whom it was used: the member it made.
    public var used: String?
    public var usedBy: HearthID?

    public init(id: HearthID, familyID: HearthID, createdBy: HearthID?, created: String, expires: Int64, used: String?, usedBy: HearthID?) {
        self.id = id
        self.familyID = familyID
        self.createdBy = createdBy
        self.created = created
        self.expires = expires
        self.used = used
        self.usedBy = usedBy
    }

    /// What the invitation is at `now` (ms since 1970).
    public enum State: Equatable, Sendable {
        case open, used, expired
    }

    public func state(at now: Int64) -> State {
        if used != nil { return .used }
        return now >= expires ? .expired : .open
    }
}
