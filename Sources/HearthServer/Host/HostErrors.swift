import Foundation
import HearthDomain
import Hummingbird

/// Answers that no route chose: a form field that is not UTF-8 (400, naming the field), and a failure of
/// the server itself (a full disk, a store that cannot be written), logged with the request it failed and
/// answered with a page that says so instead of an empty 500. In the words of the visitor's language.
struct HostErrors: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers
    let log: @Sendable (String) -> Void

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            let pages = handlers.pages
            let language = pages.language(request, family: (try? handlers.visitor(context))?.0.family), words = pages.words(language)
            if let refusal = error as? FormRefusal {
                return pages.refusal(words.text("server_form_not_utf8", ["field": refusal.field]), back: nil, in: language, status: .badRequest)
            }
            let message = (error as? Failure)?.message ?? "\(error)"
            log("\(request.method) \(request.uri.path): the server failed: \(message)")
            return pages.notice(words.text("server_failed", ["reason": message]), title: words.text("server_not_done"), link: nil, in: language,
                                status: .internalServerError)
        }
    }
}
