import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// Swapping chores with another member on the server's page /swap (linked from the hosted week): one offers
/// a chore of theirs for another's, the other agrees or declines, the asker may take it back. Each answer
/// goes through the changes' queue, so the week's pages show the chores in their new hands at once.
extension HostHandlers {
    /// GET /swap.
    func swapPage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        try swapAnswer(context, saved: nil)
    }

    /// POST /swap: "giving" (a chore of the member's) for "taking" (another member's).
    func offerSwap(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(SwapForm.self, context)
        let member = context.member, family = context.family, words = pages.words(context.language)
        return try await swapChange(context) {
            let swap = try await applied("swap/offer", by: member, in: family) { [store] in
                try store.offerSwap(giving: form.giving, taking: form.taking, by: member, in: family)
            }
            let chores = try store.chores(of: family)
            return words.text("server_swap_offered", try offerWords(swap, chores: chores, in: context))
        }
    }

    /// POST /swap/agree, /swap/decline, /swap/withdraw: "swap", the offer's ID.
    func answerSwap(_ answer: SwapAnswer, _ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(SwapAnswerForm.self, context)
        let member = context.member, family = context.family, words = pages.words(context.language)
        return try await swapChange(context) {
            let offered = try store.swaps(of: family).first { $0.id == form.swap }
            let values = try offered.map { try offerWords($0, chores: store.chores(of: family), in: context) } ?? [:]
            try await applied("swap/" + answer.rawValue, by: member, in: family) { [store] in
                switch answer {
                case .agree: try store.answerSwap(form.swap, agree: true, by: member, in: family)
                case .decline: try store.answerSwap(form.swap, agree: false, by: member, in: family)
                case .withdraw: try store.withdrawSwap(form.swap, by: member, in: family)
                }
            }
            return words.text(answer.savedKey, values)
        }
    }

    /// The page after a change `make` made, saying what it did; a refusal of the household's rules in the
    /// member's words, with the way back to the page.
    private func swapChange(_ context: MemberRequestContext, _ make: () async throws -> String) async throws -> Response {
        do {
            return try swapAnswer(context, saved: try await make())
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/swap", in: context.language, status: Self.status(of: failure))
        }
    }

    /// A swap's chores and the other member, as its sentences name them: {giving}, {taking} and {member}
    /// (the asker to the member it was offered to, else that member).
    private func offerWords(_ swap: ChoreSwap, chores: [Chore], in context: MemberRequestContext) throws -> [String: String] {
        let words = pages.words(context.language)
        let names = Dictionary(try store.members(of: context.family.id).map { ($0.id, $0.displayName) }) { first, _ in first }
        func named(_ id: String) -> String {
            guard let chore = chores.first(where: { $0.id == id }) else { return id }
            return chore.label.name(in: context.language) + " · " + words.weekday(chore.weekday)
        }
        let other = swap.askedBy == context.member.id ? swap.answeredBy : swap.askedBy
        return ["giving": named(swap.giving), "taking": named(swap.taking), "member": names[other] ?? "?"]
    }

    /// The page, in the member's language.
    private func swapAnswer(_ context: MemberRequestContext, saved: String?) throws -> Response {
        let family = context.family, member = context.member, language = context.language, words = pages.words(language)
        let chores = try store.chores(of: family), swaps = try store.swaps(of: family)
        let names = Dictionary(try store.members(of: family.id).map { ($0.id, $0.displayName) }) { first, _ in first }
        func choice(_ chore: Chore, withMember: Bool) -> SwapPage.Entry {
            let text = [chore.label.name(in: language), words.weekday(chore.weekday)] + (withMember ? [chore.assignee.flatMap { names[$0] } ?? "?"] : [])
            return SwapPage.Entry(id: chore.id, text: text.joined(separator: " · "))
        }
        let toYou = try swaps.filter { $0.answeredBy == member.id }.map {
            SwapPage.Entry(id: $0.id, text: words.text("server_swap_offer_to_you", try offerWords($0, chores: chores, in: context)))
        }
        let yours = try swaps.filter { $0.askedBy == member.id }.map {
            SwapPage.Entry(id: $0.id, text: words.text("server_swap_offer_yours", try offerWords($0, chores: chores, in: context)))
        }
        let page = SwapPage(csrf: context.session.csrf, toYou: toYou, yours: yours,
                            mine: chores.filter { $0.assignee == member.id && !$0.keepsAssignee }.map { choice($0, withMember: false) },
                            others: chores.filter { $0.assignee != nil && $0.assignee != member.id && !$0.keepsAssignee }.map { choice($0, withMember: true) },
                            savedText: saved, backHref: pages.address((site.home(of: family) ?? "/") + "chores/"))
        return pages.answer(page, title: words.text("server_swap_title"), in: language, status: .ok)
    }
}

/// What a member does with a swap on offer: the one it was offered to agrees or declines; the asker takes it back.
enum SwapAnswer: String, Sendable {
    case agree
    case decline
    case withdraw

    /// What the page says once it is done: "Swapped: …".
    var savedKey: String {
        switch self {
        case .agree: "server_swap_agreed"
        case .decline: "server_swap_declined"
        case .withdraw: "server_swap_withdrawn"
        }
    }
}

/// POST /swap: the member's chore to give and another member's to take, by their IDs.
struct SwapForm: Decodable {
    var giving: String
    var taking: String
}

/// POST /swap/agree, /swap/decline, /swap/withdraw: the swap on offer, by its ID.
struct SwapAnswerForm: Decodable {
    var swap: String
}
