import HearthDomain

/// Join cards to print and cut out: for each member, the family's name, the member's name, a large QR
/// code and the ID in letters a person can type.
struct JoinCardsPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.members]
    static let route = FamilyPage.route.below("cards/", template: "join-cards")

    struct Card {
        var name: String
        var id: String
        /// `groupedID`: the ID in groups of four, easier to read out and type: "SB2N HJCB UKK8".
        var groupedID: String
        var qrAlt: String
    }

    var familyName: String
    var cards: [Card]
    var instructions: String
    var carriesURL: Bool

    static func page(for snapshot: FamilySnapshot, joinURL: String?, strings: ThemeStrings) -> Page {
        let model = JoinCardsPage(
            familyName: snapshot.family.name,
            cards: snapshot.members.map { member in
                Card(name: member.displayName, id: member.id.text, groupedID: member.id.grouped,
                     qrAlt: strings.text("qr_alt", ["name": member.displayName]))
            },
            instructions: strings.text("cards_instructions"),
            carriesURL: joinURL != nil
        )
        return Page(route: route, title: strings.text("cards_title"),
                    model: model)
    }
}
