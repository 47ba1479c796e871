import Foundation
import HearthDomain
import NIOCore
import NIOPosix

/// A receipt printer on the network (`--to tcp://HOST:PORT`): the report sent as raw TCP, as such a
/// printer takes a job on port 9100, within time limits. A printer may take the connection and then stop
/// reading (out of paper, its cover open, busy with another job): without limits `hearth report` and the
/// host's Print button waited for it for ever, saying nothing.
struct NetworkPrinter {
    var host: String
    var port: Int
    /// The printer as the user named it, for messages: "tcp://192.168.1.50:9100".
    var name: String
    var limits = Limits.current

    /// How long sending may take: whatever the printer does, it ends in under a minute.
    struct Limits {
        /// For the printer to take the connection.
        var connect: TimeAmount = .seconds(10)
        /// For the printer to take more of the report, once some is waiting for it.
        var stall: TimeAmount = .seconds(20)
        /// For the whole, connecting included.
        var whole: TimeAmount = .seconds(45)

        /// The limits, with `stall` shortened by HEARTH_PRINTER_STALL_SECONDS (a whole number from 1 to
        /// 20): tests set it, so that a printer that stops reading is given up on in seconds, not 20.
        /// Any other value is not used.
        static var current: Limits {
            var limits = Limits()
            if let text = ProcessInfo.processInfo.environment["HEARTH_PRINTER_STALL_SECONDS"], let seconds = Int64(text), (1...20).contains(seconds) {
                limits.stall = .seconds(seconds)
            }
            return limits
        }
    }

    /// The most the report is written in at a time, so that what the printer took is known when it stops.
    static let piece = 8192

    /// Sends all of `bytes`, or throws a failure that says how much the printer took.
    func send(_ bytes: [UInt8]) throws {
        let started = NIODeadline.now()
        let channel: Channel
        do {
            channel = try ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(limits.connect)
                .connect(host: host, port: port).wait()
        } catch {
            throw Failure(.unavailable, "\(name): the printer did not take the connection (\(describe(error))); nothing was sent",
                          wording: Wording(.printerUnreachable))
        }
        var sent = 0
        do {
            while sent < bytes.count {
                let end = min(sent + Self.piece, bytes.count)
                let timeLeft = started + limits.whole - .now()
                let written = try Self.wait(for: channel.writeAndFlush(ByteBuffer(bytes: bytes[sent..<end])), atMost: min(limits.stall, timeLeft))
                guard written else {
                    try? channel.close().wait()
                    throw limits.stall < timeLeft ? stalled(after: sent, of: bytes.count) : tooSlow(after: sent, of: bytes.count)
                }
                sent = end
            }
            try channel.close().wait()
        } catch let failure as Failure {
            throw failure
        } catch {
            try? channel.close().wait()
            throw Failure(.inputOutput, "\(name): the connection broke while sending (\(describe(error))); the printer may have printed part of the report",
                          wording: Wording(.printerConnectionBroke))
        }
    }

    /// Waits for `future` at most `limit`; false when the time ran out first (the future is then left to
    /// fail as its channel closes).
    private static func wait(for future: EventLoopFuture<Void>, atMost limit: TimeAmount) throws -> Bool {
        let outcome = future.eventLoop.makePromise(of: Bool.self)
        future.whenComplete { result in
            switch result {
            case .success: outcome.succeed(true)
            case .failure(let error): outcome.fail(error)
            }
        }
        // Whichever comes first completes `outcome`; the later one does nothing.
        let timer = future.eventLoop.scheduleTask(in: limit) { outcome.succeed(false) }
        defer { timer.cancel() }
        return try outcome.futureResult.wait()
    }

    /// The printer took part of the report, then nothing more for `limits.stall`.
    private func stalled(after sent: Int, of total: Int) -> Failure {
        let seconds = String(limits.stall.nanoseconds / 1_000_000_000)
        return Failure(.inputOutput, "\(name): the printer stopped taking the report after \(sent) of \(total) bytes (nothing taken in \(seconds) seconds); it may have printed part of the report",
                       wording: Wording(.printerStalled, ["sent": String(sent), "total": String(total), "seconds": seconds]))
    }

    /// The printer kept taking the report, too slowly to end within `limits.whole`.
    private func tooSlow(after sent: Int, of total: Int) -> Failure {
        let seconds = String(limits.whole.nanoseconds / 1_000_000_000)
        return Failure(.inputOutput, "\(name): the printer took only \(sent) of \(total) bytes in \(seconds) seconds; it may have printed part of the report",
                       wording: Wording(.printerTooSlow, ["sent": String(sent), "total": String(total), "seconds": seconds]))
    }

    /// A network error in words: "Connection refused", "no answer in 10 seconds", "no such host".
    private func describe(_ error: Error) -> String {
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)) }
        if case ChannelError.connectTimeout = error { return "no answer in \(limits.connect.nanoseconds / 1_000_000_000) seconds" }
        if let connecting = error as? NIOConnectionError {
            if let first = connecting.connectionErrors.first { return describe(first.error) }
            return "no such host"
        }
        return "\(error)"
    }
}
