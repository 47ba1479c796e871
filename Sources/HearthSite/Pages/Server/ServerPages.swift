import Foundation
import HearthDomain
import Mustache

/// The pages `hearth host` writes itself rather than the site builder: signing in (sign-in.html), a
/// device's one-time link (device.html), a scanned join card (join.html) and every notice or refusal
/// (notice.html), each around server.html. They are the theme's templates, so a theme folder restyles
/// them, and their words are the theme's, in the language the server chose for the visitor.
public struct ServerPages: Sendable {
    private let templates: ThemeTemplates
    private let words: [Language: ThemeStrings]
    /// The site's address on the server ("/"), for the style sheet and the forms' actions.
    public let root: String
    /// Set by the template contract test and `--check-templates`: every name a template asks for is noted.
    public var templateCheck: TemplateCheck?

    public init(theme: Theme, root: String = "/") throws {
        templates = try ThemeTemplates(theme: theme)
        var words: [Language: ThemeStrings] = [:]
        for language in Language.all { words[language] = try ThemeStrings(theme: theme, language: language) }
        self.words = words
        self.root = root
    }

    /// The theme's words in `language`.
    public func strings(_ language: Language) -> ThemeStrings { words[language]! }

    /// `page` as HTML in `language`, titled `title`.
    public func render(_ page: some ServerPage, title: String, in language: Language) throws -> String {
        let site = ServerSite(lang: language.tag, pageTitle: title, root: root)
        var context = PageContext(site: site, t: strings(language).table, page: TemplateModel.make(page))
        let name = type(of: page).template
        if let templateCheck { context = templateCheck.watching(context, template: name, folder: "(hearth host)") }
        return try templates.render(name + ".html", context)
    }

    /// Every server page rendered once with examples, in every language, with `check` noting what the
    /// templates ask for: the template contract covers these pages too.
    public static func renderExamples(theme: Theme, check: TemplateCheck) throws {
        var pages = try ServerPages(theme: theme)
        pages.templateCheck = check
        for language in Language.all {
            _ = try pages.render(SignInPage(code: "SB2NHJCBUKK8", message: "That member ID and password do not match.", csrf: "token", next: "/"), title: "Sign in", in: language)
            _ = try pages.render(DevicePage(action: "/device/token"), title: "Sign this device in", in: language)
            _ = try pages.render(NoticePage(message: "There is no page at this address.", isRefusal: true, link: .init(text: "Back", href: "/")), title: "Not found", in: language)
            _ = try pages.render(JoinPage(name: "Ana", memberIDText: "Member ID SB2NHJCBUKK8", already: nil, inviteAction: "/join/SB2NHJCBUKK8/invite",
                                          inviteText: "Invite to The Riveras", csrf: "token", noInvitation: false,
                                          invitations: [.init(familyID: "MRGDW3AN3QQ7", heading: "Invitation to 林家", acceptText: "Accept and join 林家")],
                                          joinedText: "You joined 林家", leaveText: "Leave 林家", backHref: "/", backText: "Back"),
                                  title: "Ana", in: language)
            _ = try pages.render(InvitePage(csrf: "token", link: nil, forFamily: nil, qrCode: nil, expiresText: nil, backHref: "/"), title: "Invite someone", in: language)
            _ = try pages.render(TokensPage(csrf: "token", tokens: [], secret: nil, madeText: nil, backHref: "/"), title: "Tokens", in: language)
            _ = try pages.render(CalendarFeedsPage(csrf: "token", hasFeeds: true, feeds: nil, backHref: "/"), title: "Calendar", in: language)
            _ = try pages.render(LanguagePage(csrf: "token", choices: [.init(tag: "", name: "The family's: English", lang: "en", chosen: false),
                                                                       .init(tag: "zh-Hant", name: "繁體中文", lang: "zh-Hant", chosen: true)],
                                              savedText: "Saved.", backHref: "/"), title: "Your language", in: language)
            _ = try pages.render(CalendarFeedsPage(csrf: "token", hasFeeds: true, feeds: .init(family: "https://home.example/feed/secret/chores.ics",
                                                                                           own: "https://home.example/feed/secret/mine.ics",
                                                                                           meals: "https://home.example/feed/secret/meals.ics"), backHref: "/"),
                                 title: "Calendar", in: language)
            _ = try pages.render(NoticesPage(csrf: "token", kinds: [.init(field: "kind-morning", label: "My chores, each morning", on: true, isMorning: true)],
                                             morningAt: "07:30", channels: [.init(field: "channel-email", label: "Email address", target: "ana@example.com",
                                                                                  inputType: "email", placeholder: "you@example.com")],
                                             savedText: "Saved.", secret: "whsec_secret", sent: [.init(title: "Your chores today", channel: "email", stateText: "sent", failed: false)],
                                             backHref: "/"), title: "Notices", in: language)
            _ = try pages.render(TokensPage(csrf: "token", tokens: [.init(id: "C4EBJM7D99SF", name: "Home Assistant", limitsText: "reads and changes",
                                                                         removeLabel: "Remove the token Home Assistant")],
                                            secret: "hearth_secret", madeText: "The token Home Assistant is made", backHref: "/"), title: "Tokens", in: language)
            _ = try pages.render(InvitePage(csrf: "token", link: "https://home.example/welcome/secret", forFamily: "An invitation into The Riveras, made by Ana.",
                                            qrCode: "data:image/png;base64,iVBORw0KGgo=", expiresText: "It works once, until 2026-11-28 09:30 (UTC).", backHref: "/"),
                                 title: "Invite someone", in: language)
            _ = try pages.render(WelcomePage(heading: "Join The Riveras", invitedBy: "Ana invited you.", action: "/welcome/secret", name: "Grace",
                                             message: "name: expected at most 100 characters, not 101"), title: "Join The Riveras", in: language)
            _ = try pages.render(JoinPage(name: "Sam", memberIDText: "Member ID 8YQ4KDJS7WB3", already: "Sam is a member of The Riveras already.",
                                          inviteAction: nil, inviteText: nil, csrf: "token", noInvitation: true, invitations: [],
                                          joinedText: nil, leaveText: nil, backHref: "/", backText: "Back"),
                                  title: "Sam", in: language)
            _ = try pages.render(JoinPage(name: "Sam", memberIDText: "Member ID 8YQ4KDJS7WB3", already: nil, inviteAction: nil, inviteText: nil, csrf: "",
                                          noInvitation: false, invitations: [], joinedText: nil, leaveText: nil, backHref: nil, backText: nil,
                                          howToJoin: "If this is your card, sign in.", signInHref: "/sign-in?member=8YQ4KDJS7WB3", signInText: "Sign in as Sam"),
                                  title: "Sam", in: language)
        }
    }
}

/// A server page's model, named for its template: a plain struct, read by Mustache through its stored
/// properties (`TemplateModel`), as the site's page models are.
public protocol ServerPage: Sendable {
    static var template: String { get }
}

/// `site` on a server page: its language, title and the site's address on the server.
struct ServerSite: MustacheParent {
    var lang: String
    var pageTitle: String
    var root: String

    func child(named name: String) -> Any? {
        switch name {
        case "lang": lang
        case "pageTitle": pageTitle
        case "root": root
        case "serverForm": FormAddresses<ServerAction>(root: root)
        default: nil
        }
    }
}

/// sign-in.html: the member ID (filled in from a scanned card) and password, with why the last try failed.
public struct SignInPage: ServerPage {
    public static let template = "sign-in"
    public var code: String
    public var message: String?
    public var csrf: String
    public var next: String

    public init(code: String, message: String?, csrf: String, next: String) {
        self.code = code
        self.message = message
        self.csrf = csrf
        self.next = next
    }
}

/// device.html: a device's one-time link, opened: one button signs the browser in.
public struct DevicePage: ServerPage {
    public static let template = "device"
    /// Where the button posts: the link itself.
    public var action: String

    public init(action: String) { self.action = action }

}

/// notice.html: what the server did or refused (`isRefusal`), with a link onwards.
public struct NoticePage: ServerPage {
    public static let template = "notice"

    public struct Link: Sendable {
        public var text: String
        public var href: String
        public init(text: String, href: String) {
            self.text = text
            self.href = href
        }
    }

    public var message: String
    /// Said as an alert (role="alert", class "refusal"): something was not done.
    public var isRefusal: Bool
    public var link: Link?

    public init(message: String, isRefusal: Bool, link: Link?) {
        self.message = message
        self.isRefusal = isRefusal
        self.link = link
    }
}

/// join.html: a scanned join card. Someone else's: invite them (`inviteAction`), or say they belong
/// already; one's own: the invitations waiting, and leaving a family joined elsewhere.
public struct JoinPage: ServerPage {
    public static let template = "join"

    public struct Invitation: Sendable {
        public var familyID: String
        public var heading: String
        public var acceptText: String
        public init(familyID: String, heading: String, acceptText: String) {
            self.familyID = familyID
            self.heading = heading
            self.acceptText = acceptText
        }
    }

    /// `name`: the card holder's. `memberIDText`: "Member ID SB2NHJCBUKK8".
    public var name: String
    public var memberIDText: String
    /// "Sam is a member of The Riveras already.", instead of the invite button.
    public var already: String?
    public var inviteAction: String?
    public var inviteText: String?
    public var csrf: String
    /// One's own card with no invitation waiting.
    public var noInvitation: Bool
    public var invitations: [Invitation]
    /// One's own card, in a family joined elsewhere: "You joined 林家", and the button to leave it.
    public var joinedText: String?
    public var leaveText: String?
    public var backHref: String?
    public var backText: String?
    /// A card scanned by a phone that is not signed in: how to join the family, and signing in as the holder.
    public var howToJoin: String?
    public var signInHref: String?
    public var signInText: String?

    public init(name: String, memberIDText: String, already: String?, inviteAction: String?, inviteText: String?, csrf: String,
                noInvitation: Bool, invitations: [Invitation], joinedText: String?, leaveText: String?, backHref: String?, backText: String?,
                howToJoin: String? = nil, signInHref: String? = nil, signInText: String? = nil) {
        self.name = name
        self.memberIDText = memberIDText
        self.already = already
        self.inviteAction = inviteAction
        self.inviteText = inviteText
        self.csrf = csrf
        self.noInvitation = noInvitation
        self.invitations = invitations
        self.joinedText = joinedText
        self.leaveText = leaveText
        self.backHref = backHref
        self.backText = backText
        self.howToJoin = howToJoin
        self.signInHref = signInHref
        self.signInText = signInText
    }
}

/// invite.html: "Invite someone". Before: what it does and the button that makes one; after (`link`):
/// its QR code (a PNG in a data: address), the link to send, and until when it works.
public struct InvitePage: ServerPage {
    public static let template = "invite"
    public var csrf: String
    /// The invitation made, once it is: its link, "An invitation into …", its QR code and "It works once, until …".
    public var link: String?
    public var forFamily: String?
    public var qrCode: String?
    public var expiresText: String?
    public var backHref: String

    public init(csrf: String, link: String?, forFamily: String?, qrCode: String?, expiresText: String?, backHref: String) {
        self.csrf = csrf
        self.link = link
        self.forFamily = forFamily
        self.qrCode = qrCode
        self.expiresText = expiresText
        self.backHref = backHref
    }
}

/// tokens.html: the member's keys for the household's other tools (the API): each with what it may do
/// and a button that removes it, the form that makes another, and a token just made (`secret`), shown once.
public struct TokensPage: ServerPage {
    public static let template = "tokens"

    /// One token of the list.
    public struct Token: Sendable {
        public var id: String
        public var name: String
        /// "reads and changes · until 2027-11-28".
        public var limitsText: String
        /// "Remove the token Home Assistant", for a screen reader.
        public var removeLabel: String

        public init(id: String, name: String, limitsText: String, removeLabel: String) {
            self.id = id
            self.name = name
            self.limitsText = limitsText
            self.removeLabel = removeLabel
        }
    }

    public var csrf: String
    public var tokens: [Token]
    public var hasTokens: Bool
    /// The secret of the token just made, and "The token … is made"; nil on the page as it is opened.
    public var secret: String?
    public var madeText: String?
    public var backHref: String

    public init(csrf: String, tokens: [Token], secret: String?, madeText: String?, backHref: String) {
        self.csrf = csrf
        self.tokens = tokens
        hasTokens = !tokens.isEmpty
        self.secret = secret
        self.madeText = madeText
        self.backHref = backHref
    }
}

/// welcome.html: a newcomer's invitation, opened: their name and password, and why the last try failed.
public struct WelcomePage: ServerPage {
    public static let template = "welcome"
    /// "Join 林家", and "Ana invited you. …".
    public var heading: String
    public var invitedBy: String
    /// Where the form posts: the invitation's link.
    public var action: String
    /// The name typed before, when the form comes back with `message`.
    public var name: String
    public var message: String?
    /// The longest name the rules take (the field's maxlength).
    public let nameLimit = NameRules.maximumLength

    public init(heading: String, invitedBy: String, action: String, name: String, message: String?) {
        self.heading = heading
        self.invitedBy = invitedBy
        self.action = action
        self.name = name
        self.message = message
    }
}

/// calendar-feeds.html: a member's private calendar feeds (the family's chores, their own, and the meals). The store
/// keeps only a digest of their secret, so the addresses are shown once, on the page that answers the
/// form that makes them (`feeds`); making new ones ends the old (`hasFeeds`: the member has some).
public struct CalendarFeedsPage: ServerPage {
    public static let template = "calendar-feeds"

    /// The three addresses just made, whole (https://…/feed/SECRET/chores.ics), and as calendar apps
    /// subscribe to them (webcal://…).
    public struct Feeds: Sendable {
        public var family: String
        public var own: String
        public var meals: String
        public var familyWebcal: String
        public var ownWebcal: String
        public var mealsWebcal: String

        public init(family: String, own: String, meals: String) {
            self.family = family
            self.own = own
            self.meals = meals
            familyWebcal = Self.webcal(family)
            ownWebcal = Self.webcal(own)
            mealsWebcal = Self.webcal(meals)
        }

        /// "webcal://home.example/…" for "https://home.example/…": phones open it as a subscription.
        static func webcal(_ address: String) -> String {
            guard let colon = address.range(of: "://") else { return address }
            return "webcal" + address[colon.lowerBound...]
        }
    }

    public var csrf: String
    public var hasFeeds: Bool
    public var feeds: Feeds?
    public var backHref: String

    public init(csrf: String, hasFeeds: Bool, feeds: Feeds?, backHref: String) {
        self.csrf = csrf
        self.hasFeeds = hasFeeds
        self.feeds = feeds
        self.backHref = backHref
    }
}
