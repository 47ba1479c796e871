import Foundation
import HearthDomain

/// Where the family opens a hosted site (`--public-url`): "https://home.example" at a server's root, or
/// "https://home.example/hearth" under a sub-path, behind a proxy that takes the path off before passing
/// a request on (Caddy's `handle_path /hearth/*`, nginx's `location /hearth/` with `proxy_pass …/;`).
public enum PublicURL {
    /// The address as given, without a trailing slash: http or https, a host, and a path of plain
    /// segments at most (letters, digits, "-", "_", "." and "~"), with no query or fragment.
    public static func check(_ text: String, option: String = "--public-url") throws -> String {
        var trimmed = text.trimmed
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        let expected = "\(option) \(text): expected the site's address, http:// or https:// with a host name and, if the site is under a sub-path, that path, such as https://home.example or https://home.example/hearth"
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil else {
            throw Failure(.usage, expected)
        }
        let segments = url.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.~"))
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.unicodeScalars.allSatisfy { $0.isASCII && plain.contains($0) } }) else {
            throw Failure(.usage, expected)
        }
        return trimmed
    }

    /// Where the server's own addresses begin as the browser sees them: "/" for a site at the root,
    /// "/hearth/" under a sub-path; "/" with no address.
    public static func serverRoot(of address: String?) -> String {
        guard let address, let path = URL(string: address)?.path, !path.isEmpty, path != "/" else { return "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
