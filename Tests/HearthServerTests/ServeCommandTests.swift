import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import HearthTestSupport
import Testing

/// `hearth serve` and `hearth build --watch` as a person runs them: started, asked over HTTP, stopped.
@Suite struct ServeCommandTests {
    static func hearth(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 120) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments, in: folder, environment: environment, timeout: timeout)
    }

    /// "[::1]" is how ::1 is written in a URL, and so how a person copies it: `hearth serve --host [::1]`
    /// listens on ::1 and, being on loopback, still answers only requests that name this machine. It
    /// prints each family's address.
    @Test func serveTakesABracketedIPv6Address() async throws {
        let folder = try TemporaryFolder()
        let (process, log) = try Self.serveDemo(host: "[::1]", in: folder)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var port: Int?
        for _ in 0..<300 where port == nil {
            let text = try String(contentsOf: log, encoding: .utf8)
            if text.contains("林家: http://"), let range = text.range(of: " at http://[::1]:") {
                port = Int(text[range.upperBound...].prefix { $0.isNumber })
            } else {
                #expect(!text.contains("cannot listen"), "\(text)")
                if text.contains("cannot listen") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        let logged = try String(contentsOf: log, encoding: .utf8)
        let listening = try #require(port, "\(logged)")
        // The root page of several families links to none of them: the address of each is printed.
        #expect(logged.contains("  The Riveras: http://[::1]:\(listening)/UHRJRTN8ZW2A/"), "\(logged)")
        #expect(try PreviewServerTests.request(port: listening, path: "/", host: "[::1]:\(listening)", overIPv6: true).status == 200)
        #expect(try PreviewServerTests.request(port: listening, path: "/", host: "attacker.example", overIPv6: true).status == 403)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Listening on every address, `serve` prints addresses a phone on the network can open: the
    /// machine's own, never "http://0.0.0.0:…", which leads nowhere.
    @Test func serveOnEveryAddressPrintsAddressesToVisit() async throws {
        let folder = try TemporaryFolder()
        let (process, log) = try Self.serveDemo(host: "0.0.0.0", in: folder)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var logged = ""
        for _ in 0..<300 where !logged.contains("林家: http://") {
            try await Task.sleep(for: .milliseconds(100))
            logged = try String(contentsOf: log, encoding: .utf8)
        }
        #expect(logged.contains("on every address of this machine, port "), "\(logged)")
        #expect(!logged.contains("http://0.0.0.0"), "\(logged)")
        // The family's printed address opens its dashboard.
        let line = try #require(logged.split(separator: "\n").first { $0.hasPrefix("  The Riveras: http://") }, "\(logged)")
        let address = try #require(URL(string: String(line.dropFirst("  The Riveras: ".count))))
        let (page, response) = try await URLSession.shared.data(from: address)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(address)")
        #expect(String(decoding: page, as: UTF8.self).contains("The Riveras"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    /// A first build that fails leaves `serve` nothing to serve: it stops with the build's own error and
    /// status, as `hearth build` would, and does not speak of a "last good site" there never was.
    @Test func serveWhoseFirstBuildFailsStopsWithTheBuildsError() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "mine"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.url.appending(path: "mine/notes.txt"))
        let build = try await Self.hearth(["build", "--demo", "--output", "mine"], in: folder.url)
        // A serve that kept running after the failed build would be killed at 90 s (SIGTERM's status, not 73).
        let serve = try await Self.hearth(["serve", "--demo", "--output", "mine", "--port", "0"], in: folder.url, timeout: 90)
        #expect(serve.status == 73)
        #expect(serve.status == build.status)
        let reason = try #require(build.errors.split(separator: "\n").first { $0.hasPrefix("hearth: error:") }, "\(build.errors)")
        #expect(serve.errors.contains(reason), "\(serve.errors)")
        #expect(!serve.errors.contains("last good site"), "\(serve.errors)")
        #expect(!serve.errors.contains("Serving"), "\(serve.errors)")
        #expect(try String(contentsOf: folder.url.appending(path: "mine/notes.txt"), encoding: .utf8) == "keep")
    }

    /// `hearth build --watch` renders a command's tick from memory, and a Ctrl-C stops it cleanly.
    @Test func buildWatchRebuildsWhenTheStoreChangesAndStopsOnCtrlC() async throws {
        let folder = try TemporaryFolder()
        let (process, errors) = try await Self.buildWatchOfTheDemo(in: folder)
        // Whatever happens below, the watcher does not outlive the test.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let page = folder.url.appending(path: "site/groceries/index.md")
        for _ in 0..<100 where (try? String(contentsOf: page, encoding: .utf8))?.contains("3 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try String(contentsOf: page, encoding: .utf8).contains("3 of 12 done"))
        #expect(try await Self.hearth(["grocery", "check", "Avocados", "--as", "Leo", "--family", "The Riveras"], in: folder.url).status == 0)
        // A tick made by a command is rendered from memory (the household kept, only the grocery pages
        // rendered); the Markdown twins and the manifest follow in a quiet moment.
        let html = folder.url.appending(path: "site/groceries/index.html")
        for _ in 0..<100 where (try? String(contentsOf: html, encoding: .utf8))?.contains("4 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try String(contentsOf: html, encoding: .utf8).contains("4 of 12 done"), "the watcher rendered the change")
        for _ in 0..<100 where (try? String(contentsOf: page, encoding: .utf8))?.contains("4 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try String(contentsOf: page, encoding: .utf8).contains("4 of 12 done"), "the twin follows")
        for _ in 0..<50 where FileManager.default.fileExists(atPath: folder.url.appending(path: "site/.hearth-touched").path) {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "site/.hearth-touched").path), "the manifest is written when quiet")
        // And the next change too (a second store opened in the process once left it reading the first
        // change's revision for ever).
        #expect(try await Self.hearth(["grocery", "uncheck", "Avocados", "--as", "Leo", "--family", "The Riveras"], in: folder.url).status == 0)
        for _ in 0..<100 where (try? String(contentsOf: html, encoding: .utf8))?.contains("3 of 12 done") != true {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try String(contentsOf: html, encoding: .utf8).contains("3 of 12 done"), "the watcher rendered the second change")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "Ctrl-C stops cleanly: \(log)")
        // From memory, each tick rendered the grocery list's, the shopping list's, the household report's
        // and the dashboard's HTML and the version file (one family at the root: one), 5 files; a full build
        // renders their Markdown twins with them, 8 or more.
        let changes = log.split(separator: "\n").filter { $0.hasPrefix("the store changed: ") }
        #expect(changes.count == 2 && changes.allSatisfy { $0.contains(" 5 rendered,") }, "\(changes)")
        #expect(log.contains("Stopped watching."))
    }

    /// A chore a command marks done while `hearth build --watch` runs is rendered from memory too: the
    /// pages that show what was done (the week, today, the household report and the dashboard), not the
    /// whole site read and planned.
    @Test func buildWatchRendersACommandsChoreDoneFromMemory() async throws {
        let folder = try TemporaryFolder()
        let (process, errors) = try await Self.buildWatchOfTheDemo(in: folder)
        // Whatever happens below, the watcher does not outlive the test.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let today = folder.url.appending(path: "site/chores/today/index.html")
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: today.path) { try await Task.sleep(for: .milliseconds(100)) }
        let sweepDone = "<span class=\"chore__name\">Sweep</span><span class=\"chore__fatigue\">fatigue 2</span><span class=\"chore__done\">✓ done by Leo</span>"
        #expect(try String(contentsOf: today, encoding: .utf8).contains("<span class=\"chore__name\">Sweep</span>"))
        #expect(try String(contentsOf: today, encoding: .utf8).contains(sweepDone) == false)
        #expect(try await Self.hearth(["chore", "done", "sweep", "--as", "Leo", "--family", "The Riveras", "--date", "2026-11-19"], in: folder.url).status == 0)
        for _ in 0..<100 where (try? String(contentsOf: today, encoding: .utf8))?.contains(sweepDone) != true {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try String(contentsOf: today, encoding: .utf8).contains(sweepDone), "the watcher rendered the chore done")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // From memory: the four pages' HTML that show what was done and the version file, 5 files (the wish
        // wall and the calendar show no record of what was done); a full build renders the Markdown twins
        // and the manifest with them.
        let changes = log.split(separator: "\n").filter { $0.hasPrefix("the store changed: ") }
        #expect(changes.count == 1 && changes.allSatisfy { $0.contains(" 5 rendered,") }, "\(changes)")
        let twin = try String(contentsOf: folder.url.appending(path: "site/chores/today/index.md"), encoding: .utf8)
        #expect(twin.components(separatedBy: "done by Leo").count == 3, "the Markdown twin follows by the time the watcher stops: \(twin)")
    }

    /// A chore set with a command while `hearth build --watch` runs is rendered from memory, the copy of the
    /// calendar at the family's earlier folder too (a subscription there keeps reading the week as it is).
    @Test func aChoreSetWhileWatchingUpdatesTheCalendarAtTheFamilysEarlierFolder() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["build", "--date", "2026-11-19"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "set", "--folder", "riveras", "--family", "The Riveras"], in: folder.url).status == 0)
        let process = Process()
        process.executableURL = HearthProcess.binary
        process.arguments = ["build", "--watch", "--date", "2026-11-19"]
        process.currentDirectoryURL = folder.url
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let calendar = folder.url.appending(path: "site/riveras/chores.ics"), earlier = folder.url.appending(path: "site/\(HostServerTests.riveras)/chores.ics")
        // The watcher's first build is a whole one: among seven hundred other tests it takes far longer than alone (2 s).
        for _ in 0..<900 where !FileManager.default.fileExists(atPath: calendar.path) { try await Task.sleep(for: .milliseconds(100)) }
        let before = try String(contentsOf: calendar, encoding: .utf8)
        #expect(try String(contentsOf: earlier, encoding: .utf8) == before, "the earlier folder has a copy of the calendar")
        #expect(try await Self.hearth(["chore", "set", "sweep", "--weekday", "monday", "--fatigue", "7", "--family", "The Riveras"], in: folder.url).status == 0)
        for _ in 0..<1200 where (try? String(contentsOf: calendar, encoding: .utf8)) == before { try await Task.sleep(for: .milliseconds(50)) }
        let after = try String(contentsOf: calendar, encoding: .utf8)
        #expect(after != before, "the watcher rendered the calendar")
        #expect(try String(contentsOf: earlier, encoding: .utf8) == after, "and its copy at the earlier folder")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    /// `hearth build --watch` of the demo's Riveras on 2026-11-19, started in `folder` (made by `hearth
    /// init --demo`), its messages going to the pipe.
    static func buildWatchOfTheDemo(in folder: TemporaryFolder) async throws -> (Process, Pipe) {
        #expect(try await hearth(["init", "--demo"], in: folder.url).status == 0)
        let process = Process()
        process.executableURL = HearthProcess.binary
        process.arguments = ["build", "--watch", "--family", "The Riveras", "--date", "2026-11-19"]
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    /// `hearth serve --demo --host HOST --port 0` started in `folder`, its messages going to the log file.
    static func serveDemo(host: String, in folder: TemporaryFolder) throws -> (Process, URL) {
        let log = folder.url.appending(path: "serve.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = HearthProcess.binary
        process.arguments = ["serve", "--demo", "--host", host, "--port", "0", "--date", "2026-11-19"]
        process.currentDirectoryURL = folder.url
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, log)
    }
}
