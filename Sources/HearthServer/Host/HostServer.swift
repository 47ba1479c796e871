import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird
import HummingbirdAuth
import Logging
import NIOCore
import NIOPosix

/// What `hearth host` is told besides the store: where the hosted site is built, its layout, and how
/// its cookies are sent.
public struct HostConfiguration: Sendable {
    public var site: URL
    /// `--family`: that family's pages are the site's root, and only its members may sign in to them.
    public var rootFamily: HearthID?
    /// Cookies with Secure, when the public URL is https.
    public var secureCookies: Bool
    /// `--public-url`, such as https://home.example: the links of invitations made on phones carry it.
    /// With a path (https://home.example/hearth), every address the server writes is under that path.
    public var publicURL: String?
    /// Where the server's addresses begin as the browser sees them: "/", or "/hearth/" under a sub-path.
    public var serverRoot: String { PublicURL.serverRoot(of: publicURL) }
    public var today: @Sendable () -> CalendarDay
    public var limits: ServerLimits
    /// The site kept in memory, which renders a form's change to grocery items without a full build.
    public var resident: ResidentSite?
    /// The proxies whose X-Forwarded-For names the client (`--trusted-proxy`): loopback unless told otherwise.
    public var trustedProxies = TrustedProxies.loopback
    /// The nightly backup (`--backup-at`) and how the backups stand; nil: none told (the demo).
    public var backups: NightlyBackup?
    /// How many connections may be open at once (nil: below this process's open-file limit).
    public var connectionCap: ConnectionCap?
    /// `--smtp-url` and `--mail-from`: how notices by email are sent; nil: they wait, and say why.
    public var mail: NoticeDelivery.Mail?
    /// `--notices-may-reach`: the addresses on this machine or the home network that ntfy and webhook
    /// notices may go to (none unless told: `NoticeReach`).
    public var noticeReach = NoticeReach()
    /// The theme of the server's own pages (sign-in, device, join, notices): the site's; nil: the built-in theme.
    public var theme: Theme?
    /// Which Hearth this is, as `hearth --version` says it: what `/mcp` tells an assistant it talks to.
    public var version = "hearth"
    /// Where the server says what failed (a line each; `hearth host` writes them to standard error).
    public var log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(site: URL, rootFamily: HearthID?, secureCookies: Bool, today: @escaping @Sendable () -> CalendarDay,
                limits: ServerLimits = ServerLimits(maximumBody: 64 * 1024), resident: ResidentSite? = nil) {
        self.resident = resident
        self.site = site
        self.rootFamily = rootFamily
        self.secureCookies = secureCookies
        self.today = today
        self.limits = limits
    }
}

/// `hearth host`: the family's server. It serves the hosted build to signed-in members and devices,
/// each seeing their own family's pages only; takes their forms through the store's rules; builds the
/// changed pages before answering, so the page a form returns to shows the change.
public enum HostServer {
    static let sessionCookie = "hearth_session"
    static let sessionLength: Duration = .seconds(30 * 86_400)
    static let deviceSessionLength: Duration = .seconds(400 * 86_400)

    public static func application(store: HouseholdStore, configuration: HostConfiguration, watcher: RebuildWatcher, host: String, port: Int,
                                   logger: Logger? = nil, onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        _ = try? store.removeExpiredSessions()
        let cap = configuration.connectionCap ?? ConnectionCap.forThisProcess()
        // Half the cores check passwords, so a storm of sign-ins leaves the rest to everyone else.
        let passwordThreads = max(1, System.coreCount / 2)
        let passwordChecks = NIOThreadPool(numberOfThreads: passwordThreads)
        passwordChecks.start()
        let rootLanguage = configuration.rootFamily.flatMap { try? store.family(matching: $0.text).language }
        // The built-in theme's server pages always parse (TemplateContractTests renders them); a theme
        // folder's were read by `hearth host` at start.
        let serverPages = (try? ServerPages(theme: configuration.theme ?? Theme(userFolder: nil), root: configuration.serverRoot))
            ?? (try! ServerPages(theme: Theme(userFolder: nil), root: configuration.serverRoot))
        let pages = HostPages(pages: serverPages, rootLanguage: rootLanguage, root: configuration.serverRoot)
        let sessions = SessionStorage<HostSession>(StoreSessions(store: store), configuration: .init(
            sessionCookieParameters: .init(name: sessionCookie, path: configuration.serverRoot, secure: configuration.secureCookies, sameSite: .lax)))
        let handlers = HostHandlers(store: store, site: HostSite(folder: configuration.site, rootFamily: configuration.rootFamily), pages: pages,
                                    actions: HostActions(store: store, today: configuration.today), throttle: SignInThrottle(),
                                    watcher: watcher, secureCookies: configuration.secureCookies,
                                    trustedProxies: configuration.trustedProxies, backups: configuration.backups, publicURL: configuration.publicURL,
                                    passwordChecks: passwordChecks, passwordLine: PasswordCheckLine(threads: passwordChecks, count: passwordThreads), sessions: sessions,
                                    noticeReach: configuration.noticeReach,
                                    changes: ChangeQueue(store: store, resident: configuration.resident, watcher: watcher))
        // Notices (ntfy, email, webhooks), in the words of the site's theme; not "the list changed" to a member looking at it.
        let courier = NoticeCourier(store: store, words: { pages.words($0) }, today: configuration.today, mail: configuration.mail,
                                    reach: configuration.noticeReach, isLooking: { [online = handlers.online] in online.isLooking($0) }, log: configuration.log)
        let router = Router(context: HostRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: HostErrors(handlers: handlers, log: configuration.log))
        router.add(middleware: SessionMiddleware(sessionStorage: sessions, defaultSessionExpiration: sessionLength))
        router.add(middleware: VisitorMiddleware(handlers: handlers))
        // After the visitor is known (no body is read before it), so a form too large is refused in their family's words.
        router.add(middleware: RequestLimits(limits: configuration.limits) { request, context in
            let language = context.signedIn?.visitor.language ?? pages.language(request, family: nil)
            return pages.refusal(pages.words(language).text("server_too_large"), back: nil, in: language, status: .contentTooLarge)
        })
        // CalDAV (docs/caldav.md): every request below /dav/ and /.well-known/caldav, whatever its method,
        // after the body limit and before any route.
        router.add(middleware: CalDAVServer(handlers: handlers, history: CalDAVSyncHistory()))
        let forms = SignedInForms(handlers: handlers)
        // Signing in, a device's link, a join card and a newcomer's invitation: for anyone. Their forms carry
        // no session's token, so they are taken from this server's own pages only (`SameOriginForms`).
        let anyonesForms = router.group().add(middleware: SameOriginForms(handlers: handlers))
        router.get(RouterPath(.signIn)) { request, context in handlers.signInPage(request, context) }
        anyonesForms.post(RouterPath(.signIn)) { request, context in try await handlers.signIn(request, context) }
        router.get("/device/:token") { request, context in handlers.devicePage(request, context) }
        anyonesForms.post("/device/:token") { request, context in try await handlers.device(request, context) }
        router.get("/join/:code") { request, context in try handlers.joinCard(request, context) }
        router.get("/welcome/:secret") { request, context in try handlers.welcomePage(request, context) }
        anyonesForms.post("/welcome/:secret") { request, context in try await handlers.welcome(request, context) }
        router.get("/feed/:secret/:feed") { request, context in try handlers.feed(request, context) }
        // What a page's script asks for every few seconds.
        router.get("/invitations/waiting.json") { request, context in try handlers.waitingInvitations(request, context) }
        router.get("/online.json") { request, context in try handlers.onlineNow(request, context) }
        router.get("/backups/status.json") { request, context in try await handlers.backupStatus(request, context) }
        // The members' own pages and forms (not a device's).
        let members = router.group(context: MemberRequestContext.self)
        members.get(RouterPath(.invite)) { request, context in try handlers.invitePage(request, context) }
        members.get(RouterPath(.notices)) { request, context in try handlers.noticesPage(request, context) }
        members.get(RouterPath(.tokens)) { request, context in try handlers.tokensPage(request, context) }
        members.get(RouterPath(.calendarFeeds)) { request, context in try handlers.calendarFeedsPage(request, context) }
        members.get(RouterPath(.language)) { request, context in try handlers.languagePage(request, context) }
        members.get(RouterPath(.shopOrder)) { request, context in try handlers.shopOrderPage(request, context) }
        members.get(RouterPath(.swap)) { request, context in try handlers.swapPage(request, context) }
        let memberForms = router.group().add(middleware: forms).group(context: MemberRequestContext.self)
        memberForms.post("/join/:code/invite") { request, context in try await handlers.invite(request, context) }
        memberForms.post(RouterPath(.joinAccept)) { request, context in try await handlers.answer(request, context, accept: true) }
        memberForms.post(RouterPath(.joinDecline)) { request, context in try await handlers.answer(request, context, accept: false) }
        memberForms.post(RouterPath(.joinLeave)) { request, context in try await handlers.leave(request, context) }
        memberForms.post(RouterPath(.invite)) { request, context in try await handlers.makeInvitation(request, context) }
        memberForms.post(RouterPath(.notices)) { request, context in try await handlers.saveNotices(request, context) }
        memberForms.post(RouterPath(.tokens)) { request, context in try await handlers.makeToken(request, context) }
        memberForms.post(RouterPath(.tokensRemove)) { request, context in try await handlers.removeToken(request, context) }
        memberForms.post(RouterPath(.calendarFeeds)) { request, context in try handlers.makeCalendarFeeds(request, context) }
        memberForms.post(RouterPath(.language)) { request, context in try await handlers.saveLanguage(request, context) }
        memberForms.post(RouterPath(.shopOrder)) { request, context in try await handlers.saveShopOrder(request, context) }
        memberForms.post(RouterPath(.swap)) { request, context in try await handlers.offerSwap(request, context) }
        for (action, answer) in [(ServerAction.swapAgree, SwapAnswer.agree), (.swapDecline, .decline), (.swapWithdraw, .withdraw)] {
            memberForms.post(RouterPath(action)) { request, context in try await handlers.answerSwap(answer, request, context) }
        }
        APIController(handlers: handlers).addRoutes(to: router)
        AssistantController(handlers: handlers, theme: configuration.theme ?? (try! Theme(userFolder: nil)), version: configuration.version).addRoutes(to: router)
        // Below the root, every other address is in a folder of the site (":folder", a family's or the shared
        // assets): the family's pages and files, and the forms on them. Hummingbird's router takes a path
        // either into a named first segment or into the folder, never both ways, so the folder is one
        // capture for every method (no "**" beside it).
        router.get("/") { request, context in try handlers.get(request, context) }
        router.get("/:folder") { request, context in try handlers.get(request, context) }
        router.get("/:folder/**") { request, context in try handlers.get(request, context) }
        // The forms of a member's or a device's pages: the family's actions, printing, signing out; any other is not found.
        ActController(handlers: handlers).addRoutes(to: router, forms: forms)
        let visitorForms = router.group().add(middleware: forms)
        for (action, report) in HostHandlers.printedReports {
            visitorForms.post(RouterPath(action)) { request, context in try await handlers.print(report, request, context) }
        }
        visitorForms.post(RouterPath(.signOut)) { request, context in handlers.signOut(request, context) }
        // Where a family's pages posted before (`{{site.root}}sign-out`), kept for pages a phone saved then.
        visitorForms.post("/:folder/sign-out") { request, context in handlers.signOut(request, context) }
        visitorForms.post("/:folder") { request, context in handlers.noSuchForm(request, context) }
        visitorForms.post("/:folder/**") { request, context in handlers.noSuchForm(request, context) }
        return Application(
            router: router,
            server: .http1(configuration: configuration.limits.http1 { [cap.handler(), HostHeaders()] }),
            configuration: .init(address: .hostname(host, port: port), serverName: "hearth"),
            services: [watcher, courier] + (configuration.backups.map { [$0] } ?? []),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }
}

extension RouterPath {
    /// The route of one of the server's own forms (`ServerAction`): "/sign-in".
    init(_ action: ServerAction) {
        self.init(action.route)
    }
}
