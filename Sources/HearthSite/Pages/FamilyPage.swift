import HearthDomain

/// The family page: who belongs to the family, their role and their member ID.
struct FamilyPage {
    struct MemberCard {
        var name: String
        var id: String
        var isManager: Bool
        var roleText: String
    }

    var heading: String
    var familyID: String
    var countText: String
    var members: [MemberCard]
    /// Stored for Mustache, which sees stored properties only.
    var hasMembers: Bool

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = FamilyPage(
            heading: strings.text("family_heading", ["name": snapshot.family.name]),
            familyID: snapshot.family.id.text,
            countText: strings.count("members", snapshot.members.count),
            members: snapshot.members.map {
                MemberCard(name: $0.displayName, id: $0.id.text, isManager: $0.isManager,
                           roleText: strings.text($0.isManager ? "role_manager" : "role_member"))
            },
            hasMembers: !snapshot.members.isEmpty
        )
        return Page(folder: Section.family.folder, template: "family", title: strings.text("family_title"),
                    section: .family, model: model)
    }
}
