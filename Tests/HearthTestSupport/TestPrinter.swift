import Foundation

/// A receipt printer on a loopback port: it takes one connection and keeps all it receives.
public final class TestPrinter: @unchecked Sendable {
    public let port: Int
    private let socket: Int32
    private let done = DispatchSemaphore(value: 0)
    /// Written by the printer's thread before `done` is signalled, read after.
    private var bytes: [UInt8] = []

    public init() throws {
        (socket, port) = try Self.listen()
        let socket = self.socket
        Thread {
            let connection = accept(socket, nil, nil)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while connection >= 0 {
                let count = read(connection, &buffer, buffer.count)
                if count <= 0 { break }
                self.bytes += buffer[0..<count]
            }
            close(connection)
            self.done.signal()
        }.start()
    }

    /// What the printer received, once the sender closed the connection; nil when nothing came in 30 s.
    public func received() -> [UInt8]? {
        defer { close(socket) }
        return done.wait(timeout: .now() + 30) == .success ? bytes : nil
    }

    struct NoPort: Error {}

    /// A socket listening on a free loopback port, and the port. `receiveBuffer` (SO_RCVBUF, in bytes)
    /// makes each connection it takes hold little that was not read.
    public static func listen(receiveBuffer: Int32? = nil) throws -> (Int32, Int) {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            // Before listen(): a connection takes its window from the listening socket's buffer.
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && Glibc.listen(descriptor, 1) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw NoPort() }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// A printer on a loopback port that takes the connection and never reads it, as one out of paper or
/// busy with another job (issue 64): the kernel accepts the connection into the listening socket's queue,
/// and with a small receive buffer a sender's buffers fill after some kilobytes.
public final class StalledPrinter: Sendable {
    public let port: Int
    private let socket: Int32

    public init() throws {
        (socket, port) = try TestPrinter.listen(receiveBuffer: 4096)
    }

    deinit { close(socket) }
}
