import Foundation
import HearthDomain
import HearthSite
import NIOCore

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

    /// `rawPath` (as requested, percent-encoded) in the folder of `language`'s pages below the family's
    /// (`LanguageSwitch`), when `language` is not the family's: a member who reads another is served
    /// those at the family's own addresses, where the forms are, and the others see theirs there.
    func rawPath(_ rawPath: String, in language: Language, of family: Family) -> String? {
        guard language != family.language, let home = home(of: family) else { return nil }
        let encodedHome = home.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? home
        for prefix in [home, encodedHome] where rawPath.hasPrefix(prefix) {
            return prefix + language.tag + "/" + rawPath.dropFirst(prefix.count)
        }
        return nil
    }

    /// Whether `path` (as requested, percent-encoded) lies inside the family's pages, or is one of the
    /// files every page shares at the root (the style sheet of the sign-in page, robots.txt).
    func allows(_ path: String, to family: Family) -> Bool {
        guard let home = home(of: family) else { return false }
        let decoded = (path.removingPercentEncoding ?? path).prefix { $0 != "?" }
        return decoded.hasPrefix(home) || Self.isShared(String(decoded))
    }

    /// The files every page shares, which anyone may fetch: robots.txt, the site's assets/, and a family
    /// folder's theme icons (assets/icons/: a browser fetches the home screen's touch icon without the
    /// session's cookie). Nothing of a family's data is among them.
    static func isShared(_ path: String) -> Bool {
        path == "/robots.txt" || path.hasPrefix("/assets/") || familyIcons(path) != nil
    }

    /// "/UHRJRTN8ZW2A/assets/icons/" for a path below a family folder's theme icons.
    static func familyIcons(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[0].isEmpty, !parts[1].isEmpty, parts[2] == "assets", parts[3] == "icons" else { return nil }
        return "/\(parts[1])/assets/icons/"
    }

    /// Where the file served for `path` must lie once links are followed (`SiteFolderLookup`): the shared
    /// file or folder it names, else the family's pages.
    func area(of path: String, for family: Family?) -> String? {
        let decoded = path.removingPercentEncoding ?? path
        if let icons = Self.familyIcons(decoded) { return icons }
        if Self.isShared(decoded) { return decoded == "/robots.txt" ? decoded : "/assets/" }
        return family.flatMap(home(of:))
    }

    /// What makes a page of the family's site the page served to one signed-in member or device
    /// (`PersonalPage`): their CSRF token and name in place of the markers the hosted build left
    /// (`HostedPage`); and on the root element, who
    /// looks: `data-hearth-member-id` (hearth-host.js shows Remove on their own wishes only;
    /// `data-hearth-manager` too for a manager) or `data-hearth-device` (no button that would change
    /// anything; hearth.css).
    static func personal(csrf: String, visitor: Visitor) -> [Replacement] {
        let viewer: String
        switch visitor {
        case .member(let member, _):
            // A manager's page shows what only managers may do (the family page's walking order).
            viewer = " data-hearth-member-id=\"" + member.id.text + "\"" + (member.managesFamily ? " data-hearth-manager" : "")
        case .device(let device, _): viewer = " data-hearth-device" + (device.marksChores ? " data-hearth-device-chores" : "")
        }
        return [
            Replacement(HostedPage.csrfField, with: #"name="csrf" value=""# + HTMLText.escape(csrf) + #"""#),
            Replacement(HostedPage.memberText, with: #"data-hearth="member">"# + HTMLText.escape(visitor.name) + "<"),
            // The root element's marker stands once, at the top of the page.
            Replacement(HostedPage.rootMarker, with: HostedPage.rootMarker.dropLast() + viewer + ">", firstOnly: true),
        ]
    }

    /// A text of a page replaced as it is served: everywhere, or the first time only. The patterns of
    /// one page cannot overlap, as the markers of `HostedPage` cannot.
    struct Replacement: Sendable {
        let pattern: [UInt8]
        let replacement: [UInt8]
        let firstOnly: Bool

        init(_ pattern: String, with replacement: String, firstOnly: Bool = false) {
            self.pattern = Array(pattern.utf8)
            self.replacement = Array(replacement.utf8)
            self.firstOnly = firstOnly
        }
    }
}
