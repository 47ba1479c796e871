/// Each form `hearth host` answers itself, not a change of the household (those are `FormAction`s): signing
/// in and out, inviting and joining, notices, tokens, printing; by its address below the server's root ("/",
/// or "/hearth/" under a sub-path). The router adds each route from its case (`HostServer`), and a template's
/// form posts to the same case (`{{site.serverForm.signIn}}`), so a form cannot post where no route listens:
/// a name no case has fails `TemplateContractTests`.
public enum ServerAction: String, AddressedForm {
    case signIn = "sign-in"
    case signOut = "sign-out"
    case invite = "invite"
    case joinAccept = "join/accept"
    case joinDecline = "join/decline"
    case joinLeave = "join/leave"
    case notices = "notices"
    case tokens = "tokens"
    case tokensRemove = "tokens/remove"
    case calendarFeeds = "calendar-feeds"
    case language = "language"
    case shopOrder = "shop-order"
    case swap = "swap"
    case swapAgree = "swap/agree"
    case swapDecline = "swap/decline"
    case swapWithdraw = "swap/withdraw"
    case printShopping = "print/shopping"
    case printWeek = "print/week"
    case printProposal = "print/proposal"
    case printHousehold = "print/household"

    public var path: String { rawValue }

    /// The router's path: "/sign-in".
    public var route: String { "/" + rawValue }
}
