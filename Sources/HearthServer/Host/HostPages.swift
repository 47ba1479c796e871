import Foundation
import HearthDomain
import HearthSite
import Hummingbird

/// The pages `hearth host` writes itself, as answers: the theme's server pages (`ServerPages`: sign-in,
/// device, join, notice) in the visitor's language, with the theme's words for every message.
struct HostPages: Sendable {
    let pages: ServerPages
    /// `--family`: the language of the one family the site shows, before anyone signs in.
    let rootLanguage: Language?
    /// Where the server's addresses begin as the browser sees them: "/", or "/hearth/" behind a proxy
    /// that serves the site under a sub-path (`--public-url https://home.example/hearth`) and takes it off
    /// before passing a request on. Routes are matched without it; every address written has it.
    let root: String

    /// `path` ("/sign-in", as the routes name it) as the browser opens it: "/hearth/sign-in" under a sub-path.
    func address(_ path: String) -> String {
        root + path.drop { $0 == "/" }
    }

    /// The path of an address the browser sent (a Referer's), as the routes name it; nil when it is not
    /// below `root`.
    func route(ofAddress path: String) -> String? {
        if root == "/" { return path }
        if path == String(root.dropLast()) { return "/" }
        return path.hasPrefix(root) ? "/" + path.dropFirst(root.count) : nil
    }

    func words(_ language: Language) -> ThemeStrings { pages.strings(language) }

    /// The language of an answer: `family`'s (the visitor's, or the family of the link or card), else the
    /// language of the family the site shows, else the first of the browser's languages the theme has a
    /// file for (`Language.closest`: zh-TW is zh-Hant, pt is pt-BR, de-AT is de), else the base language.
    func language(_ request: Request, family: Family?) -> Language {
        if let family { return family.language }
        if let rootLanguage { return rootLanguage }
        return Self.language(accepting: request.headers[.acceptLanguage] ?? "")
    }

    /// The best of the theme's languages for an Accept-Language header ("zh-TW,zh;q=0.9,en;q=0.8").
    static func language(accepting header: String) -> Language {
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (tag: String, weight: Double, index: Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let weight = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (tag, weight, index)
        }.filter { $0.weight > 0 }.sorted { ($0.weight, -$0.index) > ($1.weight, -$1.index) }
        return ranked.lazy.compactMap { Language.closest(to: $0.tag) }.first ?? .base
    }

    /// A refusal of the household's rules as a page says it: the rule's sentence in the family's words,
    /// after the label of the field it checked; the command's words for a failure the rules have no
    /// sentence for (only a command or a file meets those).
    func message(of failure: Failure, in language: Language) -> String {
        guard let wording = failure.wording else { return failure.message }
        let words = words(language)
        var values = wording.values
        // A chore is named as its page names it: a default label's key ("cook") in the reader's language.
        if let chore = values["chore"] { values["chore"] = ChoreLabel.titled(chore).name(in: language) }
        let sentence = words.text(wording.key.rawValue, values)
        guard let field = wording.field, let label = Self.fieldLabels[field] else { return sentence }
        return words.text("server_field_problem", ["field": words.text(label), "problem": sentence])
    }

    /// The label on the page of each field a rule names (an item's name is the grocery form's "Name").
    /// A location and a date go unlabelled: the page's sentence names the location, or the day, itself.
    static let fieldLabels: [Field: String] = [
        .itemName: "host_item_name", .quantity: "host_item_quantity", .wish: "host_wish", .memberName: "server_your_name",
        .password: "server_password", .tokenName: "server_token_name",
        .ntfy: "server_notices_channel_ntfy", .email: "server_notices_channel_email", .webhook: "server_notices_channel_webhook",
    ]

    /// `page` rendered, as an HTML answer that no cache keeps.
    func answer(_ page: some ServerPage, title: String, in language: Language, status: HTTPResponse.Status) -> Response {
        do {
            return HostHandlers.html(try pages.render(page, title: title, in: language), status: status)
        } catch {
            // A theme folder without the template: the words, at least.
            let text = (error as? Failure)?.message ?? "\(error)"
            return HostHandlers.response(Data((title + "\n" + text + "\n").utf8), type: "text/plain; charset=utf-8", status: status, cache: "no-store")
        }
    }

    /// A notice: `message` under `title`, with a link onwards.
    /// `link.href` is a path as the routes name it.
    func notice(_ message: String, title: String, link: NoticePage.Link?, in language: Language, status: HTTPResponse.Status) -> Response {
        answer(NoticePage(message: message, isRefusal: false, link: link.map { .init(text: $0.text, href: address($0.href)) }), title: title, in: language, status: status)
    }

    /// A refusal: "Not done", why (as an alert), and a link back to `back`.
    func refusal(_ message: String, back: String?, in language: Language, status: HTTPResponse.Status) -> Response {
        let words = words(language)
        return answer(NoticePage(message: message, isRefusal: true, link: back.map { .init(text: words.text("server_back"), href: address($0)) }),
                      title: words.text("server_not_done"), in: language, status: status)
    }
}
