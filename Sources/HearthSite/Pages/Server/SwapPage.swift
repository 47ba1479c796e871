import HearthDomain

/// swap.html: swapping chores with another member (the server's /swap, linked from the hosted week): the
/// swaps offered to the signed-in member, with Agree and Decline; their own offers, with Take back; and a
/// form to offer one of their chores for another member's.
public struct SwapPage: ServerPage {
    public static let template = "swap"

    /// A chore to choose ("Cook · Wednesday · Sam") or a swap on offer, said in words: its ID, which the
    /// form sends, and its text.
    public struct Entry: Sendable {
        public var id: String
        public var text: String

        public init(id: String, text: String) {
            self.id = id
            self.text = text
        }
    }

    public var csrf: String
    public var toYou: [Entry]
    public var hasToYou: Bool
    public var yours: [Entry]
    public var hasYours: Bool
    /// The member's own chores, to give.
    public var mine: [Entry]
    /// The other members' chores, to take.
    public var others: [Entry]
    /// The member has a chore to give and there is another's to take.
    public var canOffer: Bool
    /// What the last form did ("Swapped: …"), on the page that answers it.
    public var savedText: String?
    /// The week's page.
    public var backHref: String

    public init(csrf: String, toYou: [Entry], yours: [Entry], mine: [Entry], others: [Entry], savedText: String?, backHref: String) {
        self.csrf = csrf
        self.toYou = toYou
        self.hasToYou = !toYou.isEmpty
        self.yours = yours
        self.hasYours = !yours.isEmpty
        self.mine = mine
        self.others = others
        self.canOffer = !mine.isEmpty && !others.isEmpty
        self.savedText = savedText
        self.backHref = backHref
    }
}
