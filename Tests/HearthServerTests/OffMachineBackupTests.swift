import Foundation
import HearthTestSupport
import Synchronization
import Testing

/// docs/hosting.md's "Copies off the machine", run as written (with a folder standing for `/` and for the
/// other disk): restic's snapshots of the backups folder restore a copy that exports the same bytes as the
/// store; Litestream, replicating while `hearth host` takes a phone's changes, restores (while the host
/// goes on) a whole store that holds every change confirmed before the last second.
@Suite(.serialized) struct OffMachineBackupTests {
    @Test func resticAndLitestreamRestoreTheHousehold() throws {
        let root = try TemporaryFolder()
        let slash = root.url.path
        for folder in ["var/lib/hearth", "mnt/usb", "etc"] {
            try FileManager.default.createDirectory(at: root.url.appending(path: folder), withIntermediateDirectories: true)
        }
        func onThisFolder(_ text: String) -> String {
            text.replacingOccurrences(of: "runuser -u hearth -- ", with: "")
                .replacingOccurrences(of: " -o hearth -g hearth", with: "")
                .replacingOccurrences(of: "/var/lib/hearth", with: slash + "/var/lib/hearth")
                .replacingOccurrences(of: "/mnt/usb", with: slash + "/mnt/usb")
                .replacingOccurrences(of: "/etc/litestream.yml", with: slash + "/etc/litestream.yml")
        }
        func run(_ script: String) throws -> HearthProcess.Run {
            let path = slash + "/script.sh"
            try ("set -euo pipefail\n" + script).write(toFile: path, atomically: true, encoding: .utf8)
            return try HearthProcess.run(["bash", path], in: root.url, environment: ["PATH": HearthProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")],
                                         timeout: 180, executable: URL(fileURLWithPath: "/usr/bin/env"))
        }
        // The host on the guide's store, a demo household with Ana's password.
        let host = try HostServerTests.Hosted(storeFolder: root.url.appending(path: "var/lib/hearth"))
        defer { host.stop() }
        let store = slash + "/var/lib/hearth/household.sqlite"
        #expect(try run("hearth backup --store \(store)\n").status == 0)
        let blocks = try HostingGuideTests.guideBlocks("### Copies off the machine")
        #expect(blocks.map(\.language) == ["sh", "yaml", "sh"], "\(blocks.map(\.language))")
        let exported = try run("hearth export --store \(store)\n").output

        // restic: the snapshot, then the copy restored from it, put in place of a new store.
        let restic = try run(onThisFolder(blocks[0].text))
        #expect(restic.status == 0 && restic.output.contains("1 snapshots"), "\(restic.output)\(restic.errors)")
        let back = try run("""
            restic --repo \(slash)/mnt/usb/hearth-restic --password-file \(slash)/var/lib/hearth/restic-password restore latest --target \(slash)/var/lib/hearth/from-restic > /dev/null
            hearth restore "$(ls \(slash)/var/lib/hearth/from-restic\(slash)/var/lib/hearth/backups/household-*.sqlite | tail -n 1)" --store \(slash)/from-restic.sqlite
            hearth export --store \(slash)/from-restic.sqlite

            """)
        #expect(back.status == 0 && back.output == exported, "\(back.errors)")

        // Litestream, replicating while the household changes.
        try onThisFolder(blocks[1].text).write(toFile: slash + "/etc/litestream.yml", atomically: true, encoding: .utf8)
        let replicate = Process()
        replicate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        replicate.arguments = ["litestream", "replicate", "-config", slash + "/etc/litestream.yml"]
        replicate.standardOutput = FileHandle.nullDevice
        replicate.standardError = FileHandle.nullDevice
        try replicate.run()
        // A phone adds items through the host, each confirmed add noted with its time, while the replica
        // is restored.
        let confirmed = Mutex<[(name: String, at: Date)]>([])
        let stop = Atomic<Bool>(false)
        let port = host.port
        let phone = Thread {
            let phone = Phone(port: port)
            let groceries = "/\(HostServerTests.riveras)/groceries/"
            guard (try? phone.signIn(HostServerTests.ana, HostServerTests.password)) != nil,
                  let token = try? phone.get(groceries).field("csrf", inFormEndingWith: "act/grocery/add") else { return }
            var count = 0
            while !stop.load(ordering: .relaxed) {
                count += 1
                let answer = try? phone.post("/\(HostServerTests.riveras)/act/grocery/add", ["csrf": token, "name": "Replicated \(count)"], referer: groceries)
                if answer?.status == 303 { confirmed.withLock { $0.append(("Replicated \(count)", Date())) } }
            }
        }
        phone.start()
        Thread.sleep(forTimeInterval: 4)
        let restoreBegan = Date()
        let restored = try run(onThisFolder(blocks[2].text) + """
            hearth restore \(slash)/var/lib/hearth/from-litestream.sqlite --store \(slash)/from-litestream.sqlite
            hearth grocery list --all --family \(HostServerTests.riveras) --store \(slash)/from-litestream.sqlite

            """)
        stop.store(true, ordering: .relaxed)
        replicate.interrupt()
        replicate.waitUntilExit()
        #expect(restored.status == 0, "the replica restores, checked as a backup is: \(restored.errors)")
        let settled = confirmed.withLock { $0.filter { $0.at < restoreBegan.addingTimeInterval(-2) }.map(\.name) }
        #expect(settled.count > 5, "the phone's adds went on while Litestream replicated: \(settled.count)")
        let missing = settled.filter { !restored.output.contains($0 + " ") && !restored.output.contains($0 + "\n") }
        #expect(missing.isEmpty, "confirmed more than 2 s before the restore, missing from the replica: \(missing.prefix(5))")
    }
}
