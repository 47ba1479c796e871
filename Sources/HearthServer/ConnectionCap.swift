import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// At most `limit` connections open at once, kept below the process's open-file limit: past it, the
/// connection open longest is closed to make room. Without it, a thousand slow clients that each hold a
/// connection use up the open files, and a family member's phone is not even accepted until the slow
/// ones time out; with it, the newest connection is always served.
public final class ConnectionCap: Sendable {
    /// Open files kept for everything else the server opens: the store, its journal, the site's files.
    static let reservedFiles = 64
    let limit: Int
    /// The open connections, oldest first.
    private let open = NIOLockedValueBox<[ObjectIdentifier: (order: Int, channel: any Channel)]>([:])
    private let counter = NIOLockedValueBox(0)

    public init(limit: Int) { self.limit = max(1, limit) }

    /// A cap below this process's open-file limit, after raising its soft limit to the hard one (as
    /// systemd allows: Debian's units start at 1,024 soft, 524,288 hard).
    public static func forThisProcess() -> ConnectionCap {
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        if files.rlim_cur < files.rlim_max {
            var raised = files
            raised.rlim_cur = files.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { files = raised }
        }
        let available = Int(clamping: min(files.rlim_cur, 1_000_000))
        return ConnectionCap(limit: min(10_000, available - reservedFiles))
    }

    /// A handler for each new connection's pipeline (`HTTP1Channel.Configuration.additionalChannelHandlers`).
    func handler() -> ConnectionCapHandler { ConnectionCapHandler(cap: self) }

    /// How many connections are open.
    public var count: Int { open.withLockedValue { $0.count } }

    fileprivate func opened(_ channel: any Channel) {
        let order = counter.withLockedValue { value -> Int in value += 1; return value }
        let oldest: [any Channel] = open.withLockedValue { open in
            open[ObjectIdentifier(channel)] = (order, channel)
            // One connection in, the one open longest out: a scan, not a sort of thousands per connection.
            var closing: [any Channel] = []
            while open.count > limit, let oldest = open.min(by: { $0.value.order < $1.value.order }) {
                open[oldest.key] = nil
                closing.append(oldest.value.channel)
            }
            return closing
        }
        for channel in oldest { channel.close(promise: nil) }
    }

    fileprivate func closed(_ channel: any Channel) {
        open.withLockedValue { _ = $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}

/// Tells the cap when its connection opens and closes.
final class ConnectionCapHandler: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = NIOAny
    let cap: ConnectionCap

    init(cap: ConnectionCap) { self.cap = cap }

    func handlerAdded(context: ChannelHandlerContext) { cap.opened(context.channel) }

    func channelInactive(context: ChannelHandlerContext) {
        cap.closed(context.channel)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { cap.closed(context.channel) }
}
