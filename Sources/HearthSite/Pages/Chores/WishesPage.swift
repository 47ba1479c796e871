import HearthDomain

/// The wish wall: every member's wishes in a masonry of three text sizes, as in the app.
struct WishesPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.wishes, .members]
    static let route = ChoresPage.route.below("wishes/", template: "wishes")

    struct WishModel {
        /// `id`: which the remove form of a hosted build sends.
        var id: String
        var text: String
        /// `memberID`: whose wish it is: only they may remove it (a hosted page shows its Remove button to them only).
        var memberID: String
        var memberName: String
        /// `size`: "large", "medium" or "small": long wishes small, the others large and medium in turn.
        var size: String
    }

    var wishes: [WishModel]
    var hasWishes: Bool
    var links: ChoreSubnavigation

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = WishesPage(
            wishes: snapshot.wishes.enumerated().map { index, wish in
                WishModel(id: wish.id, text: wish.text, memberID: wish.memberID.text, memberName: snapshot.member(wish.memberID)?.displayName ?? "",
                          size: wish.text.count > 22 ? "small" : index % 2 == 0 ? "large" : "medium")
            },
            hasWishes: !snapshot.wishes.isEmpty,
            links: ChoreSubnavigation(from: route))
        return Page(route: route, title: strings.text("wishes_title"),
                    model: model)
    }
}
