import Foundation
import Glibc
import Testing

/// A phone's browser, as far as `hearth host` can tell: HTTP/1.1 over a socket to 127.0.0.1, keeping
/// the cookies it is given (by name; path and expiry are the server's business here), and reading the
/// forms of the pages it is served. Used from one thread at a time (a test may hand it to a thread that
/// ticks, hence unchecked Sendable).
/// What the server tests read off a page's HTML, whichever client fetched it (`Phone`, `InProcessBrowser`).
enum PageText {
    /// The value of the first button named `name` ("check": the ID of the first item to get).
    static func buttonValue(_ name: String, in body: String) -> String? {
        guard let range = body.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(body[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The value of the hidden field `name` of the form posting to an action ending in `action`.
    static func field(_ name: String, inFormEndingWith action: String, in body: String) -> String? {
        for form in body.components(separatedBy: "<form").dropFirst() {
            guard let start = form.range(of: "action=\""), let end = form[start.upperBound...].firstIndex(of: "\"") else { continue }
            guard form[start.upperBound..<end].hasSuffix(action) else { continue }
            guard let named = form.range(of: "name=\"\(name)\" value=\"") else { continue }
            return String(form[named.upperBound...].prefix { $0 != "\"" })
        }
        return nil
    }

    /// Every named field of the form posting to an action ending in `action`, in the page's order, as a
    /// browser sends them (a field named twice, `location[]`, twice); nil when the page has no such form.
    static func fields(inFormEndingWith action: String, in body: String) -> [(name: String, value: String)]? {
        for form in body.components(separatedBy: "<form").dropFirst() {
            guard let start = form.range(of: "action=\""), let end = form[start.upperBound...].firstIndex(of: "\"") else { continue }
            guard form[start.upperBound..<end].hasSuffix(action) else { continue }
            let inside = form.components(separatedBy: "</form>")[0]
            return inside.components(separatedBy: " name=\"").dropFirst().compactMap { field in
                let name = String(field.prefix { $0 != "\"" })
                guard let value = field.range(of: "value=\"") else { return nil }
                return (name, String(field[value.upperBound...].prefix { $0 != "\"" }))
            }
        }
        return nil
    }
}

final class Phone: @unchecked Sendable {
    struct Answer {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: String

        func header(_ name: String) -> String? { headers.first { $0.name == name.lowercased() }?.value }
        var cookies: [String] { headers.filter { $0.name == "set-cookie" }.map(\.value) }

        /// The value of the first button named `name` ("check": the ID of the first item to get).
        func buttonValue(_ name: String) -> String? { PageText.buttonValue(name, in: body) }

        /// The value of the hidden field `name` of the form posting to an action ending in `action`.
        func field(_ name: String, inFormEndingWith action: String) -> String? { PageText.field(name, inFormEndingWith: action, in: body) }
    }

    let port: Int
    var cookies: [String: String] = [:]
    /// Sent as X-Forwarded-For, as a proxy on the server's machine would say where the phone is.
    var forwardedFor: String?
    /// A server that is not there answers status 0 instead of failing the test (one killed on purpose).
    var serverMayBeGone = false

    init(port: Int) { self.port = port }

    func get(_ path: String, headers: [String: String] = [:]) throws -> Answer {
        try send("GET", path, body: nil, headers: headers)
    }

    /// A form sent as a browser sends it (application/x-www-form-urlencoded), from the page `referer`.
    func post(_ path: String, _ fields: [String: String], referer: String? = nil) throws -> Answer {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
        var headers = ["Content-Type": "application/x-www-form-urlencoded"]
        if let referer { headers["Referer"] = "http://127.0.0.1:\(port)\(referer)" }
        return try send("POST", path, body: body, headers: headers)
    }

    private func send(_ method: String, _ path: String, body: String?, headers: [String: String]) throws -> Answer {
        try send(method, path, bytes: body.map { Array($0.utf8) }, headers: headers)
    }

    /// A request whose body is `bytes` as they are (text that is not UTF-8, say).
    func send(_ method: String, _ path: String, bytes body: [UInt8]?, headers: [String: String]) throws -> Answer {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !cookies.isEmpty { text += "Cookie: " + cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") + "\r\n" }
        if let forwardedFor { text += "X-Forwarded-For: \(forwardedFor)\r\n" }
        if let body { text += "Content-Length: \(body.count)\r\n" }
        return try exchange(Array((text + "\r\n").utf8) + (body ?? []))
    }

    /// Sends `bytes` as they are on a new connection and reads the answer until the server closes it.
    func exchange(_ bytes: [UInt8]) throws -> Answer {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 && serverMayBeGone { return Answer(status: 0, headers: [], body: "") }
        try #require(connected == 0)
        _ = bytes.withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        let whole = String(decoding: data, as: UTF8.self)
        let parts = whole.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        let status = head[0].split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        let fields = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let answer = Answer(status: status, headers: fields, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
        for cookie in answer.cookies {
            let pair = cookie.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
            // An expired cookie is the server's way of deleting it.
            if cookie.contains("Max-Age=0") || value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
        }
        return answer
    }

    /// Sends the form of `page` whose action ends as `path` does ("wish/add" of ".../act/wish/add"), as a
    /// person would: from that page, with the CSRF token it holds, and `fields`.
    func submit(on page: String, to path: String, _ fields: [String: String]) throws -> Answer {
        let shown = try get(page)
        let action = path.split(separator: "/").suffix(2).joined(separator: "/")
        let token = try #require(shown.field("csrf", inFormEndingWith: action), "no form for \(action) on \(page)")
        return try post(path, fields.merging(["csrf": token]) { _, token in token }, referer: page)
    }

    /// Sends the form of `page` whose action ends as `path` does with every field as the page has it, in its
    /// order, as a person pressing its button would.
    func submitAsShown(on page: String, to path: String) throws -> Answer {
        let shown = try get(page)
        let action = String(path.split(separator: "/").last ?? "")
        let fields = try #require(PageText.fields(inFormEndingWith: action, in: shown.body), "no form for \(action) on \(page)")
        return try post(fields, to: path, from: page)
    }

    /// Sends `fields` in their order as a browser sends a form of `page`.
    func post(_ fields: [(name: String, value: String)], to path: String, from page: String) throws -> Answer {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = fields.map { ($0.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "=" + ($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") }
            .joined(separator: "&")
        return try send("POST", path, bytes: Array(body.utf8),
                        headers: ["Content-Type": "application/x-www-form-urlencoded", "Referer": "http://127.0.0.1:\(port)\(page)"])
    }

    /// Signs in through the sign-in page's form, as a person would.
    @discardableResult
    func signIn(_ member: String, _ password: String) throws -> Answer {
        let page = try get("/sign-in")
        let token = try #require(page.field("csrf", inFormEndingWith: "/sign-in"))
        return try post("/sign-in", ["csrf": token, "member": member, "password": password, "next": "/"])
    }
}
