import Foundation
import HearthDomain
import Hummingbird

/// A failure of the server itself (a full disk, a store that cannot be written): logged with the request
/// it failed, and answered with a page that says so, instead of an empty 500. Answers the routes chose
/// (`HTTPResponseError`, such as a form that is not UTF-8) pass as they are.
struct HostErrors<Context: RequestContext>: RouterMiddleware {
    let log: @Sendable (String) -> Void

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            let message = (error as? Failure)?.message ?? "\(error)"
            log("\(request.method) \(request.uri.path): the server failed: \(message)")
            return HostHandlers.html(HostPages.notice(title: "Not done", message: "The server could not do this: \(message). Try again in a moment; if it goes on, tell whoever runs the server.", link: nil),
                                     status: .internalServerError)
        }
    }
}
