import Foundation
import HearthDomain
import HearthLive
import HearthServer
import HearthSite
import HearthStore
import HearthTestSupport
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization

/// `hearth host --demo` in this process: the demo household in memory (Ana and 哥哥 with a password), its
/// hosted site built into a temporary folder on the demo's day, and the server's application answering
/// through HummingbirdTesting's router client: routes, forms and sessions without a socket or the binary.
struct InProcessHost {
    let store: HouseholdStore
    let folder: TemporaryFolder
    let watcher: RebuildWatcher
    let configuration: HostConfiguration
    /// The site kept in memory, which renders every change (`ResidentSite.refresh(fromChangesIn:)`).
    let resident: ResidentSite
    /// How many times the site was built in full (the first build included): a change rendered from
    /// memory builds nothing.
    let fullBuilds = Count()

    /// The full builds begun, counted across the server's threads.
    final class Count: BuildProgress {
        private let value = Mutex(0)
        func begin() { value.withLock { $0 += 1 } }
        func finish() {}
        var now: Int { value.withLock { $0 } }
    }

    /// With a theme folder over the built-in one; `household` fills the store (the demo's two families unless told).
    init(templates: URL? = nil, household: (HouseholdStore) throws -> Void = { try $0.addDemoHousehold() }) throws {
        let store = try HouseholdStore.inMemory()
        try household(store)
        for id in [HostServerTests.ana, HostServerTests.brother, Demo.leo] {
            // bcrypt's lowest cost: these passwords live for one test.
            guard let member = try store.member(id: HearthID(id)!) else { continue }
            try store.setPassword(HostServerTests.password, for: member, hasher: BcryptPasswords(cost: 4))
        }
        folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site-hosted")
        // Made as `hearth host` makes it (`LiveSite`), its full builds counted.
        let live = try LiveSite(store: store, options: {
            var options = BuildOptions(output: output, templates: templates, date: DemoHousehold.date)
            options.hosted = true
            return options
        }, storePath: nil, templates: nil, followsToday: false, progress: fullBuilds, log: { _ in })
        watcher = live.watcher
        let resident = live.resident
        try watcher.buildFirst()
        var configuration = HostConfiguration(site: output, rootFamily: nil, secureCookies: false, today: { DemoHousehold.date }, resident: resident)
        configuration.log = { _ in }
        configuration.theme = try Theme(userFolder: templates)
        self.configuration = configuration
        self.store = store
        self.resident = resident
    }

    /// Runs `body` with a client of the server's router (its services, the watcher and the courier, running).
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = HostServer.application(store: store, configuration: configuration, watcher: watcher, host: "127.0.0.1", port: 0) { _ in }
        try await app.test(.router) { client in try await body(client) }
    }

    /// Runs `body` with a client speaking to the server over a socket on loopback, so requests carry the
    /// address they come from (CalDAV answers only HTTPS or this machine). The connection may sit idle an
    /// hour, not the host's 30 s: the test client speaks over one connection and cannot open it again, and
    /// under the whole suite's load a test waited longer than 30 s between two requests, so the host closed
    /// it and the client's shutdown failed ("I/O on closed channel").
    func testOverLoopback(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var configuration = configuration
        configuration.limits.idleSeconds = 3_600
        let app = HostServer.application(store: store, configuration: configuration, watcher: watcher, host: "127.0.0.1", port: 0) { _ in }
        try await app.test(.live) { client in try await body(client) }
    }
}

/// A browser of the in-process host: it keeps the cookies the server sets and sends them back, as a phone does.
struct InProcessBrowser {
    let client: any TestClientProtocol
    /// The cookies the server set, by name (one removed when the server expires it).
    var cookies: [String: String] = [:]

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// An answer: its status, headers and body as text.
    struct Answer {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: String

        /// The value of the hidden field `name` of the form posting to an action ending in `action`.
        func field(_ name: String, inFormEndingWith action: String) -> String? { PageText.field(name, inFormEndingWith: action, in: body) }

        /// The value of the first button named `name`.
        func buttonValue(_ name: String) -> String? { PageText.buttonValue(name, in: body) }
    }

    mutating func get(_ path: String) async throws -> Answer {
        try await send(.get, path, body: nil, headers: [:])
    }

    /// A form posted as a browser sends it (urlencoded), from the page `referer` when given.
    mutating func post(_ path: String, _ fields: [(String, String)], referer: String? = nil) async throws -> Answer {
        let body = fields.map { name, value in Self.encoded(name) + "=" + Self.encoded(value) }.joined(separator: "&")
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let referer { headers[.referer] = "http://127.0.0.1" + referer }
        return try await send(.post, path, body: ByteBuffer(string: body), headers: headers)
    }

    /// A request of the API (`/api/v1…`) with a token and JSON, as another tool of the household sends it.
    mutating func api(_ method: HTTPRequest.Method, _ path: String, token: String, json: String? = nil) async throws -> Answer {
        var headers: HTTPFields = [.authorization: "Bearer " + token]
        if json != nil { headers[.contentType] = "application/json" }
        return try await send(method, "/api/v1" + path, body: json.map { ByteBuffer(string: $0) }, headers: headers)
    }

    /// A form's raw body, as a client that is not a browser may send it.
    mutating func post(_ path: String, raw body: [UInt8]) async throws -> Answer {
        try await send(.post, path, body: ByteBuffer(bytes: body), headers: [.contentType: "application/x-www-form-urlencoded"])
    }

    /// Signs in with the sign-in form's own token, as a person does.
    mutating func signIn(_ member: String, _ password: String) async throws -> Answer {
        let page = try await get("/sign-in")
        let csrf = page.field("csrf", inFormEndingWith: "/sign-in") ?? ""
        return try await post("/sign-in", [("member", member), ("password", password), ("csrf", csrf)])
    }

    private mutating func send(_ method: HTTPRequest.Method, _ path: String, body: ByteBuffer?, headers: HTTPFields) async throws -> Answer {
        var headers = headers
        if !cookies.isEmpty { headers[.cookie] = cookies.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "; ") }
        let response = try await client.execute(uri: path, method: method, headers: headers, body: body)
        for line in response.headers[values: .setCookie] {
            let pair = line.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            // An expired cookie (empty, Max-Age=0, or Expires now or before) is removed, as a browser removes it.
            if pair[1].isEmpty || line.contains("Max-Age=0") || Self.expires(line).map({ $0 <= Date() }) == true {
                cookies[pair[0]] = nil
            } else {
                cookies[pair[0]] = pair[1]
            }
        }
        return Answer(status: response.status, headers: response.headers, body: String(buffer: response.body))
    }

    /// A Set-Cookie line's Expires date (an HTTP date: "Sat, 28 Nov 2026 16:20:23 GMT").
    static func expires(_ line: String) -> Date? {
        guard let range = line.range(of: "Expires=") else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: String(line[range.upperBound...].prefix { $0 != ";" }))
    }

    /// Percent-encoded for a form's body.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
