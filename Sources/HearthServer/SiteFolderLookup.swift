import Foundation

/// Finds the file a request asks for inside the site folder, and nothing outside it: `..` segments,
/// encoded slashes and backslashes, NUL, hidden files and symbolic links that point out of the folder
/// all find nothing.
struct SiteFolderLookup: Sendable {
    let root: URL

    enum Lookup: Equatable {
        case file(URL)
        /// A folder asked for without its trailing slash: redirect, so relative links work.
        case redirect(String)
        case notFound
    }

    /// The file at `rawPath`, if it lies (once every link is followed) inside `area`, a folder of the site
    /// ("/": all of it; "/UHRJRTN8ZW2A/": one family's pages) or one file ("/robots.txt"): a link placed in
    /// one family's folder to another's finds nothing.
    func lookup(rawPath: String, within area: String = "/") -> Lookup {
        let path = String(rawPath.prefix { $0 != "?" && $0 != "#" })
        let lowered = path.lowercased()
        // An encoded slash, backslash or NUL has no business in a path of this site.
        if ["%2f", "%5c", "%00", "\\"].contains(where: lowered.contains) { return .notFound }
        guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding else { return .notFound }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("\0") }) { return .notFound }

        var candidate = root
        for segment in segments { candidate.append(path: segment) }
        // A symbolic link may point anywhere: the real path must still be inside the real root.
        let realRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        let realArea = realRoot + (area.hasSuffix("/") ? String(area.dropLast()) : area)
        // The hidden-file rule holds for where a link leads too: a link named "manifest.txt" to the
        // build's `.hearth-manifest` finds nothing.
        func inside(_ url: URL) -> URL? {
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            guard real == realArea || real.hasPrefix(realArea + "/") else { return nil }
            let relative = real.dropFirst(realRoot.count).split(separator: "/")
            return relative.contains(where: { $0.hasPrefix(".") }) ? nil : URL(fileURLWithPath: real)
        }
        guard var found = inside(candidate) else { return .notFound }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: found.path, isDirectory: &isFolder) else { return .notFound }
        if isFolder.boolValue {
            // One leading slash: "//name" in a Location header would send the browser to the host "name".
            guard decoded.hasSuffix("/") else { return .redirect("/" + path.drop { $0 == "/" } + "/") }
            guard let index = inside(found.appending(path: "index.html")), FileManager.default.fileExists(atPath: index.path) else { return .notFound }
            found = index
        }
        return .file(found)
    }

    /// The media type of a file, with charset for text.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "md": return "text/markdown; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "ics": return "text/calendar; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml; charset=utf-8"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        default: return "application/octet-stream"
        }
    }
}
