import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Headers on every answer of `hearth host`, written on the connection itself so that no answer goes
/// without them: a page, a refusal, a body too large (413), a request the parser could not read (400) or
/// a failure of the server (500). No framing (a form in a frame of another site could be clicked unseen),
/// scripts and everything else from this server only, no guessing of types, and no page address sent to
/// other sites.
final class HostHeaders: ChannelOutboundHandler, RemovableChannelHandler, Sendable {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Inline style attributes are allowed (a location's colour, the progress bar's width); inline scripts are not.
    static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static let fields: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy, contentSecurityPolicy),
        (HTTPField.Name("X-Frame-Options")!, "DENY"),
        (HTTPField.Name("X-Content-Type-Options")!, "nosniff"),
        (HTTPField.Name("Referrer-Policy")!, "same-origin"),
    ]

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        for (name, value) in Self.fields { head.headerFields[name] = value }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
