/// Where an ntfy topic's or a webhook's address connects: "https://home.example:8123/api/webhook/x" is
/// home.example, port 8123. Only what the reach check needs (`NoticeReach`); the rest of the address goes
/// to curl as written. curl may read an odd address otherwise than this does: it does not matter, since
/// curl is told to connect to the address checked, whatever host it reads (`NoticeDelivery`).
public struct WebAddress: Sendable, Equatable {
    /// "http" or "https".
    public var scheme: String
    /// The host as written, without the brackets of an IPv6 address: "home.example", "127.1", "::1".
    public var host: String
    /// The port written, or the scheme's (80, 443).
    public var port: Int

    /// Nil for anything but http:// or https://, a host and an optional port of 1 to 65535.
    public init?(_ text: String) {
        let lower = text.lowercased()
        guard let scheme = ["http", "https"].first(where: { lower.hasPrefix($0 + "://") }) else { return nil }
        let authority = Self.authority(of: text)
        // A user and password (refused by `NoticeChannel.checkTarget`) come before the last "@".
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        var host = Substring(hostAndPort), port: Substring?
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
            host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            let rest = hostAndPort[hostAndPort.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            port = rest.isEmpty ? nil : rest.dropFirst()
        } else if let colon = hostAndPort.lastIndex(of: ":") {
            host = hostAndPort[..<colon]
            port = hostAndPort[hostAndPort.index(after: colon)...]
        }
        guard !host.isEmpty else { return nil }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), (1...65535).contains(number) else { return nil }
            self.port = number
        } else {
            self.port = scheme == "https" ? 443 : 80
        }
        self.scheme = scheme
        self.host = String(host)
    }

    /// Whether the address carries a user name or password ("https://ana:secret@home.example/…"), with
    /// or without a scheme: such an address is neither kept nor shown back.
    public static func hasUserInfo(_ text: String) -> Bool {
        authority(of: text).contains("@")
    }

    /// The address without its user name and password ("https://home.example/…"), to show one kept before
    /// they were refused; any other text as it is.
    public static func withoutUserInfo(_ text: String) -> String {
        let authority = authority(of: text)
        guard let at = authority.lastIndex(of: "@") else { return text }
        return String(text[..<authority.startIndex] + text[text.index(after: at)...])
    }

    /// What comes after "scheme://" (or from the start) up to the path, query or fragment.
    static func authority(of text: String) -> Substring {
        let afterScheme = text.firstRange(of: "://").map { text[$0.upperBound...] } ?? text[...]
        return afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    }
}
