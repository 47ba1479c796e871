import Foundation
import HearthTestSupport
import Testing

/// `hearth member password`: asked twice without echo on a terminal (a pseudo-terminal Python's `pty`
/// opens), read from standard input otherwise, and held to the password rule.
@Suite struct PasswordCommandTests {
    /// Types `first` and `second` at the prompts of `hearth member password Ana` on a terminal, each once
    /// its prompt shows, as a person does.
    static func typed(_ first: String, _ second: String, in folder: TemporaryFolder) async throws -> HearthProcess.Run {
        let terminal = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:5] + ["--store", "household.sqlite"])
            seen = b""
            def read():
                global seen
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    chunk = b""
                seen += chunk
                return chunk
            for prompt, line in ((b"New password for Ana: ", sys.argv[5]), (b"The same again: ", sys.argv[6])):
                while prompt not in seen and read():
                    pass
                os.write(fd, line.encode() + b"\\n")
            while read():
                pass
            sys.stdout.write(seen.decode())
            sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
            """
        return try await HearthProcess.run(["python3", "-c", terminal, HearthProcess.binary.path, "member", "password", "Ana", first, second],
                                           in: folder.url, timeout: 60, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func onATerminalThePasswordIsAskedTwiceAndNotShown() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        let same = try await Self.typed("kitchen table 7", "kitchen table 7", in: folder)
        #expect(same.status == 0, "\(same.output) \(same.errors)")
        #expect(same.output.contains("New password for Ana:") && same.output.contains("The same again:"))
        #expect(same.output.contains("Set the password of Ana"))
        #expect(!same.output.contains("kitchen table 7"), "the password is not echoed")
        let differ = try await Self.typed("kitchen table 7", "kitchen table 8", in: folder)
        #expect(differ.status == 65)
        #expect(differ.output.contains("the two passwords differ; nothing was changed"))
    }

    @Test func fromStandardInputTheRuleHolds() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        let short = try await HearthProcess.run(["member", "password", "Ana", "--store", "household.sqlite"], in: folder.url, input: "short\n")
        #expect(short.status == 65)
        #expect(short.errors.contains("password: expected at least 8 characters, not 5"))
        let long = try await HearthProcess.run(["member", "password", "Ana", "--store", "household.sqlite"], in: folder.url,
                                         input: String(repeating: "é", count: 40) + "\n")
        #expect(long.status == 65)
        #expect(long.errors.contains("at most 72 bytes (bcrypt reads no more), not 80"))
        let nobody = try await HearthProcess.run(["member", "password", "Nobody", "--family", "The Riveras", "--store", "household.sqlite"],
                                           in: folder.url, input: "long enough\n")
        #expect(nobody.status == 65)
        #expect(nobody.errors.contains("MEMBER Nobody: no member of The Riveras has that ID or name"))
        let set = try await HearthProcess.run(["member", "password", "Ana", "--store", "household.sqlite"], in: folder.url, input: "long enough\n")
        #expect(set.status == 0, "\(set.errors)")
    }
}
