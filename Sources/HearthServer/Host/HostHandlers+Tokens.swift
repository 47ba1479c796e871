import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's tokens for the API, on the server's page /tokens (linked from the family page): listed,
/// made (the secret shown once, on the page that answers), and removed, as `hearth token` does.
extension HostHandlers {
    /// GET /tokens: the signed-in member's tokens and the form that makes one.
    func tokensPage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        try tokensAnswer(context, made: nil)
    }

    /// POST /tokens: a new token of the member's, its secret on the page that answers.
    func makeToken(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(TokenForm.self, context)
        let family = context.family
        do {
            let made = try store.addAPIToken(name: form.name ?? "", for: context.member, in: family, readOnly: form.readOnly != nil, days: nil)
            return try tokensAnswer(context, made: made)
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/tokens", in: context.language, status: Self.status(of: failure))
        }
    }

    /// POST /tokens/remove: one of the member's tokens removed; the page again, saying so.
    func removeToken(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(TokenRemovalForm.self, context)
        let family = context.family, words = pages.words(context.language)
        do {
            let removed = try store.removeAPIToken(form.token ?? "", of: context.member, in: family)
            return pages.notice(words.text("server_token_removed", ["name": removed.name]), title: words.text("server_tokens_title"),
                                link: .init(text: words.text("server_back"), href: "/tokens"), in: context.language, status: .ok)
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/tokens", in: context.language, status: Self.status(of: failure))
        }
    }

    private func tokensAnswer(_ context: MemberRequestContext, made: (token: APIToken, secret: String)?) throws -> Response {
        let family = context.family, words = pages.words(context.language)
        let tokens = try store.apiTokens(of: context.member, in: family).map { token in
            let limits = [words.text(token.readOnly ? "server_token_reads" : "server_token_changes")]
                + (token.expires.map { [words.text("server_token_until", ["date": String($0.prefix(10))])] } ?? [])
            return TokensPage.Token(id: token.id.text, name: token.name, limitsText: limits.joined(separator: " · "),
                                    removeLabel: words.text("server_token_remove_label", ["name": token.name]))
        }
        let page = TokensPage(csrf: context.session.csrf, tokens: tokens, secret: made?.secret, madeText: made.map { words.text("server_token_made", ["name": $0.token.name]) },
                              backHref: pages.address(site.home(of: family) ?? "/"))
        return pages.answer(page, title: words.text("server_tokens_title"), in: context.language, status: .ok)
    }
}

/// POST /tokens: a token's name, and "readOnly" when its box is ticked.
struct TokenForm: Decodable {
    var name: String?
    var readOnly: String?
}

/// POST /tokens/remove: the token's ID.
struct TokenRemovalForm: Decodable {
    var token: String?
}
