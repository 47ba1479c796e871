import HearthStore
import Hummingbird

/// Puts the member a request's token acts as in its context (`HostRequestContext.apiCaller`): a request
/// without a token, or with one that is unknown, removed or expired, is refused with 401 (at once: the
/// store is asked every time). Guessing is slowed as sign-in is (`SignInThrottle`): after five unknown
/// tokens from one address, an unknown token from it gets 429 until the wait is over. The token is looked
/// up first (a SHA-256 and one row: nothing to slow down), so a known token is never refused for the
/// failures of others behind the same address (a household's router, a proxy), and only guesses wait. A
/// known token clears nothing either: one's own token would otherwise reset the count between guesses.
struct APIAuthentication: RouterMiddleware {
    typealias Context = HostRequestContext
    let handlers: HostHandlers

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else {
            return APIProblem.unauthorized("Send a token as Authorization: Bearer TOKEN (a member makes one with `hearth token add NAME --as MEMBER`).").response
        }
        let secret = String(header.dropFirst("bearer ".count)).trimmed
        let caller: HouseholdStore.APICaller?
        do {
            caller = try handlers.store.apiCaller(secret: secret)
        } catch {
            var problem = APIProblem(.serviceUnavailable, "The server could not read its store: \(error)")
            problem.headers[.retryAfter] = "5"
            return problem.response
        }
        guard let caller else {
            // An unknown token is counted against its address (`begin` counts it); past the free tries it waits.
            let (wait, counted) = handlers.throttle.begin(["api " + handlers.clientAddress(request, context)])
            guard counted != nil else {
                var problem = APIProblem(.tooManyRequests, "Too many unknown tokens from this address: try again in \(wait) seconds.", field: "Authorization")
                problem.headers[.retryAfter] = String(wait)
                return problem.response
            }
            return APIProblem.unauthorized("This token is not known: it was removed, it has expired, or it was mistyped.").response
        }
        var context = context
        context.apiCaller = caller
        return try await next(request, context)
    }
}
