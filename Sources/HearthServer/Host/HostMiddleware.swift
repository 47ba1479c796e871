import Foundation
import HearthDomain
import Hummingbird

/// Who is asking, found once for every request after the session is read: the session's member or device
/// as the store holds them now (a member moved to another family sees that family; a removed device or
/// member is signed out), put in the request's context (`HostRequestContext.signedIn`).
struct VisitorMiddleware: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.signedIn = try handlers.signedIn(context.sessions)
        return try await next(request, context)
    }
}

/// The forms of a signed-in member or device (the family's actions, sign-out, tokens, notices, invitations,
/// joining, printing), checked before any route decodes them: the body read (a field that is not UTF-8
/// refused by name, `FormProblem.notUTF8`); a browser that is not signed in (any longer) refused (401); a
/// form whose CSRF token is not its session's refused (403, "the page was out of date").
struct SignedInForms: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var request = request
        let csrf = try await request.form(CSRFField.self, context).csrf
        guard let signedIn = context.signedIn else { return handlers.signedOut(request, answer: handlers.signedOutRefusal(request)) }
        guard SessionToken.same(csrf ?? "", signedIn.session.csrf) else { return handlers.csrfRefusal(signedIn.visitor) }
        return try await next(request, context)
    }
}
