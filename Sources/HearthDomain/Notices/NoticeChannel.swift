/// Where a member's notices go (`hearth notify channel KIND TARGET`): services a household already runs.
/// A member has at most one channel of each kind; a notice goes through each.
public struct NoticeChannel: Sendable, Equatable {
    public enum Kind: String, CaseIterable, Sendable {
        /// An ntfy topic's address ("https://ntfy.sh/rivera-kitchen"): the notice is published to it.
        case ntfy
        /// An email address, sent through the host's SMTP server (`hearth host --smtp-url`).
        case email
        /// An address that gets each notice as JSON in a POST, signed with HMAC-SHA256 (`secret`).
        case webhook
    }

    public var kind: Kind
    /// The topic's address, the email address or the webhook's address.
    public var target: String
    /// A webhook's signing key, shown once when it is set; nil for the others.
    public var secret: String?

    public init(kind: Kind, target: String, secret: String? = nil) {
        self.kind = kind
        self.target = target
        self.secret = secret
    }

    /// The channel's kind as the command names it.
    public static func kind(named text: String) throws -> Kind {
        guard let kind = Kind(rawValue: text.trimmed.lowercased()) else {
            throw Failure(.usage, "\"\(text)\" is no kind of channel: expected ntfy, email or webhook")
        }
        return kind
    }

    /// Checks a target for the kind: an http(s) address for ntfy and webhooks, an email address for email.
    /// Nothing that could break out of where it goes (a line break in a header, a space in an address),
    /// and no user name or password in an address. Where an address leads is checked apart: `NoticeReach`.
    public static func checkTarget(_ text: String, for kind: Kind) throws -> String {
        let target = text.trimmed
        let forbidden = target.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == " " || $0 == "<" || $0 == ">" || $0 == "\"" }
        switch kind {
        case .ntfy, .webhook:
            // A user name and password in the address: refused before anything else, and never repeated
            // (the refusal shows on a page and in the host's log).
            guard !WebAddress.hasUserInfo(target) else {
                throw Failure(.usage, "\(kind.rawValue): an address with a user name or password in it (\"user:password@\") is not kept",
                              wording: Wording(.noticePassword, field: kind.rawValue))
            }
            let example = kind == .ntfy ? "https://ntfy.sh/your-topic" : "https://home.example/hooks/hearth"
            let wording = Wording(.noticeAddress, ["text": text, "example": example], field: kind.rawValue)
            // The host of the address as it is written: "%31%32%37.0.0.1" would be 127.0.0.1 to curl and no host to the system.
            guard !forbidden, let address = WebAddress(target), !address.host.contains("%"), target.count > 8, target.count <= 2000 else {
                throw Failure(.usage, "\(kind.rawValue) \(text): expected an address that starts with https:// (or http://), such as \(example)",
                              wording: wording)
            }
            if kind == .ntfy {
                let path = target.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3)
                guard path.count == 1, let topic = path.first, !topic.isEmpty else {
                    throw Failure(.usage, "ntfy \(text): expected a topic's address, the server then the topic, such as https://ntfy.sh/your-topic",
                                  wording: wording)
                }
            }
        case .email:
            let parts = target.split(separator: "@", omittingEmptySubsequences: false)
            guard !forbidden, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
                  target.utf8.count <= 254 else {
                throw Failure(.usage, "email \(text): expected an email address, such as ana@example.com",
                              wording: Wording(.noticeEmail, ["text": text], field: "email"))
            }
        }
        return target
    }
}
