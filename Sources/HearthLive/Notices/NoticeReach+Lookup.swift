import Foundation
import HearthDomain

/// `NoticeReach` with the system's answers: the owner's `--notices-may-reach` read, an address checked
/// when a member saves it, and again when a notice is sent, against what its host resolves to then.
extension NoticeReach {
    /// `hearth host --notices-may-reach`: addresses ("192.168.1.20", "::1") and networks ("192.168.1.0/24",
    /// "fd00::/8"). Names are refused: what a name stands for may change.
    public init(mayReach texts: [String]) throws {
        self.init(allowed: try texts.map { try IPNetwork(option: "--notices-may-reach", $0, examples: "192.168.1.20, 192.168.1.0/24 or ::1") })
    }

    /// An address a notice may not go to: the host as written, the address it stands for, and where that is.
    public struct Refused: Sendable {
        public var host: String
        public var address: String
        public var inside: Inside

        /// "127.0.0.1 is this machine (loopback)…", in the command's and the log's words.
        public var message: String {
            (host == address ? address : "\(host) (\(address))") + " \(inside.words): notices go there only when hearth host is started with --notices-may-reach \(address)"
        }

        /// The refusal of an address a member saves, naming the field (`kind`), in the member's words on a page.
        public func failure(for kind: NoticeChannel.Kind) -> Failure {
            Failure(.usage, "\(kind.rawValue) \(host): \(message)", wording: Wording(.noticeReach, ["host": host], field: kind.rawValue))
        }
    }

    /// Why an ntfy or webhook address may not be saved: its host written as a number, or any address its
    /// name resolves to now, is this machine or the home network and not allowed. Nil when it may, and
    /// for a name that resolves to nothing now (offline, say): it is checked again at each send.
    /// Asks the name server: call it off the request threads (`refusalOffThread`).
    public func refusal(ofSaved target: String) -> Refused? {
        guard let address = WebAddress(target) else { return nil }
        return refusal(of: address.host, at: Self.addresses(of: address.host))
    }

    /// `refusal(ofSaved:)` on a thread of its own: the name server may take seconds to answer, and the
    /// server's request threads must not wait for it.
    public func refusalOffThread(ofSaved target: String) async -> Refused? {
        if let address = WebAddress(target), let number = AddressLookup.numeric(address.host) {
            return refusal(of: address.host, at: [number])
        }
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: refusal(ofSaved: target)) }
        }
    }

    /// Where a notice to `url` connects now: the first address its host resolves to, checked. Throws why
    /// it does not go: no such address, no such host, or an address on this machine or the home network.
    /// Every address the name has is checked, not only the first: a name that is half inside is refused.
    func destination(of url: String) throws -> Destination {
        guard let address = WebAddress(url) else { throw Failure(.usage, "not an http:// or https:// address") }
        let addresses = Self.addresses(of: address.host)
        guard let first = addresses.first else { throw Failure(.unavailable, "could not find \(address.host) (no address for that name)") }
        if let refused = refusal(of: address.host, at: addresses) { throw Failure(.notPermitted, refused.message) }
        return Destination(address: first, port: address.port)
    }

    /// The address and port a notice connects to, and nothing else.
    struct Destination: Equatable {
        var address: [UInt8]
        var port: Int

        /// curl's `connect-to` for it: "::ADDRESS:PORT", the host and port before left empty so that it
        /// holds for whatever host and port curl reads in the address. So curl asks no name server of
        /// its own (a name that answered 93.184.216.34 to the check may answer 127.0.0.1 a moment later).
        var connectTo: String {
            let text = AddressLookup.text(of: address)
            return "::" + (address.count == 16 ? "[\(text)]" : text) + ":\(port)"
        }
    }

    /// The host written as a number, or what its name resolves to now.
    static func addresses(of host: String) -> [[UInt8]] {
        AddressLookup.numeric(host).map { [$0] } ?? AddressLookup.resolve(host)
    }

    private func refusal(of host: String, at addresses: [[UInt8]]) -> Refused? {
        for address in addresses {
            if let inside = refusal(of: address) { return Refused(host: host, address: AddressLookup.text(of: address), inside: inside) }
        }
        return nil
    }
}
