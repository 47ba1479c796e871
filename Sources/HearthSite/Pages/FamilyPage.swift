import HearthDomain

/// The family page: who belongs to the family, their role, member ID and QR code, and who is invited.
struct FamilyPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.members, .invitations, .locations]
    static let route = Route(folder: "family/", template: "family", section: .family)

    struct MemberCard {
        var name: String
        var id: String
        /// `groupedID`: the ID in groups of four, as printed (`HearthID.grouped`).
        var groupedID: String
        var isManager: Bool
        var roleText: String
        var qrAlt: String
    }

    /// An invitation shows the ID the family scanned or typed, never the invited member's name: that
    /// belongs to their own family until they accept.
    struct InvitationLine {
        var id: String
        var groupedID: String
        var text: String
    }

    /// A store location in the walking order, which a manager moves up or down on the hosted family page.
    struct WalkingStop {
        var id: String
        var name: String
        /// The first can go no earlier, the last no later: their buttons are left out.
        var isFirst: Bool
        var isLast: Bool
    }

    var heading: String
    var familyID: String
    var groupedFamilyID: String
    var countText: String
    var members: [MemberCard]
    /// Stored for Mustache, which sees stored properties only.
    var hasMembers: Bool
    var invitations: [InvitationLine]
    var hasInvitations: Bool
    /// The locations in walking order, the Unknown Location left out (it always comes last).
    var walkingOrder: [WalkingStop]
    var hasWalkingOrder: Bool

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = FamilyPage(
            heading: strings.text("family_heading", ["name": snapshot.family.name]),
            familyID: snapshot.family.id.text,
            groupedFamilyID: snapshot.family.id.grouped,
            countText: strings.count("members", snapshot.members.count),
            members: snapshot.members.map {
                MemberCard(name: $0.displayName, id: $0.id.text, groupedID: $0.id.grouped, isManager: $0.managesFamily,
                           roleText: strings.text($0.managesFamily ? "role_manager" : "role_member"),
                           qrAlt: strings.text("qr_alt", ["name": $0.displayName]))
            },
            hasMembers: !snapshot.members.isEmpty,
            invitations: snapshot.invitations.map { pending in
                InvitationLine(id: pending.invitee.id.text, groupedID: pending.invitee.id.grouped,
                               text: pending.invitedBy.map { strings.text("invited_by", ["name": $0.displayName]) } ?? "")
            },
            hasInvitations: !snapshot.invitations.isEmpty,
            walkingOrder: walkingOrder(snapshot.groceries.locations),
            hasWalkingOrder: snapshot.groceries.locations.contains { !$0.isUnknown }
        )
        return Page(route: route, title: strings.text("family_title"),
                    model: model)
    }

    static func walkingOrder(_ locations: [StoreLocation]) -> [WalkingStop] {
        let stops = locations.filter { !$0.isUnknown }
        return stops.enumerated().map { index, location in
            WalkingStop(id: location.id, name: location.name, isFirst: index == 0, isLast: index == stops.count - 1)
        }
    }
}
