/// A family's invitation to a member of another family, waiting for the member to accept or decline.
public struct Invitation: Encodable, Hashable, Sendable {
    public var familyID: HearthID
    public var memberID: HearthID
    public var invitedBy: HearthID?
    /// ISO 8601 UTC text.
    public var created: String

    public init(familyID: HearthID, memberID: HearthID, invitedBy: HearthID?, created: String) {
        self.familyID = familyID
        self.memberID = memberID
        self.invitedBy = invitedBy
        self.created = created
    }
}

/// An invitation as a family's page shows it: who is invited, and by whom.
public struct PendingInvitation: Encodable, Equatable, Sendable {
    public var invitation: Invitation
    public var invitee: Member
    public var invitedBy: Member?

    public init(invitation: Invitation, invitee: Member, invitedBy: Member?) {
        self.invitation = invitation
        self.invitee = invitee
        self.invitedBy = invitedBy
    }
}
