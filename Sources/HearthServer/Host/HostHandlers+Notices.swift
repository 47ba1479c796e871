import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's notices on the server's page /notices (linked from the family page): what they hear of and
/// where, saved in one go, and their last notices with how each went, as `hearth notify` sets and lists them.
extension HostHandlers {
    /// GET /notices.
    func noticesPage(_ request: Request, _ context: HostRequestContext) throws -> Response {
        guard let (visitor, session) = try visitor(context) else { return redirect("/sign-in?next=/notices") }
        guard case .member(let member, let family) = visitor else { return deviceRefusal(visitor) }
        return try noticesAnswer(member, family, csrf: session.csrf, saved: false, secret: nil)
    }

    /// POST /notices: the form's kinds ("kind-morning=on", "at=07:30") and channels ("channel-email=…").
    func saveNotices(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var request = request
        let form = try await Self.form(&request, context)
        guard let (visitor, session) = try visitor(context) else { return signedOut(request, answer: signedOutRefusal(request)) }
        guard SessionToken.same(form["csrf"] ?? "", session.csrf) else { return csrfRefusal(visitor.family) }
        guard case .member(let member, let family) = visitor else { return deviceRefusal(visitor) }
        do {
            var kinds: [NoticeKind: TimeOfDay] = [:]
            for kind in NoticeKind.allCases where form["kind-" + kind.rawValue] == "on" {
                kinds[kind] = kind == .morning ? try form["at"].map { try TimeOfDay.parse($0, field: "at") } ?? NoticeKind.morningDefault : NoticeKind.morningDefault
            }
            var channels: [NoticeChannel.Kind: String?] = [:]
            for kind in NoticeChannel.Kind.allCases { channels[kind] = form["channel-" + kind.rawValue] }
            let webhook = try store.saveNotices(kinds: kinds, channels: channels, for: member)
            return try noticesAnswer(member, family, csrf: session.csrf, saved: true, secret: webhook?.secret)
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: family.language), back: "/notices", in: family.language, status: Self.status(of: failure))
        }
    }

    private func noticesAnswer(_ member: Member, _ family: Family, csrf: String, saved: Bool, secret: String?) throws -> Response {
        let words = pages.words(family.language)
        let chosen = try store.notices(of: member)
        let kinds = NoticeKind.allCases.map { kind in
            NoticesPage.Kind(field: "kind-" + kind.rawValue, label: words.text("server_notices_kind_" + kind.rawValue), on: chosen.kinds[kind] != nil,
                             isMorning: kind == .morning)
        }
        let placeholders: [NoticeChannel.Kind: String] = [.ntfy: "https://ntfy.sh/your-topic", .email: "you@example.com", .webhook: "https://home.example/hooks/hearth"]
        let channels = NoticeChannel.Kind.allCases.map { kind in
            NoticesPage.Channel(field: "channel-" + kind.rawValue, label: words.text("server_notices_channel_" + kind.rawValue),
                                target: chosen.channels.first { $0.kind == kind }?.target ?? "", inputType: kind == .email ? "email" : "url",
                                placeholder: placeholders[kind] ?? "")
        }
        let sent = try store.sentNotices(of: member).map { notice in
            let reason = notice.lastError ?? ""
            let state = notice.sent != nil ? words.text("server_notice_sent") : notice.gaveUp ? words.text("server_notice_given_up", ["reason": reason])
                : notice.attempts == 0 ? words.text("server_notice_waiting") : words.text("server_notice_failed", ["reason": reason])
            return NoticesPage.Sent(title: notice.title, channel: notice.channel, stateText: state, failed: notice.sent == nil && notice.attempts > 0)
        }
        let page = NoticesPage(csrf: csrf, kinds: kinds, morningAt: (chosen.kinds[.morning] ?? NoticeKind.morningDefault).description, channels: channels,
                               savedText: saved ? words.text("server_notices_saved") : nil, secret: secret, sent: sent,
                               backHref: pages.address(site.home(of: family) ?? "/"))
        return pages.answer(page, title: words.text("server_notices_title"), in: family.language, status: .ok)
    }
}
