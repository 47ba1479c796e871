import Foundation
import HearthDomain
import HearthSite
import Hummingbird

/// Answers that no route chose: a form the rules refuse before it is read (400, naming the field: `FormProblem`),
/// a members' page asked for by someone else (`MembersOnly`), and a failure of
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
            let visitor = (try? handlers.signedIn(context.sessions))?.visitor, family = visitor?.family
            let language = visitor?.language ?? pages.language(request, family: nil), words = pages.words(language)
            switch error {
            case let problem as FormProblem:
                // Back to the family's pages (the form itself is not known here: it was refused before its route).
                return pages.refusal(problem.message(words), back: family.flatMap(handlers.site.home(of:)), in: language, status: .badRequest)
            case MembersOnly.signedOut where request.method == .get || request.method == .head:
                // Back to the page once signed in ("/sign-in?next=/tokens"); the path is the route's, one of this site's.
                return handlers.redirect(ServerAction.signIn.route + "?next=" + (HostHandlers.isOwnPath(request.uri.path) ? request.uri.path : "/"))
            case MembersOnly.signedOut:
                return handlers.signedOut(request, answer: handlers.signedOutRefusal(request))
            case MembersOnly.device(let visitor):
                return handlers.deviceRefusal(visitor)
            default: break
            }
            let message = (error as? Failure)?.message ?? "\(error)"
            log("\(request.method) \(request.uri.path): the server failed: \(message)")
            return pages.notice(words.text("server_failed", ["reason": message]), title: words.text("server_not_done"), link: nil, in: language,
                                status: .internalServerError)
        }
    }
}
