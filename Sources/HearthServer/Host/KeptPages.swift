import Crypto
import Foundation
import HearthDomain
import Hummingbird

/// The `hearth_pages` cookie: whose pages a browser may keep and show with no signal (hearth-sw.js). Its
/// value names the session signed in (a digest of the session's CSRF token, which gives the token away to
/// no one); the service worker keeps pages under that name and, with no connection, shows only the pages
/// kept under the name the cookie holds now. A sign-in on the same browser, by anyone, sets a new name;
/// sign-out and any answer to a browser whose session ended remove the cookie, and the service worker then
/// drops every page it kept. Not HttpOnly: the service worker reads it (Cookie Store API).
enum KeptPages {
    static let cookie = "hearth_pages"

    /// The name of the session's kept pages.
    static func tag(of session: HostSession) -> String {
        HexText.of(SHA256.hash(data: Array(("hearth pages " + session.csrf).utf8)), length: 32)
    }

    /// The cookie that gives `session`'s name to the browser, for as long as a session lasts, for the
    /// addresses below `path` (where the server's addresses begin).
    static func owned(by session: HostSession, secure: Bool, path: String, lasting: Duration) -> Cookie {
        Cookie(name: cookie, value: tag(of: session), maxAge: Int(lasting.components.seconds), path: path, secure: secure, httpOnly: false, sameSite: .lax)
    }

    /// The cookie removed: the browser is signed out, and nothing it kept may be shown.
    static func ended(secure: Bool, path: String) -> Cookie {
        Cookie(name: cookie, value: "", maxAge: 0, path: path, secure: secure, httpOnly: false, sameSite: .lax)
    }
}
