import Foundation
import HearthTestSupport
import Testing

/// docs/hosting.md's "On a home server, step by step", followed as written in a fresh folder that stands
/// for `/`: every `sh` block's commands run in order (as this user: `runuser -u hearth --` is who runs
/// them on the server); those that need systemd or make a system user are only shown, and the files
/// they would read are checked instead: the unit with `systemd-analyze verify` (and its ExecStart run),
/// each Caddyfile with `caddy validate`, each nginx server with `nginx -t`.
@Suite(.serialized) struct HostingGuideTests {
    /// A fenced block of the guide: its language (`sh`, `ini`, `caddy`, `nginx`) and its text.
    struct Block {
        var language: String
        var text: String
    }

    /// The fenced blocks of the guide's section that starts with `heading`, up to the next section.
    static func guideBlocks(_ heading: String = "### On a home server, step by step") throws -> [Block] {
        let guide = try String(contentsOf: HearthProcess.repository.appending(path: "docs/hosting.md"), encoding: .utf8)
        let start = try #require(guide.range(of: heading))
        let end = try #require(guide.range(of: "\n##", range: start.upperBound..<guide.endIndex))
        var blocks: [Block] = []
        var current: Block?
        for line in guide[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current { blocks.append(open); current = nil } else { current = Block(language: String(line.dropFirst(3)), text: "") }
            } else if current != nil {
                current!.text += line + "\n"
            }
        }
        return blocks
    }

    /// "Printing on a timer": the service and its timer, as systemd reads them, and the service's command
    /// as it runs (to a file here, where the guide prints).
    @Test func thePrintingTimerIsWhatSystemdAccepts() async throws {
        let root = try TemporaryFolder()
        let blocks = try Self.guideBlocks("### Printing on a timer")
        #expect(blocks.map(\.language) == ["ini", "ini", "ini", "ini"])
        let names = ["hearth-print-shopping.service", "hearth-print-shopping.timer", "hearth-print-household.service", "hearth-print-household.timer"]
        for (block, name) in zip(blocks, names) {
            try block.text.replacingOccurrences(of: "/usr/local/bin/hearth", with: HearthProcess.binary.path)
                .write(toFile: root.url.path + "/" + name, atomically: true, encoding: .utf8)
        }
        let verified = try await HearthProcess.run(["systemd-analyze", "verify"] + names.map { root.url.path + "/" + $0 }, in: root.url,
                                             executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(verified.status == 0 && verified.errors.isEmpty, "\(verified.errors)")
        let command = try #require(blocks.first?.text.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        #expect(command.hasSuffix(" report shopping --store /var/lib/hearth/household.sqlite --family \"The Riveras\" --to lp"))
        let household = try #require(blocks[2].text.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        #expect(household.hasSuffix(" report household --store /var/lib/hearth/household.sqlite --family \"The Riveras\" --to lp"))
        for kind in ["shopping", "household"] {
            let printed = try await HearthProcess.run(["report", kind, "--demo", "--family", "The Riveras", "--output", kind + ".pdf"], in: root.url)
            #expect(printed.status == 0, "\(printed.errors)")
        }
    }

    /// Commands that change the machine itself: shown in the guide, not run here.
    static let shownOnly = ["useradd ", "systemctl ", "journalctl ", "ln -s /etc/nginx/", "nginx -t"]

    @Test func theStepByStepGuideRunsAsWritten() async throws {
        let root = try TemporaryFolder()
        let slash = root.url.path
        for folder in ["var/lib/hearth", "etc/ssl/certs", "etc/ssl/private", "bin", "caddy-home", "units"] {
            try FileManager.default.createDirectory(at: root.url.appending(path: folder), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: slash + "/bin/hearth", withDestinationPath: HearthProcess.binary.path)
        /// A line of the guide, on this folder instead of `/`, as the user it runs as.
        func onThisFolder(_ text: String) -> String {
            text.replacingOccurrences(of: "runuser -u hearth -- ", with: "")
                .replacingOccurrences(of: " -o hearth -g hearth", with: "")
                .replacingOccurrences(of: "/var/lib/hearth", with: slash + "/var/lib/hearth")
                .replacingOccurrences(of: "/etc/ssl/", with: slash + "/etc/ssl/")
                .replacingOccurrences(of: "/usr/local/bin/hearth", with: HearthProcess.binary.path)
        }
        let environment = ["PATH": slash + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "HOME": slash + "/caddy-home"]
        let blocks = try Self.guideBlocks()
        #expect(blocks.map(\.language) == ["sh", "ini", "sh", "caddy", "caddy", "sh", "nginx", "nginx", "sh", "sh", "ini", "ini", "sh"], "\(blocks.map(\.language))")
        var ran = 0, shown = 0, checked = 0
        var hostCommand: String?
        var units: [String] = []
        for (index, block) in blocks.enumerated() {
            switch block.language {
            case "sh":
                var lines: [String] = []
                for line in block.text.split(separator: "\n").map(String.init) {
                    if Self.shownOnly.contains(where: line.hasPrefix) { shown += 1 } else { lines.append(onThisFolder(line)) }
                }
                guard !lines.isEmpty else { continue }
                let script = slash + "/step-\(index).sh"
                try ("set -euo pipefail\n" + lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
                let run = try await HearthProcess.run(["bash", script], in: root.url, environment: environment,
                                                executable: URL(fileURLWithPath: "/usr/bin/env"), input: "a password of Ana's\n")
                #expect(run.status == 0, "block \(index):\n\(lines.joined(separator: "\n"))\n\(run.output)\(run.errors)")
                ran += lines.count
            case "ini":
                // Named as the guide names it: the host's service, the backup's service, its timer.
                let name = block.text.contains("[Timer]") ? "hearth-backup.timer"
                    : block.text.contains("hearth backup") ? "hearth-backup.service" : "hearth-host.service"
                try onThisFolder(block.text).write(toFile: slash + "/units/" + name, atomically: true, encoding: .utf8)
                if name == "hearth-host.service" {
                    hostCommand = block.text.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map { onThisFolder(String($0.dropFirst("ExecStart=".count))) }
                }
                units.append(slash + "/units/" + name)
                checked += 1
            case "caddy":
                let file = slash + "/Caddyfile-\(index)"
                try block.text.write(toFile: file, atomically: true, encoding: .utf8)
                let valid = try await HearthProcess.run(["caddy", "validate", "--adapter", "caddyfile", "--config", file], in: root.url, environment: environment,
                                                  executable: URL(fileURLWithPath: "/usr/bin/env"))
                #expect(valid.status == 0 && (valid.output + valid.errors).contains("Valid configuration"), "block \(index): \(valid.output)\(valid.errors)")
                checked += 1
            case "nginx":
                // The server block inside the main configuration Debian's nginx.conf gives it (its `http` block).
                let file = slash + "/nginx-\(index).conf"
                let main = "pid \(slash)/nginx.pid;\nerror_log \(slash)/nginx-error.log;\nevents {}\nhttp {\n" + onThisFolder(block.text) + "}\n"
                try main.write(toFile: file, atomically: true, encoding: .utf8)
                let tested = try await HearthProcess.run(["nginx", "-t", "-p", slash, "-e", slash + "/nginx-error.log", "-c", file], in: root.url,
                                                   executable: URL(fileURLWithPath: "/usr/bin/env"))
                #expect(tested.status == 0 && tested.errors.contains("test is successful"), "block \(index): \(tested.errors)")
                checked += 1
            default:
                Issue.record("a block of \(block.language) the test does not know")
            }
        }
        #expect(ran == 8 && shown == 9 && checked == 7, "ran \(ran), shown \(shown), checked \(checked)")
        // The units together (the timer starts its service, which must be there).
        let verified = try await HearthProcess.run(["systemd-analyze", "verify"] + units, in: root.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(units.count == 3 && verified.status == 0 && verified.errors.isEmpty, "\(units): \(verified.errors)")

        // The store the steps made: Ana with her password, a backup only its user reads, restored.
        let backups = try FileManager.default.attributesOfItem(atPath: slash + "/var/lib/hearth/backups")
        #expect((backups[.posixPermissions] as? Int) == 0o700)
        let copies = try FileManager.default.contentsOfDirectory(atPath: slash + "/var/lib/hearth/backups").filter { $0.hasPrefix("household-") }
        #expect(copies.count == 1, "\(copies)")
        let copy = try FileManager.default.attributesOfItem(atPath: slash + "/var/lib/hearth/backups/" + (copies.first ?? ""))
        #expect((copy[.posixPermissions] as? Int) == 0o600)
        #expect(FileManager.default.fileExists(atPath: slash + "/var/lib/hearth/household.sqlite.before-restore-"
            + ((try? FileManager.default.contentsOfDirectory(atPath: slash + "/var/lib/hearth").first { $0.contains("before-restore-") }?
                .components(separatedBy: "before-restore-").last) ?? "none")), "the restore kept the store it replaced")
        let members = try await HearthProcess.run(["member", "list", "--store", slash + "/var/lib/hearth/household.sqlite"], in: root.url)
        #expect(members.output.contains("Ana"), "\(members.output)\(members.errors)")

        // The unit's command, as systemd would start it (on a free port here): it serves, and says where
        // members sign in: at the public address, not the loopback one.
        let command = try #require(hostCommand).replacingOccurrences(of: "--port 8080", with: "--port 0")
        let log = root.url.appending(path: "host.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let host = Process()
        host.executableURL = URL(fileURLWithPath: "/bin/sh")
        host.arguments = ["-c", "exec " + command]
        host.currentDirectoryURL = root.url.appending(path: "var/lib/hearth")
        host.standardError = try FileHandle(forWritingTo: log)
        host.standardOutput = FileHandle.nullDevice
        try host.run()
        defer { host.interrupt(); host.waitUntilExit() }
        var said = ""
        for _ in 0..<600 where !said.contains("Members sign in") {
            try await Task.sleep(for: .seconds(0.1))
            said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        #expect(said.contains("Members sign in at https://home.example/sign-in"), "\(said)")
    }
}
