import Foundation
import HearthDomain
import HearthSite

/// The hosted site on disk and which part of it each family may see: its folder ("<folder>/"), or
/// the whole site when `--family` put one family at the root.
struct HostSite: Sendable {
    let files: SiteFolderLookup
    /// `--family`: the one family whose pages are the site's root; nil: every family in its folder.
    let rootFamily: HearthID?

    init(folder: URL, rootFamily: HearthID?) {
        files = SiteFolderLookup(root: folder)
        self.rootFamily = rootFamily
    }

    /// The family's pages' path from the site's root: "/<folder>/", or "/" at the root; nil when this
    /// site has no pages of that family.
    func home(of family: Family) -> String? {
        guard let rootFamily else { return "/" + family.folderName + "/" }
        return rootFamily == family.id ? "/" : nil
    }

    /// Whether `path` (as requested, percent-encoded) lies inside the family's pages, or is one of the
    /// files every page shares at the root (the style sheet of the sign-in page, robots.txt).
    func allows(_ path: String, to family: Family) -> Bool {
        guard let home = home(of: family) else { return false }
        let decoded = (path.removingPercentEncoding ?? path).prefix { $0 != "?" }
        return decoded.hasPrefix(home) || Self.isShared(String(decoded))
    }

    static func isShared(_ path: String) -> Bool {
        path == "/robots.txt" || path.hasPrefix("/assets/")
    }

    /// A page of the family's site as served to one signed-in member or device: their CSRF token and
    /// name in place of the markers the hosted build left (`HostedPage`).
    static func personal(_ page: Data, csrf: String, name: String) -> Data {
        var text = String(decoding: page, as: UTF8.self)
        text = text.replacingOccurrences(of: HostedPage.csrfField, with: #"name="csrf" value=""# + HTMLText.escape(csrf) + #"""#)
        text = text.replacingOccurrences(of: HostedPage.memberText, with: #"data-hearth="member">"# + HTMLText.escape(name) + "<")
        return Data(text.utf8)
    }
}
