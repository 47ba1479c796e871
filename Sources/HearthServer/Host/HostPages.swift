import Foundation
import HearthDomain
import HearthSite

/// The few pages `hearth host` writes itself rather than the site builder: signing in, a scanned join
/// card, a refusal. They use the site's style sheet (/assets/hearth.css) and escape every text from the
/// store or the request (`HTMLText`).
enum HostPages {
    static func signIn(code: String, message: String?, csrf: String, next: String) -> String {
        page(title: "Sign in", main: """
            <section class="sign-in">
            <h1 class="page-title">Sign in</h1>
            <p class="lede">With the member ID on your join card (or scan the card with your phone's camera) and your password.</p>
            \(message.map { "<p class=\"refusal\" role=\"alert\">\(e($0))</p>" } ?? "")
            <form class="host-form" method="post" action="/sign-in">
            <input type="hidden" name="csrf" value="\(e(csrf))">
            <input type="hidden" name="next" value="\(e(next))">
            <label class="host-field">Member ID <input name="member" value="\(e(code))" required autocomplete="username" autocapitalize="characters" spellcheck="false"></label>
            <label class="host-field">Password <input name="password" type="password" required autocomplete="current-password"></label>
            <button class="button" type="submit">Sign in</button>
            </form>
            <p>No password yet? Someone with the server's shell sets it: <code>hearth member password YOUR-ID</code>.</p>
            </section>
            """)
    }

    /// A device's one-time link: one button signs the browser in.
    static func deviceSignIn(token: String) -> String {
        page(title: "Sign this device in", main: """
            <h1 class="page-title">Sign this device in</h1>
            <p class="lede">This screen will show the family's pages, and change nothing. The link works once.</p>
            <form class="host-form" method="post" action="/device/\(e(token.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""))">
            <button class="button" type="submit">Sign this device in</button>
            </form>
            """)
    }

    /// An action refused: the store's message, as the command says it.
    static func refusal(_ message: String, back: String?) -> String {
        page(title: "Not done", main: """
            <h1 class="page-title">Not done</h1>
            <p class="refusal" role="alert">\(e(message))</p>
            \(back.map { "<p><a class=\"button\" href=\"\(e($0))\">Back</a></p>" } ?? "")
            """)
    }

    static func notice(title: String, message: String, link: (text: String, href: String)?) -> String {
        page(title: title, main: """
            <h1 class="page-title">\(e(title))</h1>
            <p class="lede">\(e(message))</p>
            \(link.map { "<p><a class=\"button\" href=\"\(e($0.href))\">\(e($0.text))</a></p>" } ?? "")
            """)
    }

    /// Someone else's card, scanned by a signed-in member: invite them.
    static func invite(_ invitee: Member, into family: Family, csrf: String, already: String?, home: String) -> String {
        let action = already.map { "<p class=\"lede\">\(e($0))</p>" } ?? """
            <form class="host-form" method="post" action="/join/\(invitee.id.text)/invite">
            <input type="hidden" name="csrf" value="\(e(csrf))">
            <button class="button" type="submit">Invite to \(e(family.name))</button>
            </form>
            """
        return page(title: "Invite \(invitee.displayName)", main: """
            <h1 class="page-title">\(e(invitee.displayName))</h1>
            <p class="lede">Member ID \(invitee.id.text)</p>
            \(action)
            <p><a href="\(e(home))">Back to \(e(family.name))</a></p>
            """)
    }

    /// One's own card: the invitations waiting, and leaving a family joined elsewhere.
    static func ownCard(_ member: Member, invitations: [(family: Family, invitedBy: String?)], joined: Family?,
                        csrf: String, home: String) -> String {
        var parts: [String] = []
        if invitations.isEmpty {
            parts.append("<p class=\"lede\">No invitation is waiting for you. Someone of another family invites you by scanning this card.</p>")
        }
        for invitation in invitations {
            let by = invitation.invitedBy.map { " (from \(e($0)))" } ?? ""
            parts.append("""
                <section class="panel">
                <h2>Invitation to \(e(invitation.family.name))\(by)</h2>
                <form class="host-form" method="post" action="/join/accept"><input type="hidden" name="csrf" value="\(e(csrf))"><input type="hidden" name="family" value="\(invitation.family.id.text)"><button class="button" type="submit">Accept and join \(e(invitation.family.name))</button></form>
                <form class="host-form" method="post" action="/join/decline"><input type="hidden" name="csrf" value="\(e(csrf))"><input type="hidden" name="family" value="\(invitation.family.id.text)"><button class="button button--quiet" type="submit">Decline</button></form>
                </section>
                """)
        }
        if let joined {
            parts.append("""
                <section class="panel">
                <h2>You joined \(e(joined.name))</h2>
                <form class="host-form" method="post" action="/join/leave"><input type="hidden" name="csrf" value="\(e(csrf))"><button class="button button--quiet" type="submit">Leave \(e(joined.name))</button></form>
                </section>
                """)
        }
        return page(title: "Your card", main: """
            <h1 class="page-title">\(e(member.displayName))</h1>
            <p class="lede">Member ID \(member.id.text)</p>
            \(parts.joined(separator: "\n"))
            <p><a href="\(e(home))">Back to your family's pages</a></p>
            """)
    }

    private static func page(title: String, main: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="robots" content="noindex, nofollow">
        <title>\(e(title)) · Hearth</title>
        <link rel="stylesheet" href="/assets/hearth.css">
        </head>
        <body>
        <main id="main" class="page">
        \(main)
        </main>
        </body>
        </html>

        """
    }

    private static func e(_ text: String) -> String { HTMLText.escape(text) }

    /// What a path segment keeps as it is (RFC 3986's unreserved characters): a device link's "-" and "_"
    /// stay themselves.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
