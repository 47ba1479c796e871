import Foundation
import HearthDomain

/// Where each family's pages live in the site, and where they lived before, so an address once given
/// keeps working: every family has its own folder (`Family.folderName`), whatever other families the
/// store has, and a folder a family's pages left (its ID's, when it chose a short name; the site's root,
/// for a site built before families had folders) keeps a redirect page at every page's old address and
/// a copy of the calendar feed, which a subscription cannot follow through a redirect.
///
/// The site keeps the history in `.hearth-addresses`, a line per family and folder ("ID<TAB>prefix"), so
/// the redirects stay in every later build.
struct SiteAddresses {
    static let fileName = ".hearth-addresses"

    /// The folders (as path prefixes: "" for the root, "riveras/") each family's pages had before this
    /// build, by family ID.
    var earlier: [HearthID: Set<String>] = [:]

    /// The history kept in the site at `folder`; for a site built before it was kept, the folders its
    /// calendar feeds show: one at the root was the store's first family's (a store with one family had
    /// its pages at the root), one in a family's ID folder that family's.
    static func read(from folder: URL, families: [Family]) -> SiteAddresses {
        guard FileManager.default.fileExists(atPath: folder.appending(path: OutputFolder.markerName).path) else { return SiteAddresses() }
        var addresses = SiteAddresses()
        let known = Set(families.map(\.id))
        if let text = try? String(contentsOf: folder.appending(path: fileName), encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2, let id = HearthID(String(fields[0])), known.contains(id), isPrefix(String(fields[1])) else { continue }
                addresses.earlier[id, default: []].insert(String(fields[1]))
            }
            return addresses
        }
        if FileManager.default.fileExists(atPath: folder.appending(path: "chores.ics").path), let owner = rootOwner(folder, families) {
            addresses.earlier[owner.id, default: []].insert("")
        }
        for family in families where FileManager.default.fileExists(atPath: folder.appending(path: family.id.text + "/chores.ics").path) {
            addresses.earlier[family.id, default: []].insert(family.id.text + "/")
        }
        return addresses
    }

    /// The family whose dashboard is at the root of a site built before families had folders: the one
    /// whose name the root page's title holds (names of families differ), else the store's only family.
    static func rootOwner(_ folder: URL, _ families: [Family]) -> Family? {
        if let page = try? String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8),
           let start = page.range(of: "<title>"), let end = page.range(of: "</title>", range: start.upperBound..<page.endIndex) {
            let title = page[start.upperBound..<end.lowerBound]
            let named = families.filter { title.contains(HTMLText.escape($0.name)) }
            if named.count == 1 { return named[0] }
        }
        return families.count == 1 ? families[0] : nil
    }

    /// "" or a folder name and "/", nothing that leads elsewhere: the file is read from disk.
    static func isPrefix(_ text: String) -> Bool {
        text.isEmpty || (text.hasSuffix("/") && text.dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    /// Where a family's pages were before, other than `current`, and other than any family's folder now.
    func moved(_ family: Family, to current: String, taken: Set<String>) -> [String] {
        (earlier[family.id] ?? []).subtracting([current]).subtracting(taken).sorted()
    }

    /// The history to keep: what it was, less folders another family now has, with where each family is now.
    func text(now: [(id: HearthID, prefix: String)]) -> String {
        let taken = Set(now.map(\.prefix))
        var lines: [String] = []
        for (id, prefix) in now {
            for earlier in (earlier[id] ?? []).subtracting(taken).union([prefix]).sorted() { lines.append("\(id.text)\t\(earlier)") }
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    /// A page that sends the browser on to `target` (a path from the site's root) at once, and says
    /// where it went for a browser that does not follow it; at `path`, a folder path from the root.
    static func redirectPage(at path: String, to target: String) -> (html: Data, markdown: Data) {
        let depth = path.split(separator: "/").count
        // To the folder's index.html, as every link of the site: a site opened from disk has no server to
        // find a folder's page, and the browser showed the folder's listing instead (a page wider than a phone).
        let address = String(repeating: "../", count: depth) + target + (target.isEmpty || target.hasSuffix("/") ? "index.html" : "")
        let link = HTMLText.escape(address)
        let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(link)">
            <link rel="canonical" href="\(link)">
            <title>Moved</title>
            </head>
            <body>
            <p>This page has moved to <a href="\(link)">\(link)</a>.</p>
            </body>
            </html>

            """
        return (Data(html.utf8), Data("This page has moved to <\(address)>.\n".utf8))
    }
}
