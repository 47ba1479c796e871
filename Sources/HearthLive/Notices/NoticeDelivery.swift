import Crypto
import Foundation
import HearthDomain
import HearthSite
import HearthStore

/// Sends one notice through its channel: an ntfy topic (its JSON publishing, so no text goes into a
/// header), a webhook (JSON, signed with HMAC-SHA256 of the body in `X-Hearth-Signature-256`), or email
/// through the host's SMTP server (STARTTLS required on smtp://, TLS from the start on smtps://). All
/// three through curl, which speaks HTTP and SMTP: linking Foundation's URLSession (and libcurl with it)
/// into `hearth` made every command start 18 % slower and 7 MiB larger (docs/performance.md).
///
/// Each delivery takes 10 s at most (`timeLimit`). An ntfy or webhook address goes only where `reach`
/// lets it, checked against what its host resolves to at the time of sending, and curl connects to the
/// address checked; it reads the address as written (no `[0-2]` or `{a,b}` ranges: `globoff`) and
/// follows no redirect (no `location`): a 3xx answer is a failure like any other.
public struct NoticeDelivery: Sendable {
    /// `hearth host --smtp-url smtp://user:pass@host:587 --mail-from ADDRESS`.
    public struct Mail: Sendable {
        public var url: URL
        public var from: String

        /// Checks the SMTP address and the sender; `field` names the option in the error.
        public init(url text: String, from: String) throws {
            guard let url = URL(string: text), ["smtp", "smtps"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw Failure(.usage, "--smtp-url \(text): expected smtp://USER:PASSWORD@HOST:587 (STARTTLS) or smtps://USER:PASSWORD@HOST:465")
            }
            self.url = url
            self.from = try NoticeChannel.checkTarget(from, for: .email)
        }
    }

    let mail: Mail?
    /// Where ntfy and webhook notices may go (`hearth host --notices-may-reach`).
    let reach: NoticeReach

    /// The longest a delivery takes, in seconds, and the longest curl waits for the connection: a
    /// receiver that accepts and never answers fails within it.
    static let timeLimit = 10
    static let connectLimit = 5

    public init(mail: Mail?, reach: NoticeReach = NoticeReach()) {
        self.mail = mail
        self.reach = reach
    }

    /// Sends it, or throws why it did not go: on a thread of its own, since the name server and curl
    /// may take their time (`timeLimit`) and the host's request threads must not wait for them.
    func send(_ notice: HouseholdStore.WaitingNotice) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try sendNow(notice) }) }
        }
    }

    private func sendNow(_ notice: HouseholdStore.WaitingNotice) throws {
        switch notice.channel.kind {
        case .ntfy: try post(try ntfyRequest(notice))
        case .webhook: try post(try webhookRequest(notice))
        case .email: try email(notice)
        }
    }

    /// An HTTP POST of JSON: where, its headers besides Content-Type, and its body.
    struct Post {
        var url: String
        var headers: [String: String]
        var body: Data
    }

    /// ntfy's JSON publishing: a POST to the server's root with the topic in the body.
    func ntfyRequest(_ notice: HouseholdStore.WaitingNotice) throws -> Post {
        let target = notice.channel.target
        guard let slash = target.range(of: "/", options: .backwards) else { throw Failure(.usage, "ntfy \(target): not a topic's address") }
        let body = try JSONSerialization.data(withJSONObject: ["topic": String(target[slash.upperBound...]), "title": notice.title,
                                                               "message": notice.body, "tags": ["house"]], options: [.sortedKeys])
        return Post(url: String(target[..<slash.lowerBound]), headers: [:], body: body)
    }

    /// What a webhook gets: the notice as JSON, and its signature.
    func webhookRequest(_ notice: HouseholdStore.WaitingNotice) throws -> Post {
        let created = Date(timeIntervalSince1970: Double(notice.created) / 1000).formatted(.iso8601)
        let body = try JSONSerialization.data(withJSONObject: [
            "id": String(notice.id), "event": notice.event, "kind": notice.kind, "family": notice.familyName, "member": notice.memberName,
            "title": notice.title, "text": notice.body, "created": created,
        ], options: [.sortedKeys])
        return Post(url: notice.channel.target, headers: [
            "X-Hearth-Event": notice.kind, "X-Hearth-Delivery": String(notice.id),
            "X-Hearth-Signature-256": "sha256=" + Self.signature(of: body, secret: notice.channel.secret ?? ""),
        ], body: body)
    }

    /// HMAC-SHA256 of the body with the webhook's secret, in lowercase hex.
    static func signature(of body: Data, secret: String) -> String {
        HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8))).map { String(format: "%02x", $0) }.joined()
    }

    /// Posts it to the address `reach` checked; anything but a 2xx answer is a failure, named with the
    /// receiver's host and status.
    private func post(_ post: Post) throws {
        let destination = try reach.destination(of: post.url)
        // The headers are Hearth's own words and numbers, the kind and the signature: no text from the store.
        let headers = ["Content-Type": "application/json"].merging(post.headers) { $1 }.sorted { $0.key < $1.key }
        let status = try Self.curl(["url = \(Self.quoted(post.url))", "connect-to = \(Self.quoted(destination.connectTo))", "proto = \"=http,https\"",
                                    "request = \"POST\"", "data-binary = \"@-\"", "output = \"/dev/null\"", "write-out = \"%{http_code}\""]
                                   + headers.map { "header = \(Self.quoted($0.key + ": " + $0.value))" },
                                   input: post.body)
        guard let code = Int(status.trimmingCharacters(in: .whitespacesAndNewlines)), (200..<300).contains(code) else {
            throw Failure(.unavailable, "\(WebAddress(post.url)?.host ?? "the receiver") answered \(status.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }

    /// Sends an email over SMTP; the password goes in curl's config file (only this user can read it),
    /// never on a command line.
    private func email(_ notice: HouseholdStore.WaitingNotice) throws {
        guard let mail else {
            throw Failure(.unavailable, "no SMTP server: start hearth host with --smtp-url and --mail-from (or HEARTH_SMTP_URL)")
        }
        var server = URLComponents(url: mail.url, resolvingAgainstBaseURL: false)!
        let user = server.user.map { ($0.removingPercentEncoding ?? $0) + ":" + ((server.password?.removingPercentEncoding ?? server.password) ?? "") }
        server.user = nil
        server.password = nil
        var config = ["url = \(Self.quoted(server.string ?? ""))", "mail-from = \(Self.quoted(mail.from))",
                      "mail-rcpt = \(Self.quoted(notice.channel.target))", "upload-file = \"-\"", "proto = \"=smtp,smtps\""]
        if mail.url.scheme?.lowercased() == "smtp" { config.append("ssl-reqd") }
        if let user { config.append("user = \(Self.quoted(user))") }
        _ = try Self.curl(config, input: Self.message(notice, from: mail.from))
    }

    /// Runs curl with `config` (its options, one a line, in a file only this user can read) and `input` on
    /// its standard input, for `timeLimit` seconds at most; returns what it wrote, or throws what it said
    /// (all of it: the courier logs it whole and shows its first line).
    static func curl(_ config: [String], input: Data) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hearth-notice-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let configFile = folder.appending(path: "curl.conf")
        let lines = ["silent", "show-error", "globoff", "max-time = \(timeLimit)", "connect-timeout = \(connectLimit)"] + config
        guard FileManager.default.createFile(atPath: configFile.path, contents: Data(lines.joined(separator: "\n").utf8),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw Failure(.cannotCreate, "could not write curl's options into \(folder.path)")
        }
        let ended = try ChildProcess.run("curl", ["--config", configFile.path], input: input)
        guard ended.status == 0 else {
            let words = String(decoding: ended.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(.unavailable, words.isEmpty ? "curl stopped with status \(ended.status)" : words)
        }
        return String(decoding: ended.output, as: UTF8.self)
    }

    /// A value in curl's config file: in double quotes, with backslashes and quotes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The email: UTF-8 text in base64, the subject as an RFC 2047 encoded word, so no text from the store
    /// reaches a header as it is written.
    static func message(_ notice: HouseholdStore.WaitingNotice, from: String) -> Data {
        let date = Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let body = Data((notice.body + "\r\n").utf8).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
        let lines = [
            "From: Hearth <\(from)>", "To: <\(notice.channel.target)>",
            "Subject: =?UTF-8?B?\(Data(notice.title.utf8).base64EncodedString())?=",
            "Date: \(formatter.string(from: date))", "Message-ID: <hearth-notice-\(notice.id)@\(from.split(separator: "@").last ?? "hearth")>",
            "MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", "", body,
        ]
        return Data(lines.joined(separator: "\r\n").utf8)
    }
}
