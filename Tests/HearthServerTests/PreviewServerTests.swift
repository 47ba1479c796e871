import Foundation
import Glibc
import Logging
import Synchronization
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthServer
import HearthLive
@testable import HearthSite
@testable import HearthStore

/// Starts `hearth serve`'s server on a free port on 127.0.0.1 and asks it what a browser, a calendar
/// app and an attacker would ask.
@Suite(.serialized) struct PreviewServerTests {
    /// An HTTP/1.1 exchange over a plain socket, so that a path is sent exactly as written.
    struct RawResponse {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Sent to 127.0.0.1, or to ::1 when `overIPv6`.
    static func request(port: Int, path: String, method: String = "GET", host: String = "127.0.0.1",
                        headers: [String: String] = [:], overIPv6: Bool = false) throws -> RawResponse {
        let socket = Glibc.socket(overIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        let connected: Int32
        if overIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        try #require(connected == 0)
        var text = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        _ = text.withCString { send(socket, $0, strlen($0), 0) }
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
        // No answer at all (a connection closed unanswered) is status 0, for the test to say, never a crash of the suite.
        let status = head[0].split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var fields: [String: String] = [:]
        for line in head.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return RawResponse(status: status, headers: fields, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    final class Port: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int?
        func set(_ port: Int) { lock.withLock { value = port } }
        var port: Int? { lock.withLock { value } }
    }

    /// A household store file, a site built from it, and a server on a free port; `body` runs while it serves.
    static func serving(templates: URL? = nil, limits: ServerLimits = ServerLimits(), _ body: (Int, HouseholdStore, URL) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        let storePath = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: storePath)
        try store.addDemoHousehold()
        let output = folder.url.appending(path: "site")
        let build: RebuildWatcher.Build = {
            let options = BuildOptions(output: output, templates: templates, date: DemoHousehold.date, familyID: HearthID("UHRJRTN8ZW2A"))
            return try SiteBuilder().build(try HouseholdStore.open(at: storePath).snapshot(), options: options)
        }
        let watcher = try RebuildWatcher(build: build, storePath: storePath, templates: templates, followsToday: false,
                                     interval: .milliseconds(100), log: { _ in })
        #expect(watcher.rebuild(because: "first build"))
        let port = Port()
        var quiet = Logger(label: "hearth-test")
        quiet.logLevel = .critical
        let app = PreviewServer.application(site: output, host: "127.0.0.1", port: 0, watcher: watcher, logger: quiet, limits: limits) { port.set($0) }
        let server = Task { try await app.run() }
        defer { server.cancel() }
        for _ in 0..<100 where port.port == nil { try await Task.sleep(for: .milliseconds(50)) }
        let listening = try #require(port.port)
        try await body(listening, store, output)
        server.cancel()
        _ = try? await server.value
    }

    @Test func pagesAreServedWithTheirTypesAndTheReloadScript() async throws {
        try await Self.serving { port, _, output in
            let page = try Self.request(port: port, path: "/")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.body.contains("<script src=\"/__hearth/reload.js\"></script>\n</body>"))
            #expect(try !String(contentsOf: output.appending(path: "index.html"), encoding: .utf8).contains("__hearth"), "the built site carries no reload code")
            for (path, type) in [("/assets/hearth.css", "text/css; charset=utf-8"), ("/chores.ics", "text/calendar; charset=utf-8"),
                                 ("/index.md", "text/markdown; charset=utf-8"), ("/assets/icons/hearth.svg", "image/svg+xml; charset=utf-8"),
                                 ("/qr/SB2NHJCBUKK8.png", "image/png"), ("/__hearth/reload.js", "text/javascript; charset=utf-8")] {
                let response = try Self.request(port: port, path: path)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
            }
            let folder = try Self.request(port: port, path: "/family")
            #expect(folder.status == 301 && folder.headers["location"] == "/family/", "a folder without its slash is redirected so relative links work")
            let doubled = try Self.request(port: port, path: "//family")
            #expect(doubled.status == 301 && doubled.headers["location"] == "/family/", "never //family/, which a browser reads as the host family")
        }
    }

    /// A page elsewhere that points its own name at 127.0.0.1 (DNS rebinding) must not read the dashboard.
    @Test func onlyRequestsNamingThisMachineAreAnswered() async throws {
        try await Self.serving { port, _, _ in
            // Any 127.x.y.z names this machine: `hearth serve --host 127.0.0.2` answered its own address with 403.
            for (host, status) in [("attacker.example", 403), ("attacker.example:\(port)", 403), ("localhost:\(port)", 200), ("[::1]:\(port)", 200),
                                   ("127.0.0.2:\(port)", 200), ("127.0.0.256", 403), ("127.attacker.example", 403)] {
                let response = try Self.request(port: port, path: "/", host: host)
                #expect(response.status == status, "\(host)")
            }
        }
    }

    @Test func anUnchangedFileIsA304() async throws {
        try await Self.serving { port, _, _ in
            let first = try Self.request(port: port, path: "/groceries/")
            let eTag = try #require(first.headers["etag"])
            #expect(first.headers["last-modified"]?.hasSuffix("GMT") == true)
            let second = try Self.request(port: port, path: "/groceries/", headers: ["If-None-Match": eTag])
            #expect(second.status == 304)
            #expect(second.body.isEmpty)
        }
        #expect(PreviewServer.httpDate(Date(timeIntervalSince1970: 1_795_000_000)) == "Wed, 18 Nov 2026 11:06:40 GMT")
        #expect(PreviewServer.httpDate(Date(timeIntervalSince1970: 1_767_258_005)) == "Thu, 01 Jan 2026 09:00:05 GMT")
    }

    @Test func headAnswersLikeGetWithoutTheBody() async throws {
        try await Self.serving { port, _, _ in
            for path in ["/", "/groceries/index.html", "/__hearth/status", "/no/such/page"] {
                let get = try Self.request(port: port, path: path)
                let head = try Self.request(port: port, path: path, method: "HEAD")
                #expect(head.status == get.status, "\(path)")
                #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
                #expect(head.body.isEmpty, "\(path)")
            }
        }
    }

    @Test func anUnknownPathGetsTheThemes404Page() async throws {
        try await Self.serving { port, _, _ in
            let missing = try Self.request(port: port, path: "/no/such/page.html")
            #expect(missing.status == 404)
            #expect(missing.body.contains("Page not found"))
            #expect(missing.body.contains("找不到這個頁面"))
        }
    }

    @Test(arguments: ["/../../../etc/passwd", "/..%2f..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%5c..%5cetc/passwd",
                      "/.hearth", "/.hearth-manifest", "/assets/%00", "/link-out/passwd", "/link-out", "/manifest.txt"])
    func nothingOutsideTheSiteFolderIsReached(path: String) async throws {
        try await Self.serving { port, _, output in
            // A symbolic link inside the site that points out of it.
            try? FileManager.default.createSymbolicLink(at: output.appending(path: "link-out"), withDestinationURL: URL(fileURLWithPath: "/etc"))
            // A link inside the site to the build's own hidden file: the hidden-file rule holds where it leads.
            try? FileManager.default.createSymbolicLink(atPath: output.appending(path: "manifest.txt").path, withDestinationPath: ".hearth-manifest")
            let response = try Self.request(port: port, path: path)
            #expect(response.status == 404 || response.status == 400, "\(path) answered \(response.status)")
            #expect(!response.body.contains("root:"), "\(path) leaked a file")
            #expect(!response.body.contains("hearth-manifest"), "\(path) leaked the manifest")
        }
    }

    @Test func aChangeToTheStoreIsServedAfterTheRebuild() async throws {
        try await Self.serving { port, store, _ in
            let family = try store.family(matching: "The Riveras")
            let before = try Self.request(port: port, path: "/groceries/index.md").body
            #expect(before.contains("3 of 12 done"))
            try store.setGroceryItem("Avocados", completed: true, in: family)
            var after = ""
            for _ in 0..<100 {
                after = try Self.request(port: port, path: "/groceries/index.md").body
                if after.contains("4 of 12 done") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(after.contains("4 of 12 done"), "the next request after the rebuild shows the change")
        }
    }

    /// The demo household in a store file of its own (a watcher watches a file), and the Riveras.
    static func demoStoreFile() throws -> (folder: TemporaryFolder, storePath: String, store: HouseholdStore, family: Family) {
        let folder = try TemporaryFolder()
        let storePath = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: storePath)
        try store.addDemoHousehold()
        return (folder, storePath, store, try store.family(matching: "The Riveras"))
    }

    @Test func aChangeWhileTheFirstBuildRunsIsRebuiltAfterIt() async throws {
        let (folder, storePath, store, family) = try Self.demoStoreFile()
        let output = folder.url.appending(path: "site")
        let firstBuild = Port()
        let build: RebuildWatcher.Build = {
            let snapshot = try HouseholdStore.open(at: storePath).snapshot()
            if firstBuild.port == nil {
                firstBuild.set(1)
                // Another program checks an item after the first build has read the store.
                try store.setGroceryItem("Avocados", completed: true, in: family)
            }
            let options = BuildOptions(output: output, date: DemoHousehold.date, familyID: family.id)
            return try SiteBuilder().build(snapshot, options: options)
        }
        let watcher = try RebuildWatcher(build: build, storePath: storePath, templates: nil, followsToday: false,
                                         interval: .milliseconds(100), log: { _ in })
        #expect(watcher.rebuild(because: "first build"))
        #expect(try String(contentsOf: output.appending(path: "groceries/index.md"), encoding: .utf8).contains("3 of 12 done"))
        let watching = Task { try await watcher.run() }
        defer { watching.cancel() }
        var shown = ""
        for _ in 0..<50 {
            try await Task.sleep(for: .milliseconds(100))
            shown = try String(contentsOf: output.appending(path: "groceries/index.md"), encoding: .utf8)
            if shown.contains("4 of 12 done") { break }
        }
        #expect(shown.contains("4 of 12 done"), "the change made during the first build is rebuilt")
    }

    /// While a go of the host's changes writes and builds for itself, the watcher does not take its
    /// writes for another program's change (half of them rendered, the go's own refresh then a full
    /// build); once the go is done, a change it did not build for is built.
    @Test func aGoOfTheHostsChangesHoldsOffTheWatcher() throws {
        let (folder, storePath, store, family) = try Self.demoStoreFile()
        let output = folder.url.appending(path: "site")
        let builds = Mutex(0)
        let build: RebuildWatcher.Build = {
            builds.withLock { $0 += 1 }
            return try SiteBuilder().build(try HouseholdStore.open(at: storePath).snapshot(),
                                           options: BuildOptions(output: output, date: DemoHousehold.date, familyID: family.id))
        }
        let watcher = try RebuildWatcher(build: build, storePath: storePath, templates: nil, followsToday: false, log: { _ in })
        #expect(watcher.rebuild(because: "first build"))
        watcher.holdingOffStoreChanges {
            try? store.setGroceryItem("Avocados", completed: true, in: family)
            #expect(watcher.rebuild(because: "the store changed", onlyIfStoreChanged: true))
        }
        #expect(builds.withLock { $0 } == 1, "no build while the go was under way")
        #expect(watcher.rebuild(because: "the store changed", onlyIfStoreChanged: true))
        #expect(builds.withLock { $0 } == 2, "the change is built once the go is done")
    }

    @Test func aBrokenTemplateKeepsTheLastGoodSiteAndShowsTheError() async throws {
        let themeFolder = try TemporaryFolder()
        let theme = themeFolder.url
        try await Self.serving(templates: theme) { port, _, _ in
            let good = try Self.request(port: port, path: "/family/")
            #expect(good.status == 200)
            try Data("{{#page}}unclosed\n".utf8).write(to: theme.appending(path: "family.html.mustache"))
            var status = ""
            for _ in 0..<100 {
                status = try Self.request(port: port, path: "/__hearth/status").body
                if status.contains("not closed") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(status.contains("family.html.mustache"), "the error reaches the pages: \(status)")
            #expect(try Self.request(port: port, path: "/family/").body.contains("member-card"), "the last good site is still served")
            try FileManager.default.removeItem(at: theme.appending(path: "family.html.mustache"))
            for _ in 0..<100 {
                status = try Self.request(port: port, path: "/__hearth/status").body
                if status.contains("\"error\":null") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(status.contains("\"error\":null"), "the next good rebuild clears the error")
        }
    }

    /// A client that sends a body, or sends nothing at all, cannot hold the server: a body is refused
    /// with 413 before it is read, and an idle connection is closed. Timed (an idle limit of seconds): among
    /// seven hundred other tests the server read the first request only after its limit had closed it.
    @Test(.tags(.timed)) func bodiesAreRefusedAndIdleConnectionsClosed() async throws {
        // Idle for 3 s: 1 s closed the first request's connection before a loaded machine read it.
        try await Self.serving(limits: ServerLimits(idleSeconds: 3)) { port, _, _ in
            let upload = try Self.request(port: port, path: "/", method: "POST", headers: ["Content-Length": "100000"])
            #expect(upload.status == 413)
            let started = Date()
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            #expect(recv(socket, &byte, 1, 0) == 0, "the server closed the idle connection")
            #expect(Date().timeIntervalSince(started) < 8)
        }
    }
}
