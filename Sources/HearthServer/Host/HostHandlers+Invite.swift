import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird
import HummingbirdAuth

/// Joining from the phone alone: a signed-in member makes an invitation ("Invite someone", /invite),
/// shown as a QR code and a link; the newcomer opens it (/welcome/SECRET), chooses a name and a password,
/// and lands signed in on the family's dashboard. The link works once, for a day (`PhoneInvitation`).
extension HostHandlers {
    /// GET /invite: what an invitation does, and the button that makes one.
    func invitePage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        let family = context.family, session = context.session
        let words = pages.words(context.language), home = site.home(of: family) ?? "/"
        guard try store.phoneInvitationsAllowed(in: family) else {
            return pages.refusal(words.text("server_invitations_off", ["family": family.name]), back: home, in: context.language, status: .forbidden)
        }
        return pages.answer(InvitePage(csrf: session.csrf, link: nil, forFamily: nil, qrCode: nil, expiresText: nil, backHref: pages.address(home)),
                            title: words.text("server_invite_someone"), in: context.language, status: .ok)
    }

    /// POST /invite: a new invitation, shown as its QR code (a PNG in the page itself) and its link.
    func makeInvitation(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        let member = context.member, family = context.family, session = context.session
        let language = context.language, words = pages.words(language), home = site.home(of: family) ?? "/"
        // Turned off by a manager (the store's refusal, said in the family's words).
        guard try store.phoneInvitationsAllowed(in: family) else {
            return pages.refusal(words.text("server_invitations_off", ["family": family.name]), back: home, in: language, status: .forbidden)
        }
        let made = try store.makePhoneInvitation(into: family, by: member)
        let link = publicAddress(request) + "/welcome/" + made.secret
        let png = try QRCode(link).png(pixelsPerModule: 6)
        let expires = Date(timeIntervalSince1970: Double(made.invitation.expires) / 1000)
        let page = InvitePage(csrf: session.csrf, link: link, forFamily: words.text("server_invitation_for", ["family": family.name, "member": member.displayName]),
                              qrCode: "data:image/png;base64," + png.base64EncodedString(),
                              expiresText: words.text("server_invitation_expires", ["time": Self.minute(expires, in: TimeZone(identifier: "UTC")!)]), backHref: pages.address(home))
        return pages.answer(page, title: words.text("server_invite_someone"), in: language, status: .ok)
    }

    /// GET /welcome/SECRET: the newcomer's form, in the language of the family that invites them; an
    /// invitation used, expired or unknown says so. Opening it changes nothing (a link preview uses nothing up).
    func welcomePage(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let secret = context.parameters.get("secret") ?? ""
        switch try openInvitation(request, secret) {
        case .refused(let answer): return answer
        case .open(let invitation, let family):
            return welcomeForm(invitation, family, secret: secret, name: "", message: nil, status: .ok)
        }
    }

    /// POST /welcome/SECRET: the newcomer joins with the name and password they chose, and is signed in.
    func welcome(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(WelcomeForm.self, context)
        let secret = context.parameters.get("secret") ?? ""
        let invitation: PhoneInvitation, family: Family
        switch try openInvitation(request, secret) {
        case .refused(let answer): return answer
        case .open(let opened, let of): (invitation, family) = (opened, of)
        }
        let name = form.name ?? "", password = form.password ?? ""
        let member: Member
        // bcrypt, in the password line as sign-in (one at a time from an address); an open invitation is no guess.
        guard let place = passwordLine.enter(clientAddress(request, context)) else {
            let words = pages.words(family.language)
            return welcomeForm(invitation, family, secret: secret, name: name, message: words.text("server_sign_in_being_checked"), status: .tooManyRequests)
        }
        do {
            member = try await passwordLine.run(place, favoured: true) { [store] in try store.joinWithPhoneInvitation(secret: secret, name: name, password: password, hasher: BcryptPasswords()) }
        } catch let failure as Failure {
            return welcomeForm(invitation, family, secret: secret, name: name, message: pages.message(of: failure, in: family.language),
                               status: Self.status(of: failure))
        }
        _ = await changes.render(because: "\(member.displayName) joined \(family.name) by an invitation")
        await endHeldSession(request)
        let session = HostSession.forMember(member.id.text)
        context.sessions.createSession(session, expiresIn: HostServer.sessionLength)
        var answer = redirect(site.home(of: family) ?? "/")
        answer.setCookie(KeptPages.owned(by: session, secure: secureCookies, path: pages.root, lasting: HostServer.sessionLength))
        return answer
    }

    private enum OpenedInvitation {
        case open(PhoneInvitation, Family)
        case refused(Response)
    }

    /// The invitation `secret` opens, or the page that says why it opens none.
    private func openInvitation(_ request: Request, _ secret: String) throws -> OpenedInvitation {
        guard let (invitation, family) = try store.phoneInvitation(secret: secret.removingPercentEncoding ?? secret) else {
            return .refused(notFoundInvitation(request))
        }
        let words = pages.words(family.language)
        switch invitation.state(at: HouseholdStore.nowInMilliseconds()) {
        case .open: return .open(invitation, family)
        case .used: return .refused(pages.refusal(words.text("server_invitation_used"), back: nil, in: family.language, status: .gone))
        case .expired: return .refused(pages.refusal(words.text("server_invitation_expired"), back: nil, in: family.language, status: .gone))
        }
    }

    private func notFoundInvitation(_ request: Request) -> Response {
        let language = pages.language(request, family: nil)
        return pages.refusal(pages.words(language).text("server_invitation_unknown"), back: nil, in: language, status: .notFound)
    }

    private func welcomeForm(_ invitation: PhoneInvitation, _ family: Family, secret: String, name: String, message: String?, status: HTTPResponse.Status) -> Response {
        let words = pages.words(family.language)
        let inviter = invitation.createdBy.flatMap { try? store.member(id: $0) }?.displayName ?? family.name
        let page = WelcomePage(heading: words.text("server_welcome_heading", ["family": family.name]),
                               invitedBy: words.text("server_welcome_invited_by", ["member": inviter]),
                               action: pages.address("/welcome/") + secret.percentEncoded, name: name, message: message)
        return pages.answer(page, title: words.text("server_welcome_heading", ["family": family.name]), in: family.language, status: status)
    }

    /// Where the family opens the site: `--public-url`, else the address this request came to.
    func publicAddress(_ request: Request) -> String {
        if let publicURL { return publicURL }
        return "http://" + (request.head.authority ?? "127.0.0.1")
    }

    /// "2026-11-28 09:30", in `zone` (this machine's, unless told: an invitation's expiry is said in UTC).
    static func minute(_ date: Date, in zone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// POST /welcome/SECRET: the newcomer's chosen name and password.
struct WelcomeForm: Decodable {
    var name: String?
    var password: String?
}
