import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore
import Hummingbird

/// A member's notices on the server's page /notices (linked from the family page): what they hear of and
/// where, saved in one go, and their last notices with how each went, as `hearth notify` sets and lists them.
extension HostHandlers {
    /// GET /notices.
    func noticesPage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        try noticesAnswer(context, saved: false, secret: nil)
    }

    /// POST /notices: the form's kinds ("kind-morning=on", "at=07:30") and channels ("channel-email=…").
    func saveNotices(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let family = context.family
        do {
            let form = try await request.form(NoticesForm.self, context)
            // An address that leads to this machine or the home network is refused, unless the owner allowed
            // it (`hearth host --notices-may-reach`); checked again when each notice is sent.
            for (kind, target) in form.channels.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where kind != .email {
                guard let target, !target.trimmed.isEmpty else { continue }
                let checked = try NoticeChannel.checkTarget(target, for: kind)
                if let refused = await noticeReach.refusalOffThread(ofSaved: checked) { throw refused.failure(for: kind) }
            }
            let webhook = try store.saveNotices(kinds: form.kinds, channels: form.channels, for: context.member)
            return try noticesAnswer(context, saved: true, secret: webhook?.secret)
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/notices", in: context.language, status: Self.status(of: failure))
        }
    }

    private func noticesAnswer(_ context: MemberRequestContext, saved: Bool, secret: String?) throws -> Response {
        let family = context.family, words = pages.words(context.language)
        let chosen = try store.notices(of: context.member)
        let kinds = NoticeKind.allCases.map { kind in
            NoticesPage.Kind(field: "kind-" + kind.rawValue, label: words.text("server_notices_kind_" + kind.rawValue), on: chosen.kinds[kind] != nil,
                             isMorning: kind == .morning)
        }
        let placeholders: [NoticeChannel.Kind: String] = [.ntfy: "https://ntfy.sh/your-topic", .email: "you@example.com", .webhook: "https://home.example/hooks/hearth"]
        let channels = NoticeChannel.Kind.allCases.map { kind in
            let target = chosen.channels.first { $0.kind == kind }?.target ?? ""
            return NoticesPage.Channel(field: "channel-" + kind.rawValue, label: words.text("server_notices_channel_" + kind.rawValue),
                                       // A password in an address kept before they were refused is not shown back.
                                       target: kind == .email ? target : WebAddress.withoutUserInfo(target), inputType: kind == .email ? "email" : "url",
                                       placeholder: placeholders[kind] ?? "")
        }
        let sent = try store.sentNotices(of: context.member).map { notice in
            let reason = notice.lastError ?? ""
            let state = notice.sent != nil ? words.text("server_notice_sent") : notice.gaveUp ? words.text("server_notice_given_up", ["reason": reason])
                : notice.attempts == 0 ? words.text("server_notice_waiting") : words.text("server_notice_failed", ["reason": reason])
            return NoticesPage.Sent(title: notice.title, channel: notice.channel, stateText: state, failed: notice.sent == nil && notice.attempts > 0)
        }
        let page = NoticesPage(csrf: context.session.csrf, kinds: kinds, morningAt: (chosen.kinds[.morning] ?? NoticeKind.morningDefault).description, channels: channels,
                               savedText: saved ? words.text("server_notices_saved") : nil, secret: secret, sent: sent,
                               backHref: pages.address(site.home(of: family) ?? "/"))
        return pages.answer(page, title: words.text("server_notices_title"), in: context.language, status: .ok)
    }
}

/// POST /notices: each kind ticked ("kind-morning=on"), the morning's time ("at=07:30"), and each channel's
/// address ("channel-email=…"; empty turns it off), as the store saves them in one go.
struct NoticesForm: Decodable {
    /// The kinds ticked, each at its time (the morning's from "at", the others' unused).
    var kinds: [NoticeKind: TimeOfDay]
    /// Every channel's field as sent (nil: not on the form, left as it is).
    var channels: [NoticeChannel.Kind: String?]

    /// A field's name, as the page names it.
    struct Field: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        func text(_ name: String) throws -> String? { try fields.decodeIfPresent(String.self, forKey: Field(stringValue: name)) }
        kinds = [:]
        for kind in NoticeKind.allCases where try text("kind-" + kind.rawValue) == "on" {
            kinds[kind] = kind == .morning ? try text("at").map { try TimeOfDay.parse($0, field: "at") } ?? NoticeKind.morningDefault : NoticeKind.morningDefault
        }
        channels = [:]
        for kind in NoticeChannel.Kind.allCases { channels[kind] = try text("channel-" + kind.rawValue) }
    }
}
