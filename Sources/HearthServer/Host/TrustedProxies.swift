import Foundation
import HearthDomain
import HearthLive

/// The proxies whose `X-Forwarded-For` the host believes (`--trusted-proxy`): addresses ("127.0.0.1",
/// "::1") and networks ("172.18.0.0/16", "fd00::/8"); loopback unless told otherwise. A request from
/// anyone else is from the address it came from, whatever it claims: otherwise one client could pose as
/// every other, and six wrong passwords from one phone behind a container's proxy would lock out all.
public struct TrustedProxies: Sendable {
    let networks: [IPNetwork]

    public static let loopback = try! TrustedProxies(["127.0.0.1", "::1"])

    /// `texts` as `--trusted-proxy` gives them; a text that is no address or network is refused by name.
    public init(_ texts: [String]) throws {
        networks = try texts.map { try IPNetwork(option: "--trusted-proxy", $0, examples: "127.0.0.1, ::1 or 172.18.0.0/16") }
    }

    /// The address a request came from: `peer` itself, unless it is a trusted proxy; then the last address
    /// in `forwardedFor` (each proxy adds the one it saw) that is not one of the trusted proxies.
    public func client(peer: String, forwardedFor: String?) -> String {
        guard trusts(peer), let forwardedFor else { return peer }
        let chain = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return chain.last { !trusts($0) } ?? chain.first ?? peer
    }

    func trusts(_ address: String) -> Bool {
        guard let bytes = AddressLookup.bytes(of: address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }
}
