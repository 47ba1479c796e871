import Foundation
import HearthDomain
import Hummingbird

/// A request of a signed-in member, not a device: the server's pages for members (/tokens, /notices,
/// /invite) and the join forms. Made from the host's context as the request enters their routes' group;
/// anyone else is refused there (`MembersOnly`), so these routes never ask who is signed in.
struct MemberRequestContext: ChildRequestContext {
    var coreContext: CoreRequestContextStorage
    let member: Member
    /// The member's family, as the store holds it now.
    let family: Family
    /// The member's session: its CSRF token goes into the forms of the pages these routes answer with.
    let session: HostSession

    init(context: HostRequestContext) throws {
        guard let signedIn = context.signedIn else { throw MembersOnly.signedOut }
        guard case .member(let member, let family) = signedIn.visitor else { throw MembersOnly.device(signedIn.visitor) }
        coreContext = context.coreContext
        self.member = member
        self.family = family
        session = signedIn.session
    }

    /// The language the member reads: their own, else their family's.
    var language: Language { member.reads(in: family) }

    var maxUploadSize: Int { HostRequestContext.formLimit }
}

/// Why a request was not let into the members' routes, answered by `HostErrors`: a page asked for while
/// signed out leads to sign-in and back; a form sent signed out is refused (401); a device's, too (403).
enum MembersOnly: Error {
    case signedOut
    case device(Visitor)
}
