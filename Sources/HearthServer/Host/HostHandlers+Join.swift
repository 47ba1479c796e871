import Foundation
import HearthDomain
import HearthStore
import Hummingbird
import HummingbirdAuth

/// Joining a family by scanning a card, as the chores app does it: the card's link is
/// {public-url}/join/{member ID}. A member who opens someone else's card invites them; one's own card
/// shows the invitations waiting, and leaving a family joined elsewhere.
extension HostHandlers {
    func joinCard(_ request: Request, _ context: HostRequestContext) throws -> Response {
        let code = context.parameters.get("code") ?? ""
        guard let (visitor, session) = try visitor(context) else {
            // Signed out: sign in, with the card's ID filled in (it is one's own card, most likely).
            let id = MemberCode.memberID(in: code)?.text ?? ""
            return Self.redirect("/sign-in?member=\(id)&next=/join/\(id)")
        }
        guard case .member(let member, let family) = visitor else { return deviceRefusal(visitor) }
        let home = site.home(of: family) ?? "/"
        guard let id = MemberCode.memberID(in: code), let cardHolder = try store.member(id: id) else {
            return Self.html(HostPages.notice(title: "Unknown card", message: "No member has the ID \"\(code)\": check the card and scan it again.", link: (text: "Back", href: home)), status: .notFound)
        }
        if cardHolder.id == member.id {
            let invitations = try store.invitations(for: member.id).map { invitation in
                (family: try store.family(matching: invitation.familyID.text),
                 invitedBy: try invitation.invitedBy.flatMap { try store.member(id: $0) }?.displayName)
            }
            let joined = member.familyID != member.originFamilyID ? family : nil
            return Self.html(HostPages.ownCard(member, invitations: invitations, joined: joined, csrf: session.csrf, home: home), status: .ok)
        }
        let already = cardHolder.familyID == family.id ? "\(cardHolder.displayName) is a member of \(family.name) already." : nil
        return Self.html(HostPages.invite(cardHolder, into: family, csrf: session.csrf, already: already, home: home), status: .ok)
    }

    func invite(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        try await memberForm(request, context) { member, family, _ in
            let invitee = try store.invite(code: context.parameters.get("code") ?? "", into: family, by: member)
            return HostPages.notice(title: "Invited", message: "\(invitee.displayName) is invited into \(family.name). They see the invitation when they sign in here, or open their own card.",
                                    link: (text: "Back to \(family.name)", href: site.home(of: family) ?? "/"))
        }
    }

    func answer(_ request: Request, _ context: HostRequestContext, accept: Bool) async throws -> Response {
        try await memberForm(request, context) { member, _, form in
            let familyText = form["family"].flatMap { $0.isEmpty ? nil : $0 }
            if accept {
                let move = try store.accept(member: member.id.text, family: familyText)
                watcher.rebuild(because: "\(member.displayName) joined \(move.family.name)")
                return nil
            }
            let declined = try store.decline(member: member.id.text, family: familyText)
            return HostPages.notice(title: "Declined", message: "You declined the invitation into \(declined.family.name).",
                                    link: (text: "Your card", href: "/join/" + member.id.text))
        }
    }

    func leave(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        try await memberForm(request, context) { member, _, _ in
            let move = try store.leave(member: member.id.text)
            watcher.rebuild(because: "\(member.displayName) left \(move.left.name)")
            return nil
        }
    }

    /// A join form of a signed-in member, its CSRF token checked; `body` returns the page to show, or
    /// nil to go to the member's family's pages (as they are after the change).
    private func memberForm(_ request: Request, _ context: HostRequestContext,
                            _ body: (Member, Family, [String: String]) throws -> String?) async throws -> Response {
        var request = request
        let form = try await Self.form(&request, context)
        guard let (visitor, session) = try visitor(context) else {
            return Self.html(HostPages.refusal("You are signed out: sign in, then try again.", back: "/sign-in"), status: .unauthorized)
        }
        guard SessionToken.same(form["csrf"] ?? "", session.csrf) else { return Self.csrfRefusal() }
        guard case .member(let member, let family) = visitor else { return deviceRefusal(visitor) }
        do {
            if let page = try body(member, family, form) { return Self.html(page, status: .ok) }
        } catch let failure as Failure {
            return Self.html(HostPages.refusal(failure.message, back: "/join/" + member.id.text), status: Self.status(of: failure))
        }
        // Where the member is now, after joining or leaving.
        guard let now = try store.member(id: member.id) else { return Self.redirect("/sign-in") }
        return Self.redirect(site.home(of: try store.family(matching: now.familyID.text)) ?? "/")
    }

    func deviceRefusal(_ visitor: Visitor) -> Response {
        Self.html(HostPages.refusal("\(visitor.name) is a device that shows \(visitor.family.name)'s pages and changes nothing: sign in as a member to invite or join.", back: site.home(of: visitor.family)), status: .forbidden)
    }
}
