import Foundation
import Glibc
import HearthTestSupport
import Testing

/// `hearth host` on a disk that fills up: a small tmpfs mounted for the test (which needs root, as CI
/// runs; elsewhere these tests are skipped), filled with a file of the test's own.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounting a small disk needs root")) struct HostFullDiskTests {
    /// A tmpfs of `megabytes` mounted on a new folder, unmounted when dropped.
    final class SmallDisk {
        let folder: TemporaryFolder
        var url: URL { folder.url }
        var filler: URL { folder.url.appending(path: "filler") }

        init(megabytes: Int) async throws {
            folder = try TemporaryFolder()
            let mount = try await HearthProcess.run(["mount", "-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.url.path], in: folder.url,
                                              executable: URL(fileURLWithPath: "/usr/bin/env"))
            try #require(mount.status == 0, "\(mount.errors)")
        }

        /// Writes the test's own file until the disk has no room left.
        func fill() throws {
            FileManager.default.createFile(atPath: filler.path, contents: nil)
            let handle = try FileHandle(forWritingTo: filler)
            defer { try? handle.close() }
            let block = Data(count: 16 * 1024)
            while (try? handle.write(contentsOf: block)) != nil {}
        }

        func makeRoom() async throws { try FileManager.default.removeItem(at: filler) }

        deinit { _ = try? HearthProcess.run(["umount", "-l", folder.url.path], in: URL(fileURLWithPath: "/"), executable: URL(fileURLWithPath: "/usr/bin/env")) }
    }

    /// Issue 64: a backup onto a full disk said `SQLite error 13: not an error`. It says the disk is full,
    /// and where; nothing of the copy is left there, and once there is room the next backup works.
    @Test func aBackupOntoAFullDiskSaysTheDiskIsFullAndWhere() async throws {
        let disk = try await SmallDisk(megabytes: 1)
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo"], in: folder.url).status == 0)
        let copies = disk.url.appending(path: "copies")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try disk.fill()
        let full = try await HearthProcess.run(["backup", "--to", copies.path], in: folder.url)
        #expect(full.status == 74, "\(full.errors)")
        #expect(full.errors.contains("the disk holding \(copies.path) is full") && !full.errors.contains("not an error"), "\(full.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path).isEmpty, "no half copy is left")
        try await disk.makeRoom()
        #expect(try await HearthProcess.run(["backup", "--to", copies.path], in: folder.url).status == 0)
    }

    /// The site's disk is full, the store's is not: a tick is saved and answered as not shown yet (503,
    /// in words); once there is room again the pages catch up without another form.
    @Test func aTickWhosePageCannotBeWrittenSaysSoAndThePagesCatchUp() async throws {
        let disk = try await SmallDisk(megabytes: 24)
        let host = try await HostServerTests.Hosted(options: ["--output", disk.url.appending(path: "site").path])
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let groceries = "/\(HostServerTests.riveras)/groceries/"
        let before = try ana.get(groceries)
        #expect(before.body.contains("aria-valuenow=\"3\""))
        let item = try #require(before.buttonValue("check"))
        func checkedInStore() async throws -> Int {
            try await host.hearth(["grocery", "list", "--family", HostServerTests.riveras]).output.components(separatedBy: "[x]").count - 1
        }
        let checked = try await checkedInStore()
        try disk.fill()
        let tick = try ana.submit(on: groceries, to: "/\(HostServerTests.riveras)/act/grocery/item", ["check": item])
        #expect(tick.status == 503, "\(tick.status) \(tick.body)")
        #expect(tick.body.contains("Your change is saved, but the pages could not be written"), "\(tick.body)")
        #expect(tick.header("retry-after") == "5")
        #expect(try await checkedInStore() == checked + 1, "the tick is in the store")
        #expect(try ana.get(groceries).body.contains("aria-valuenow=\"3\""), "the page is as it was")

        try await disk.makeRoom()
        var caughtUp = false
        for _ in 0..<120 where !caughtUp {
            try await Task.sleep(for: .seconds(0.25))
            caughtUp = try ana.get(groceries).body.contains("aria-valuenow=\"4\"")
        }
        #expect(caughtUp, "the page shows the tick once there is room")
        // The build's line comes once its files are in place: a moment after the page shows.
        var log = ""
        for _ in 0..<50 where !log.contains("the last build failed, trying again: Wrote") {
            try await Task.sleep(for: .seconds(0.1))
            log = (try? String(contentsOf: host.log, encoding: .utf8)) ?? ""
        }
        #expect(log.contains("the rebuild failed") && log.contains("the last build failed, trying again: Wrote"), "\(log)")
    }

    /// The store's disk is full: a sign-in fails with a page that says why, the security headers, and a
    /// line in the log (it was an empty 500).
    @Test func aServerFailureIsAPageInWordsAndALineInTheLog() async throws {
        let disk = try await SmallDisk(megabytes: 8)
        let host = try await HostServerTests.Hosted(storeFolder: disk.url)
        defer { host.stop() }
        try disk.fill()
        let phone = host.phone()
        let answer = try phone.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(answer.status == 500)
        #expect(answer.body.contains("The server could not do this:"), "\(answer.body)")
        #expect(answer.header("content-security-policy")?.contains("script-src 'self'") == true)
        #expect(answer.header("x-frame-options") == "DENY")
        let log = (try? String(contentsOf: host.log, encoding: .utf8)) ?? ""
        #expect(log.contains("POST /sign-in: the server failed"), "\(log)")
    }
}
