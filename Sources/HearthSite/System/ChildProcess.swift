import CHearthSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to its end with bytes on its standard input, as `hearth host` runs CUPS's `lp` and curl:
/// what it wrote, what it said and its exit status.
///
/// Started with `posix_spawn`, not Foundation's `Process`: `Process.run` lists /proc/self/fd to close the
/// files a child should not get, and reads past its buffer once about 1,350 are open
/// (swift-corelibs-foundation PR 5472), as in a host with a thousand connections open; the crash took the
/// whole server down. Here the child closes every file above standard error itself (`hearth_spawn_closes_from`).
public enum ChildProcess {
    public struct Ended: Sendable {
        /// The exit status; 128 + the signal's number for a program a signal stopped; 127 for one not found.
        public var status: Int32
        public var output: Data
        public var errors: Data
    }

    /// Runs `program` (looked up on PATH) with `arguments` to its end, `input` on its standard input.
    public static func run(_ program: String, _ arguments: [String], input: Data) throws -> Ended {
        let toChild = try pipe(), fromChild = try pipe(), errorsFromChild = try pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild.write, 2)
        hearth_spawn_closes_from(&actions, 3)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The program starts with every signal at its default and none blocked, whatever this server ignores
        // (SIGPIPE) or its threads block.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child = pid_t()
        let started = posix_spawnp(&child, program, &actions, &attributes, argv, environ)
        for end in [toChild.read, fromChild.write, errorsFromChild.write] { close(end) }
        guard started == 0 else {
            for end in [toChild.write, fromChild.read, errorsFromChild.read] { close(end) }
            if started == ENOENT { return Ended(status: 127, output: Data(), errors: Data("\(program): not found".utf8)) }
            throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EIO)
        }
        let (output, errors) = exchange(input, to: toChild.write, from: fromChild.read, errorsFrom: errorsFromChild.read)
        return Ended(status: waitForExit(child), output: output, errors: errors)
    }

    /// A pipe whose two ends the child does not keep (close-on-exec; `dup2` gives it its own copy).
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard hearth_pipe_closed_on_exec(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (ends[0], ends[1])
    }

    /// Writes `input` to the child while reading what it writes and says, on this one thread with `poll`,
    /// so that neither side waits for the other with a pipe full; closes the three ends.
    private static func exchange(_ input: Data, to inputEnd: Int32, from outputEnd: Int32, errorsFrom errorsEnd: Int32) -> (Data, Data) {
        // A child that stops reading (lp for a queue it does not know) makes writing an error, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        _ = fcntl(inputEnd, F_SETFL, fcntl(inputEnd, F_GETFL) | O_NONBLOCK)
        let bytes = [UInt8](input)
        var written = 0, output = Data(), errors = Data()
        var ends = [pollfd(fd: input.isEmpty ? -1 : inputEnd, events: Int16(POLLOUT), revents: 0),
                    pollfd(fd: outputEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: errorsEnd, events: Int16(POLLIN), revents: 0)]
        if input.isEmpty { close(inputEnd) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ends.contains(where: { $0.fd >= 0 }) {
            for index in ends.indices { ends[index].revents = 0 }
            if poll(&ends, nfds_t(ends.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if ends[0].fd >= 0, ends[0].revents != 0 {
                let count = bytes[written...].withUnsafeBytes { Glibc.write(inputEnd, $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                if (count < 0 && errno != EAGAIN && errno != EINTR) || written == bytes.count { close(inputEnd); ends[0].fd = -1 }
            }
            for index in 1...2 where ends[index].fd >= 0 && ends[index].revents != 0 {
                let count = read(ends[index].fd, &buffer, buffer.count)
                if count > 0 {
                    if index == 1 { output.append(contentsOf: buffer[..<count]) } else { errors.append(contentsOf: buffer[..<count]) }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    close(ends[index].fd)
                    ends[index].fd = -1
                }
            }
        }
        for end in ends where end.fd >= 0 { close(end.fd) }
        return (output, errors)
    }

    /// The child's exit status once it has ended (128 + the signal's number if a signal stopped it).
    private static func waitForExit(_ child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
