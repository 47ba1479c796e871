import Foundation
import HearthTestSupport
import Testing
@testable import HearthLive
@testable import HearthServer
@testable import HearthStore

/// How the backups stand, on a manager's family page of `hearth host` (`/backups/status.json`, filled in
/// by hearth-host.js), and the nightly backup (`--backup-at`) that keeps them.
@Suite(.serialized) struct BackupStatusTests {
    static func status(_ phone: Phone) throws -> [String: Any] {
        let answer = try phone.get("/backups/status.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    @Test func aManagerIsToldHowTheBackupsStand() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        #expect(try await host.hearth(["member", "password", "Leo"], input: HostServerTests.password + "\n").status == 0)
        let ana = host.phone(), leo = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let leoID = try await #require(try host.hearth(["member", "list", "--family", HostServerTests.riveras]).output
            .split(separator: "\n").first { $0.contains("Leo") }.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first { $0.count == 12 } })
        try leo.signIn(String(leoID), HostServerTests.password)
        #expect(try ana.get("/\(HostServerTests.riveras)/family/").body.contains("data-hearth-backup"), "the family page has the place for it")

        let none = try Self.status(ana)
        #expect((none["text"] as? String)?.contains("no backup yet") == true && none["alarm"] as? Bool == true, "\(none)")
        #expect(try Self.status(leo)["text"] == nil, "Leo is not a manager: nothing is told")

        #expect(try await host.hearth(["backup"]).status == 0)
        let made = try Self.status(ana)
        #expect((made["text"] as? String)?.contains("The newest verified backup of the household was made") == true && made["alarm"] as? Bool == false,
                "\(made)")
        #expect((made["text"] as? String)?.contains("(0 h ago)") == true, "\(made)")

        let refused = try await HearthProcess.run(["host", "--store", host.store, "--port", "0", "--backup-at", "3am"], in: host.folder.url)
        #expect(refused.status == 64 && refused.errors.contains("--backup-at 3am: expected a time of day as HH:MM"), "\(refused.errors)")
    }

    /// The nightly backup's own work: a verified copy, older ones kept by the rules; a failure is told
    /// (the folder cannot be written), and a later success clears it.
    @Test func theNightlyBackupCopiesAndSaysWhenItFails() async throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appending(path: "household.sqlite").path
        #expect(try await HearthProcess.run(["init", "--demo", "--store", path], in: folder.url).status == 0)
        let store = try HouseholdStore.open(at: path)
        let backups = folder.url.appending(path: "backups").path
        let nightly = NightlyBackup(store: store, storePath: path, folder: backups, at: (3, 0), log: { _ in })
        #expect(await nightly.status().newest == nil)
        #expect(await nightly.backUpNow())
        let first = await nightly.status()
        #expect(first.newest?.path.hasPrefix(backups + "/household-") == true && first.failure == nil)
        #expect(try HouseholdStore.verifyBackup(at: try #require(first.newest?.path)) > 0)

        // A file where the folder should be: the backup fails, and says why.
        let blocked = NightlyBackup(store: store, storePath: path, folder: folder.url.appending(path: "household.sqlite/backups").path, at: nil, log: { _ in })
        #expect(await !blocked.backUpNow())
        #expect(await blocked.status().failure?.reason.contains("backups") == true)

        // The next time of day: 03:00 after 02:59 is a minute away, after 03:00 a day less a second.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 2, minute: 59)))
        #expect(NightlyBackup.next(after: start, hour: 3, minute: 0, calendar: calendar).timeIntervalSince(start) == 60)
        let late = start.addingTimeInterval(61)
        #expect(NightlyBackup.next(after: late, hour: 3, minute: 0, calendar: calendar).timeIntervalSince(late) == 86_400 - 1)
    }
}
