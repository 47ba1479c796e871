import Foundation
import HearthSite
import Testing

/// The programs `hearth host` runs (CUPS's `lp`, curl for email): what goes in comes out, a refusal is
/// read, and a host with many files open neither crashes nor hands them to the program.
@Suite struct ChildProcessTests {
    @Test func aMegabyteGoesInAndComesBackWhileTheProgramWrites() throws {
        let input = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let ended = try ChildProcess.run("cat", [], input: input)
        #expect(ended.status == 0)
        #expect(ended.output == input, "the pipes were read while they were written, both ways")
    }

    @Test func whatTheProgramSaysAndItsStatusAreKept() throws {
        let ended = try ChildProcess.run("sh", ["-c", "cat > /dev/null; echo 'lp: The printer or class does not exist.' >&2; exit 3"],
                                         input: Data("a report".utf8))
        #expect(ended.status == 3)
        #expect(String(decoding: ended.errors, as: UTF8.self) == "lp: The printer or class does not exist.\n")
        #expect(try ChildProcess.run("no-such-program-here", [], input: Data()).status == 127)
    }

    /// With 1,500 files open (Foundation's Process.run crashed past about 1,350), the program runs and
    /// gets none of them: only its standard input, output and error.
    @Test func aHostWithManyFilesOpenRunsAProgramThatGetsNoneOfThem() throws {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let before = limit
        limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, 4_096))
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        defer { var restored = before; setrlimit(Int32(RLIMIT_NOFILE.rawValue), &restored) }
        try #require(limit.rlim_cur >= 1_600, "this machine allows \(limit.rlim_cur) open files")
        let opened = (0..<1_500).map { _ in open("/dev/null", O_RDONLY) }
        defer { opened.filter { $0 >= 0 }.forEach { close($0) } }
        #expect(opened.allSatisfy { $0 >= 0 })
        let ended = try ChildProcess.run("sh", ["-c", "ls /proc/self/fd"], input: Data())
        #expect(ended.status == 0)
        let inherited = String(decoding: ended.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }.filter { $0 > 2 }
        // ls itself has its listing of /proc/self/fd open: one more at most.
        #expect(inherited.count <= 1, "the program got \(inherited.count) of the host's files")
    }
}
