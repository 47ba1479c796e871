import Foundation
import HearthTestSupport
import Testing

/// docs/hosting.md's "Copies off the machine", run as written (with a folder standing for `/` and for the
/// other disk): restic's snapshots of the backups folder restore a copy that exports the same bytes as the
/// store; Litestream, replicating while the household changes, restores a store that exports the same
/// bytes as the store it replicated.
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
        let store = slash + "/var/lib/hearth/household.sqlite"
        #expect(try run("hearth init --demo --store \(store)\nhearth backup --store \(store)\n").status == 0)
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
        let changes = (1...20).map { "hearth grocery add 'Replicated \($0)' --as Ana --store \(store)" }.joined(separator: "\n")
        #expect(try run(changes + "\n").status == 0)
        Thread.sleep(forTimeInterval: 3)  // Litestream copies the WAL every second
        replicate.interrupt()
        replicate.waitUntilExit()
        let live = try run("hearth export --store \(store)\n").output
        #expect(live.contains("Replicated 20"))
        let restored = try run(onThisFolder(blocks[2].text) + """
            hearth restore \(slash)/var/lib/hearth/from-litestream.sqlite --store \(slash)/from-litestream.sqlite
            hearth export --store \(slash)/from-litestream.sqlite

            """)
        #expect(restored.status == 0 && restored.output == live, "\(restored.errors)")
    }
}
