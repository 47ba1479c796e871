import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird
import HummingbirdAuth

/// Joining a family by scanning a card, as the chores app does it: the card's link is
/// {public-url}/join/{member ID}. A member who opens someone else's card invites them; one's own card
/// shows the invitations waiting, and leaving a family joined elsewhere.
extension HostHandlers {
    func joinCard(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let code = context.parameters.get("code") ?? ""
        guard let signedIn = context.signedIn else { return signedOutCard(request, code: code) }
        guard case .member(let member, let family) = signedIn.visitor else { return deviceRefusal(signedIn.visitor) }
        let session = signedIn.session
        let home = site.home(of: family) ?? "/"
        let language = member.reads(in: family), words = pages.words(language)
        guard let id = MemberCode.memberID(in: code), let cardHolder = try store.member(id: id) else {
            return pages.notice(words.text("server_unknown_card", ["code": code]), title: words.text("server_unknown_card_title"),
                                link: .init(text: words.text("server_back"), href: home), in: language, status: .notFound)
        }
        let idText = words.text("server_member_id_is", ["id": cardHolder.id.text])
        if cardHolder.id == member.id {
            let invitations = try store.invitations(for: member.id).map { invitation in
                let invitedInto = try store.family(matching: invitation.familyID.text)
                let by = try invitation.invitedBy.flatMap { try store.member(id: $0) }.map { words.text("server_invitation_from", ["member": $0.displayName]) } ?? ""
                return JoinPage.Invitation(familyID: invitedInto.id.text, heading: words.text("server_invitation_to", ["family": invitedInto.name]) + by,
                                           acceptText: words.text("server_accept", ["family": invitedInto.name]))
            }
            let joined = member.familyID != member.originFamilyID
            let page = JoinPage(name: member.displayName, memberIDText: idText, already: nil, inviteAction: nil, inviteText: nil, csrf: session.csrf,
                                noInvitation: invitations.isEmpty, invitations: invitations,
                                joinedText: joined ? words.text("server_joined", ["family": family.name]) : nil,
                                leaveText: joined ? words.text("server_leave", ["family": family.name]) : nil,
                                backHref: pages.address(home), backText: words.text("server_back_to_pages"))
            return pages.answer(page, title: words.text("server_your_card"), in: language, status: .ok)
        }
        let already = cardHolder.familyID == family.id
        let page = JoinPage(name: cardHolder.displayName, memberIDText: idText,
                            already: already ? words.text("server_already_member", ["member": cardHolder.displayName, "family": family.name]) : nil,
                            inviteAction: already ? nil : pages.address("/join/\(cardHolder.id.text)/invite"), inviteText: words.text("server_invite_to", ["family": family.name]),
                            csrf: session.csrf, noInvitation: false, invitations: [], joinedText: nil, leaveText: nil,
                            backHref: pages.address(home), backText: words.text("server_back_to", ["family": family.name]))
        return pages.answer(page, title: words.text("server_invite_title", ["member": cardHolder.displayName]), in: language, status: .ok)
    }

    /// A card scanned by a phone that is not signed in: whose card it is, signing in as its holder (it is
    /// one's own card, most likely), and how a newcomer joins that family (an invitation from a member).
    private func signedOutCard(_ request: Request, code: String) -> Response {
        guard let id = MemberCode.memberID(in: code), let holder = try? store.member(id: id), let family = try? store.family(matching: holder.familyID.text) else {
            let language = pages.language(request, family: nil), words = pages.words(language)
            return pages.notice(words.text("server_unknown_card", ["code": code]), title: words.text("server_unknown_card_title"),
                                link: .init(text: words.text("server_sign_in_title"), href: "/sign-in"), in: language, status: .notFound)
        }
        // The holder's language: a card scanned signed out is most often one's own.
        let language = holder.reads(in: family), words = pages.words(language)
        let page = JoinPage(name: words.text("server_card_of", ["member": holder.displayName, "family": family.name]),
                            memberIDText: words.text("server_member_id_is", ["id": holder.id.text]), already: nil, inviteAction: nil, inviteText: nil,
                            csrf: "", noInvitation: false, invitations: [], joinedText: nil, leaveText: nil, backHref: nil, backText: nil,
                            howToJoin: words.text("server_card_signed_out", ["family": family.name]),
                            signInHref: pages.address(ServerAction.signIn.route + "?member=\(holder.id.text)&next=/join/\(holder.id.text)"),
                            signInText: words.text("server_sign_in_as", ["member": holder.displayName]))
        return pages.answer(page, title: holder.displayName, in: language, status: .ok)
    }

    func invite(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        try await memberForm(request, context) { member, family in
            let code = context.parameters.get("code") ?? ""
            let invitee = try await applied("join/invite", by: member, in: family) { [store] in try store.invite(code: code, into: family, by: member) }
            let words = pages.words(context.language)
            return pages.notice(words.text("server_invited", ["member": invitee.displayName, "family": family.name]), title: words.text("server_invited_title"),
                                link: .init(text: words.text("server_back_to", ["family": family.name]), href: site.home(of: family) ?? "/"),
                                in: context.language, status: .ok)
        }
    }

    func answer(_ request: Request, _ context: MemberRequestContext, accept: Bool) async throws -> Response {
        var request = request
        let form = try await request.form(InvitationAnswerForm.self, context)
        return try await memberForm(request, context) { member, family in
            let familyText = form.family.flatMap { $0.isEmpty ? nil : $0 }
            if accept {
                _ = try await applied("join/accept", by: member, in: family) { [store] in try store.accept(member: member.id.text, family: familyText) }
                return nil
            }
            let declined = try await applied("join/decline", by: member, in: family) { [store] in try store.decline(member: member.id.text, family: familyText) }
            let language = member.reads(in: try store.family(matching: member.familyID.text)), words = pages.words(language)
            return pages.notice(words.text("server_declined", ["family": declined.family.name]), title: words.text("server_declined_title"),
                                link: .init(text: words.text("server_your_card"), href: "/join/" + member.id.text), in: language, status: .ok)
        }
    }

    func leave(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        try await memberForm(request, context) { member, family in
            _ = try await applied("join/leave", by: member, in: family) { [store] in try store.leave(member: member.id.text) }
            return nil
        }
    }

    /// A join form of a signed-in member (`SignedInForms` checked its token); `body` returns the answer to
    /// give, or nil to go to the member's family's pages (as they are after the change).
    private func memberForm(_ request: Request, _ context: MemberRequestContext,
                            _ body: (Member, Family) async throws -> Response?) async throws -> Response {
        let member = context.member, family = context.family
        do {
            if let answer = try await body(member, family) { return answer }
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/join/" + member.id.text, in: context.language,
                                 status: Self.status(of: failure))
        }
        // Where the member is now, after joining or leaving.
        guard let now = try store.member(id: member.id) else { return redirect("/sign-in") }
        return redirect(site.home(of: try store.family(matching: now.familyID.text)) ?? "/")
    }
}

/// POST /join/accept and /join/decline: the family whose invitation is answered (none: the only one).
struct InvitationAnswerForm: Decodable {
    var family: String?
}

/// The invitations waiting for the member signed in, which an open page asks for every few seconds
/// (hearth-host.js): an invitation made while the member's page is open shows on it within seconds.
extension HostHandlers {
    /// What /invitations/waiting.json answers: how many, the sentence that says so in the member's
    /// language, and the page that answers them (the member's own card).
    struct WaitingInvitations: Encodable {
        var count: Int
        var text: String?
        var href: String?
    }

    func waitingInvitations(_ request: Request, _ context: HostRequestContext) throws -> Response {
        var waiting = WaitingInvitations(count: 0)
        if case .member(let member, let family) = context.signedIn?.visitor {
            let names = try store.invitations(for: member.id).map { try store.family(matching: $0.familyID.text).name }
            if !names.isEmpty {
                let words = pages.words(member.reads(in: family))
                waiting = WaitingInvitations(count: names.count, text: words.text("server_invitation_waiting", ["family": names.joined(separator: words.text("server_list_separator"))]),
                                             href: pages.address("/join/" + member.id.text))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Self.response(try encoder.encode(waiting), type: "application/json; charset=utf-8", status: .ok, cache: "no-store")
    }
}
