import Foundation
import HearthStore
import Hummingbird
import HummingbirdAuth
import NIOCore

/// What a session of `hearth host` holds: who signed in (a member, or a read-only device) and the CSRF
/// token every form of that session must carry. Kept in the store by `StoreSessions`.
public struct HostSession: Codable, Sendable {
    /// The member's ID (kept in the sessions table's member_id too, by `StoreSessions`).
    var member: String?
    /// The device's ID, for a kitchen screen's read-only session.
    var device: String?
    var csrf: String

    static func forMember(_ id: String) -> HostSession { HostSession(member: id, device: nil, csrf: SecretText.newToken()) }
    static func forDevice(_ id: String) -> HostSession { HostSession(member: nil, device: id, csrf: SecretText.newToken()) }
}

/// A request to `hearth host`: its session (hummingbird-auth) and the address it came from (for the
/// sign-in throttle).
struct HostRequestContext: SessionRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let sessions: SessionContext<HostSession>
    let remoteAddress: SocketAddress?
    /// Who an API request acts as, from its token (`APIAuthentication`); nil for the pages and forms.
    var apiCaller: HouseholdStore.APICaller?
    /// The member or device signed in, and their session (`VisitorMiddleware`); nil: nobody is.
    var signedIn: SignedIn?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        sessions = .init()
        remoteAddress = source.channel.remoteAddress
    }

    var maxUploadSize: Int { Self.formLimit }

    /// A form is a few hundred bytes; `ServerLimits.maximumBody` refuses more before it is read.
    static let formLimit = 64 * 1024
}

/// A member or device signed in, as the store holds them now, and the session they signed in with.
struct SignedIn: Sendable {
    let visitor: Visitor
    /// Its CSRF token, which every form of the session carries (`SignedInForms`).
    let session: HostSession
}

/// CSRF tokens (made by `SecretText.newToken`), compared.
enum SessionToken {
    /// Compares in time that does not depend on where two tokens differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count, !x.isEmpty else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
