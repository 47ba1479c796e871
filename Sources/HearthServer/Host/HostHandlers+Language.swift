import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A member's own language on the server's page /language (linked from the family page): their family's,
/// or one of the theme's languages, saved as `hearth member set --language` saves it. The server's pages,
/// notices and printouts for them are in it from then on.
extension HostHandlers {
    /// GET /language.
    func languagePage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        languageAnswer(context, own: context.member.language, saved: false)
    }

    /// POST /language: "language=de", or "language=" for the family's.
    func saveLanguage(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(LanguageForm.self, context)
        let tag = form.language.trimmed
        guard tag.isEmpty || Language(tag: tag) != nil else {
            let failure = Failure(.usage, "form field \"language\": expected one of \(Language.allTags), found \"\(tag)\"", wording: Wording(.formValue))
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/language", in: context.language, status: .badRequest)
        }
        let own = Language(tag: tag)
        // On the changes' queue, as every change of the household: the pages that show the members follow.
        let member = context.member
        try await applied("member/language", by: member, in: context.family) { [store] in try store.setLanguage(of: member, to: own) }
        return languageAnswer(context, own: own, saved: true)
    }

    /// The page, in the language the member reads now (`own`, just saved, else their family's).
    private func languageAnswer(_ context: MemberRequestContext, own: Language?, saved: Bool) -> Response {
        let family = context.family, language = own ?? family.language, words = pages.words(language)
        let familys = LanguagePage.Choice(tag: "", name: words.text("server_language_family", ["language": pages.words(family.language).text("language_name")]),
                                          lang: language.tag, chosen: own == nil)
        let choices = Language.all.map { LanguagePage.Choice(tag: $0.tag, name: pages.words($0).text("language_name"), lang: $0.tag, chosen: $0 == own) }
        let page = LanguagePage(csrf: context.session.csrf, choices: [familys] + choices, savedText: saved ? words.text("server_language_saved") : nil,
                                backHref: pages.address(site.home(of: family) ?? "/"))
        return pages.answer(page, title: words.text("server_language_title"), in: language, status: .ok)
    }
}

/// POST /language: the tag of one of the theme's languages, or "" for the family's.
struct LanguageForm: Decodable {
    var language: String
}
