import HearthDomain

/// shop-order.html: a shop's walking order as the family's trips there show it (`LearnedOrder`), beside the
/// order it has now (the server's /shop-order?shop=ID, linked from the shop's hosted list). A manager takes
/// the order shown with one press; what is applied is the order the page showed, as `hearth shop order`
/// gives it, so a trip ended meanwhile changes nothing unseen.
public struct ShopOrderPage: ServerPage {
    public static let template = "shop-order"

    /// A location in an order.
    public struct Place: Sendable {
        public var id: String
        public var name: String
        /// No trip ticked there: it keeps its place of the shop's order, after those learned.
        public var kept: Bool

        public init(id: String, name: String, kept: Bool) {
            self.id = id
            self.name = name
            self.kept = kept
        }
    }

    public var csrf: String
    public var shopID: String
    /// The order the trips show, learned locations first; empty when no trip there has ticked anything.
    public var suggested: [Place]
    /// The shop's order now.
    public var now: [Place]
    /// "From 3 trips there: 92 % of what they show agrees with this order.", or why there is nothing to learn.
    public var sureText: String
    /// The member manages the family, so the form to take the order shows.
    public var mayApply: Bool
    /// "Corner shop now has the walking order …" on the page that answers the form.
    public var savedText: String?
    /// The shop's hosted list.
    public var backHref: String

    /// There is an order to suggest (some trip there ticked).
    public var hasSuggestion: Bool
    /// The suggestion is the order the shop has already: nothing to take.
    public var isSame: Bool

    public init(csrf: String, shopID: String, suggested: [Place], now: [Place], sureText: String,
                mayApply: Bool, savedText: String?, backHref: String) {
        self.csrf = csrf
        self.shopID = shopID
        self.suggested = suggested
        self.now = now
        self.sureText = sureText
        self.mayApply = mayApply
        self.savedText = savedText
        self.backHref = backHref
        hasSuggestion = !suggested.isEmpty
        isSame = suggested.map(\.id) == now.map(\.id)
    }
}
