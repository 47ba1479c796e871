import Foundation
import Glibc
import HearthTestSupport
import Testing

/// `hearth host` as an attacker and bad luck try it (issue 39): forms that are not text, links between
/// families' folders, answers without their security headers, a family's files in shared caches, the
/// hosted folder open to other users, a full disk, sign-ins that hold up everyone, and slow clients.
@Suite(.serialized) struct HostAttackTests {
    typealias Hosted = HostServerTests.Hosted
    static let riveras = HostServerTests.riveras, lins = HostServerTests.lins

    /// The hearth_pages cookie names whose pages the browser may keep (hearth-sw.js): a new name at each
    /// sign-in, whoever signs in next on the same browser, and none after sign-out or once the session ended.
    @Test func theKeptPagesBelongToTheSessionSignedIn() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let browser = host.phone()
        let ana = try browser.signIn(HostServerTests.ana, HostServerTests.password)
        let cookie = try #require(ana.cookies.first { $0.hasPrefix("hearth_pages=") })
        #expect(!cookie.contains("HttpOnly") && cookie.contains("Path=/") && cookie.contains("SameSite=Lax"), "\(cookie)")
        let anasPages = try #require(browser.cookies["hearth_pages"])
        #expect(anasPages.count == 32 && anasPages != browser.cookies["hearth_session"])
        // The next person on the same browser still finds the sign-in form, and gets a name of their own.
        let form = try browser.get("/sign-in")
        #expect(form.status == 200 && form.body.contains("action=\"/sign-in\""))
        #expect(try browser.signIn(HostServerTests.brother, HostServerTests.password).status == 303)
        let brothersPages = try #require(browser.cookies["hearth_pages"])
        #expect(brothersPages != anasPages)
        #expect(try browser.get("/\(Self.riveras)/groceries/").status == 404, "Ana's pages are not his")
        // Sign-out removes the name; so does any answer once the session has ended elsewhere.
        let page = try browser.get("/\(Self.lins)/groceries/")
        let token = try #require(page.field("csrf", inFormEndingWith: "sign-out"))
        let out = try browser.post("/\(Self.lins)/sign-out", ["csrf": token])
        #expect(out.cookies.contains { $0.hasPrefix("hearth_pages=;") && $0.contains("Max-Age=0") }, "\(out.cookies)")
        #expect(browser.cookies["hearth_pages"] == nil)
        try browser.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(try await host.hearth(["member", "password", HostServerTests.ana], input: "a brand new password\n").status == 0)
        let ended = try browser.get("/\(Self.riveras)/groceries/")
        #expect(ended.status == 303 && browser.cookies["hearth_pages"] == nil, "\(ended.cookies)")
    }

    @Test func aFormFieldThatIsNotUTF8IsRefusedByName() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let wishes = "/\(Self.riveras)/chores/wishes/"
        let token = try #require(try ana.get(wishes).field("csrf", inFormEndingWith: "act/wish/add"))
        let headers = ["Content-Type": "application/x-www-form-urlencoded", "Referer": "http://127.0.0.1:\(host.port)\(wishes)"]
        // Raw bytes that are no UTF-8 (0xFF), and the same percent-encoded.
        for text in [Array("Tea ".utf8) + [0xFF, 0xFE], Array("Tea %FF%FE".utf8)] {
            let answer = try ana.send("POST", "/\(Self.riveras)/act/wish/add", bytes: Array("csrf=\(token)&text=".utf8) + text, headers: headers)
            #expect(answer.status == 400)
            #expect(answer.body.contains("Form field &quot;Your wish&quot;: expected text in UTF-8; nothing was changed."), "\(answer.body)")
        }
        let wall = try ana.get(wishes)
        #expect(!wall.body.contains("Tea \u{FFFD}") && !wall.body.contains("Tea "), "no wish was added")
        let stored = try await host.hearth(["wish", "list", "--family", Self.riveras])
        #expect(!stored.output.contains("\u{FFFD}"), "\(stored.output)")
    }

    @Test func aLinkInOneFamilysFolderToAnothersFindsNothing() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let site = host.folder.url.appending(path: "site-hosted")
        try FileManager.default.createSymbolicLink(atPath: site.appending(path: "\(Self.riveras)/lins").path, withDestinationPath: "../\(Self.lins)")
        try FileManager.default.createSymbolicLink(atPath: site.appending(path: "assets/lins").path, withDestinationPath: "../\(Self.lins)")
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        for path in ["/\(Self.riveras)/lins/groceries/", "/\(Self.riveras)/lins/groceries/index.md", "/assets/lins/groceries/index.md"] {
            let answer = try ana.get(path)
            #expect(answer.status == 404, "\(path)")
            #expect(!answer.body.contains("林家"), "\(path)")
        }
        #expect(try host.phone().get("/assets/lins/groceries/index.md").status == 404, "nor to anyone signed out")
    }

    @Test func everyAnswerHasTheSecurityHeaders() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let phone = host.phone()
        var answers: [(String, Phone.Answer)] = []
        answers.append(("sign-in page", try phone.get("/sign-in")))
        answers.append(("404", try phone.get("/no/such/file.png")))
        answers.append(("413", try phone.send("POST", "/sign-in", bytes: Array(repeating: UInt8(ascii: "a"), count: 70_000), headers: [:])))
        answers.append(("the parser's 400", try phone.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n".utf8))))
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        answers.append(("page", try phone.get("/\(Self.riveras)/groceries/")))
        answers.append(("style sheet", try phone.get("/assets/hearth.css")))
        #expect(answers.map(\.1.status) == [200, 404, 413, 400, 200, 200])
        for (name, answer) in answers {
            #expect(answer.header("x-frame-options") == "DENY", "\(name)")
            #expect(answer.header("x-content-type-options") == "nosniff", "\(name)")
            #expect(answer.header("referrer-policy") == "same-origin", "\(name)")
            let policy = answer.header("content-security-policy") ?? ""
            #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'") && policy.contains("object-src 'none'"), "\(name): \(policy)")
        }
    }

    @Test func aFamilysMarkdownAndCalendarAreKeptByNoSharedCache() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        for path in ["/\(Self.riveras)/groceries/index.md", "/\(Self.riveras)/chores.ics"] {
            let answer = try ana.get(path)
            #expect(answer.status == 200, "\(path)")
            #expect(answer.header("cache-control") == "private, no-cache", "\(path)")
        }
        #expect(try ana.get("/assets/hearth.css").header("cache-control") == "no-cache", "the shared style sheet may be cached")
    }

    /// "Add to home screen": the browser fetches the touch icon without the session's cookie (a theme file,
    /// served to anyone), and the manifest with it (crossorigin="use-credentials"); the manifest, which
    /// names the family, is not served without a session.
    @Test func theHomeScreenIconAndManifestWorkWhenHosted() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let icon = try host.phone().get("/\(Self.riveras)/assets/icons/apple-touch-icon.png")
        #expect(icon.status == 200 && icon.header("content-type") == "image/png")
        #expect(try host.phone().get("/\(Self.riveras)/manifest.webmanifest").status == 404, "the family's name is not given to anyone")
        #expect(try host.phone().get("/\(Self.riveras)/assets/hearth.js").status == 404, "only the icons")
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = try ana.get("/\(Self.riveras)/")
        #expect(page.body.contains("<link rel=\"manifest\" href=\"manifest.webmanifest\" crossorigin=\"use-credentials\">"))
        #expect(try ana.get("/\(Self.riveras)/manifest.webmanifest").status == 200)
    }

    @Test func theHostedSiteIsReadableByItsUserOnly() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        var status = stat()
        #expect(stat(host.folder.url.appending(path: "site-hosted").path, &status) == 0)
        #expect(status.st_mode & 0o077 == 0, "mode \(String(status.st_mode & 0o777, radix: 8))")
        let page = host.folder.url.appending(path: "site-hosted/\(Self.riveras)/groceries/index.html").path
        #expect(stat(page, &status) == 0)
        #expect(status.st_mode & 0o077 == 0, "a page's mode \(String(status.st_mode & 0o777, radix: 8))")
    }

    /// Issue 63: a page of another site posted a newcomer's invitation form from a visitor's browser and got
    /// 303 and a session: the visitor was signed in as a member of the attacker's family. A form for anyone
    /// (the invitation's, sign-in, a device's link) from another site is refused, and uses nothing up; from
    /// the server's own page it works, also as a proxy passes it on.
    @Test func aFormForAnyoneFromAnotherSiteIsRefusedAndUsesNothingUp() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        func invitation() throws -> String {
            let made = try ana.submit(on: "/invite", to: "/invite", [:])
            let start = try #require(made.body.range(of: "/welcome/")?.upperBound)
            return "/welcome/" + made.body[start...].prefix { $0 != "\"" && $0 != "<" }
        }
        let welcome = try invitation()
        let body = Array("name=Mallory&password=a%20password%20of%20mine".utf8)
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let visitor = host.phone()
        for from in [["Origin": "https://evil.example"], ["Origin": "null"], ["Referer": "https://evil.example/join.html"],
                     ["Origin": "http://127.0.0.1:\(host.port).evil.example"], ["Origin": "https://evil.example", "Referer": "http://127.0.0.1:\(host.port)\(welcome)"]] {
            let forged = try visitor.send("POST", welcome, bytes: body, headers: form.merging(from) { $1 })
            #expect(forged.status == 403 && forged.body.contains("another site"), "\(from): \(forged.status)")
            #expect(!forged.cookies.contains { $0.hasPrefix("hearth_session=") || $0.hasPrefix("hearth_pages=") }, "\(from): \(forged.cookies)")
        }
        #expect(visitor.cookies["hearth_session"] == nil, "the visitor is not signed in")
        #expect(try visitor.get(welcome).body.contains("action=\"\(welcome)\""), "the invitation is still open")
        // A sign-in and a device's link from another site are refused the same way.
        let signIn = try visitor.send("POST", "/sign-in", bytes: Array("member=\(HostServerTests.ana)&password=x".utf8), headers: form.merging(["Origin": "https://evil.example"]) { $1 })
        #expect(signIn.status == 403)

        // The newcomer's own browser, on the server's page: its Origin is the server's.
        let newcomer = host.phone()
        let joined = try newcomer.send("POST", welcome, bytes: body, headers: form.merging(["Origin": "http://127.0.0.1:\(host.port)"]) { $1 })
        #expect(joined.status == 303 && newcomer.cookies["hearth_session"] != nil, "\(joined.status) \(joined.body)")
        // Behind a proxy on this machine, which passes its own Host on and the one it was asked for as X-Forwarded-Host.
        let proxied = host.phone()
        let second = try invitation()
        let behind = try proxied.send("POST", second, bytes: Array("name=Grace&password=a%20password%20of%20mine".utf8), headers: form.merging(["Origin": "https://home.example", "X-Forwarded-Host": "home.example"]) { $1 })
        #expect(behind.status == 303, "\(behind.status) \(behind.body)")
    }

    /// Six sign-ins at once (bcrypt, a quarter of a second of a core each) while the style sheet is asked
    /// for again and again: no request for it waits for a sign-in's check (which held every request thread:
    /// one waited most of a check).
    @Test func signInsAtOnceDoNotHoldUpOtherRequests() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let alone = Date()
        #expect(try host.phone().signIn(HostServerTests.ana, HostServerTests.password).status == 303)
        let signInTime = Date().timeIntervalSince(alone)
        let port = host.port
        let group = DispatchGroup()
        for index in 0..<6 {
            DispatchQueue.global().async(group: group) {
                let phone = Phone(port: port)
                phone.forwardedFor = "192.168.1.\(index + 10)"
                _ = try? phone.signIn(HostServerTests.ana, HostServerTests.password)
            }
        }
        var slowest = 0.0
        for _ in 0..<20 {
            let asked = Date()
            #expect(try host.phone().get("/assets/hearth.css").status == 200)
            slowest = max(slowest, Date().timeIntervalSince(asked))
            try await Task.sleep(for: .seconds(0.05))
        }
        group.wait()
        #expect(slowest < signInTime / 2, "the style sheet took up to \(slowest) s; one sign-in \(signInTime) s")
    }

    /// Issue 63: a right sign-in took 4.4–4.7 s while wrong ones from 16 other addresses were checked: bcrypt
    /// checks waited in one line, first come first served. Each address has at most one check in the line,
    /// and an address without failures goes before those that have failed, so the right password waits for
    /// at most the check under way. 16 guessers, each sending its next wrong password as the last is answered
    /// (until the throttle stops it), have each failed once; then Ana signs in from her own address.
    @Test func aRightSignInIsAnsweredWhileWrongOnesFromOtherAddressesAreChecked() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let port = host.port
        let started = Date()
        #expect(try host.phone().signIn(HostServerTests.ana, HostServerTests.password).status == 303)
        let alone = Date().timeIntervalSince(started)
        /// Which guessers have failed once, and whether they should stop; shared by their threads.
        final class Guessing: @unchecked Sendable {
            let lock = NSLock()
            var failed = Set<Int>()
            var stopped = false
            func locked<T>(_ body: (Guessing) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(self) }
        }
        let guessing = Guessing()
        let guessers = DispatchGroup()
        for index in 0..<16 {
            DispatchQueue.global().async(group: guessers) {
                let phone = Phone(port: port)
                phone.forwardedFor = "10.0.0.\(index + 1)"
                while !guessing.locked({ $0.stopped }) {
                    let answer = try? phone.signIn(HostServerTests.ana, "wrong password \(index)")
                    if answer?.status == 401 { guessing.locked { _ = $0.failed.insert(index) } }
                    // Stopped by the throttle (429) or held up another way: this guesser is done.
                    if answer?.status != 401 { break }
                }
            }
        }
        while guessing.locked({ $0.failed.count }) < 16 && Date().timeIntervalSince(started) < 120 { try await Task.sleep(for: .seconds(0.02)) }
        var times: [TimeInterval] = []
        for attempt in 0..<3 {
            let phone = Phone(port: port)
            phone.forwardedFor = "192.168.1.\(50 + attempt)"
            let asked = Date()
            let answer = try phone.signIn(HostServerTests.ana, HostServerTests.password)
            times.append(Date().timeIntervalSince(asked))
            #expect(answer.status == 303, "\(answer.status)")
        }
        guessing.locked { $0.stopped = true }
        guessers.wait()
        let median = times.sorted()[1]
        print("one sign-in alone \(alone) s; with 16 addresses guessing: \(times) s")
        // Before: the checks ahead of it, 9 to 10 times one check here (5.5–6.6 s, one alone 0.67 s). After: the
        // check under way and Ana's own, 3 to 4 times one on this loaded machine (0.8–1.1 s, one alone 0.3 s).
        #expect(median < max(1.5, 5 * alone), "the right sign-in took \(times) s; one alone \(alone) s")
    }

    /// At its open-file limit (256 here, set with prlimit), 300 clients that send half a request and wait
    /// do not keep a member's phone from being answered (their connections time out after 30 s).
    @Test func slowClientsAtTheFileLimitDoNotShutOutAPhone() async throws {
        let host = try await Hosted(fileLimit: 256)
        defer { host.stop() }
        var slow: [Int32] = []
        defer { for socket in slow { close(socket) } }
        for _ in 0..<300 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(host.port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            #expect(connected == 0)
            let half = Array("GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
            _ = half.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count, 0) }
            slow.append(socket)
        }
        try await Task.sleep(for: .seconds(1))
        let started = Date()
        let page = try host.phone().get("/sign-in")
        let waited = Date().timeIntervalSince(started)
        #expect(page.status == 200)
        #expect(waited < 10, "the phone waited \(waited) s, until the slow clients timed out")
    }
}
