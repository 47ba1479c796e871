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

    /// A page of the family's site as served to one signed-in member or device: their CSRF token and
    /// name in place of the markers the hosted build left (`HostedPage`); and on the root element, who
    /// looks: `data-hearth-member-id` (hearth-host.js shows Remove on their own wishes only;
    /// `data-hearth-manager` too for a manager) or `data-hearth-device` (no button that would change
    /// anything; hearth.css).
    static func personal(_ page: Data, csrf: String, visitor: Visitor) -> Data {
        let once = replacing(HostedPage.csrfField, with: #"name="csrf" value=""# + HTMLText.escape(csrf) + #"""#, in: page)
        let named = replacing(HostedPage.memberText, with: #"data-hearth="member">"# + HTMLText.escape(visitor.name) + "<", in: once)
        let viewer: String
        switch visitor {
        case .member(let member, _):
            // A manager's page shows what only managers may do (the family page's walking order).
            viewer = " data-hearth-member-id=\"" + member.id.text + "\"" + (member.managesFamily ? " data-hearth-manager" : "")
        case .device(let device, _): viewer = " data-hearth-device" + (device.marksChores ? " data-hearth-device-chores" : "")
        }
        // The root element's marker stands once, at the top of the page.
        return replacing(HostedPage.rootMarker, with: HostedPage.rootMarker.dropLast() + viewer + ">", in: named, firstOnly: true)
    }

    /// Every `pattern` in `data` replaced, in one pass over the bytes (memchr for the pattern's first byte,
    /// then memcmp): a large household's grocery page is megabytes with a token in every form, and going
    /// through String took most of a tick's time at the server.
    /// The replacement is made only if the pattern is found; with
    /// `firstOnly`, the first match only.
    static func replacing(_ pattern: String, with replacement: @autoclosure () -> String, in data: Data, firstOnly: Bool = false) -> Data {
        let needle = Array(pattern.utf8)
        var substitute: [UInt8]?
        return data.withUnsafeBytes { (page: UnsafeRawBufferPointer) -> Data in
            guard let base = page.baseAddress, !needle.isEmpty else { return data }
            var output = Data()
            output.reserveCapacity(page.count + page.count / 16)
            var offset = 0
            var searchFrom = 0
            while page.count - searchFrom >= needle.count,
                  let first = memchr(base + searchFrom, Int32(needle[0]), page.count - searchFrom - needle.count + 1) {
                let at = base.distance(to: UnsafeRawPointer(first))
                guard memcmp(base + at, needle, needle.count) == 0 else {
                    searchFrom = at + 1
                    continue
                }
                output.append(base.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: at - offset)
                if substitute == nil { substitute = Array(replacement().utf8) }
                output.append(contentsOf: substitute!)
                offset = at + needle.count
                searchFrom = offset
                if firstOnly { break }
            }
            if offset < page.count {
                output.append(base.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: page.count - offset)
            }
            return output
        }
    }
}
