import Foundation
import HearthTestSupport
import Synchronization
import Testing

/// `hearth backup` and `hearth restore` beside a running `hearth host`, as a family's home server runs
/// them: ten backups taken while twenty phones add items, each verified; the host's store not replaced
/// under it; the last backup restored holding every change confirmed before it began.
@Suite(.serialized) struct BackupWhileHostedTests {
    @Test func backupsTakenWhilePhonesWriteAreWholeAndRestore() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let groceries = "/\(HostServerTests.riveras)/groceries/"
        // Twenty phones add items, one after another each, until told to stop; each confirmed add is noted
        // with the time its answer came.
        let confirmed = Mutex<[(name: String, at: Date)]>([])
        let stop = Atomic<Bool>(false)
        let port = host.port
        let phones = (0..<20).map { number in
            Thread {
                let phone = Phone(port: port)
                guard (try? phone.signIn(HostServerTests.ana, HostServerTests.password)) != nil,
                      let token = try? phone.get(groceries).field("csrf", inFormEndingWith: "act/grocery/add") else { return }
                var count = 0
                while !stop.load(ordering: .relaxed) {
                    count += 1
                    let name = "Phone \(number) item \(count)"
                    if let answer = try? phone.post("/\(HostServerTests.riveras)/act/grocery/add", ["csrf": token, "name": name], referer: groceries),
                       answer.status == 303 {
                        confirmed.withLock { $0.append((name, Date())) }
                    }
                }
            }
        }
        phones.forEach { $0.start() }
        var lastStarted = Date()
        for _ in 1...10 {
            lastStarted = Date()
            let backup = try await host.hearth(["backup", "--to", "backups"])
            #expect(backup.status == 0 && backup.errors.contains("verified"), "\(backup.errors)")
            try await Task.sleep(for: .seconds(1.1))  // a backup a minute is named by the minute, then by the second
        }
        stop.store(true, ordering: .relaxed)
        try await Task.sleep(for: .seconds(1))
        let listed = try await host.hearth(["backup", "list", "--to", "backups"])
        let copies = listed.output.split(separator: "\n").map { String($0.split(separator: "\t").last ?? "") }
        #expect(copies.count == 10, "\(listed.output)\(listed.errors)")
        let before = confirmed.withLock { $0.filter { $0.at < lastStarted }.map(\.name) }
        #expect(before.count > 10, "phones kept adding while the backups ran: \(before.count) before the last")

        // The host has the store open: a restore is refused, naming it, and changes nothing.
        let newest = try #require(copies.first)
        let refused = try await host.hearth(["restore", newest, "--force"])
        #expect(refused.status == 77 && refused.errors.contains("hearth host (pid"), "\(refused.errors)")

        host.stop()
        let restored = try await host.hearth(["restore", newest, "--force"])
        #expect(restored.status == 0 && restored.errors.contains("The store it replaced is kept as"), "\(restored.errors)")
        let list = try await host.hearth(["grocery", "list", "--all", "--family", HostServerTests.riveras])
        let missing = before.filter { !list.output.contains($0) }
        #expect(missing.isEmpty, "confirmed before the last backup began, but not in it: \(missing.prefix(5))")
    }

    @Test func aRestoreKeepsTheStoreItReplacesAndRefusesToLoseChanges() async throws {
        let folder = try TemporaryFolder()
        func hearth(_ arguments: [String]) async throws -> HearthProcess.Run { try await HearthProcess.run(arguments + ["--store", "h.sqlite"], in: folder.url) }
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "h.sqlite"], in: folder.url).status == 0)
        #expect(try await hearth(["backup"]).status == 0)
        let copy = try await #require(try hearth(["backup", "list"]).output.split(separator: "\t").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        let mode = try FileManager.default.attributesOfItem(atPath: folder.url.appending(path: copy).path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "a backup holds password hashes: its owner's only")
        #expect(try await hearth(["grocery", "add", "Saffron", "--as", "Ana"]).status == 0)

        let refused = try await hearth(["restore", copy])
        #expect(refused.status == 65 && refused.errors.contains("holds changes"), "\(refused.errors)")
        #expect(try await hearth(["grocery", "list", "--family", "The Riveras"]).output.contains("Saffron"), "a refused restore changes nothing")

        let restored = try await hearth(["restore", copy, "--force"])
        #expect(restored.status == 0, "\(restored.errors)")
        #expect(!(try await hearth(["grocery", "list", "--family", "The Riveras"]).output.contains("Saffron")))
        let kept = try #require(restored.errors.split(separator: "\n").first { $0.contains("kept as") }.map { String($0.split(separator: " ").last!.dropLast()) })
        let before = try await HearthProcess.run(["grocery", "list", "--family", "The Riveras", "--store", kept], in: folder.url)
        #expect(before.output.contains("Saffron"), "the store replaced is kept whole: \(before.output)\(before.errors)")

        // A broken backup is refused before anything changes.
        try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 7, count: 4000)).write(to: folder.url.appending(path: "broken.sqlite"))
        let broken = try await hearth(["restore", "broken.sqlite", "--force"])
        #expect(broken.status != 0 && broken.errors.contains("broken.sqlite"), "\(broken.errors)")
        #expect(try await hearth(["family", "list"]).status == 0)
    }
}

extension BackupWhileHostedTests {
    /// `hearth backup` killed (SIGKILL) at moments spread over its run: whatever moment, no half copy is
    /// ever named as a backup; every copy `backup list` shows verifies and restores.
    @Test func aBackupKilledHalfwayIsNeverCounted() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "h.sqlite"], in: folder.url).status == 0)
        var killed = 0
        for attempt in 0..<12 {
            let process = Process()
            process.executableURL = HearthProcess.binary
            process.arguments = ["backup", "--store", "h.sqlite", "--to", "backups"]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Moments from the start to past a whole backup's run (0.26 s for the demo in a debug build):
            // on a loaded machine every one may fall before the backups' folder is made.
            try await Task.sleep(for: .seconds(Double(attempt)) * 0.04)
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            try await Task.sleep(for: .seconds(1.05))  // a new second for the next copy's name
        }
        #expect(killed > 0, "some backups were killed while they ran")
        let listed = try await HearthProcess.run(["backup", "list", "--store", "h.sqlite", "--to", "backups"], in: folder.url)
        let copies = listed.output.split(separator: "\n").map { String($0.split(separator: "\t").last ?? "") }
        for (index, copy) in copies.enumerated() {
            let restored = try await HearthProcess.run(["restore", copy, "--store", "restored-\(index).sqlite"], in: folder.url)
            #expect(restored.status == 0, "\(copy) is listed but does not restore: \(restored.errors)")
        }
        // No folder yet when every backup was killed before making it: no file named either.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "backups").path)) ?? []
        #expect(names.filter { !$0.hasPrefix(".") }.count == copies.count, "every named file is a listed, verified copy: \(names)")
        // The next backup takes away what the killed ones left.
        #expect(try await HearthProcess.run(["backup", "--store", "h.sqlite", "--to", "backups"], in: folder.url).status == 0)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "backups").path)
        #expect(after.allSatisfy { !$0.hasPrefix(".") }, "\(after)")
    }
}
