import Crypto
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HearthDomain
import HearthStore

/// Sends one notice through its channel: an ntfy topic (its JSON publishing, so no text goes into a
/// header), a webhook (JSON, signed with HMAC-SHA256 of the body in `X-Hearth-Signature-256`), or email
/// through the host's SMTP server by curl (STARTTLS required on smtp://, TLS from the start on smtps://).
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

    public init(mail: Mail?) {
        self.mail = mail
    }

    /// Sends it, or throws why it did not go.
    func send(_ notice: HouseholdStore.WaitingNotice) async throws {
        switch notice.channel.kind {
        case .ntfy: try await post(try ntfyRequest(notice))
        case .webhook: try await post(try webhookRequest(notice))
        case .email: try await email(notice)
        }
    }

    /// ntfy's JSON publishing: a POST to the server's root with the topic in the body.
    func ntfyRequest(_ notice: HouseholdStore.WaitingNotice) throws -> URLRequest {
        let target = notice.channel.target
        guard let slash = target.range(of: "/", options: .backwards), let root = URL(string: String(target[..<slash.lowerBound])) else {
            throw Failure(.usage, "ntfy \(target): not a topic's address")
        }
        let body = try JSONSerialization.data(withJSONObject: ["topic": String(target[slash.upperBound...]), "title": notice.title,
                                                               "message": notice.body, "tags": ["house"]], options: [.sortedKeys])
        var request = URLRequest(url: root, timeoutInterval: 15)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        return request
    }

    /// What a webhook gets: the notice as JSON, and its signature.
    func webhookRequest(_ notice: HouseholdStore.WaitingNotice) throws -> URLRequest {
        guard let url = URL(string: notice.channel.target) else { throw Failure(.usage, "webhook \(notice.channel.target): not an address") }
        let created = Date(timeIntervalSince1970: Double(notice.created) / 1000).formatted(.iso8601)
        let body = try JSONSerialization.data(withJSONObject: [
            "id": String(notice.id), "event": notice.event, "kind": notice.kind, "family": notice.familyName, "member": notice.memberName,
            "title": notice.title, "text": notice.body, "created": created,
        ], options: [.sortedKeys])
        var request = URLRequest(url: url, timeoutInterval: 15)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(notice.kind, forHTTPHeaderField: "X-Hearth-Event")
        request.setValue(String(notice.id), forHTTPHeaderField: "X-Hearth-Delivery")
        request.setValue("sha256=" + Self.signature(of: body, secret: notice.channel.secret ?? ""), forHTTPHeaderField: "X-Hearth-Signature-256")
        request.httpBody = body
        return request
    }

    /// HMAC-SHA256 of the body with the webhook's secret, in lowercase hex.
    static func signature(of body: Data, secret: String) -> String {
        HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8))).map { String(format: "%02x", $0) }.joined()
    }

    private func post(_ request: URLRequest) async throws {
        let (_, response) = try await URLSession.shared.data(for: request)
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            throw Failure(.unavailable, "\(request.url?.host ?? "the receiver") answered \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        }
    }

    /// Sends an email through curl, which speaks SMTP with STARTTLS; the password goes in a config file
    /// only this user can read, never on a command line.
    private func email(_ notice: HouseholdStore.WaitingNotice) async throws {
        guard let mail else {
            throw Failure(.unavailable, "no SMTP server: start hearth host with --smtp-url and --mail-from (or HEARTH_SMTP_URL)")
        }
        let folder = FileManager.default.temporaryDirectory.appending(path: "hearth-mail-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        var server = URLComponents(url: mail.url, resolvingAgainstBaseURL: false)!
        let user = server.user.map { ($0.removingPercentEncoding ?? $0) + ":" + ((server.password?.removingPercentEncoding ?? server.password) ?? "") }
        server.user = nil
        server.password = nil
        var config = ["url = \(Self.quoted(server.string ?? ""))", "mail-from = \(Self.quoted(mail.from))",
                      "mail-rcpt = \(Self.quoted(notice.channel.target))", "upload-file = \"-\"", "silent", "show-error", "max-time = 30"]
        if mail.url.scheme?.lowercased() == "smtp" { config.append("ssl-reqd") }
        if let user { config.append("user = \(Self.quoted(user))") }
        let configFile = folder.appending(path: "curl.conf")
        FileManager.default.createFile(atPath: configFile.path, contents: Data(config.joined(separator: "\n").utf8), attributes: [.posixPermissions: 0o600])
        let message = Self.message(notice, from: mail.from)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "--config", configFile.path]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(message)
        try input.fileHandleForWriting.close()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(.unavailable, "the SMTP server \(mail.url.host ?? "") did not take it: "
                + (String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
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
